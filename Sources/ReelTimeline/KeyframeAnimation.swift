/// CAKeyframeAnimation: one property through a sequence of values.
///
/// Progress through an iteration (after the animation's own timing function) is split into
/// segments by `keyTimes` (fractions 0...1, one per value; evenly spread when nil), and each
/// segment may have its own timing function, as Core Animation documents.
public struct KeyframeAnimation<Value: Interpolatable>: LayerAnimation {
    public var keyPath: LayerKeyPath<Value>
    public var values: [Value]
    public var keyTimes: [Double]?
    /// One per segment (values.count − 1); used by linear and cubic modes.
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode
    public var timing: MediaTiming
    public var timingFunction: TimingFunction
    public var isRemovedOnCompletion: Bool

    /// Key times after the calculation mode has had its say; computed once, not per frame.
    private let resolvedKeyTimes: [Double]

    public init(keyPath: LayerKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming, timingFunction: TimingFunction = .linear,
                isRemovedOnCompletion: Bool = true) {
        precondition(!values.isEmpty, "a keyframe animation needs at least one value")
        self.keyPath = keyPath; self.values = values; self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions; self.calculationMode = calculationMode
        self.timing = timing; self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.resolvedKeyTimes = Self.resolveKeyTimes(values: values, keyTimes: keyTimes, mode: calculationMode)
    }

    private static func resolveKeyTimes(values: [Value], keyTimes: [Double]?, mode: CalculationMode) -> [Double] {
        let n = values.count
        switch mode {
        case .paced, .cubicPaced:
            // Spread by cumulative distance, so equal distances take equal time.
            var cumulative = [0.0]
            for i in 1..<max(n, 1) { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cumulative.last ?? 0
            if total > 0 { return cumulative.map { $0 / total } }
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

    private static func uniform(_ segments: Int) -> [Double] {
        segments <= 0 ? [0] : (0...segments).map { Double($0) / Double(segments) }
    }

    // Evaluated through `any LayerAnimation`, this would run unspecialized (a runtime metadata
    // lookup per call); these specializations cover every property a layer animates.
    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Rect)
    @_specialize(where Value == RGBA)
    public func apply(localTime: Double, to layer: inout LayerState) {
        layer[keyPath: keyPath] = value(atProgress: localTime / timing.effectiveDuration)
    }

    /// The value at progress `u` (0...1) through one iteration.
    public func value(atProgress u: Double) -> Value {
        let n = values.count
        let k = resolvedKeyTimes
        if n == 1 { return values[0] }
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(k.count, n) where k[i] <= u { index = i }
            return values[index]
        }
        if u <= k[0] { return values[0] }
        if u >= k[n - 1] { return values[n - 1] }
        var i = 0
        while i < n - 2 && u >= k[i + 1] { i += 1 }
        let span = k[i + 1] - k[i]
        var f = span > 0 ? (u - k[i]) / span : 1
        let usesSegmentCurves = calculationMode == .linear || calculationMode == .cubic
        if usesSegmentCurves, let curves = timingFunctions, i < curves.count { f = curves[i](f) }
        switch calculationMode {
        case .cubic, .cubicPaced: return catmullRom(segment: i, fraction: f)
        default: return values[i].interpolated(to: values[i + 1], fraction: f)
        }
    }

    /// Cubic Hermite between values i and i+1 with Catmull-Rom tangents scaled to the
    /// (possibly uneven) key times; the ends repeat their value, so the curve starts and
    /// ends moving toward its neighbour.
    private func catmullRom(segment i: Int, fraction f: Double) -> Value {
        let k = resolvedKeyTimes, p = values, n = p.count
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

    @_specialize(where Value == Double)
    @_specialize(where Value == Point)
    @_specialize(where Value == Size)
    @_specialize(where Value == Rect)
    @_specialize(where Value == RGBA)
    public func apply(parentTime t: Double, to layer: inout LayerState, inGroup: Bool = false) {
        guard let eased = easedLocalTime(timing, timingFunction, isRemovedOnCompletion, parentTime: t, inGroup: inGroup) else { return }
        apply(localTime: eased, to: &layer)
    }

}
