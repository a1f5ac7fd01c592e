import ReelTimeline

extension TimingFunction {
    /// The part of the curve between linear progress `xa` and `xb` (0 ≤ xa < xb ≤ 1), scaled
    /// back to the unit square: a cubic Bézier again (de Casteljau), so an eased animation cut
    /// by another property's breakpoint is still one exact Lottie keyframe. nil when the part
    /// does not change progress at all (it cannot be scaled to end at 1).
    func restricted(from xa: Double, to xb: Double) -> TimingFunction? {
        // A breakpoint a rounding error inside the segment does not cut it.
        if xa <= 1e-9 && xb >= 1 - 1e-9 { return self }
        let p0 = (0.0, 0.0), p1 = (x1, y1), p2 = (x2, y2), p3 = (1.0, 1.0)
        let ub = parameter(forX: min(1, xb))
        // The curve's part [0, ub].
        let (l0, l1, l2, l3) = Self.leftPart(p0, p1, p2, p3, at: ub)
        // Its part [ua/ub, 1] is the original's [ua, ub].
        let ua = parameter(forX: max(0, xa))
        let (q0, q1, q2, q3) = ub > 0 ? Self.rightPart(l0, l1, l2, l3, at: ua / ub) : (l0, l1, l2, l3)
        let dx = q3.0 - q0.0, dy = q3.1 - q0.1
        guard dx > 1e-12, abs(dy) > 1e-12 else { return nil }
        return TimingFunction((q1.0 - q0.0) / dx, (q1.1 - q0.1) / dy, (q2.0 - q0.0) / dx, (q2.1 - q0.1) / dy)
    }

    /// The Bézier parameter at which the curve's x is `x` (x is monotonic for x1, x2 in 0...1),
    /// by bisection to the last bit.
    func parameter(forX x: Double) -> Double { Self.parameter(where: x, c1: x1, c2: x2) }

    /// The linear progress x at which the eased progress reaches `y`, for a curve whose
    /// progress rises steadily (y1, y2 in 0...1): by bisection on the Bézier parameter.
    func time(forProgress y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        let u = Self.parameter(where: y, c1: y1, c2: y2), m = 1 - u
        return 3 * m * m * u * x1 + 3 * m * u * u * x2 + u * u * u
    }

    /// The parameter at which one coordinate of the curve, 0 to 1 through the control
    /// coordinates `c1` and `c2` (rising steadily: both in 0...1), reaches `target`: by
    /// bisection, 64 halvings, to the last bit.
    private static func parameter(where target: Double, c1: Double, c2: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            let m = 1 - mid
            let value = 3 * m * m * mid * c1 + 3 * m * mid * mid * c2 + mid * mid * mid
            if value < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    typealias P = (Double, Double)
    private static func lerp(_ a: P, _ b: P, _ t: Double) -> P { (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }

    private static func leftPart(_ p0: P, _ p1: P, _ p2: P, _ p3: P, at t: Double) -> (P, P, P, P) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t)
        return (p0, a, d, lerp(d, e, t))
    }

    private static func rightPart(_ p0: P, _ p1: P, _ p2: P, _ p3: P, at t: Double) -> (P, P, P, P) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t)
        return (lerp(d, e, t), e, c, p3)
    }
}
