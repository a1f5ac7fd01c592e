import ReelTimeline

/// `action: set`: view values set outside any animation block (UIKit's model values change
/// at once, nothing moves). Takes no time on the scene's clock.
public struct SetViewParameters: ViewValueFields, Hashable {
    /// The part whose values change.
    public var view: ViewPart = .badge
    /// The values set.
    public var values = ViewValues()

    /// Nothing set yet, on the badge.
    public init() {}

    /// The fields a scene file accepts, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .choice("view", \.view, help: "The part whose values change: host, badge or label."),
    ] + valueParameters

    /// Refuses a `set` that sets nothing.
    public func checkCombination() throws(ParameterError) { try checkValuesGiven("set") }
}

/// The fields a UIView animation block's options give (`UIView.AnimationOptions`), shared by
/// `viewAnimate` and `viewKeyframes`.
public protocol ViewBlockFields: ParameterSet {
    /// The block's duration in seconds.
    var duration: Double { get set }
    /// Seconds before it starts (filled backwards: the old values show until then).
    var delay: Double { get set }
    /// The options' repeat, `.autoreverse` and `.beginFromCurrentState`, as the timeline
    /// takes them: one value, so both block kinds hold them alike.
    var repeating: ViewAnimationRepeat { get set }
}

extension ViewBlockFields {
    static var blockTimingParameters: [Parameter<Self>] { [
        .number("duration", \Self.duration, ViewRanges.seconds, unit: .seconds, help: "The block's duration in seconds."),
        .number("delay", \Self.delay, ViewRanges.seconds, unit: .seconds, help: "Seconds before the block's animations begin; the old values show until then."),
    ] }

    static var blockOptionParameters: [Parameter<Self>] { [
        .number("repeatCount", \Self.repeatCount, AnimateRanges.repeatCount, unit: .plays,
                help: "Repetitions of the block's animations (.repeat with a count); 0 runs once."),
        .number("repeatDuration", \Self.repeatDuration, ViewRanges.seconds, unit: .seconds,
                help: "Seconds to repeat for instead of a count (an endless .repeat, cut at the clip's end); 0 means not given."),
        .toggle("autoreverses", \Self.autoreverses, help: ".autoreverse: each repetition runs forwards then backwards; the model still ends on the block's values."),
        .toggle("beginFromCurrentState", \Self.beginFromCurrentState,
                help: ".beginFromCurrentState: start from what is on screen (an animation in flight) instead of the old model value."),
    ] }

    /// CAMediaTiming.repeatCount of the block's animations; 0 runs once.
    public var repeatCount: Double { get { repeating.repeatCount } set { repeating.repeatCount = newValue } }
    /// CAMediaTiming.repeatDuration of the block's animations; 0 means not given.
    public var repeatDuration: Double { get { repeating.repeatDuration } set { repeating.repeatDuration = newValue } }
    /// `.autoreverse`.
    public var autoreverses: Bool { get { repeating.autoreverses } set { repeating.autoreverses = newValue } }
    /// `.beginFromCurrentState`.
    public var beginFromCurrentState: Bool { get { repeating.fromCurrentState } set { repeating.fromCurrentState = newValue } }

    /// How long the block takes on the scene's clock: delay, then every repetition.
    public var exactDuration: Rational {
        let timing = MediaTiming(beginTime: delay, duration: duration, repeatCount: repeatCount,
                                 repeatDuration: repeatDuration, autoreverses: autoreverses)
        return timing.exactEndTime ?? Rational(reading: delay) + Rational(reading: duration)
    }

    func checkBlockTiming() throws(ParameterError) {
        if repeatCount > 0 && repeatDuration > 0 {
            throw ParameterError("repeatDuration", value: plainNumber(repeatDuration),
                                 accepted: "repeatCount or repeatDuration, not both (Core Animation leaves both undefined)")
        }
        let end = exactDuration.doubleValue
        guard end <= ViewRanges.seconds.upperBound else {
            throw ParameterError("duration", value: plainNumber(duration),
                                 accepted: "a block active for at most \(plainNumber(ViewRanges.seconds.upperBound)) s (delay + duration × repeats); it would take \(plainNumber((end * 1000).rounded() / 1000)) s")
        }
    }
}

