import Foundation
import Testing
import ReelModels
import ReelTestSupport
import ReelTimeline
@testable import ReelSwiftOut

/// Springs that stay what they are: each Core Animation spring is written as the SwiftUI
/// `Spring` that moves the same. SwiftUI's spring is modelled here from Apple's documented
/// conversions, independently of BadgeReel's evaluator, and compared with it.
@Suite struct SpringFormTests {
    /// SwiftUI's stored form of `Spring(mass:stiffness:damping:allowOverDamping:)`: decay λ
    /// and angular frequency ω, negative when overdamped; an overdamped spring without
    /// `allowOverDamping` is critically damped ("false specifies that such cases should instead
    /// be treated as critically damped", developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)).
    struct SwiftUISpring {
        var lambda: Double, omega: Double

        init(mass m: Double, stiffness k: Double, damping c: Double, allowOverDamping: Bool) {
            let l = c / (2 * m), w0 = (k / m).squareRoot()
            if l > w0 && !allowOverDamping { lambda = w0; omega = 0 } else {
                lambda = l
                omega = (l > w0 ? -1 : 1) * abs(k / m - l * l).squareRoot()
            }
        }

        /// `Spring(duration:bounce:)` by Apple's conversion: mass 1, stiffness (2π/duration)²,
        /// damping 4π·ζ/duration, ζ = 1 − bounce (bounce ≥ 0).
        static func parameters(duration d: Double, bounce b: Double) -> (mass: Double, stiffness: Double, damping: Double) {
            let zeta = b < 0 ? 1 / (b + 1) : 1 - b
            let k = (2 * Double.pi / d) * (2 * Double.pi / d)
            return (1, k, 2 * k.squareRoot() * zeta)
        }

        /// Its `duration` (response) and `bounce` getters.
        var duration: Double { 2 * Double.pi / (lambda * lambda + omega * abs(omega)).squareRoot() }
        var bounce: Double { omega >= 0 ? 1 - lambda / (omega * omega + lambda * lambda).squareRoot() : (lambda * lambda - omega * omega).squareRoot() / lambda - 1 }

        /// Progress from 0 to 1 at `t`, starting at velocity `v0` (distances per second).
        func progress(at t: Double, v0: Double = 0) -> Double {
            let b = lambda - v0
            let x: Double
            if omega > 0 { x = exp(-lambda * t) * (cos(omega * t) + b / omega * sin(omega * t)) }
            else if omega == 0 { x = exp(-lambda * t) * (1 + b * t) }
            else { let w = -omega; x = exp(-lambda * t) * (cosh(w * t) + b / w * sinh(w * t)) }
            return 1 - x
        }
    }

