import Foundation
import Testing
@testable import ReelSwiftUI

@Suite struct InterpolatingSpringTests {
    /// Δ·s(t) against the spring equation integrated independently; initialVelocity is in
    /// fractions of the change per second.
    @Test(arguments: [(100.0, 10.0, 0.0), (170.0, 26.0, 0.0), (100.0, 20.0, 3.0), (100.0, 30.0, 0.0)])
    func closedFormSolvesTheEquation(k: Double, c: Double, v0: Double) {
        let times = [0.05, 0.1, 0.2, 0.35, 0.5, 0.8]
        let values = play(.interpolatingSpring(stiffness: k, damping: c, initialVelocity: v0), from: 0, to: 50, times: times)
        let zeta = c / (2 * k.squareRoot())
        for (t, v) in zip(times, values) {
            // Overdamped interpolating springs move as critical at ω₀ [RE]: compare with c = 2√k.
            let damping = zeta > 1 ? 2 * k.squareRoot() : c
            let ode = Reference.springODE(mass: 1, stiffness: k, damping: damping, target: 1, initialVelocity: v0, time: t)
            #expect(abs(v - 50 * ode.x) < 1e-5)
        }
    }

    /// Overlapping interpolating springs add [Apple]: the newer runs from the older's output.
    @Test func overlappingSpringsCombine() {
        var value = AnimatedValue(AnimatableVector(0))
        let a = Animation.interpolatingSpring(stiffness: 100, damping: 20)
        value.set(AnimatableVector(10), animation: a, at: 0)
        _ = value.value(at: 0.1)
        value.set(AnimatableVector(30), animation: a, at: 0.1)
        func s(_ t: Double) -> Double { Reference.springODE(mass: 1, stiffness: 100, damping: 20, target: 1, initialVelocity: 0, time: t).x }
        for t in [0.2, 0.4] {
            let r0 = 10 * s(t)
            #expect(abs(value.value(at: t).scalar - (r0 + s(t - 0.1) * (30 - r0))) < 1e-5)
        }
    }
}
