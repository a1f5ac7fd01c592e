#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator, as CASpringAnimation and UISpringTimingParameters model it:
/// mass, stiffness, damping coefficient and initial velocity (1 = the whole distance in a second).
public struct SpringParameters: Hashable, Codable, Sendable {
    /// The mass attached to the spring (CASpringAnimation.mass).
    public var mass: Double
    /// The spring's stiffness coefficient (CASpringAnimation.stiffness).
    public var stiffness: Double
    /// The damping coefficient (CASpringAnimation.damping); not the ratio.
    public var damping: Double
    /// Initial velocity; 1 covers the whole distance in one second.
    public var initialVelocity: Double

    /// CASpringAnimation's defaults: mass 1, stiffness 100, damping 10, velocity 0.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// UIKit's damping-ratio form (UIView.animate(withDuration:…usingSpringWithDamping:
    /// initialSpringVelocity:)). UIKit picks the spring so it visibly settles within the
    /// duration; this uses the established correspondence: mass 1 and a stiffness at which the
    /// oscillation's envelope decays to 1/1500 of the distance at `duration`, with the damping
    /// ratio clipped to 0.01...1 as UIKit's API allows.
    ///
    /// Source of the correspondence: the answer to "CASpringAnimation from a damping ratio and
    /// duration" on Stack Overflow (question 61763337's answer, quoting a blog post: mass 1,
    /// `fractionOfAmplitude` 1500, stiffness = mass·log(1500)² / (duration²·ratio²), damping =
    /// 2·mass·√(stiffness/mass)·ratio, ratio clipped to 0.01...1), and the playground
    /// github.com/guillianbalisi/ios-spring-animations, which sets the two APIs side by side.
    /// Apple documents only the ratio's definition, damping / (2·√(stiffness·mass))
    /// (UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)), which this keeps.
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let ratio = min(1, max(dampingRatio, 0.01))
        let omega = log(1500) / (duration * ratio)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * omega * ratio, initialVelocity: initialVelocity)
    }

    /// The damping ratio: below 1 the spring overshoots and oscillates, 1 is critically damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Progress from 0 (start) to 1 (rest) at time t; may overshoot 1 when underdamped.
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        // x is the remaining displacement: x(0) = 1, x'(0) = −v0.
        let x: Double
        if abs(zeta - 1) < 1e-9 {
            x = (1 + (w0 - v0) * t) * exp(-w0 * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            x = exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (-v0 - r1) / (r2 - r1)
            x = (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 - x
    }

    /// How long until the value stays within 0.1% of the distance from rest
    /// (CASpringAnimation.settlingDuration's role), scanned at 1 ms.
    public var settlingDuration: Double {
        let step = 0.001, limit = 60.0
        var lastOutside = 0.0
        var t = 0.0
        while t < limit {
            if abs(1 - progress(at: t)) > 0.001 { lastOutside = t }
            // Past 2 s beyond the last excursion the envelope has long decayed.
            if t - lastOutside > 2 { break }
            t += step
        }
        return lastOutside + step
    }
}
