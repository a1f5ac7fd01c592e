/// The parameter of a unit cubic Bézier timing curve at a given x, shared by Core Animation's
/// `TimingFunction` and SwiftUI's `UnitCurve` (ReelSwiftUI), which solve to different precisions.
public enum BezierSolver {
    /// The s in 0...1 with x(s) = `x` to within `epsilon`, where x(s) = ((ax·s + bx)·s + cx)·s:
    /// Newton's method from s = x, falling back to bisection where the slope is too flat for
    /// Newton to be trusted (as WebKit's UnitBezier).
    @inlinable public static func parameter(forX x: Double, ax: Double, bx: Double, cx: Double, epsilon: Double) -> Double {
        @inline(__always) func curveX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        var s = x
        for _ in 0..<8 {
            let error = curveX(s) - x
            if abs(error) < epsilon { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        while lo < hi {
            let value = curveX(s)
            if abs(value - x) < epsilon { return s }
            if x > value { lo = s } else { hi = s }
            let next = (lo + hi) / 2
            if next == s { break }
            s = next
        }
        return s
    }
}
