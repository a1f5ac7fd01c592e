import ReelTimeline
import ReelWorld

// Core Animation's animations (CAAnimation.h), each field typed as Core Animation types it:
// `duration`, `beginTime`, `timeOffset` CFTimeInterval; `repeatCount`, `speed` Float; a
// spring's `mass`, `stiffness`, `damping`, `initialVelocity` CGFloat.

extension WorldType {
    static let caAnimation = WorldType(
        name: "CAAnimation", superclass: "NSObject",
        summary: "the timing every animation has (CAMediaTiming)",
        properties: [
            .stored("duration", \AnimationValue.animation.duration, .time),
            .stored("beginTime", \AnimationValue.animation.beginTime, .time),
            .stored("timeOffset", \AnimationValue.animation.timeOffset, .time),
            .stored("speed", \AnimationValue.animation.speed, .float),
            .stored("repeatCount", \AnimationValue.animation.repeatCount, .float),
            .stored("repeatDuration", \AnimationValue.animation.repeatDuration, .time),
            .stored("autoreverses", \AnimationValue.animation.autoreverses, .bool),
            .stored("fillMode", \AnimationValue.animation.fillMode, .fillMode),
            .stored("timingFunction", \AnimationValue.animation.timingFunction, ValueKind.timingFunction.optional),
            .stored("isRemovedOnCompletion", \AnimationValue.animation.isRemovedOnCompletion, .bool),
            // Swift 2's name of it: the Objective-C property is `removedOnCompletion` with the
            // getter `isRemovedOnCompletion` (CAAnimation.h), the name Swift 3 imports it by
            // (SE-0005); old code has the property's.
            .stored("removedOnCompletion", \AnimationValue.animation.isRemovedOnCompletion, .bool),
            .stored("delegate", \AnimationValue.animation.delegate, ValueKind.animationDelegate.optional),
        ])

    static let caPropertyAnimation = WorldType(
        name: "CAPropertyAnimation", superclass: "CAAnimation",
        summary: "an animation of one key path",
        properties: [
            .stored("keyPath", \AnimationValue.property.keyPath, ValueKind.string.optional),
            .stored("isAdditive", \AnimationValue.property.isAdditive, .bool),
            .stored("isCumulative", \AnimationValue.property.isCumulative, .bool),
        ])

    static let caBasicAnimation = WorldType(
        name: "CABasicAnimation", superclass: "CAPropertyAnimation",
        summary: "from, to and by values",
        properties: [
            .stored("fromValue", \AnimationValue.basic.fromValue, ValueKind.caValue.optional),
            .stored("toValue", \AnimationValue.basic.toValue, ValueKind.caValue.optional),
            .stored("byValue", \AnimationValue.basic.byValue, ValueKind.caValue.optional),
        ],
        initializers: [.animation { CABasicAnimation(keyPath: $0) }, .animation(keyPath: false) { _ in CABasicAnimation(keyPath: nil) }])

    static let caSpringAnimation = WorldType(
        name: "CASpringAnimation", superclass: "CABasicAnimation",
        summary: "a damped spring",
        properties: [
            .stored("mass", \AnimationValue.spring.mass, .cgFloat),
            .stored("stiffness", \AnimationValue.spring.stiffness, .cgFloat),
            .stored("damping", \AnimationValue.spring.damping, .cgFloat),
            .stored("initialVelocity", \AnimationValue.spring.initialVelocity, .cgFloat),
            .readOnly("settlingDuration", \AnimationValue.spring.settlingDuration, .time),
        ],
        initializers: [.animation { CASpringAnimation(keyPath: $0) }, .animation(keyPath: false) { _ in CASpringAnimation(keyPath: nil) }])

    static let caKeyframeAnimation = WorldType(
        name: "CAKeyframeAnimation", superclass: "CAPropertyAnimation",
        summary: "values at key times, or a path position follows",
        properties: [
            .stored("values", \AnimationValue.keyframe.values, ValueKind.caValue.array("[Any]").optional),
            .stored("keyTimes", \AnimationValue.keyframe.keyTimes, ValueKind.nsNumber.array("[NSNumber]").optional),
            .stored("timingFunctions", \AnimationValue.keyframe.timingFunctions, ValueKind.timingFunction.array("[CAMediaTimingFunction]").optional),
            .stored("calculationMode", \AnimationValue.keyframe.calculationMode, .calculationMode),
            .stored("path", \AnimationValue.keyframe.path, ValueKind.cgPath.optional),
            .stored("rotationMode", \AnimationValue.keyframe.rotationMode, ValueKind.rotationMode.optional),
        ],
        initializers: [.animation { CAKeyframeAnimation(keyPath: $0) }, .animation(keyPath: false) { _ in CAKeyframeAnimation(keyPath: nil) }])

    static let caAnimationGroup = WorldType(
        name: "CAAnimationGroup", superclass: "CAAnimation",
        summary: "animations run together on the group's timing",
        properties: [
            .stored("animations", \AnimationValue.group.animations, ValueKind.animation.array("[CAAnimation]").optional),
        ],
        initializers: [.animation(keyPath: false) { _ in CAAnimationGroup() }])
}

extension WorldMethod {
    /// `CABasicAnimation(keyPath:)` (or `CABasicAnimation()` when `keyPath` is false).
    static func animation(keyPath: Bool = true, _ make: @escaping (String?) -> CAAnimation) -> WorldMethod {
        .function("init", keyPath ? [.arg("keyPath", .string)] : []) { a in
            .native(AnimationValue(animation: make(try a.read("keyPath", .string))))
        }
    }
}

extension ValueKind where T == Double {
    /// An `NSNumber` in an array of them (`keyTimes`): any number.
    static let nsNumber = ValueKind.matching("NSNumber", wrap: { v, _ in .double(v) }) { $0.doubleValue }
}
