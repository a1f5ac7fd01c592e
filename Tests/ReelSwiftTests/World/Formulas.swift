import Foundation

/// Independent formulas for what Core Animation computes: written from the definitions, not
/// from ReelTimeline's code.
enum Formula {
    /// A CAMediaTimingFunction's eased progress at x, by plain bisection on the Bézier's x(s)
    /// (control points (0,0), (x1,y1), (x2,y2), (1,1)).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let m = 1 - s
            return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }

    static func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }

    /// A damped spring's progress (0 at rest at the start, 1 at the end) at time t: the
    /// solution of m·x″ + c·x′ + k·x = 0 with x(0) = 1, x′(0) = −v0, as 1 − x(t).
    static func spring(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
            return 1 - x
        }
        if zeta == 1 { return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t) }
        let r = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - r), r2 = -w0 * (zeta + r)
        // x = A e^{r1 t} + B e^{r2 t}, A + B = 1, r1 A + r2 B = −v0.
        let b = (-v0 - r1) / (r2 - r1)
        return 1 - ((1 - b) * exp(r1 * t) + b * exp(r2 * t))
    }

    /// The spring UIKit's damping-ratio API stands for (the mapping SpringParameters cites):
    /// mass 1, stiffness = log(1500)² / (duration² · ratio²), damping = 2 · √stiffness · ratio.
    static func uikitSpring(ratio: Double, duration: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let clipped = min(1, max(ratio, 0.01))
        let stiffness = pow(log(1500.0), 2) / (pow(duration, 2) * pow(clipped, 2))
        return (1, stiffness, 2 * stiffness.squareRoot() * clipped)
    }
}
