/// A Core Animation animation attached to one layer: something with media timing that,
/// at a local time inside its interval, writes presentation values over the layer's values.
public protocol LayerAnimation: Sendable {
    var timing: MediaTiming { get }
    /// Maps linear progress through one iteration to eased progress (CAAnimation.timingFunction;
    /// nil there means linear).
    var timingFunction: TimingFunction { get }
    /// CAAnimation.isRemovedOnCompletion: a finished animation is taken off the layer unless
    /// this is false, so only then can a forwards fill hold its last value.
    var isRemovedOnCompletion: Bool { get }
    /// Writes the animation's values at `localTime` (0...duration, already eased) over `layer`,
    /// whose current values are what the animation animates from when it has no `from`.
    func apply(localTime: Double, to layer: inout LayerState)
    /// Writes the animation's values at the parent's time `t` (read as the number it was
    /// written as, see `Rational(reading:)`), or leaves `layer` alone when the animation shows
    /// nothing then.
    func apply(parentTime t: Double, to layer: inout LayerState, inGroup: Bool)
    /// Writes the animation's values at the parent's exact time `t`, or leaves `layer` alone
    /// when the animation shows nothing then. Animations inside a group (`inGroup`) are never
    /// removed on completion: the group's own timing and each child's fill mode decide.
    ///
    /// A requirement, not only an extension method, so a generic animation answers it from
    /// a body specialized for it (`PropertyAnimation`) rather than through generic property
    /// getters.
    func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool)
}

extension LayerAnimation {
    /// The `Double` form: reads `t` (seconds) as the number it was written as, then applies it exactly.
    public func apply(parentTime t: Double, to layer: inout LayerState, inGroup: Bool = false) {
        apply(parentTime: Rational(reading: t), to: &layer, inGroup: inGroup)
    }

    /// The default: eases the progress at `t` and applies it through `apply(localTime:to:)`.
    public func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool = false) {
        guard let p = easedProgress(timing, timingFunction, isRemovedOnCompletion, parentTime: t, inGroup: inGroup)
        else { return }
        apply(localTime: p.value * timing.effectiveDuration, to: &layer)
    }
}

/// Progress through one iteration after the timing function: `value` always, and `exact` when
/// it is known without rounding (a linear timing function; or the iteration's very start or
/// end, which every timing function keeps), so key times can be compared exactly.
struct IterationProgress: Sendable {
    var exact: Rational?
    var value: Double

    init(exact: Rational) { self.exact = exact; value = exact.doubleValue }
    init(value: Double) { exact = nil; self.value = value }
}

/// How far through its iteration, eased by the timing function, an animation with this timing
/// is at the parent's time `t`; nil when it shows nothing then.
@inline(__always)
func easedProgress(_ timing: MediaTiming, _ timingFunction: TimingFunction, _ isRemovedOnCompletion: Bool,
                   parentTime t: Rational, inGroup: Bool) -> IterationProgress? {
    guard let local = timing.localTime(atParentTime: t, removedOnCompletion: !inGroup && isRemovedOnCompletion)
    else { return nil }
    let x = local / timing.exactDuration
    if timingFunction == .linear || x == .zero || x == .one { return IterationProgress(exact: x) }
    return IterationProgress(value: timingFunction(x.doubleValue))
}

/// A writable, sendable key path into a layer's values: what CAAnimation.keyPath names.
public typealias LayerKeyPath<Value> = WritableKeyPath<LayerState, Value> & Sendable
