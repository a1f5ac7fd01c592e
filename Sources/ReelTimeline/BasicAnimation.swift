/// CABasicAnimation: one property from one value to another over one iteration.
///
/// `from`, `to` and `by` combine as Core Animation documents: from+to; from+by (to = from+by);
/// by+to (from = to−by); from alone (to the layer's current value); to alone (from the current
/// value); by alone (current to current+by); none (the current value throughout).
public struct BasicAnimation<Value: Interpolatable>: LayerAnimation {
    public var keyPath: LayerKeyPath<Value>
    public var from: Value?
    public var to: Value?
    public var by: Value?
    public var timing: MediaTiming
    public var timingFunction: TimingFunction
    public var isRemovedOnCompletion: Bool
    /// CAPropertyAnimation.isAdditive: add the value to the current one instead of replacing it.
    public var isAdditive: Bool

    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true, isAdditive: Bool = false) {
        self.keyPath = keyPath; self.from = from; self.to = to; self.by = by
        self.timing = timing; self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion; self.isAdditive = isAdditive
    }

    /// The two ends of the interpolation given the layer's current value.
    public func endpoints(current: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current.adding(b))
        case (nil, nil, nil): return (current, current)
        }
    }

    public func apply(localTime: Double, to layer: inout LayerState) {
        let current = layer[keyPath: keyPath]
        let (a, b) = endpoints(current: current)
        let value = a.interpolated(to: b, fraction: localTime / timing.effectiveDuration)
        layer[keyPath: keyPath] = isAdditive ? current.adding(value) : value
    }
}
