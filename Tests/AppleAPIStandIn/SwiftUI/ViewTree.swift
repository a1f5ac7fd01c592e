// What a SwiftUI view's own file uses (`-o x.swift` of a SwiftUI file, issue 39 item 4): the
// views, stacks, modifiers, `@State` and the `KeyframeAnimator` view. Each declaration copied
// from its page on developer.apple.com (iOS 17 SDK); `View`'s `body` requirement is not
// declared (the stand-in's views are values modifiers apply to, as in View.swift), so a
// struct's `body` is checked as the single expression the writer makes it.

// https://developer.apple.com/documentation/swiftui/viewbuilder
// @resultBuilder struct ViewBuilder
@resultBuilder public struct ViewBuilder {
    // static func buildExpression<Content>(_ content: Content) -> Content where Content : View
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // static func buildBlock() -> EmptyView
    public static func buildBlock() -> EmptyView { EmptyView() }
    // static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

// https://developer.apple.com/documentation/swiftui/tupleview
// struct TupleView<T>; init(_ value: T)
public struct TupleView<T>: View { public init(_ value: T) {} }

// https://developer.apple.com/documentation/swiftui/emptyview
// struct EmptyView; init()
public struct EmptyView: View { nonisolated public init() {} }

// https://developer.apple.com/documentation/swiftui/state
// @propertyWrapper struct State<Value>; init(wrappedValue value: Value);
// var wrappedValue: Value { get nonmutating set }
@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
}

// https://developer.apple.com/documentation/swiftui/keyframeanimator
// struct KeyframeAnimator<Value, KeyframePath, Content> where KeyframePath : Keyframes,
//     Value == KeyframePath.Value, Content : View
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    // https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:trigger:content:keyframes:)
    // init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    //      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath)
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
}

extension UnitCurve {
    // https://developer.apple.com/documentation/swiftui/unitcurve/easein
    public static let easeIn = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/easeout
    public static let easeOut = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/easeinout
    public static let easeInOut = UnitCurve()
}

// https://developer.apple.com/documentation/swiftui/text
// struct Text; init<S>(_ content: S) where S : StringProtocol
public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
}

// https://developer.apple.com/documentation/swiftui/image
// struct Image; init(systemName: String)
public struct Image: View {
    nonisolated public init(systemName: String) {}
    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    // func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    // https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode { case tile, stretch }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
// struct EdgeInsets; init()
public struct EdgeInsets { public init() {} }

// https://developer.apple.com/documentation/swiftui/insettableshape
// protocol InsettableShape : Shape
public protocol InsettableShape: Shape {}

extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:antialiased:)
    // func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    nonisolated public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StandInView() }
}

extension InsettableShape {
    // https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:)
    // func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/circle, …/capsule, …/rectangle, …/ellipse: init()
public struct Circle: InsettableShape { nonisolated public init() {} }
public struct Capsule: InsettableShape { nonisolated public init() {} }
public struct Rectangle: InsettableShape { nonisolated public init() {} }
public struct Ellipse: InsettableShape { nonisolated public init() {} }
extension RoundedRectangle: InsettableShape {}

extension Color {
    // https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    // init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    // https://developer.apple.com/documentation/swiftui/color/red (and each colour's page)
    public static let red = Color(white: 0), orange = Color(white: 0),
                      yellow = Color(white: 0), green = Color(white: 0),
                      mint = Color(white: 0), teal = Color(white: 0),
                      cyan = Color(white: 0), blue = Color(white: 0),
                      indigo = Color(white: 0), purple = Color(white: 0),
                      pink = Color(white: 0), brown = Color(white: 0),
                      gray = Color(white: 0), black = Color(white: 0),
                      white = Color(white: 0), clear = Color(white: 0)
}

// https://developer.apple.com/documentation/swiftui/spacer
// struct Spacer; init(minLength: CGFloat? = nil)
public struct Spacer: View { nonisolated public init(minLength: CGFloat? = nil) {} }

// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
// init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
// init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
// init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment { public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment() }
// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment { public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment() }

extension Alignment {
    // https://developer.apple.com/documentation/swiftui/alignment (its nine static properties)
    public static let topLeading = Alignment(), top = Alignment(), topTrailing = Alignment(), leading = Alignment(), trailing = Alignment(),
                      bottomLeading = Alignment(), bottom = Alignment(), bottomTrailing = Alignment()
}

extension UnitPoint {
    // https://developer.apple.com/documentation/swiftui/unitpoint (its static properties)
    public static let topLeading = UnitPoint(x: 0, y: 0), top = UnitPoint(x: 0.5, y: 0), topTrailing = UnitPoint(x: 1, y: 0),
                      leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5),
                      bottomLeading = UnitPoint(x: 0, y: 1), bottom = UnitPoint(x: 0.5, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

// https://developer.apple.com/documentation/swiftui/edge/set
// struct Edge.Set : OptionSet
public enum Edge {
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}

// https://developer.apple.com/documentation/swiftui/font
public struct Font {
    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    // static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    // https://developer.apple.com/documentation/swiftui/font/weight(_:)
    // func weight(_ weight: Font.Weight) -> Font
    public func weight(_ weight: Font.Weight) -> Font { self }
    // https://developer.apple.com/documentation/swiftui/font/bold()
    // func bold() -> Font
    public func bold() -> Font { self }
    // https://developer.apple.com/documentation/swiftui/font (the text styles)
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(), subheadline = Font(),
                      body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    // https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(),
                          semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    // https://developer.apple.com/documentation/swiftui/font/design
    public enum Design { case `default`, serif, rounded, monospaced }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/font(_:)
    // nonisolated func font(_ font: Font?) -> some View
    nonisolated public func font(_ font: Font?) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    // nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-7q7as
    // nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    // nonisolated func padding(_ length: CGFloat) -> some View
    nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    // nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    // nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    // nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    // nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    // nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
    // nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    // nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
}
