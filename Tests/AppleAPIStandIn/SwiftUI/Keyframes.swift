// https://developer.apple.com/documentation/swiftui/animatable
// protocol Animatable (Conforming Types lists CGFloat and Double)
public protocol Animatable {}
extension CGFloat: Animatable {}
extension Double: Animatable {}

// https://developer.apple.com/documentation/swiftui/keyframes
// protocol Keyframes<Value> (associatedtype Value)
public protocol Keyframes<Value> {
    associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/keyframetrackcontent
// protocol KeyframeTrackContent<Value> (associatedtype Value : Animatable)
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

/// The stand-in's concrete result of a builder (SwiftUI's are opaque).
public struct _StandInTrackContent<Value: Animatable>: KeyframeTrackContent {}
public struct _StandInKeyframes<Value>: Keyframes {}

// https://developer.apple.com/documentation/swiftui/keyframetrack
// struct KeyframeTrack<Root, Value, Content> where Value == Content.Value, Content : KeyframeTrackContent
// (its second parameter is named TrackValue here: in a stand-in without SwiftUI's `body`, a
// parameter named Value would become its Keyframes.Value, which is Root; code that uses the
// type, as the generated files do, never names its parameters)
public struct KeyframeTrack<Root, TrackValue, Content>: Keyframes where TrackValue == Content.Value, Content: KeyframeTrackContent {
    public typealias Value = Root
    // https://developer.apple.com/documentation/swiftui/keyframetrack/init(_:content:)
    // init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content)
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/linearkeyframe/init(_:duration:timingcurve:)
// init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear)
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

// https://developer.apple.com/documentation/swiftui/movekeyframe/init(_:)
// init(_ to: Value)
public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    public init(_ to: Value) {}
}

// https://developer.apple.com/documentation/swiftui/springkeyframe/init(_:duration:spring:startvelocity:)
// init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)
public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

// https://developer.apple.com/documentation/swiftui/spring
// struct Spring
public struct Spring {
    // https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
    // init(duration: TimeInterval = 0.5, bounce: Double = 0.0)
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    // https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)
    // init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    // https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)
    // init(response: Double, dampingRatio: Double)
    public init(response: Double, dampingRatio: Double) {}
}

// https://developer.apple.com/documentation/swiftui/unitcurve
// struct UnitCurve
public struct UnitCurve {
    // https://developer.apple.com/documentation/swiftui/unitcurve/linear
    // static let linear: UnitCurve
    public static let linear = UnitCurve()
    // https://developer.apple.com/documentation/swiftui/unitcurve/bezier(startcontrolpoint:endcontrolpoint:)
    // static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
}

// https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder
// @resultBuilder struct KeyframeTrackContentBuilder<Value> where Value : Animatable
@resultBuilder public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildexpression(_:)
    // static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K : KeyframeTrackContent
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent { expression }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildarray(_:)
    // static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _StandInTrackContent<Value>()
    }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildblock()
    // static func buildBlock() -> some KeyframeTrackContent<Value>
    public static func buildBlock() -> some KeyframeTrackContent<Value> { _StandInTrackContent<Value>() }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildpartialblock(first:)
    // static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K : KeyframeTrackContent
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    // https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder/buildpartialblock(accumulated:next:)
    // static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value>
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _StandInTrackContent<Value>()
    }
}

// https://developer.apple.com/documentation/swiftui/keyframesbuilder
// @resultBuilder struct KeyframesBuilder<Value> (its Keyframes overloads: the tracks a
// keyframeAnimator's closure lists)
@resultBuilder public struct KeyframesBuilder<Value> {
    // https://developer.apple.com/documentation/swiftui/keyframesbuilder/buildexpression(_:)
    // static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K : Keyframes
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: Keyframes { expression }
    // https://developer.apple.com/documentation/swiftui/keyframesbuilder/buildpartialblock(first:)
    // static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K : Keyframes
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: Keyframes { first }
    // https://developer.apple.com/documentation/swiftui/keyframesbuilder/buildpartialblock(accumulated:next:)
    // static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value>
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        _StandInKeyframes<Value>()
    }
    // https://developer.apple.com/documentation/swiftui/keyframesbuilder/buildfinalresult(_:)
    // static func buildFinalResult<Content>(_ component: Content) -> Content where Value == Content.Value, Content : Keyframes
    public static func buildFinalResult<Content>(_ component: Content) -> Content where Value == Content.Value, Content: Keyframes { component }
}
