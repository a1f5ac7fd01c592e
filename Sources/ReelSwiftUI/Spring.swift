import Foundation

/// SwiftUI's `Spring` (iOS 17): one spring, convertible between its three spellings —
/// duration and bounce, response and damping ratio, mass/stiffness/damping — and evaluable in
/// closed form (`value`, `velocity`, `settlingDuration`).
///
/// Stored, as SwiftUI stores it [RE] (OpenSwiftUI `Spring/Respring/Spring+*.swift`, "TODO: Audit
/// Respring"), as a decay constant λ and a signed angular frequency ω (ω < 0 marks an
/// overdamped spring) and a mass. Apple's worked example pins the conversions [Apple]
/// (developer.apple.com/documentation/swiftui/spring): `Spring(duration: 0.5, bounce: 0.3)` →
/// (mass, stiffness, damping) = (1.0, 157.9, 17.6); `Spring(mass: 1, stiffness: 100, damping: 10)`
/// → (duration, bounce) = (0.63, 0.5). `SpringTests` checks both.
public struct Spring: Hashable, Sendable {
    /// λ: the envelope's decay rate, 1/s.
    public let decayConstant: Double
    /// ω: the damped angular frequency, rad/s; negative for an overdamped spring, 0 critical.
    public let angularFrequency: Double
    /// m.
    public let mass: Double

    init(decayConstant: Double, angularFrequency: Double, mass: Double) {
        self.decayConstant = decayConstant; self.angularFrequency = angularFrequency; self.mass = mass
    }

    /// `Spring(duration:bounce:)` [Apple] (…/spring/init(duration:bounce:)): bounce 0 is critically
    /// damped, up to 1 undamped, down to −1 overdamped. ζ = 1 − bounce, or 1/(1 + bounce) below 0
    /// ([Apple] `springDampingFraction(bounce:)`, an always-emit-into-client body).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let ratio = Spring.dampingRatio(bounce: bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// `Spring(response:dampingRatio:)`: λ = 2πζ/r, ω = ±2π·√|1 − ζ²|/r (− when ζ > 1) [RE].
    public init(response: Double, dampingRatio: Double) {
        let sign: Double = dampingRatio > 1 ? -1 : 1
        angularFrequency = sign * 2 * .pi * abs(1 - dampingRatio * dampingRatio).squareRoot() / response
        decayConstant = 2 * .pi * dampingRatio / response
        mass = 1
    }

