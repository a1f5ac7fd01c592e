import Foundation
import Testing
@testable import ReelSwiftUI

@Suite struct SpringTests {
    /// Apple's worked example (developer.apple.com/documentation/swiftui/spring): 
    /// Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6).
    @Test func appleExampleDurationBounceToMassStiffnessDamping() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect((spring.mass * 10).rounded() / 10 == 1.0)
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)
        // Closed forms: k = (2π/0.5)² = 16π², c = 2·√k·ζ = 2·4π·0.7.
        #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
        #expect(abs(spring.damping - 5.6 * Double.pi) < 1e-9)
    }

    /// Apple's worked example: Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5).
    @Test func appleExampleMassStiffnessDampingToDurationBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect((spring.duration * 100).rounded() / 100 == 0.63)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(abs(spring.duration - 2 * Double.pi / 10) < 1e-12)   // ω₀ = 10 rad/s
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)               // c / 2√(km) = 10/20
    }

    /// [Probe]: the getter reports 335.57 for Spring(duration: 0.5, bounce: −0.2) — by hand
    /// ζ = 1.25, λ = 5π, ω = 3π, m(ω² + λ²) = 34π².
    @Test func overdampedStiffnessGetterQuirk() {
        let spring = Spring(duration: 0.5, bounce: -0.2)
        #expect(abs(spring.stiffness - 34 * Double.pi * Double.pi) < 1e-9)
        #expect((spring.stiffness * 100).rounded() / 100 == 335.57)
        #expect(abs(spring.bounce - -0.2) < 1e-12)
        #expect(abs(spring.dampingRatio - 1.25) < 1e-12)
    }

    /// [Apple] allowOverDamping false "should instead be treated as critically damped".
    @Test func overdampingIsCriticalUnlessAllowed() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 30)
        #expect(critical.dampingRatio == 1)
        #expect(abs(critical.duration - 2 * Double.pi / 10) < 1e-12)
        let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(abs(over.dampingRatio - 1.5) < 1e-12)
        #expect(abs(over.duration - 2 * Double.pi / 10) < 1e-12)
    }

    @Test(arguments: [(0.3, 0.0), (0.5, 0.3), (0.8, -0.5), (0.25, 0.9), (1.2, 0.15)])
    func durationBounceRoundTrips(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        let again = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        #expect(abs(again.decayConstant - spring.decayConstant) < 1e-9)
        #expect(abs(again.angularFrequency - spring.angularFrequency) < 1e-9)
    }

    /// [Probe] readings of the getter: 1044.7 ms, 635.4 ms (underdamped), 600.0 ms, 300.0 ms
    /// (critical). Underdamped by hand: −ln(0.001/(λ + 1))/λ with λ = 2πζ/d.
    @Test func settlingDurationMatchesProbeReadings() {
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).settlingDuration - 1.0447) < 5e-5)
        #expect(abs(Spring(duration: 0.35, bounce: 0.15).settlingDuration - 0.6354) < 5e-5)
        #expect(abs(Spring(duration: 0.4, bounce: 0).settlingDuration - 0.6) < 1e-9)
        #expect(abs(Spring(duration: 0.15, bounce: 0).settlingDuration - 0.3) < 1e-9)
        let lambda = 2 * Double.pi * 0.7 / 0.5
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).settlingDuration - (-log(0.001 / (lambda + 1)) / lambda)) < 1e-12)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    /// The closed forms against the spring's differential equation, integrated independently,
    /// in all three regimes and with an initial velocity.
    @Test(arguments: [(0.5, 0.3, 0.0), (0.5, 0.0, 2.0), (0.4, -0.4, -3.0), (0.3, 0.7, 5.0)])
    func valueAndVelocitySolveTheSpringEquation(duration: Double, bounce: Double, v0: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let k = Spring.stiffness(response: duration)
        let c = Spring.damping(fraction: Spring.dampingRatio(bounce: bounce), stiffness: k)
        for t in stride(from: 0.05, through: 1.0, by: 0.095) {
            let ode = Reference.springODE(mass: 1, stiffness: k, damping: c, target: 3, initialVelocity: v0, time: t)
            #expect(abs(spring.value(target: 3, initialVelocity: v0, time: t) - ode.x) < 1e-7)
            #expect(abs(spring.velocity(target: 3, initialVelocity: v0, time: t) - ode.v) < 1e-6)
        }
    }

    @Test func presetsAreApplesBounces() {
        #expect(Spring.smooth() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy() == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy() == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.dampingRatio(bounce: -0.5) == 2)
    }
}
