/// CAKeyframeAnimation: one property through a sequence of values.
///
/// Progress through an iteration (after the animation's own timing function) is split into
/// segments by `keyTimes` (fractions 0...1, one per value; evenly spread when nil), and each
/// segment may have its own timing function, as Core Animation documents.
///
/// Key times are exact fractions (`Rational`): given as Doubles they are read as the numbers
/// they were written as, so `Double(5) / 6` is 5/6 and a progress that is exactly on a key time
/// (a linear overall curve, or the iteration's ends) is on it, not an ulp to either side.
public struct KeyframeAnimation<Value: Interpolatable>: LayerAnimation {
    /// The layer property the animation writes.
    public var keyPath: LayerKeyPath<Value>
    /// CAKeyframeAnimation.values: the values the property passes through, in order.
    public var values: [Value] { didSet { resolve() } }
    /// CAKeyframeAnimation.keyTimes: when each value is reached, as fractions 0...1 of an
    /// iteration; nil spreads them evenly.
    public var keyTimes: [Double]? {
        didSet { exactKeyTimes = keyTimes?.map { Rational(reading: $0) }; resolve() }
    }
    /// One per segment (values.count − 1); used by linear and cubic modes.
    public var timingFunctions: [TimingFunction]?
    /// CAKeyframeAnimation.calculationMode: how values between key times are found.
    public var calculationMode: CalculationMode { didSet { resolve() } }
    /// When and how long the animation runs, in its parent's time.
    public var timing: MediaTiming
    /// Eases progress through a whole iteration before it is split into segments.
    public var timingFunction: TimingFunction
    /// CAAnimation.isRemovedOnCompletion: false lets a forwards fill hold the last value.
    public var isRemovedOnCompletion: Bool
    /// CAPropertyAnimation.isAdditive: add the value to the current one instead of replacing
    /// it (a wiggle written as offsets from wherever the layer is).
    public var isAdditive: Bool = false

    /// `keyTimes` as exact fractions.
    private var exactKeyTimes: [Rational]?
    /// Key times after the calculation mode has had its say; computed once, not per frame.
    private var resolvedKeyTimes: [Rational] = []
    /// The same as Doubles, for progress a timing curve has eased (which is never exact).
    private var resolvedKeyTimeValues: [Double] = []

    /// A keyframe animation of `keyPath` through `values`, with Core Animation's defaults:
    /// linear mode and timing, removed on completion, not additive.
    public init(keyPath: LayerKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true, isAdditive: Bool = false) {
        self.init(keyPath: keyPath, values: values, exactKeyTimes: keyTimes?.map { Rational(reading: $0) },
                  timingFunctions: timingFunctions, calculationMode: calculationMode, timing: timing,
                  timingFunction: timingFunction, isRemovedOnCompletion: isRemovedOnCompletion)
        self.isAdditive = isAdditive
    }

    /// The same with key times given exactly (UIKit's keyframe blocks compute them as sums of
    /// relative start times and durations).
    public init(keyPath: LayerKeyPath<Value>, values: [Value], exactKeyTimes: [Rational]?,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true) {
        precondition(!values.isEmpty, "a keyframe animation needs at least one value")
        self.keyPath = keyPath; self.values = values
        self.keyTimes = exactKeyTimes?.map(\.doubleValue); self.exactKeyTimes = exactKeyTimes
        self.timingFunctions = timingFunctions; self.calculationMode = calculationMode
        self.timing = timing; self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion
        resolve()
    }

    private mutating func resolve() {
        resolvedKeyTimes = Self.resolveKeyTimes(values: values, keyTimes: exactKeyTimes, mode: calculationMode)
        resolvedKeyTimeValues = resolvedKeyTimes.map(\.doubleValue)
    }

