/// An exact rational number: the clock's times, and fractions of a duration such as key times.
///
/// Why: a frame lands on a boundary (the end of a run, a key time) only if the two are compared
/// exactly. In floating point 0.1 + 0.3 + 0.2 is one ulp above 0.6 = 36/60, and 4/6 + 1/6 is one
/// ulp away from 5/6, so a frame on the boundary would show the value from the wrong side. As
/// rationals the sums are exact, and k/fps equals them when arithmetic says it does.
///
/// Always reduced, with a positive denominator; numerator and denominator fit in 64 bits.
/// Arithmetic is exact while the result fits; a result that does not (only reachable from
/// numbers no one writes by hand) is rounded to the nearest fraction that fits, which is far
/// below a nanosecond.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let numerator: Int64
    public let denominator: Int64

    public static let zero = Rational(reduced: 0, 1)
    public static let one = Rational(reduced: 1, 1)

    /// The largest magnitude a time read from a Double keeps: about 31.7 million years, far
    /// beyond any clip, so that sums and products of such times still fit.
    public static let readingLimit: Int64 = 1 << 50

    private init(reduced numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator; self.denominator = denominator
    }

    /// The whole number `n`.
    public init(_ n: Int) { self.init(reduced: Int64(n), 1) }

    /// `numerator / denominator`, reduced; the denominator must not be zero.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "a rational needs a non-zero denominator")
        self = Rational.fitting(Int128(numerator), Int128(denominator))
    }

    /// Reads a Double as the number it was written as: the fraction with the smallest
    /// denominator among the continued-fraction convergents that round to exactly this Double.
    /// `0.05` reads as 1/20, `29.97` as 2997/100, `Double(5) / 6` as 5/6 (any fraction whose
    /// denominator is below about 10^7 reads back exactly from its Double). NaN reads as 0;
    /// magnitudes beyond `readingLimit` (infinity included) read as ±`readingLimit`; values
    /// closer to 0 than 2^-70 s (10^-21) read as 0.
    public init(reading x: Double) {
        guard !x.isNaN else { self = .zero; return }
        if abs(x) >= Double(Self.readingLimit) {
            self.init(reduced: x < 0 ? -Self.readingLimit : Self.readingLimit, 1); return
        }
        if x == x.rounded(.towardZero) { self.init(reduced: Int64(x), 1); return }
        if abs(x) < 0x1p-70 { self = .zero; return }
        // x = m / 2^k exactly, with k ≤ 122 here, so both fit in 128 bits.
        let exponent = Int(x.exponent) - Double.significandBitCount
        let m = Int128(x.significandBitPattern | (1 << UInt64(Double.significandBitCount)))
        let k = -exponent
        let num = x < 0 ? -m : m, den = Int128(1) << k
        self = Rational.readingConvergents(of: num, den, target: x)
    }

    /// The nearest Double: correctly rounded whenever both parts are below 2^53.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    // MARK: arithmetic

    public static func + (a: Rational, b: Rational) -> Rational {
        if a.denominator == b.denominator {
            let (s, o) = a.numerator.addingReportingOverflow(b.numerator)
            if !o { return fitting64(s, a.denominator) }
        }
        // 64-bit first (the common case: small denominators), 128-bit when that overflows.
        let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
        let (d, o3) = a.denominator.multipliedReportingOverflow(by: b.denominator)
        if !o1 && !o2 && !o3 {
            let (s, o4) = x.addingReportingOverflow(y)
            if !o4 { return fitting64(s, d) }
        }
        return fitting(Int128(a.numerator) * Int128(b.denominator) + Int128(b.numerator) * Int128(a.denominator),
                       Int128(a.denominator) * Int128(b.denominator))
    }

    public static prefix func - (a: Rational) -> Rational {
        a.numerator == .min ? fitting(-Int128(a.numerator), Int128(a.denominator)) : Rational(reduced: -a.numerator, a.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    public static func * (a: Rational, b: Rational) -> Rational {
        quotient(a.numerator, b.numerator, over: a.denominator, b.denominator)
    }

    /// `a / b`; dividing by zero gives zero (callers divide by durations, which are positive).
    public static func / (a: Rational, b: Rational) -> Rational {
        guard b.numerator != 0 else { return .zero }
        return quotient(a.numerator, b.denominator, over: a.denominator, b.numerator)
    }

    /// (n1·n2) / (d1·d2), in 64 bits when the products fit.
    @inline(__always)
    private static func quotient(_ n1: Int64, _ n2: Int64, over d1: Int64, _ d2: Int64) -> Rational {
        let (n, o1) = n1.multipliedReportingOverflow(by: n2)
        let (d, o2) = d1.multipliedReportingOverflow(by: d2)
        if !o1 && !o2 && d != .min && n != .min { return d < 0 ? fitting64(-n, -d) : fitting64(n, d) }
        return fitting(Int128(n1) * Int128(n2), Int128(d1) * Int128(d2))
    }

    public static func += (a: inout Rational, b: Rational) { a = a + b }
    public static func -= (a: inout Rational, b: Rational) { a = a - b }

    /// The largest whole number not above the value.
    public var floor: Int64 {
        let q = numerator / denominator
        return numerator % denominator != 0 && numerator < 0 ? q - 1 : q
    }

    /// The smallest whole number not below the value.
    public var ceiling: Int64 {
        let q = numerator / denominator
        return numerator % denominator != 0 && numerator > 0 ? q + 1 : q
    }

    /// The remainder after taking whole multiples of `period` (positive) toward minus infinity:
    /// in 0..<period for any value.
    public func remainder(dividingBy period: Rational) -> Rational {
        self - Rational(Int((self / period).floor)) * period
    }

    public static func < (a: Rational, b: Rational) -> Bool {
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        return Int128(a.numerator) * Int128(b.denominator) < Int128(b.numerator) * Int128(a.denominator)
    }

    public static func min(_ a: Rational, _ b: Rational) -> Rational { b < a ? b : a }
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
        return g <= 1 ? Rational(reduced: num, den) : Rational(reduced: num / g, den / g)
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
        if let n64 = Int64(exactly: n), let d64 = Int64(exactly: d) { return Rational(reduced: n64, d64) }
        return bestConvergent(of: n, d)
    }

    /// The last continued-fraction convergent of num/den (den > 0) whose parts fit in 64 bits:
    /// the closest fraction with a denominator that small.
    private static func bestConvergent(of num: Int128, _ den: Int128) -> Rational {
        var best = Rational(reduced: Int64(clamping: num / den), 1)
        var (p0, q0, p1, q1): (Int128, Int128, Int128, Int128) = (0, 1, 1, 0)
        var a = num, b = den
        while b != 0 {
            var t = a / b
            if a % b != 0 && (a < 0) != (b < 0) { t -= 1 }
            let r = a - t * b
            let (tp, op) = t.multipliedReportingOverflow(by: p1)
            let (tq, oq) = t.multipliedReportingOverflow(by: q1)
            guard !op, !oq else { break }
            let p2 = tp + p0, q2 = tq + q0
            guard let p64 = Int64(exactly: p2), let q64 = Int64(exactly: q2), q64 > 0 else { break }
            best = Rational(reduced: p64, q64)
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            (a, b) = (b, r)
        }
        return best
    }

    /// The first convergent of num/den (the Double `target`, exactly) that rounds to `target`;
    /// the value itself when it fits and no smaller convergent does.
    private static func readingConvergents(of num: Int128, _ den: Int128, target: Double) -> Rational {
        var (p0, q0, p1, q1): (Int128, Int128, Int128, Int128) = (0, 1, 1, 0)
        var a = num, b = den
        let exactLimit = Int128(1) << 53
        while b != 0 {
            var t = a / b
            if a % b != 0 && (a < 0) != (b < 0) { t -= 1 }
            let r = a - t * b
            let (tp, op) = t.multipliedReportingOverflow(by: p1)
            let (tq, oq) = t.multipliedReportingOverflow(by: q1)
            guard !op, !oq else { break }
            let p2 = tp + p0, q2 = tq + q0
            if p2.magnitude >= exactLimit.magnitude || q2 >= exactLimit { break }
            if Double(p2) / Double(q2) == target, let p64 = Int64(exactly: p2), let q64 = Int64(exactly: q2) {
                return Rational(reduced: p64, q64)
            }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            (a, b) = (b, r)
        }
        return fitting(num, den)
    }
}
