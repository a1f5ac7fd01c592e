@_exported import Foundation
@_exported import CoreGraphics

// https://developer.apple.com/documentation/swiftui/view
// @MainActor @preconcurrency protocol View (only what the generated files use: a View is a
// value modifiers apply to; the stand-in's modifiers return these opaque types)
@MainActor @preconcurrency public protocol View {}

/// The stand-in's concrete result of a modifier (SwiftUI's are `ModifiedContent<…>`).
public struct _StandInView: View { nonisolated public init() {} }

// https://developer.apple.com/documentation/swiftui/placeholdercontentview
// struct PlaceholderContentView<Value>
public struct PlaceholderContentView<Value>: View {}

// https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:)
// nonisolated func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
//     @ContentBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
//     @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View
// (the content closures the writer emits are one expression each, read the same by any builder)
extension View {
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                                    content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View {
        _StandInView()
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    // nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    // nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/border(_:width:)
    // nonisolated func border<S>(_ content: S, width: CGFloat = 1) -> some View where S : ShapeStyle
    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
    // nonisolated func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    // nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    // nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    // nonisolated func opacity(_ opacity: Double) -> some View
    nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/alignment
// struct Alignment
public struct Alignment {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/fillstyle
// struct FillStyle; init(eoFill: Bool = false, antialiased: Bool = true)
public struct FillStyle {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle
// protocol ShapeStyle
public protocol ShapeStyle {}

// https://developer.apple.com/documentation/swiftui/shape
// protocol Shape : Animatable, View
public protocol Shape: Animatable, View {}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
// struct RoundedRectangle; nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
public struct RoundedRectangle: Shape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
// enum RoundedCornerStyle { case circular, continuous }
public enum RoundedCornerStyle { case circular, continuous }

// https://developer.apple.com/documentation/swiftui/color
// struct Color : ShapeStyle, View
public struct Color: ShapeStyle, View {
    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    // init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}

    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    // enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
    public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
// struct UnitPoint; init(x: CGFloat, y: CGFloat)
public struct UnitPoint {
    public init(x: CGFloat, y: CGFloat) {}
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

// https://developer.apple.com/documentation/swiftui/angle
// struct Angle
public struct Angle {
    // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    // static func radians(_ radians: Double) -> Angle
    public static func radians(_ radians: Double) -> Angle { Angle() }
}
