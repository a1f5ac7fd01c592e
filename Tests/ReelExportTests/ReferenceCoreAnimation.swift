#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// An evaluator of Core Animation's documented semantics written for the tests alone: it shares
// no code with ReelTimeline (its own fractions, its own Bézier solver, its own spring), so the
// engine is checked against the documents, not against itself.

/// An exact fraction for the reference's timing decisions.
struct Q: Comparable, CustomStringConvertible {
    let n: Int, d: Int

    init(_ n: Int, _ d: Int = 1) {
        precondition(d != 0)
        var a = abs(n), b = abs(d)
        while b != 0 { (a, b) = (b, a % b) }
        let g = max(a, 1), sign = d < 0 ? -1 : 1
        self.n = sign * n / g; self.d = sign * d / g
    }

    static func + (a: Q, b: Q) -> Q { Q(a.n * b.d + b.n * a.d, a.d * b.d) }
    static func - (a: Q, b: Q) -> Q { Q(a.n * b.d - b.n * a.d, a.d * b.d) }
    static func * (a: Q, b: Q) -> Q { Q(a.n * b.n, a.d * b.d) }
    static func / (a: Q, b: Q) -> Q { Q(a.n * b.d, a.d * b.n) }
    static func < (a: Q, b: Q) -> Bool { a.n * b.d < b.n * a.d }
    static let zero = Q(0), one = Q(1)

    var value: Double { Double(n) / Double(d) }
    var floor: Int { n >= 0 ? n / d : -((-n + d - 1) / d) }

    /// The fraction as a finite decimal (denominators of 2s and 5s only), as a scene file writes it.
    var description: String {
        var scaled = self, places = 0
        while scaled.d != 1 {
            precondition(places < 18, "\(n)/\(d) has no short decimal")
            scaled = scaled * Q(10); places += 1
        }
        var digits = String(abs(scaled.n))
        while digits.count <= places { digits = "0" + digits }
        let cut = digits.index(digits.endIndex, offsetBy: -places)
        let text = places == 0 ? digits : digits[..<cut] + "." + digits[cut...]
        return (scaled.n < 0 ? "-" : "") + text
    }
}

/// CAMediaTimingFunction's cubic Bézier, solved by bisection on x (no Newton steps).
struct ReferenceCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = ReferenceCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's published control points for the named functions.
    static let named: [String: ReferenceCurve] = [
        "linear": .linear,
        "easeIn": ReferenceCurve(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "easeOut": ReferenceCurve(x1: 0, y1: 0, x2: 0.58, y2: 1),
        "easeInEaseOut": ReferenceCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
        "default": ReferenceCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
    ]

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    func callAsFunction(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, y1, y2)
    }
}

/// CAMediaTiming's fields, exactly.
struct ReferenceTiming {
    var begin = Q.zero, duration = Q(1, 4), speed = Q.one, offset = Q.zero
    var repeatCount = Q.zero, repeatDuration = Q.zero
    var autoreverses = false
    var fill = "removed"
    var removedOnCompletion = true

    /// The CAMediaTiming rules as the documentation gives them: local time is
    /// (parent − beginTime) × speed + timeOffset; the active time is duration × repeatCount
    /// (or repeatDuration), doubled by autoreverse; inside it local time wraps each duration and
    /// runs back on reversed halves; before it a backwards fill shows the start, after it a
    /// forwards fill (on an animation kept on its layer, or any in a group) shows the end.
    /// Returns the time within one iteration, or nil when nothing shows.
    func local(atParent t: Q, inGroup: Bool) -> Q? {
        let local = (t - begin) * speed + offset
        let d = duration == .zero ? Q(1, 4) : duration
        let period = autoreverses ? d + d : d
        let active: Q
        if repeatCount == .zero && repeatDuration > .zero { active = repeatDuration } else {
            active = period * (repeatCount == .zero ? .one : repeatCount)
        }
        func phase(_ x: Q) -> Q {
            let iterations = (x / period).floor
            var p = x - period * Q(iterations)
            if autoreverses && p > d { p = period - p }
            return p
        }
        if local < .zero { return fill == "backwards" || fill == "both" ? .zero : nil }
        if local >= active {
            let keeps = inGroup || !removedOnCompletion
            guard keeps, fill == "forwards" || fill == "both" else { return nil }
            // The end state: a whole number of periods ends at the period's end (the start for
            // an autoreversed one), a fraction part way through.
            let rest = active - period * Q((active / period).floor)
            if rest == .zero { return autoreverses ? .zero : d }
            return phase(active)
        }
        return phase(local)
    }

    var exactDuration: Q { duration == .zero ? Q(1, 4) : duration }
}

/// CAKeyframeAnimation in linear and discrete modes: segments split at keyTimes, each eased by
/// its own timing function.
struct ReferenceKeyframes {
    var values: [Double]
    var keyTimes: [Double]?
    var curves: [ReferenceCurve]?
    var discrete = false

    func value(at u: Double) -> Double {
        let n = values.count
        let k = keyTimes ?? (0..<(discrete ? n + 1 : n)).map { Double($0) / Double(discrete ? n : n - 1) }
        if discrete {
            var index = 0
            for i in 0..<n where u >= k[i] { index = i }
            return values[index]
        }
        if u <= k[0] { return values[0] }
        if u >= k[n - 1] { return values[n - 1] }
        var i = 0
        while u >= k[i + 1] { i += 1 }
        var f = (u - k[i]) / (k[i + 1] - k[i])
        if let curves { f = curves[i](f) }
        return values[i] + (values[i + 1] - values[i]) * f
    }
}

/// A damped spring's closed form: m x'' + c x' + k x = 0 with x(0) = 1 (the whole distance
/// still to go) and x'(0) = −v0; progress is 1 − x.
struct ReferenceSpring {
    var mass: Double, stiffness: Double, damping: Double, velocity: Double

    func progress(_ t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let x: Double
        if zeta < 1 - 1e-12 {
            // Under-damped: a decaying oscillation.
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - velocity) / wd * sin(wd * t))
        } else if zeta > 1 + 1e-12 {
            // Over-damped: two decaying exponentials, x = A e^(r1 t) + B e^(r2 t).
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let b = (-velocity - r1) / (r2 - r1)
            x = (1 - b) * exp(r1 * t) + b * exp(r2 * t)
        } else {
            // Critically damped.
            x = (1 + (w0 - velocity) * t) * exp(-w0 * t)
        }
        return 1 - x
    }

    /// The same by integrating the equation (classic Runge-Kutta, 0.1 ms steps): a check of
    /// the closed form that shares none of its algebra.
    func integrated(_ t: Double) -> Double {
        let steps = max(1, Int((t / 1e-4).rounded()))
        let h = t / Double(steps)
        var x = 1.0, v = -velocity
        func a(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 - x
    }
}
