import ReelTimeline

/// A piece of a timing function, as a timing function of its own: a cubic Bézier split at
/// two parameters (de Casteljau) is a cubic Bézier, and scaling its ends to (0,0) and (1,1)
/// keeps it one. So a keyframe segment of a keyframe block eased by one overall curve is
/// exactly a `UnitCurve.bezier` of its own (Lottie's exporter splits the same way).
enum BezierPiece {
    private typealias P = (x: Double, y: Double)

    private static func point(_ fn: TimingFunction, _ s: Double) -> P {
        let u = 1 - s
        let a = 3 * u * u * s, b = 3 * u * s * s, c = s * s * s
        return (a * fn.x1 + b * fn.x2 + c, a * fn.y1 + b * fn.y2 + c)
    }

    /// Whether the curve's progress only rises, so each progress is reached once.
    static func risesMonotonically(_ fn: TimingFunction) -> Bool {
        (0...1).contains(fn.y1) && (0...1).contains(fn.y2)
    }

    /// The Bézier parameter where progress reaches `y`, by bisection to the last bit.
    static func parameter(reaching y: Double, on fn: TimingFunction) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if point(fn, mid).y < y { lo = mid } else { hi = mid }
        }
        return y <= 0 ? 0 : y >= 1 ? 1 : (lo + hi) / 2
    }

    /// The time fraction (x) at Bézier parameter `s`.
    static func time(at s: Double, on fn: TimingFunction) -> Double { point(fn, s).x }

    /// The piece between parameters `s0` and `s1`, scaled to the unit square.
    static func piece(of fn: TimingFunction, from s0: Double, to s1: Double) -> TimingFunction {
        let p: [P] = [(0, 0), (fn.x1, fn.y1), (fn.x2, fn.y2), (1, 1)]
        func lerp(_ a: P, _ b: P, _ t: Double) -> P { (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
        // Split at s1: the first part [0, s1].
        func split(_ q: [P], _ t: Double) -> (left: [P], right: [P]) {
            let a = lerp(q[0], q[1], t), b = lerp(q[1], q[2], t), c = lerp(q[2], q[3], t)
            let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
            return ([q[0], a, d, f], [f, e, c, q[3]])
        }
        let left = split(p, s1).left
        let q = s1 > 0 ? split(left, s0 / s1).right : left
        let w = q[3].x - q[0].x, h = q[3].y - q[0].y
        guard w > 0, h != 0 else { return .linear }
        return TimingFunction((q[1].x - q[0].x) / w, (q[1].y - q[0].y) / h, (q[2].x - q[0].x) / w, (q[2].y - q[0].y) / h)
    }
}
