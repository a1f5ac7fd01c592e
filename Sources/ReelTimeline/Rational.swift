/// An exact rational number: the clock's times, and fractions of a duration such as key times.
///
/// Why: a frame lands on a boundary (the end of a run, a key time) only if the two are compared
/// exactly. In floating point 0.1 + 0.3 + 0.2 is one ulp above 0.6 = 36/60, and 4/6 + 1/6 is one
/// ulp away from 5/6, so a frame on the boundary would show the value from the wrong side. As
/// rationals the sums are exact, and k/fps equals them when arithmetic says it does.
///
/// Numerator and denominator fit in 64 bits, the denominator positive. Arithmetic skips the
/// reduction (a gcd) while the parts are small, so evaluating a frame costs a few integer
/// multiplications per animation; equality, hashing and the public parts see the reduced
/// value. Arithmetic is exact while the result fits; a result that does not (only reachable
/// from numbers no one writes by hand) is rounded to the nearest fraction that fits, which is
/// far below a nanosecond.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Not necessarily reduced; d > 0.
    private let n: Int64
    private let d: Int64

    /// The numerator of the reduced fraction (its sign is the value's).
    public var numerator: Int64 { reduced.n }
    /// The denominator of the reduced fraction, positive.
    public var denominator: Int64 { reduced.d }

    /// Zero.
    public static let zero = Rational(raw: 0, 1)
    /// One.
    public static let one = Rational(raw: 1, 1)

    /// The largest magnitude a time read from a Double keeps: about 35.7 million years, far
    /// beyond any clip, so that sums and products of such times still fit.
    public static let readingLimit: Int64 = 1 << 50

    private init(raw n: Int64, _ d: Int64) { self.n = n; self.d = d }

    /// The whole number `n`.
    public init(_ n: Int) { self.init(raw: Int64(n), 1) }

    /// `numerator / denominator`; the denominator must not be zero.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "a rational needs a non-zero denominator")
        self = Rational.fitting(Int128(numerator), Int128(denominator))
    }

    private var reduced: Rational {
        let g = Self.gcd64(n, d)
        return g <= 1 ? self : Rational(raw: n / g, d / g)
    }

    /// Reads a Double as the number it was written as: the first continued-fraction
    /// convergent with a denominator below 2^31 that rounds to exactly this Double, or, when
    /// none does, the last convergent below that denominator (the Double then carries rounding
    /// noise from a computation, and the fraction is what it was computed from: 0.1 + 0.2
    /// reads as 3/10, `Double(k) / 29.97` as 100k/2997).
    ///
    /// So `0.05` reads as 1/20, `29.97` as 2997/100, `Double(5) / 6` as 5/6: a fraction p/q
    /// reads back exactly from its Double when q² · |p/q| is below about 10^15 (any time under
    /// 100 s written with up to six decimals, under 1 s with seven); anything else is read
    /// within half a nanosecond.
    /// Magnitudes below 2^-20 (about a microsecond) are read by the exact expansion instead,
    /// so that no positive duration reads as 0 unless it is below 2^-70 (10^-21). NaN reads as
    /// 0; magnitudes beyond `readingLimit` (infinity included) read as ±`readingLimit`.
    public init(reading x: Double) {
        guard !x.isNaN else { self = .zero; return }
        if abs(x) >= Double(Self.readingLimit) {
            self.init(raw: x < 0 ? -Self.readingLimit : Self.readingLimit, 1); return
        }
        if x == x.rounded(.towardZero) { self.init(raw: Int64(x), 1); return }
        if abs(x) < 0x1p-70 { self = .zero; return }
        if let fast = Rational.readingInDoublePrecision(x) { self = fast; return }
        // x = m / 2^k exactly, with k ≤ 122 here, so both fit in 128 bits.
        let exponent = Int(x.exponent) - Double.significandBitCount
        let m = Int128(x.significandBitPattern | (1 << UInt64(Double.significandBitCount)))
        let k = -exponent
        let num = x < 0 ? -m : m, den = Int128(1) << k
        self = Rational.readingConvergents(of: num, den, target: x)
    }

    /// The nearest Double: correctly rounded whenever the reduced parts are below 2^53.
    public var doubleValue: Double {
        if n.magnitude < 1 << 53 && d < 1 << 53 { return Double(n) / Double(d) }
        let r = reduced
        return Double(r.n) / Double(r.d)
    }

    /// The reduced fraction as "n/d", or "n" for a whole number.
    public var description: String {
        let r = reduced
        return r.d == 1 ? "\(r.n)" : "\(r.n)/\(r.d)"
    }

    /// Exact equality of the values, whatever the unreduced parts.
    public static func == (a: Rational, b: Rational) -> Bool {
        if a.d == b.d { return a.n == b.n }
        return Int128(a.n) * Int128(b.d) == Int128(b.n) * Int128(a.d)
    }

    /// Hashes the reduced fraction, so equal values hash alike.
    public func hash(into hasher: inout Hasher) {
        let r = reduced
        hasher.combine(r.n); hasher.combine(r.d)
    }

    // MARK: arithmetic

    /// The exact sum (rounded only if it does not fit in 64 bits).
    public static func + (a: Rational, b: Rational) -> Rational {
        if a.d == b.d {
            let (s, o) = a.n.addingReportingOverflow(b.n)
            if !o { return small(s, a.d) }
        }
        if b.n == 0 { return a }
        if a.n == 0 { return b }
        // 64-bit first (the common case: small denominators), 128-bit when that overflows.
        let (x, o1) = a.n.multipliedReportingOverflow(by: b.d)
        let (y, o2) = b.n.multipliedReportingOverflow(by: a.d)
        let (d, o3) = a.d.multipliedReportingOverflow(by: b.d)
        if !o1 && !o2 && !o3 {
            let (s, o4) = x.addingReportingOverflow(y)
            if !o4 { return small(s, d) }
        }
        return fitting(Int128(a.n) * Int128(b.d) + Int128(b.n) * Int128(a.d), Int128(a.d) * Int128(b.d))
    }

    /// The negation.
    public static prefix func - (a: Rational) -> Rational {
        a.n == .min ? fitting(-Int128(a.n), Int128(a.d)) : Rational(raw: -a.n, a.d)
    }

    /// The exact difference.
    public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    /// The exact product (rounded only if it does not fit in 64 bits).
    public static func * (a: Rational, b: Rational) -> Rational {
        quotient(a.n, b.n, over: a.d, b.d)
    }

    /// `a / b`; dividing by zero gives zero (callers divide by durations, which are positive).
    public static func / (a: Rational, b: Rational) -> Rational {
        guard b.n != 0 else { return .zero }
        return quotient(a.n, b.d, over: a.d, b.n)
    }

    /// (n1·n2) / (d1·d2), in 64 bits when the products fit.
    @inline(__always)
    private static func quotient(_ n1: Int64, _ n2: Int64, over d1: Int64, _ d2: Int64) -> Rational {
        let (n, o1) = n1.multipliedReportingOverflow(by: n2)
        let (d, o2) = d1.multipliedReportingOverflow(by: d2)
        if !o1 && !o2 && d != .min && n != .min { return d < 0 ? small(-n, -d) : small(n, d) }
        return fitting(Int128(n1) * Int128(n2), Int128(d1) * Int128(d2))
    }

    /// n/d (d > 0) as it is while the denominator is small, reduced once it grows, so
    /// repeated arithmetic does not run into the 64-bit limit.
    @inline(__always)
    private static func small(_ n: Int64, _ d: Int64) -> Rational {
        d < 1 << 32 ? Rational(raw: n, d) : fitting64(n, d)
    }

    /// Adds `b` to `a` in place.
    public static func += (a: inout Rational, b: Rational) { a = a + b }
    /// Subtracts `b` from `a` in place.
    public static func -= (a: inout Rational, b: Rational) { a = a - b }

    /// The largest whole number not above the value.
    public var floor: Int64 {
        let q = n / d
        return n % d != 0 && n < 0 ? q - 1 : q
    }

    /// The smallest whole number not below the value.
    public var ceiling: Int64 {
        let q = n / d
        return n % d != 0 && n > 0 ? q + 1 : q
    }

    /// The remainder after taking whole multiples of `period` (positive) toward minus infinity:
    /// in 0..<period for any value.
    public func remainder(dividingBy period: Rational) -> Rational {
        self - Rational(Int((self / period).floor)) * period
    }

    /// Exact ordering, so a frame on a boundary is on the right side of it.
    public static func < (a: Rational, b: Rational) -> Bool {
        if a.d == b.d { return a.n < b.n }
        return Int128(a.n) * Int128(b.d) < Int128(b.n) * Int128(a.d)
    }

    /// The smaller of the two.
    public static func min(_ a: Rational, _ b: Rational) -> Rational { b < a ? b : a }
    /// The larger of the two.
    public static func max(_ a: Rational, _ b: Rational) -> Rational { a < b ? b : a }

    // MARK: fitting into 64 bits

    @inline(__always)
    private static func gcd64(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a.magnitude, y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return Int64(x)
    }

    private static func fitting64(_ num: Int64, _ den: Int64) -> Rational {
        let g = gcd64(num, den)
        return g <= 1 ? Rational(raw: num, den) : Rational(raw: num / g, den / g)
    }

    /// num/den (den ≠ 0) reduced; when it does not fit in 64 bits, the nearest convergent that does.
    static func fitting(_ num: Int128, _ den: Int128) -> Rational {
        var n = num, d = den
        if d < 0 { n = -n; d = -d }
        if let n64 = Int64(exactly: n), let d64 = Int64(exactly: d) { return fitting64(n64, d64) }
        var x = n.magnitude, y = d.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        let g = Int128(x)
        if g > 1 { n /= g; d /= g }
        if let n64 = Int64(exactly: n), let d64 = Int64(exactly: d) { return Rational(raw: n64, d64) }
        return bestConvergent(of: n, d)
    }

    /// The last continued-fraction convergent of num/den (den > 0) whose parts fit in 64 bits:
    /// the closest fraction with a denominator that small.
    private static func bestConvergent(of num: Int128, _ den: Int128) -> Rational {
        var best = Rational(raw: Int64(clamping: num / den), 1)
        forEachConvergent(of: num, den) { p2, q2 in
            guard let p64 = Int64(exactly: p2), let q64 = Int64(exactly: q2), q64 > 0 else { return false }
            best = Rational(raw: p64, q64)
            return true
        }
        return best
    }

    /// Hands `visit` the continued-fraction convergents p/q of num/den (den > 0) in order, with
    /// floored partial quotients, while their 128-bit products do not overflow and `visit`
    /// returns true: the one walk `bestConvergent` and `readingConvergents` stop differently.
    private static func forEachConvergent(of num: Int128, _ den: Int128, _ visit: (Int128, Int128) -> Bool) {
        var (p0, q0, p1, q1): (Int128, Int128, Int128, Int128) = (0, 1, 1, 0)
        var a = num, b = den
        while b != 0 {
            var t = a / b
            if a % b != 0 && (a < 0) != (b < 0) { t -= 1 }
            let r = a - t * b
            let (tp, op) = t.multipliedReportingOverflow(by: p1)
            let (tq, oq) = t.multipliedReportingOverflow(by: q1)
            guard !op, !oq else { return }
            let p2 = tp + p0, q2 = tq + q0
            guard visit(p2, q2) else { return }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            (a, b) = (b, r)
        }
    }

    /// The continued fraction of |x| run in double precision while denominators stay below
    /// 2^31: the first convergent that rounds to exactly x, else the last one; nil for
    /// magnitudes below 2^-20 or when not even the first convergent fits. Early partial
    /// quotients are exact in double precision; a fraction that rounds to x with so small a
    /// denominator is a convergent of x (Legendre), so the first hit is what the exact
    /// expansion finds, without 128-bit division.
    private static func readingInDoublePrecision(_ x: Double) -> Rational? {
        let target = abs(x)
        guard target >= 0x1p-20 else { return nil }
        var (p0, q0, p1, q1): (Int64, Int64, Int64, Int64) = (0, 1, 1, 0)
        var best: Rational?
        var y = target
        for _ in 0..<64 {
            let whole = y.rounded(.down)
            guard whole < 0x1p31 else { break }
            let a = Int64(whole)
            let (ap, overflow) = a.multipliedReportingOverflow(by: p1)
            guard !overflow, ap < 1 << 53 else { break }
            let p2 = ap + p0, q2 = a * q1 + q0
            guard q2 < 1 << 31, p2 < 1 << 53 else { break }
            best = Rational(raw: x < 0 ? -p2 : p2, q2)
            if Double(p2) / Double(q2) == target { break }
            let rest = y - whole
            guard rest > 0 else { break }
            y = 1 / rest
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
        }
        return best
    }

    /// The first convergent of num/den (the Double `target`, exactly) that rounds to `target`;
    /// the value itself when it fits and no smaller convergent does.
    private static func readingConvergents(of num: Int128, _ den: Int128, target: Double) -> Rational {
        let exactLimit = Int128(1) << 53
        var found: Rational?
        forEachConvergent(of: num, den) { p2, q2 in
            if p2.magnitude >= exactLimit.magnitude || q2 >= exactLimit { return false }
            if Double(p2) / Double(q2) == target, let p64 = Int64(exactly: p2), let q64 = Int64(exactly: q2) {
                found = Rational(raw: p64, q64)
                return false
            }
            return true
        }
        if let found { return found }
        return fitting(num, den)
    }
}
