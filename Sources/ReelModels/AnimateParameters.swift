import ReelTimeline

/// Which of the stage's layers a user's animation is added to: the badge (its circle, and
/// its count for what moves both), the host view, the count label alone, or the badge's
/// circle alone (`circle`: the count is a sibling view, as BadgeHub's countLabel is, and
/// does not move with the circle's layer).
public enum AnimatedLayer: String, CaseIterable, Codable, Hashable, Sendable {
    case badge, host, label, circle
}

/// The CAMediaTiming fields (and CAAnimation.isRemovedOnCompletion) of a user animation or
/// group, with Core Animation's defaults: stored once here for animate, spring and group.
public struct MediaTimingValues: Hashable, Sendable {
    /// CAMediaTiming.beginTime: seconds after the animation is added.
    public var beginTime = 0.0
    /// CAMediaTiming.repeatCount; 0 means one iteration.
    public var repeatCount = 0.0
    /// CAMediaTiming.repeatDuration in seconds; 0 means not given.
    public var repeatDuration = 0.0
    /// CAMediaTiming.autoreverses: each iteration plays forwards then backwards.
    public var autoreverses = false
    /// CAMediaTiming.speed: how fast local time runs; 1 is real time.
    public var speed = 1.0
    /// CAMediaTiming.timeOffset: seconds into the animation it starts at.
    public var timeOffset = 0.0
    /// CAMediaTiming.fillMode: whether the value shows outside the active interval.
    public var fillMode: FillMode = .removed
    /// CAAnimation.isRemovedOnCompletion: false lets a forwards fill hold the end value.
    public var removedOnCompletion = true

    /// Core Animation's defaults.
    public init() {}
}

/// A user animation or group: its media timing fields, declared once for all three.
public protocol MediaTimingFields: ParameterSet {
    /// The CAMediaTiming fields.
    var media: MediaTimingValues { get set }
}

/// The ranges a user's animation accepts. Values reach far past any screen (a position of
/// 100,000 points) but stay far from Double's limits; times stay within the ten-minute clip.
enum AnimateRanges {
    static let values = -100_000.0...100_000.0
    static let maxValues = 1000
    static let seconds = 0.0...600.0
    static let repeatCount = 0.0...1000.0
    static let speed = 0.001...1000.0
}