    private static func resolveKeyTimes(values: [Value], keyTimes: [Rational]?, mode: CalculationMode) -> [Rational] {
        let n = values.count
        switch mode {
        case .paced, .cubicPaced:
            // Spread by cumulative distance, so equal distances take equal time.
            var cumulative = [0.0]
            for i in 1..<max(n, 1) { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cumulative.last ?? 0
            if total > 0 {
                return cumulative.indices.map { i in i == n - 1 ? .one : Rational(reading: cumulative[i] / total) }
            }
            return uniform(n - 1)
        case .discrete:
            // Discrete keyTimes may have one more entry than values; without them each value
            // holds for an equal share.
            if let k = keyTimes, k.count >= n { return k }
            return uniform(n)
        case .linear, .cubic:
            if let k = keyTimes, k.count == n { return k }
            return uniform(n - 1)
        }
    }

    private static func uniform(_ segments: Int) -> [Rational] {
        segments <= 0 ? [.zero] : (0...segments).map { Rational($0, segments) }
    }

    /// Writes the value at `localTime` (seconds into the iteration, already eased) over `layer`.
    public func apply(localTime: Double, to layer: inout LayerState) {
        write(value(at: IterationProgress(value: localTime / timing.effectiveDuration)), to: &layer)
    }

    @inline(__always)
    private func write(_ v: Value, to layer: inout LayerState) {
        layer[keyPath: keyPath] = isAdditive ? layer[keyPath: keyPath].adding(v) : v
    }

    /// The value at progress `u` (0...1) through one iteration, `u` read as the number it was
    /// written as.
    public func value(atProgress u: Double) -> Value {
        value(at: IterationProgress(exact: Rational(reading: u)))
    }

    /// The value at exact progress `u` (0...1) through one iteration.
    public func value(atProgress u: Rational) -> Value {
        value(at: IterationProgress(exact: u))
    }

    /// The value at progress `p`. Each value holds from its key time on: a discrete value
    /// appears at its key time, and a segment's end belongs to the next segment.
    func value(at p: IterationProgress) -> Value {
        let n = values.count
        if n == 1 { return values[0] }
        let k = resolvedKeyTimes, kd = resolvedKeyTimeValues
        /// Whether progress has reached key time i.
        func reached(_ i: Int) -> Bool { p.exact.map { $0 >= k[i] } ?? (p.value >= kd[i]) }
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(k.count, n) where reached(i) { index = i }
            return values[index]
        }
        if !reached(0) || p.exact.map({ $0 == k[0] }) ?? (p.value == kd[0]) { return values[0] }
        if reached(n - 1) { return values[n - 1] }
        var i = 0
        while i < n - 2 && reached(i + 1) { i += 1 }
        var f: Double
        if let x = p.exact {
            let span = k[i + 1] - k[i]
            f = span > .zero ? ((x - k[i]) / span).doubleValue : 1
        } else {
            let span = kd[i + 1] - kd[i]
            f = span > 0 ? (p.value - kd[i]) / span : 1
        }
        let usesSegmentCurves = calculationMode == .linear || calculationMode == .cubic
        if usesSegmentCurves, let curves = timingFunctions, i < curves.count { f = curves[i](f) }
        switch calculationMode {
        case .cubic, .cubicPaced: return catmullRom(segment: i, fraction: f)
        default: return values[i].interpolated(to: values[i + 1], fraction: f)
        }
    }

    /// Cubic Hermite between values i and i+1 with Catmull-Rom tangents scaled to the
    /// (possibly uneven) key times: the tangent at value j is (p[j+1] − p[j−1]) / (t[j+1] − t[j−1]).
    /// At the two ends a phantom value equal to the end value is placed one segment beyond
    /// (p[−1] = p[0] at t[0] − (t[1] − t[0]), and likewise after the last), so the curve leaves
    /// its first value and reaches its last at half the speed of the straight line to the
    /// neighbour, neither stopped nor overshooting.
    private func catmullRom(segment i: Int, fraction f: Double) -> Value {
        let k = resolvedKeyTimeValues, p = values, n = p.count
        func tangent(_ j: Int) -> Value {
            let prev = max(j - 1, 0), next = min(j + 1, n - 1)
            let tPrev = j == 0 ? k[0] - (k[1] - k[0]) : k[prev]
            let tNext = j == n - 1 ? k[n - 1] + (k[n - 1] - k[n - 2]) : k[next]
            let dt = tNext - tPrev
            return dt > 0 ? p[next].subtracting(p[prev]).scaled(by: 1 / dt) : p[next].subtracting(p[prev]).scaled(by: 0)
        }
        let dt = k[i + 1] - k[i]
        let f2 = f * f, f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2, h11 = f3 - f2
        return p[i].scaled(by: h00)
            .adding(tangent(i).scaled(by: h10 * dt))
            .adding(p[i + 1].scaled(by: h01))
            .adding(tangent(i + 1).scaled(by: h11 * dt))
    }
}

extension KeyframeAnimation: PropertyAnimation {
    /// The value at eased progress `p` (added to the layer's own when additive); a keyframe
    /// animation has no block target, so nothing drifts it.
    @inline(__always)
    func write(at p: IterationProgress, to layer: inout LayerState, drifting: Bool) {
        write(value(at: p), to: &layer)
    }
}