/// `action: viewAnimate`: one UIView.animate(withDuration:delay:options:animations:) call (or
/// its spring form, usingSpringWithDamping:initialSpringVelocity:) on one part: the values
/// change in the model at once and each changed property animates from its old value.
public struct ViewAnimateParameters: ViewValueFields, ViewBlockFields, Hashable {
    /// The part the block changes.
    public var view: ViewPart = .badge
    /// The block's new values.
    public var values = ViewValues()
    /// UIView.animate's duration.
    public var duration = 0.25
    /// UIView.animate's delay.
    public var delay = 0.0
    /// The options' curve (.curveEaseInOut, UIKit's default, unless the options name another);
    /// a spring's progress replaces it.
    public var curve: TimingFunction = .easeInEaseOut
    /// usingSpringWithDamping: the damping ratio; unset for a curve.
    public var springDamping: Double?
    /// initialSpringVelocity: 1 covers the whole distance in a second.
    public var springVelocity = 0.0
    /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)'s stiffness; set,
    /// the spring is given by its physics (mass, stiffness, damping coefficient) instead of a ratio.
    public var springStiffness: Double?
    /// The physical spring's mass.
    public var springMass = 1.0
    /// The physical spring's damping coefficient (not the ratio).
    public var springDampingCoefficient = 10.0
    /// The options' repeat, `.autoreverse` and `.beginFromCurrentState` (none unless named).
    public var repeating = ViewAnimationRepeat.none

    /// UIKit's defaults, on the badge, setting nothing yet.
    public init() {}

    /// The fields a scene file accepts, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .choice("view", \.view, help: "The part the block changes: host, badge or label."),
    ] + valueParameters + blockTimingParameters + [
        .curve("curve", \.curve, help: "The options' curve: .curveEaseInOut (UIKit's default), .curveEaseIn, .curveEaseOut, .curveLinear; or a cubic Bézier (UIViewPropertyAnimator)."),
        .number("springDamping", \.springDamping, 0...1, unit: .fraction,
                help: "usingSpringWithDamping: the damping ratio (1 settles without overshoot); replaces the curve.", default: "none (the curve)"),
        .number("springVelocity", \.springVelocity, -1000...1000, unit: .none,
                help: "initialSpringVelocity: 1 covers the whole distance in a second."),
        .number("springStiffness", \.springStiffness, 0.001...100_000, unit: .none,
                help: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)'s stiffness: a spring given by its physics, replacing the curve and springDamping.", default: "none"),
        .number("springMass", \.springMass, 0.001...1000, unit: .none, help: "The physical spring's mass (with springStiffness)."),
        .number("springDampingCoefficient", \.springDampingCoefficient, 0...100_000, unit: .none,
                help: "The physical spring's damping coefficient, not the ratio (with springStiffness)."),
    ] + blockOptionParameters

    /// The curve or spring the timeline moves the values by.
    public var timelineCurve: ViewAnimationCurve {
        if let springStiffness {
            return .physicalSpring(SpringParameters(mass: springMass, stiffness: springStiffness,
                                                    damping: springDampingCoefficient, initialVelocity: springVelocity))
        }
        return springDamping.map { .spring(dampingRatio: $0, initialVelocity: springVelocity) } ?? .timing(curve)
    }

    /// Refuses a block that changes nothing and undefined or overlong timing.
    public func checkCombination() throws(ParameterError) {
        try checkValuesGiven("viewAnimate")
        if springStiffness != nil, let springDamping {
            throw ParameterError("springDamping", value: plainNumber(springDamping), accepted: "springDamping or springStiffness, not both (a ratio or a physical spring)")
        }
        try checkBlockTiming()
    }
}

/// One UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) of a
/// `viewKeyframes` block: when it starts and how long it lasts as fractions of the block,
/// and the values its closure sets.
public struct ViewKeyframeParameters: ViewValueFields, Hashable {
    /// withRelativeStartTime, 0 to 1.
    public var start = 0.0
    /// relativeDuration, 0 to 1.
    public var duration = 0.0
    /// The values the keyframe's closure sets.
    public var values = ViewValues()

    /// A keyframe at the start that lasts nothing and sets nothing yet.
    public init() {}