    @Test func applesWorkedExamplesHold() {
        // developer.apple.com/documentation/swiftui/spring: Spring(duration: 0.5, bounce: 0.3)
        // is (mass, stiffness, damping) = (1.0, 157.9, 17.6); Spring(mass: 1, stiffness: 100,
        // damping: 10) is (duration, bounce) = (0.63, 0.5).
        let p = SwiftUISpring.parameters(duration: 0.5, bounce: 0.3)
        #expect(abs(p.stiffness - 157.9) < 0.05 && abs(p.damping - 17.6) < 0.05)
        let s = SwiftUISpring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: false)
        #expect(abs(s.duration - 0.63) < 0.005 && abs(s.bounce - 0.5) < 1e-12)
    }

    /// Under-, critically and overdamped springs, with and without a start velocity: the
    /// written form moves as BadgeReel's Core Animation spring within 1e-9; without
    /// `allowOverDamping` an overdamped one would not.
    @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 40.0, 0.0), (2.0, 300.0, 80.0, 4.0),
                      (1.0, 130.5071656342394, 18.84955592153876, 0.0), (0.5, 1000.0, 200.0, -3.0)])
    func theWrittenSpringMovesAsCoreAnimations(_ c: (Double, Double, Double, Double)) {
        let ca = SpringParameters(mass: c.0, stiffness: c.1, damping: c.2, initialVelocity: c.3)
        let text = SwiftUIFile.spring(ca)
        let allows = text.contains("allowOverDamping: true")
        #expect(allows == (ca.dampingRatio > 1), "\(text)")
        let written = SwiftUISpring(mass: c.0, stiffness: c.1, damping: c.2, allowOverDamping: allows)
        let plain = SwiftUISpring(mass: c.0, stiffness: c.1, damping: c.2, allowOverDamping: false)
        var worst = 0.0, plainWorst = 0.0
        for k in 1...2000 {
            let t = Double(k) / 1000
            worst = max(worst, abs(written.progress(at: t, v0: c.3) - ca.progress(at: t)))
            plainWorst = max(plainWorst, abs(plain.progress(at: t, v0: c.3) - ca.progress(at: t)))
        }
        #expect(worst <= 1e-9, "\(text): differs by \(worst)")
        if ca.dampingRatio > 1.05 { #expect(plainWorst > 1e-3, "an overdamped spring without allowOverDamping moved the same") }
    }

    /// A spring that came from `Spring(response:dampingRatio:)` — its stiffness (2π/r)² and
    /// damping 4πζ/r, as a scene's numbers were worked out — is written in that form with the
    /// numbers it came from; read back both through Apple's documented conversion (stiffness
    /// (2π/response)², damping 2·√stiffness·ratio, mass 1) and through SwiftUI's stored form
    /// of that initializer (decay 2πζ/r, frequency 2π√(1 − ζ²)/r, OpenSwiftUI
    /// `Spring+ResponseDampingRatio.swift` [RE]), it moves as Core Animation's spring within
    /// 1e-9. A spring that did not (100 and 10; mass 2) keeps mass, stiffness and damping.
    @Test(arguments: [(0.55, 0.825), (0.5, 1.0), (0.3, 0.6), (1.2, 0.15), (0.35, 0.42)])
    func aSpringFromResponseAndRatioIsWrittenSo(_ c: (Double, Double)) throws {
        let (r, zeta) = c
        let ca = SpringParameters(mass: 1, stiffness: (2 * Double.pi / r) * (2 * Double.pi / r), damping: 4 * Double.pi * zeta / r)
        let text = SwiftUIFile.spring(ca)
        #expect(text == "Spring(response: \(r), dampingRatio: \(zeta))", "\(text)")
        // The numbers as the file spells them.
        let inner = text.dropFirst("Spring(response: ".count).dropLast()
        let parts = inner.components(separatedBy: ", dampingRatio: ")
        let response = try #require(Double(parts[0])), ratio = try #require(Double(parts[1]))
        let k = (2 * Double.pi / response) * (2 * Double.pi / response)
        let apple = SwiftUISpring(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * ratio, allowOverDamping: false)
        var stored = apple
        stored.lambda = 2 * Double.pi * ratio / response
        stored.omega = 2 * Double.pi * (1 - ratio * ratio).squareRoot() / response
        var worst = 0.0
        for step in 1...3000 {
            let t = Double(step) / 1000
            worst = max(worst, abs(apple.progress(at: t) - ca.progress(at: t)), abs(stored.progress(at: t) - ca.progress(at: t)))
        }
        #expect(worst <= 1e-9, "\(text): differs by \(worst)")
    }

    @Test func aSpringNotMadeFromResponseAndRatioKeepsItsOwnNumbers() {
        #expect(SwiftUIFile.spring(SpringParameters(mass: 1, stiffness: 100, damping: 10)) == "Spring(mass: 1.0, stiffness: 100.0, damping: 10.0)")
        let heavy = SpringParameters(mass: 2, stiffness: 2 * 130.5071656342394, damping: 2 * 18.84955592153876)
        #expect(SwiftUIFile.spring(heavy).hasPrefix("Spring(mass: 2.0, "))
    }

    @Test func anOverdampedUserSpringIsWrittenAllowingOverDamping() throws {
        let action = try AnimateAction(.spring, [(key: "keyPath", text: "transform.scale"), (key: "fromValue", text: "0"), (key: "toValue", text: "1"),
                                                   (key: "damping", text: "40"), (key: "stiffness", text: "100")])
        let text = try SwiftOutValueTests.source(Scene(animation: action, setup: BadgeSetup(), timing: ClipTiming()), .swiftui)
        #expect(text.contains("spring: Spring(mass: 1.0, stiffness: 100.0, damping: 40.0, allowOverDamping: true)"), "\(text)")
    }
}
