import Foundation

/// Independent references the tests compare against: textbook forms written from scratch here,
/// never calling the code under test.
enum Reference {
    /// A cubic Bézier timing curve by its Bernstein form, solved for x by bisection to 1e-12.
    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1x + 3 * (1 - s) * s * s * p2x + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1y + 3 * (1 - s) * s * s * p2y + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        return by((lo + hi) / 2)
    }

    /// x'' = (k(Δ − x) − c·x') / m from x = 0, x' = v0, integrated by classical Runge–Kutta in
    /// steps of 1e-5 s: the damped spring as a differential equation, with no closed form.
    static func springODE(mass m: Double, stiffness k: Double, damping c: Double, target: Double,
                          initialVelocity v0: Double, time: Double) -> (x: Double, v: Double) {
        var x = 0.0, v = v0, t = 0.0
        let h = 1e-5
        func a(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / m }
        while t < time - 1e-12 {
            let step = min(h, time - t)
            let k1x = v, k1v = a(x, v)
            let k2x = v + step / 2 * k1v, k2v = a(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = a(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = a(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return (x, v)
    }
}
