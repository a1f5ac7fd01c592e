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

    /// An animation of `keyPath` with Core Animation's defaults: linear, removed on completion, not additive.
    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true, isAdditive: Bool = false) {
        self.keyPath = keyPath; self.from = from; self.to = to; self.by = by
        self.timing = timing; self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion; self.isAdditive = isAdditive
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

    /// Writes the value at `localTime` (already eased) over `layer`.
    public func apply(localTime: Double, to layer: inout LayerState) {
        apply(fraction: localTime / timing.effectiveDuration, to: &layer)
    }

    /// Writes the value `fraction` (eased) of the way from start to end over `layer`.
    @inline(__always)
    func apply(fraction: Double, to layer: inout LayerState) {
        let current = layer[keyPath: keyPath]
        let value = startValue(current: current).interpolated(to: endValue(current: current), fraction: fraction)
        layer[keyPath: keyPath] = isAdditive ? current.adding(value) : value
    }

    // Evaluated through `any LayerAnimation`, this would run unspecialized (a runtime metadata
    // lookup per call); these specializations cover every property a layer animates.
    /// Writes the value at the parent's exact time `t` over `layer`, or leaves it alone when
    /// the animation shows nothing then.
    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Rect)
    @_specialize(where Value == RGBA)
    public func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool = false) {
        guard let p = easedProgress(timing, timingFunction, isRemovedOnCompletion, parentTime: t, inGroup: inGroup) else { return }
        apply(fraction: p.value, to: &layer)
    }
}