    /// The fields a scene file accepts, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("start", \.start, 0...1, unit: .fraction, help: "addKeyframe's relativeStartTime: a fraction of the block's duration."),
        .number("duration", \.duration, 0...1, unit: .fraction, help: "addKeyframe's relativeDuration: a fraction of the block's duration."),
    ] + valueParameters

    /// Refuses a keyframe that sets nothing or reaches past the block's end.
    public func checkCombination() throws(ParameterError) {
        try checkValuesGiven("a keyframe")
        if start + duration > 1 + 1e-12 {
            throw ParameterError("duration", value: plainNumber(duration), accepted: "start + duration at most 1 (the keyframe ends within the block)")
        }
    }

    /// The keyframe on `layer`, as the timeline takes it.
    func keyframe(on layer: Timeline.LayerID, hostIcon: String?) -> ViewKeyframe {
        let values = self.values.resolvingHostImage(hostIcon)
        return ViewKeyframe(relativeStartTime: start, relativeDuration: duration,
                            changes: [ViewChange(layer) { values.apply(to: &$0) }])
    }
}

/// `action: viewKeyframes`: one UIView.animateKeyframes(withDuration:delay:options:animations:)
/// call's keyframes on one part.
public struct ViewKeyframesParameters: ViewBlockFields, Hashable {
    /// The part the keyframes change.
    public var view: ViewPart = .badge
    /// The block's duration.
    public var duration = 0.25
    /// The block's delay.
    public var delay = 0.0
    /// The block's overall curve: UIKit eases the whole block by .curveEaseInOut unless the
    /// options name another (a UIView.AnimationOptions curve passed in).
    public var curve: TimingFunction = .easeInEaseOut
    /// The options' calculationMode (.calculationModeLinear unless named).
    public var calculationMode: CalculationMode = .linear
    /// The options' repeat, `.autoreverse` and `.beginFromCurrentState` (none unless named).
    public var repeating = ViewAnimationRepeat.none

    /// UIKit's defaults, on the badge.
    public init() {}

    /// The fields a scene file accepts (the keyframes are a list beside them).
    public static let parameters: [Parameter<Self>] = [
        .choice("view", \.view, help: "The part the keyframes change: host, badge or label."),
    ] + blockTimingParameters + [
        .curve("curve", \.curve, help: "The block's overall curve (.curveEaseInOut unless the options name another)."),
        .choice("calculationMode", \.calculationMode, help: "The options' calculationMode."),
    ] + blockOptionParameters

    /// Refuses undefined or overlong timing.
    public func checkCombination() throws(ParameterError) { try checkBlockTiming() }
}

/// A `viewKeyframes` action: the block's fields and its keyframes, in the order they were added.
public struct ViewKeyframesAction: Hashable, Sendable {
    /// The block's fields.
    public var block: ViewKeyframesParameters
    /// Its keyframes, in the order the closure added them.
    public var keyframes: [ViewKeyframeParameters]

    /// The most keyframes one block holds (UIKit sets no limit; each is a key time every frame reads).
    public static let maxKeyframes = 1000

    /// A block and its keyframes; at most `maxKeyframes`, at least one.
    public init(_ block: ViewKeyframesParameters, _ keyframes: [ViewKeyframeParameters]) throws(ParameterError) {
        guard !keyframes.isEmpty, keyframes.count <= Self.maxKeyframes else {
            throw ParameterError("keyframes", value: "\(keyframes.count) keyframes", accepted: "1 to \(Self.maxKeyframes) keyframes")
        }
        self.block = block; self.keyframes = keyframes
    }
}

/// `action: removeAnimation`: CALayer.removeAnimation(forKey:), or removeAllAnimations
/// without a key, on a part's layer: what it shows from then on is its model values.
public struct RemoveAnimationParameters: ParameterSet, Hashable {
    /// The part whose layer loses the animation.
    public var view: ViewPart = .badge
    /// The animation's key; unset removes every animation (removeAllAnimations).
    public var key: String?
    /// A layer the code added that loses it instead (a `layer` action's name); nil for the part.
    public var sublayer: String?

    /// Every animation, on the badge.
    public init() {}

    /// The fields a scene file accepts.
    public static let parameters: [Parameter<Self>] = [
        .choice("view", \.view, help: "The part whose layer loses the animation: host, badge or label."),
        .text("key", \.key, maxLength: 200, help: "The key it was added with (layer.add(_:forKey:)).", default: "every animation (removeAllAnimations)"),
        .text("sublayer", \.sublayer, maxLength: 32, help: "A layer the code added that loses it instead (a layer action's name).", default: "none"),
    ]
}