extension MediaTimingFields {
    /// The media timing declarations, in the order Core Animation's headers list them.
    static var timingParameters: [Parameter<Self>] { [
        .number("beginTime", \Self.media.beginTime, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.beginTime: seconds after the action starts (in a group: after the group's start) before it begins."),
        .number("repeatCount", \Self.media.repeatCount, AnimateRanges.repeatCount, unit: .plays,
                help: "CAMediaTiming.repeatCount: iterations; 0 means once, a fraction stops part way."),
        .number("repeatDuration", \Self.media.repeatDuration, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.repeatDuration: seconds to repeat for instead of a count; 0 means not given."),
        .toggle("autoreverses", \Self.media.autoreverses, help: "CAMediaTiming.autoreverses: each iteration runs forwards then backwards."),
        .number("speed", \Self.media.speed, AnimateRanges.speed, unit: .ratio,
                help: "CAMediaTiming.speed: local time runs this many times as fast as the scene's."),
        .number("timeOffset", \Self.media.timeOffset, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.timeOffset: local seconds added after speed, starting part way through."),
        .choice("fillMode", \Self.media.fillMode,
                help: "CAMediaTiming.fillMode: whether the value shows before the begin (backwards) and after the end (forwards)."),
        .toggle("removedOnCompletion", \Self.media.removedOnCompletion,
                help: "CAAnimation.isRemovedOnCompletion: false keeps a forwards fill's last value on screen."),
    ] }

    /// The media timing these fields describe, with one iteration lasting `duration`.
    func mediaTiming(duration: Double) -> MediaTiming {
        MediaTiming(beginTime: media.beginTime, duration: duration, speed: media.speed, timeOffset: media.timeOffset,
                    repeatCount: media.repeatCount, repeatDuration: media.repeatDuration, autoreverses: media.autoreverses,
                    fillMode: media.fillMode)
    }

    /// Refusals shared by every kind: a count and a duration together, and an active time past
    /// the clip's limit on the scene's clock.
    func checkTiming(duration: Double) throws(ParameterError) {
        if media.repeatCount > 0 && media.repeatDuration > 0 {
            throw ParameterError("repeatDuration", value: plainNumber(media.repeatDuration),
                                 accepted: "repeatCount or repeatDuration, not both (Core Animation leaves both undefined)")
        }
        let end = mediaTiming(duration: duration).endTime
        guard end <= AnimateRanges.seconds.upperBound else {
            throw ParameterError("duration", value: plainNumber(duration),
                                 accepted: "an animation active for at most \(plainNumber(AnimateRanges.seconds.upperBound)) s on the scene's clock (beginTime + duration × repeats ÷ speed); it would take \(plainNumber((end * 1000).rounded() / 1000)) s")
        }
    }
}

/// A CAPropertyAnimation's fields that `animate` and `spring` share (CASpringAnimation is a
/// CABasicAnimation): declared once, so both read, check and describe them alike.
public protocol PropertyAnimationFields: MediaTimingFields {
    /// The layer the animation is added to.
    var layer: AnimatedLayer { get set }
    /// A layer the code added (`layer` action's name) it is added to instead; nil for the part.
    var sublayer: String? { get set }
    /// CAPropertyAnimation.keyPath.
    var keyPath: AnimationKeyPath { get set }
    /// The key it is added with (CALayer.add(_:forKey:)); nil for none.
    var key: String? { get set }
    /// CABasicAnimation.fromValue.
    var fromValue: AnimatedValue? { get set }
    /// CABasicAnimation.toValue.
    var toValue: AnimatedValue? { get set }
    /// CABasicAnimation.byValue.
    var byValue: AnimatedValue? { get set }
    /// CAPropertyAnimation.isAdditive.
    var additive: Bool { get set }
}

extension PropertyAnimationFields {
    /// What is animated: the layer and its key path, first in every such action.
    static var targetParameters: [Parameter<Self>] { [
        .choice("layer", \Self.layer, help: "The layer the animation is added to: badge (its circle, and its count for geometry and opacity), host, label, or circle (the badge's circle alone)."),
        .text("sublayer", \Self.sublayer, maxLength: 32, help: "A layer the code added (a layer action's name): the animation is added to it, in the tree of the part `layer` names.", default: "none"),
        .text("key", \Self.key, maxLength: 200,
              help: "CALayer.add(_:forKey:)'s key: an animation added with the same key replaces it, removeAnimation takes it off.", default: "none"),
        .choice("keyPath", \Self.keyPath, help: "CAPropertyAnimation.keyPath: the property animated."),
    ] }

    /// CABasicAnimation's from, to and by.
    static var basicValueParameters: [Parameter<Self>] { [
        .animatedValue("fromValue", \Self.fromValue, AnimateRanges.values, help: "CABasicAnimation.fromValue.", default: "the layer's value"),
        .animatedValue("toValue", \Self.toValue, AnimateRanges.values, help: "CABasicAnimation.toValue.", default: "the layer's value"),
        .animatedValue("byValue", \Self.byValue, AnimateRanges.values, help: "CABasicAnimation.byValue: added to the start value.", default: "none"),
    ] }

    /// CAPropertyAnimation.isAdditive, last in every such action.
    static var additiveParameter: Parameter<Self> {
        .toggle("additive", \Self.additive, help: "CAPropertyAnimation.isAdditive: the value is added to the layer's own.")
    }
}

/// `action: animate`: a CABasicAnimation (fromValue/toValue/byValue) or a CAKeyframeAnimation
/// (values, keyTimes, timingFunctions, calculationMode), in Core Animation's own field names,
/// so the values copy over from Swift code.
public struct AnimateParameters: PropertyAnimationFields, Hashable {
    /// The layer the animation is added to: the badge or its host view.
    public var layer: AnimatedLayer = .badge
    /// A layer the code added it is added to instead (a `layer` action's name); nil for none.
    public var sublayer: String?
    /// CAPropertyAnimation.keyPath: the layer property animated.
    public var keyPath: AnimationKeyPath = .scale
    /// The key it is added with; nil for none.
    public var key: String?
    /// CAKeyframeAnimation.values; empty for a basic animation.
    public var values: [AnimatedValue] = []
    /// CAKeyframeAnimation.keyTimes: fractions 0...1 of an iteration, one per value; empty spreads them evenly.
    public var keyTimes: [Double] = []
    /// CAKeyframeAnimation.timingFunctions: one per segment between values; empty for linear segments.
    public var timingFunctions: [TimingFunction] = []
    /// CAKeyframeAnimation.calculationMode.
    public var calculationMode: CalculationMode = .linear
    /// CABasicAnimation.fromValue; nil starts from the layer's value.
    public var fromValue: AnimatedValue?
    /// CABasicAnimation.toValue; nil ends at the layer's value.
    public var toValue: AnimatedValue?
    /// CABasicAnimation.byValue: added to the start value.
    public var byValue: AnimatedValue?
    /// CAAnimation.timingFunction; nil there is linear.
    public var timingFunction: TimingFunction = .linear
    /// Core Animation's default duration is 0, which it runs as 0.25 s; that is written out.
    public var duration = 0.25
    /// CAPropertyAnimation.isAdditive: the value is added to the layer's own.
    public var additive = false
    /// CAMediaTiming's fields and CAAnimation.isRemovedOnCompletion, as every user animation has them.
    public var media = MediaTimingValues()

    /// Core Animation's defaults, before a scene's fields are read.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = targetParameters + [
        .animatedValues("values", \.values, AnimateRanges.values, maxCount: AnimateRanges.maxValues,
                        help: "CAKeyframeAnimation.values: numbers, or colours for backgroundColor and borderColor.", default: "none (a basic animation)"),
        .numbers("keyTimes", \.keyTimes, 0...1, maxCount: AnimateRanges.maxValues + 1, unit: .fraction,
                 help: "CAKeyframeAnimation.keyTimes: one per value, 0 to 1, each at least the one before.", default: "evenly spread"),
        .curves("timingFunctions", \.timingFunctions, maxCount: AnimateRanges.maxValues,
                help: "CAKeyframeAnimation.timingFunctions: one per segment (values − 1).", default: "linear segments"),
        .choice("calculationMode", \.calculationMode, help: "CAKeyframeAnimation.calculationMode."),
    ] + basicValueParameters + [
        .curve("timingFunction", \.timingFunction, help: "CAAnimation.timingFunction over each iteration."),
        .number("duration", \.duration, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.duration: seconds of one iteration; 0 runs as Core Animation's 0.25."),
    ] + timingParameters + [additiveParameter]

    /// Refuses fields that do not go together: values of the wrong type, keyframe fields
    /// without values, both keyframe and basic fields, and timing Core Animation leaves undefined.
    public func checkCombination() throws(ParameterError) {
        try checkValues(keyPath: keyPath, values: values, from: fromValue, to: toValue, by: byValue)
        if values.isEmpty {
            if !keyTimes.isEmpty { throw ParameterError("keyTimes", value: "", accepted: "values to go with them (keyTimes belong to a keyframe animation)") }
            if !timingFunctions.isEmpty {
                throw ParameterError("timingFunctions", value: "", accepted: "values to go with them (timingFunction sets a basic animation's curve)")
            }
        } else {
            try checkKeyframes()
        }
        try checkTiming(duration: duration)
    }

    private func checkKeyframes() throws(ParameterError) {
        let n = values.count
        if !keyTimes.isEmpty {
            let text = ParameterText.list(keyTimes.map(plainNumber))
            // Core Animation's rules: one key time per value (one more for discrete), rising,
            // from 0 to 1 (discrete may end before 1: the last value holds from its key time).
            let counts = calculationMode == .discrete ? [n, n + 1] : [n]
            if !counts.contains(keyTimes.count) {
                let want = calculationMode == .discrete ? "\(n) or \(n + 1) (discrete)" : "\(n)"
                throw ParameterError("keyTimes", value: text, accepted: "\(want) key times, one per value; \(keyTimes.count) given")
            }
            for i in 1..<keyTimes.count where keyTimes[i] < keyTimes[i - 1] {
                throw ParameterError("keyTimes", value: text, accepted: "key times each at least the one before")
            }
            if keyTimes[0] != 0 { throw ParameterError("keyTimes", value: text, accepted: "key times starting at 0") }
            if calculationMode != .discrete, keyTimes[keyTimes.count - 1] != 1 {
                throw ParameterError("keyTimes", value: text, accepted: "key times ending at 1")
            }
        }
        if !timingFunctions.isEmpty && timingFunctions.count != n - 1 {
            throw ParameterError("timingFunctions", value: ParameterText.list(timingFunctions.map(\.description)),
                                 accepted: "\(n - 1) timing functions, one per segment between the \(n) values; \(timingFunctions.count) given")
        }
        if fromValue != nil || toValue != nil || byValue != nil {
            let key = fromValue != nil ? "fromValue" : toValue != nil ? "toValue" : "byValue"
            throw ParameterError(key, value: "", accepted: "values or fromValue/toValue/byValue, not both (a keyframe or a basic animation)")
        }
    }
}

/// Refuses values whose type is not the key path's, and from + to + by all given.
func checkValues(keyPath: AnimationKeyPath, values: [AnimatedValue], from: AnimatedValue?, to: AnimatedValue?,
                 by: AnimatedValue?) throws(ParameterError) {
    let wanted = keyPath.valueType == .color ? "a colour, as \(keyPath.rawValue) holds" : "a number, as \(keyPath.rawValue) holds"
    for (i, v) in values.enumerated() where !v.fits(keyPath) {
        throw ParameterError("values", value: ParameterText.quoted(v.text), accepted: "value \(i + 1) of the list to be \(wanted)")
    }
    for (key, v) in [("fromValue", from), ("toValue", to), ("byValue", by)] {
        if let v, !v.fits(keyPath) { throw ParameterError(key, value: ParameterText.quoted(v.text), accepted: wanted) }
    }
    if from != nil && to != nil && by != nil {
        throw ParameterError("byValue", value: by?.text ?? "", accepted: "at most two of fromValue, toValue and byValue (Core Animation leaves all three undefined)")
    }
}

/// `action: spring`: a CASpringAnimation, its duration the spring's settling duration unless given.
public struct SpringActionParameters: PropertyAnimationFields, Hashable {
    /// The layer the animation is added to: the badge or its host view.
    public var layer: AnimatedLayer = .badge
    /// A layer the code added it is added to instead (a `layer` action's name); nil for none.
    public var sublayer: String?
    /// CAPropertyAnimation.keyPath: the layer property animated.
    public var keyPath: AnimationKeyPath = .scale
    /// The key it is added with; nil for none.
    public var key: String?
    /// CABasicAnimation.fromValue; nil starts from the layer's value.
    public var fromValue: AnimatedValue?
    /// CABasicAnimation.toValue; nil ends at the layer's value.
    public var toValue: AnimatedValue?
    /// CABasicAnimation.byValue: added to the start value.
    public var byValue: AnimatedValue?
    /// CASpringAnimation.mass; Core Animation's default is 1.
    public var mass = 1.0
    /// CASpringAnimation.stiffness: the spring constant; default 100.
    public var stiffness = 100.0
    /// CASpringAnimation.damping: the friction coefficient; default 10.
    public var damping = 10.0
    /// CASpringAnimation.initialVelocity: 1 covers the whole distance in a second.
    public var initialVelocity = 0.0
    /// Unset: CASpringAnimation.settlingDuration.
    public var duration: Double?
    /// CAPropertyAnimation.isAdditive: the value is added to the layer's own.
    public var additive = false
    /// CAMediaTiming's fields and CAAnimation.isRemovedOnCompletion, as every user animation has them.
    public var media = MediaTimingValues()

    /// Core Animation's defaults, before a scene's fields are read.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = targetParameters + basicValueParameters + [
        .number("mass", \.mass, 0.001...1000, unit: .none, help: "CASpringAnimation.mass."),
        .number("stiffness", \.stiffness, 0.001...100_000, unit: .none, help: "CASpringAnimation.stiffness: the spring constant."),
        .number("damping", \.damping, 0...100_000, unit: .none, help: "CASpringAnimation.damping: the friction coefficient."),
        .number("initialVelocity", \.initialVelocity, -1000...1000, unit: .none,
                help: "CASpringAnimation.initialVelocity: in distances per second (1 covers the whole distance in a second)."),
        .number("duration", \.duration, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.duration: seconds of one iteration.", default: "the spring's settlingDuration"),
    ] + timingParameters + [additiveParameter]

    /// The spring these fields describe.
    public var spring: SpringParameters {
        SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// One iteration's length: the duration given, else the spring's settling duration.
    public var iterationDuration: Double { duration ?? spring.settlingDuration }

    /// Refuses values of the wrong type, all of from, to and by, and undefined or overlong timing.
    public func checkCombination() throws(ParameterError) {
        try checkValues(keyPath: keyPath, values: [], from: fromValue, to: toValue, by: byValue)
        try checkTiming(duration: iterationDuration)
    }
}

/// `action: group`: a CAAnimationGroup's own fields; its children are `animate` and `spring`
/// animations on the group's layer, run in the group's time and clipped by its duration.
public struct GroupParameters: MediaTimingFields, Hashable {
    /// The layer the animation is added to: the badge or its host view.
    public var layer: AnimatedLayer = .badge
    /// A layer the code added it is added to instead (a `layer` action's name); nil for none.
    public var sublayer: String?
    /// The key it is added with; nil for none.
    public var key: String?
    /// CAAnimationGroup's default duration is 0, run as 0.25 s: children longer than that are
    /// cut, as on a device.
    public var duration = 0.25
    /// CAAnimation.timingFunction over the group's time; linear keeps the children's times exact.
    public var timingFunction: TimingFunction = .linear
    /// CAMediaTiming's fields and CAAnimation.isRemovedOnCompletion, as every user animation has them.
    public var media = MediaTimingValues()

    /// Core Animation's defaults, before a scene's fields are read.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .choice("layer", \.layer, help: "The layer the group is added to: badge (its circle, and its count for geometry and opacity), host, label, or circle (the badge's circle alone)."),
        .text("sublayer", \.sublayer, maxLength: 32, help: "A layer the code added (a layer action's name): the group is added to it, in the tree of the part `layer` names.", default: "none"),
        .text("key", \.key, maxLength: 200,
              help: "CALayer.add(_:forKey:)'s key: an animation added with the same key replaces it, removeAnimation takes it off.", default: "none"),
        .number("duration", \.duration, AnimateRanges.seconds, unit: .seconds,
                help: "CAMediaTiming.duration of the group: its children are cut at it; 0 runs as Core Animation's 0.25."),
        .curve("timingFunction", \.timingFunction, help: "CAAnimation.timingFunction over the group's time."),
    ] + timingParameters

    /// Refuses repeatCount with repeatDuration, and a group active too long on the scene's clock.
    public func checkCombination() throws(ParameterError) { try checkTiming(duration: duration) }
}