    /// `Spring(mass:stiffness:damping:allowOverDamping:)`. With `allowOverDamping` false an
    /// overdamped spring "should instead be treated as critically damped" [Apple]
    /// (…/spring/init(mass:stiffness:damping:allowoverdamping:)): λ = ω₀, ω = 0 [RE].
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let lambda = damping / (2 * mass)
        if lambda > naturalFrequency && !allowOverDamping {
            angularFrequency = 0
            decayConstant = naturalFrequency
        } else {
            let omega = abs(stiffness / mass - lambda * lambda).squareRoot()
            angularFrequency = lambda > naturalFrequency ? -omega : omega
            decayConstant = lambda
        }
        self.mass = mass
    }

    /// `Spring()`: duration 0.5, bounce 0 [Apple] (…/spring/init(duration:bounce:) defaults).
    public init() { self.init(duration: 0.5, bounce: 0) }

    /// `.smooth`: `Spring(duration: 0.5, bounce: 0)` plus `extraBounce` [RE] (inlinable bodies;
    /// [Apple] …/spring/smooth(duration:extrabounce:) "base bounce of 0").
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy`: base bounce 0.15 [Apple] (…/spring/snappy(duration:extrabounce:)).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy`: base bounce 0.3 [Apple] (…/spring/bouncy(duration:extrabounce:)).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// ζ for a bounce: 1 − b, or 1/(1 + b) for b < 0 [Apple] (`springDampingFraction(bounce:)`;
    /// [Probe] confirms the 1/(b + 1) branch; WWDC23's slide 4π/(d + 4πb) is wrong, per [Probe]).
    public static func dampingRatio(bounce: Double) -> Double { bounce < 0 ? 1 / (bounce + 1) : 1 - bounce }

    /// k = (2π/r)², ∞ for r ≤ 0 [Apple] (`springStiffness(response:)`).
    public static func stiffness(response: Double) -> Double {
        response <= 0 ? .infinity : (2 * .pi / response) * (2 * .pi / response)
    }

    /// c = 2√k·ζ [Apple] (`springDamping(fraction:stiffness:)`).
    public static func damping(fraction: Double, stiffness: Double) -> Double { 2 * stiffness.squareRoot() * fraction }

    /// The perceptual duration = response = 2π / √(λ² + ω|ω|) [RE].
    public var duration: Double { 2 * .pi / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot() }

    /// The same number under its other name.
    public var response: Double { duration }

    /// ζ = λ·response/2π [RE].
    public var dampingRatio: Double { decayConstant * response / (2 * .pi) }

    /// 1 − ζ for ω ≥ 0, 1/ζ − 1 overdamped [RE], written as SwiftUI's getter computes it.
    public var bounce: Double {
        let lambda = decayConstant, omega = angularFrequency
        if omega >= 0 { return 1 - lambda / (omega * omega + lambda * lambda).squareRoot() }
        return (lambda * lambda - omega * omega).squareRoot() / lambda - 1
    }

    /// m·(ω² + λ²). For an overdamped spring this is not the stiffness it was made with
    /// (Spring(duration: 0.5, bounce: −0.2) reports 335.57, not 157.91): [Probe] says SwiftUI's
    /// getter does exactly that, so this one does too.
    public var stiffness: Double { mass * (angularFrequency * angularFrequency + decayConstant * decayConstant) }

    /// 2·m·λ [RE].
    public var damping: Double { 2 * mass * decayConstant }

    /// Displacement from the start toward `target` after `time` s, starting at `initialVelocity`
    /// (units/s), in closed form [RE] (OpenSwiftUI `Spring+VectorArithmetic.swift`; [Probe]
    /// "matches that closed form exactly" for an overdamped spring):
    ///   ω > 0: Δ − e^(−λt)·[Δ·cos ωt + (λΔ − v₀)/ω·sin ωt]
    ///   ω = 0: Δ − e^(−λt)·[Δ + (λΔ − v₀)·t]
    ///   ω < 0: the sum of the two real exponentials e^((±|ω|−λ)t).
    public func value(target: Double, initialVelocity: Double = 0, time t: Double) -> Double {
        let lambda = decayConstant, omega = angularFrequency
        if omega > 0 {
            return target - exp(-lambda * t) * (target * cos(omega * t) + (lambda * target - initialVelocity) / omega * sin(omega * t))
        }
        if omega == 0 { return target - exp(-lambda * t) * (target + (lambda * target - initialVelocity) * t) }
        // Overdamped: roots r₁ = −λ + |ω|, r₂ = −λ − |ω| (ω < 0 here, so |ω| = −ω).
        let r1 = -lambda - omega, r2 = -lambda + omega
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        // x(0) = 0, x'(0) = v₀, x(∞) = Δ: x = Δ + A e1 + B e2 with A + B = −Δ, r₁A + r₂B = v₀.
        let a = (initialVelocity + r2 * target) / (r1 - r2)
        let b = -target - a
        return target + a * e1 + b * e2
    }

    /// The derivative of `value` (units/s). For overdamped springs SwiftUI's own getter is wrong
    /// ([Probe]); this is the true derivative, which is what a spring keyframe continues from.
    public func velocity(target: Double, initialVelocity: Double = 0, time t: Double) -> Double {
        let lambda = decayConstant, omega = angularFrequency
        if omega > 0 {
            let c = target, s = (lambda * target - initialVelocity) / omega
            // d/dt[−e^(−λt)(c cos ωt + s sin ωt)]
            return exp(-lambda * t) * ((lambda * c - omega * s) * cos(omega * t) + (lambda * s + omega * c) * sin(omega * t))
        }
        if omega == 0 {
            let k = lambda * target - initialVelocity
            return exp(-lambda * t) * (lambda * (target + k * t) - k)
        }
        let r1 = -lambda - omega, r2 = -lambda + omega
        let a = (initialVelocity + r2 * target) / (r1 - r2)
        let b = -target - a
        return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
    }

    /// `settlingDuration`: "target of 1.0, an initialVelocity of 0, and an epsilon of 0.001" [Apple]
    /// (…/spring/settlingduration).
    public var settlingDuration: Double { settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001) }

    /// The time the spring is taken to settle, by SwiftUI's algorithm [RE] (OpenSwiftUI
    /// `Spring+VectorArithmetic.swift`; [Probe] confirms 1.0447 s for (0.5, 0.3), 0.6354 s for
    /// (0.35, 0.15), 0.6 s and 0.3 s for critical (0.4, 0) and (0.15, 0)):
    /// underdamped, the envelope bound −ln(ε / (|λΔ − v₀| + |Δ|)) / λ; critical or overdamped,
    /// the first of the samples t = 0, 0.1, 0.2, … (at most 1024) after which the distance to the
    /// target stays below ε for more than 1 s (0 when none does). ∞ for an undamped spring.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> Double {
        if decayConstant == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude = abs(target * decayConstant - initialVelocity) + abs(target)
            return max(0, -log(epsilon / magnitude) / decayConstant)
        }
        return Spring.firstSettledSample(epsilon: epsilon, unsettled: .zero) {
            abs(value(target: target, initialVelocity: initialVelocity, time: $0) - target)
        }
    }

    /// SwiftUI's sampled settle search, shared by `Spring.settlingDuration` and the interpolating
    /// spring's `SpringModel.duration` [RE]: walk t = 0, 0.1, … (time accumulated by repeated
    /// addition, as SwiftUI does); keep the best sample while above ε; once below ε, a sample back
    /// above ε restarts the search, and staying below for more than 1 s returns the time it was
    /// first reached. A distance that is not finite gives 0; 1024 samples that never settle give
    /// 0 for `Spring` and the best sample for the interpolating spring's model (`unsettled`).
    static func firstSettledSample(epsilon: Double, unsettled: Unsettled, distance: (Double) -> Double) -> Double {
        var best = Double.infinity, bestTime = -1.0, time = 0.0
        for _ in 0..<1024 {
            let d = distance(time)
            if !d.isFinite { return 0 }
            if best >= epsilon {
                if d < best { best = d; bestTime = time }
            } else if d >= epsilon {
                best = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            time += 0.1
        }
        return unsettled == .zero ? 0 : bestTime
    }

    /// What the settle search answers when no sample settles.
    enum Unsettled { case zero, best }
}
