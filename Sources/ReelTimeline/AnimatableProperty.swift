/// One animatable property of a layer, type-erased so UIKit's animation blocks can compare
/// whole layer states and animate just the properties that changed, as UIKit does.
struct AnimatableProperty: Sendable {
    let name: String
    let differs: @Sendable (LayerState, LayerState) -> Bool
    /// A block's animation from `from` to `to`; `additive`: UIKit's additive animation, over
    /// whatever the model and the other animations beneath it show (see `BasicAnimation.blockTarget`).
    let basic: @Sendable (_ from: LayerState, _ to: LayerState, MediaTiming, TimingFunction, _ additive: Bool) -> any LayerAnimation
    let spring: @Sendable (_ from: LayerState, _ to: LayerState, SpringParameters, MediaTiming, _ additive: Bool) -> any LayerAnimation
    let keyframes: @Sendable (_ states: [LayerState], _ keyTimes: [Rational], CalculationMode, MediaTiming, TimingFunction) -> any LayerAnimation
    /// Whether UIKit's blocks animate it additively (iOS 8 and later): the view's frame
    /// (position and bounds) and transform; not alpha, colours, corner radius or border.
    /// Of the transform, the rotation: rotations about z add. Scale and translation compose
    /// as matrices, not sums, and are animated as before (absolute).
    let isAdditive: Bool

    static func make<V: Interpolatable>(_ name: String, _ keyPath: LayerKeyPath<V>, additive: Bool = false) -> AnimatableProperty {
        AnimatableProperty(
            name: name,
            differs: { $0[keyPath: keyPath] != $1[keyPath: keyPath] },
            basic: { from, to, timing, curve, additive in
                var a = BasicAnimation(keyPath: keyPath, from: from[keyPath: keyPath], to: to[keyPath: keyPath],
                                       timing: timing, timingFunction: curve)
                if additive { a.blockTarget = to[keyPath: keyPath] }
                return a
            },
            spring: { from, to, spring, timing, additive in
                var a = SpringAnimation(keyPath: keyPath, from: from[keyPath: keyPath], to: to[keyPath: keyPath],
                                        spring: spring, beginTime: timing.beginTime, duration: timing.duration,
                                        fillMode: timing.fillMode)
                if additive { a.basic.blockTarget = to[keyPath: keyPath] }
                return a
            },
            keyframes: { states, keyTimes, mode, timing, curve in
                KeyframeAnimation(keyPath: keyPath, values: states.map { $0[keyPath: keyPath] },
                                  exactKeyTimes: keyTimes, calculationMode: mode, timing: timing,
                                  timingFunction: curve)
            },
            isAdditive: additive)
    }

    /// The view's transform (its rotation): compared and interpolated as the matrices Core
    /// Animation sees, so a change of a whole turn is no change and every turn takes the
    /// shorter way (see `ShortestRotation`).
    static let transformRotation = AnimatableProperty(
        name: "transform",
        differs: { ShortestRotation.normalized($0.rotation) != ShortestRotation.normalized($1.rotation) },
        // The target is the model's angle: the value beneath differs from it by whole turns
        // at most where nothing else moves it, and the setter of `presentedRotation` takes
        // the sum back into (−π, π], so the drift added is the same rotation.
        basic: { from, to, timing, curve, additive in
            let a = ShortestRotation.normalized(from.rotation)
            var b = BasicAnimation(keyPath: \LayerState.presentedRotation, from: a,
                                   to: a + ShortestRotation.turn(from: from.rotation, to: to.rotation),
                                   timing: timing, timingFunction: curve)
            if additive { b.blockTarget = to.rotation }
            return b
        },
        spring: { from, to, spring, timing, additive in
            let a = ShortestRotation.normalized(from.rotation)
            var s = SpringAnimation(keyPath: \LayerState.presentedRotation, from: a,
                                    to: a + ShortestRotation.turn(from: from.rotation, to: to.rotation),
                                    spring: spring, beginTime: timing.beginTime, duration: timing.duration,
                                    fillMode: timing.fillMode)
            if additive { s.basic.blockTarget = to.rotation }
            return s
        },
        keyframes: { states, keyTimes, mode, timing, curve in
            KeyframeAnimation(keyPath: \LayerState.presentedRotation,
                              values: ShortestRotation.unwrapped(states.map(\.rotation)),
                              exactKeyTimes: keyTimes, calculationMode: mode, timing: timing,
                              timingFunction: curve)
        },
        isAdditive: true)

    /// What a UIView animation block animates: frame (as position and bounds), transform
    /// (rotation), alpha, backgroundColor, and the layer's cornerRadius and border.
    static let viewAnimatable: [AnimatableProperty] = [
        make("position", \LayerState.position, additive: true),
        make("bounds.size", \LayerState.size, additive: true),
        transformRotation,
        make("opacity", \LayerState.opacity),
        make("backgroundColor", \LayerState.backgroundColor),
        make("cornerRadius", \LayerState.cornerRadius),
        make("borderWidth", \LayerState.borderWidth),
        make("borderColor", \LayerState.borderColor),
        // The rest of a view's transform: Core Animation interpolates a transform by its
        // decomposed scale and translation, each linearly, so each is its own animation.
        // No seed animation changes them, so their block animations are unchanged.
        make("transform.scale.x", \LayerState.scaleX),
        make("transform.scale.y", \LayerState.scaleY),
        make("transform.translation.x", \LayerState.translationX),
        make("transform.translation.y", \LayerState.translationY),
    ]
}
