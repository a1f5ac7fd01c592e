/// CABasicAnimation: one property from one value to another over one iteration.
///
/// `from`, `to` and `by` combine as Core Animation documents: from+to; from+by (to = from+by);
/// by+to (from = to−by); from alone (to the layer's current value); to alone (from the current
/// value); by alone (current to current+by); none (the current value throughout).
public struct BasicAnimation<Value: Interpolatable>: LayerAnimation {
    /// The layer property the animation writes.
    public var keyPath: LayerKeyPath<Value>
    /// CABasicAnimation.fromValue; nil to derive it as the type's documentation describes.
    public var from: Value?
    /// CABasicAnimation.toValue; nil to derive it as the type's documentation describes.
    public var to: Value?
    /// CABasicAnimation.byValue: a change relative to the start or end value.
    public var by: Value?
    /// When and how long the animation runs, in its parent's time.
    public var timing: MediaTiming
    /// Eases progress through an iteration (CAAnimation.timingFunction).
    public var timingFunction: TimingFunction
    /// CAAnimation.isRemovedOnCompletion: false lets a forwards fill hold the end value.
    public var isRemovedOnCompletion: Bool
    /// CAPropertyAnimation.isAdditive: add the value to the current one instead of replacing it.
    public var isAdditive: Bool
    /// For an animation a UIView animation block made of `position`, `bounds` or the
    /// transform's rotation: the model value the block set. Since iOS 8 UIKit adds those as
    /// additive animations from (old − new) to zero over the model (WWDC 2014, "Building
    /// Interruptible and Responsive Interactions"), so a second block on the same property adds
    /// its motion to the first's instead of cutting it. The animation writes its from→to value
    /// plus how far the value beneath it has moved from this target: the same number as
    /// model + (old − new)(1 − p), and, alone (the value beneath is the target), exactly the
    /// plain from→to interpolation. Nil: not a block's additive animation.
    public var blockTarget: Value?

    /// An animation of `keyPath` with Core Animation's defaults: linear, removed on completion, not additive.
    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true, isAdditive: Bool = false) {
        self.keyPath = keyPath; self.from = from; self.to = to; self.by = by
        self.timing = timing; self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion; self.isAdditive = isAdditive
    }

    /// What the animation writes over `current` for its interpolated `value`: added to it when
    /// additive; for a block's animation, moved by the value beneath's distance from the block's
    /// target (nothing added when there is none, so a lone block computes what it always has).
    @inline(__always)
    func written(_ value: Value, over current: Value, drifting: Bool) -> Value {
        if isAdditive { return current.adding(value) }
        if drifting, let target = blockTarget, current != target { return value.adding(current.subtracting(target)) }
        return value
    }

    /// Where the interpolation starts, given the layer's current value.
    // (No switch over a tuple of the three optionals: in generic code that builds tuple
    // metadata on every call, the largest cost of evaluating a frame.)
    public func startValue(current: Value) -> Value {
        if let from { return from }
        if let to, let by { return to.subtracting(by) }
        return current
    }

    /// Where the interpolation ends, given the layer's current value.
    public func endValue(current: Value) -> Value {
        if let to { return to }
        if let by { return (from ?? current).adding(by) }
        return current
    }

    /// Writes the value at `localTime` (already eased) over `layer`: the animation's own value,
    /// as an exporter reads one animation alone. A block's drift (`blockTarget`), which depends
    /// on what lies beneath it in the timeline, is added only by `apply(parentTime:)`, the
    /// timeline's evaluation.
    public func apply(localTime: Double, to layer: inout LayerState) {
        apply(fraction: localTime / timing.effectiveDuration, to: &layer, drifting: false)
    }

    /// Writes the value `fraction` (eased) of the way from start to end over `layer`.
    @inline(__always)
    func apply(fraction: Double, to layer: inout LayerState, drifting: Bool) {
        let current = layer[keyPath: keyPath]
        let value = startValue(current: current).interpolated(to: endValue(current: current), fraction: fraction)
        layer[keyPath: keyPath] = written(value, over: current, drifting: drifting)
    }
}

extension BasicAnimation: PropertyAnimation {
    /// The value at eased progress `p`: that fraction of the way from start to end.
    @inline(__always)
    func write(at p: IterationProgress, to layer: inout LayerState, drifting: Bool) {
        apply(fraction: p.value, to: &layer, drifting: drifting)
    }
}
