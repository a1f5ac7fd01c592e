/// CASpringAnimation: a basic animation whose progress follows a damped spring instead of
/// a timing curve. Its duration defaults to the spring's settling duration.
public struct SpringAnimation<Value: Interpolatable>: LayerAnimation {
    /// The property and its from/to/by values, with the timing the spring runs in.
    public var basic: BasicAnimation<Value>
    /// The spring whose progress replaces a timing curve.
    public var spring: SpringParameters

    /// A spring animation of `keyPath`; `duration` defaults to the spring's settling duration.
    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                spring: SpringParameters, beginTime: Double = 0, duration: Double? = nil,
                fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true) {
        self.spring = spring
        self.basic = BasicAnimation(keyPath: keyPath, from: from, to: to, by: by,
                                    timing: MediaTiming(beginTime: beginTime,
                                                        duration: duration ?? spring.settlingDuration,
                                                        fillMode: fillMode),
                                    isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// The timing of the underlying basic animation.
    public var timing: MediaTiming { basic.timing }
    /// The underlying basic animation's timing function (linear unless set there).
    public var timingFunction: TimingFunction { basic.timingFunction }
    /// The underlying basic animation's isRemovedOnCompletion.
    public var isRemovedOnCompletion: Bool { basic.isRemovedOnCompletion }

    // Lottie's export bakes a spring sample by sample through this (a spring is no cubic
    // Bézier), reached through `any LayerAnimation`, where it would run unspecialized: a
    // runtime metadata lookup per call, about 1.8 times the instructions of these.
    /// Writes the value the spring has reached `localTime` seconds after the start over `layer`.
    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Rect)
    @_specialize(where Value == RGBA)
    public func apply(localTime: Double, to layer: inout LayerState) {
        apply(localTime: localTime, to: &layer, drifting: false)
    }

    /// The same with a block's drift added when `drifting`: the basic animation's value at the
    /// spring's progress instead of a timing curve's (CASpringAnimation is a CABasicAnimation).
    @inline(__always)
    func apply(localTime: Double, to layer: inout LayerState, drifting: Bool) {
        basic.apply(fraction: spring.progress(at: localTime), to: &layer, drifting: drifting)
    }
}

extension SpringAnimation: PropertyAnimation {
    /// The value the spring has reached at eased progress `p` through its duration.
    @inline(__always)
    func write(at p: IterationProgress, to layer: inout LayerState, drifting: Bool) {
        apply(localTime: p.value * basic.timing.effectiveDuration, to: &layer, drifting: drifting)
    }
}
