/// One animatable property of a layer, type-erased so UIKit's animation blocks can compare
/// whole layer states and animate just the properties that changed, as UIKit does.
struct AnimatableProperty: Sendable {
    let name: String
    let differs: @Sendable (LayerState, LayerState) -> Bool
    let basic: @Sendable (_ from: LayerState, _ to: LayerState, MediaTiming, TimingFunction) -> any LayerAnimation
    let spring: @Sendable (_ from: LayerState, _ to: LayerState, SpringParameters, MediaTiming) -> any LayerAnimation
    let keyframes: @Sendable (_ states: [LayerState], _ keyTimes: [Rational], CalculationMode, MediaTiming, TimingFunction) -> any LayerAnimation

    static func make<V: Interpolatable>(_ name: String, _ keyPath: LayerKeyPath<V>) -> AnimatableProperty {
        AnimatableProperty(
            name: name,
            differs: { $0[keyPath: keyPath] != $1[keyPath: keyPath] },
            basic: { from, to, timing, curve in
                BasicAnimation(keyPath: keyPath, from: from[keyPath: keyPath], to: to[keyPath: keyPath],
                               timing: timing, timingFunction: curve)
            },
            spring: { from, to, spring, timing in
                SpringAnimation(keyPath: keyPath, from: from[keyPath: keyPath], to: to[keyPath: keyPath],
                                spring: spring, beginTime: timing.beginTime, duration: timing.duration,
                                fillMode: timing.fillMode)
            },
            keyframes: { states, keyTimes, mode, timing, curve in
                KeyframeAnimation(keyPath: keyPath, values: states.map { $0[keyPath: keyPath] },
                                  exactKeyTimes: keyTimes, calculationMode: mode, timing: timing,
                                  timingFunction: curve)
            })
    }

    /// The view's transform (its rotation): compared and interpolated as the matrices Core
    /// Animation sees, so a change of a whole turn is no change and every turn takes the
    /// shorter way (see `ShortestRotation`).
    static let transformRotation = AnimatableProperty(
        name: "transform",
        differs: { ShortestRotation.normalized($0.rotation) != ShortestRotation.normalized($1.rotation) },
        basic: { from, to, timing, curve in
            let a = ShortestRotation.normalized(from.rotation)
            return BasicAnimation(keyPath: \LayerState.presentedRotation, from: a,
                                  to: a + ShortestRotation.turn(from: from.rotation, to: to.rotation),
                                  timing: timing, timingFunction: curve)
        },
        spring: { from, to, spring, timing in
            let a = ShortestRotation.normalized(from.rotation)
            return SpringAnimation(keyPath: \LayerState.presentedRotation, from: a,
                                   to: a + ShortestRotation.turn(from: from.rotation, to: to.rotation),
                                   spring: spring, beginTime: timing.beginTime, duration: timing.duration,
                                   fillMode: timing.fillMode)
        },
        keyframes: { states, keyTimes, mode, timing, curve in
            KeyframeAnimation(keyPath: \LayerState.presentedRotation,
                              values: ShortestRotation.unwrapped(states.map(\.rotation)),
                              exactKeyTimes: keyTimes, calculationMode: mode, timing: timing,
                              timingFunction: curve)
        })

    /// What a UIView animation block animates: frame (as position and bounds), transform
    /// (rotation), alpha, backgroundColor, and the layer's cornerRadius and border.
    static let viewAnimatable: [AnimatableProperty] = [
        make("position", \LayerState.position),
        make("bounds.size", \LayerState.size),
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
