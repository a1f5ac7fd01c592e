import Foundation
import ReelTimeline

/// SwiftUI's timing curves: a cubic Bézier from (0, 0) to (1, 1) through two control points,
/// the curve of `easeIn`, `easeOut`, `easeInOut`, `linear` and `timingCurve` animations and of
/// `LinearKeyframe(timingCurve:)`.
///
/// Control points [Apple]: developer.apple.com/documentation/swiftui/unitcurve/easeinout
/// (0.42, 0)/(0.58, 1), …/unitcurve/easein (0.42, 0)/(1, 1), …/unitcurve/easeout (0, 0)/(0.58, 1),
/// …/unitcurve/linear. SwiftUI stores the polynomial coefficients (cx = 3·p1x,
/// bx = 3·(p2x − p1x) − cx, ax = 1 − cx − bx; the same in y): [Probe] real SwiftUI prints
/// `.easeInOut` as `CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0)`
/// (camlittle.com, "Bridging SwiftUI and Core Animations", 2024, from `Animation.description`),
/// which those formulas give. The value is rounded to a 2⁻²⁰ grid and x solved to 2⁻²⁰
/// [RE] (OpenSwiftUI `UnitCurve.swift`, `CubicSolver.value(at:)`); a device check should
/// confirm the rounding (it moves a value by at most 5·10⁻⁷).
public struct UnitCurve: Hashable, Sendable {
    /// The first control point.
    public let p1x: Double, p1y: Double
    /// The second control point.
    public let p2x: Double, p2y: Double
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
    }

    /// A Core Animation timing function's Bézier. SwiftUI's named curves have the control
    /// points of CAMediaTimingFunction's named functions (the links above), so the table of
    /// those presets is `TimingFunction`'s alone.
    public init(_ function: TimingFunction) {
        self.init(function.x1, function.y1, function.x2, function.y2)
    }

    public static let linear = UnitCurve(TimingFunction.linear)
    public static let easeIn = UnitCurve(TimingFunction.easeIn)
    public static let easeOut = UnitCurve(TimingFunction.easeOut)
    public static let easeInOut = UnitCurve(TimingFunction.easeInEaseOut)

    public static func == (a: UnitCurve, b: UnitCurve) -> Bool {
        a.p1x == b.p1x && a.p1y == b.p1y && a.p2x == b.p2x && a.p2y == b.p2y
    }

    public func hash(into h: inout Hasher) { h.combine(p1x); h.combine(p1y); h.combine(p2x); h.combine(p2y) }

    private static let grid = 1048576.0  // 2^20

    /// The curve's y at x = `progress` (unclamped input is clamped to 0...1), as
    /// `BezierAnimation` reads it: no clamping of the control points, y on the 2⁻²⁰ grid.
    public func value(at progress: Double) -> Double {
        let s = solveX(min(max(progress, 0), 1))
        return (s * (cy + s * (by + ay * s)) * Self.grid).rounded() / Self.grid
    }

    /// dy/dx at x = `progress`: the curve's velocity in progress per unit of progress.
    public func velocity(at progress: Double) -> Double {
        let s = solveX(min(max(progress, 0), 1))
        let dx = cx + (2 * bx + 3 * ax * s) * s
        let dy = cy + (2 * by + 3 * ay * s) * s
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return ((dy / dx) * Self.grid).rounded() / Self.grid
    }

    /// The curve parameter s with x(s) = x, to 2⁻²⁰.
    func solveX(_ x: Double) -> Double {
        BezierSolver.parameter(forX: x, ax: ax, bx: bx, cx: cx, epsilon: 1.0 / Self.grid)
    }
}
