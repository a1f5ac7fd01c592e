import Foundation

/// A SwiftUI `Animation` value: what `withAnimation(_:)`, `.animation(_:value:)` and a
/// `Transaction` carry. It says how a property moves from its old value to its new one; the
/// moving itself is `AnimatedValue`'s.
///
/// Each kind is the internal animation SwiftUI boxes for the public spelling (the type names
/// real SwiftUI prints in `Animation.description`: `BezierAnimation`, `FluidSpringAnimation`,
/// `SpringAnimation`, `DefaultAnimation`; [Probe] camlittle.com 2024, and OpenSwiftUI [RE]).
/// docs/swiftui.md tabulates every formula's source and confidence.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Kind: Hashable, Sendable {
        /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`: a unit curve over a duration.
        case bezier(UnitCurve, duration: Double)
        /// Every `spring`/`smooth`/`snappy`/`bouncy`/`interactiveSpring`: a spring integrated in
        /// fixed steps that merges with its successor (FluidSpringAnimation).
        case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// `interpolatingSpring`: a closed-form unit spring scaled onto the change, combined
        /// additively (SpringAnimation).
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// `Animation.default` (DefaultAnimation): equal only to itself, moves as `defaultBase`.
        case systemDefault
        case delay(Double, Kind)
        case speed(Double, Kind)
        /// `repeatCount` (count) and `repeatForever` (nil).
        case repeating(count: Int?, autoreverses: Bool, Kind)
        /// What SwiftUI makes of an animation that interrupts one it does not merge with
        /// (DefaultCombiningAnimation); never built by a user.
        case combined([CombinedEntry])
    }

    /// One animation of a combined run and the elapsed time at which it joined.
    struct CombinedEntry: Hashable, Sendable {
        var animation: Kind
        var elapsed: Double
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    // MARK: Timing curves [Apple]: …/animation/easeinout etc.; default duration 0.35 s
    // (…/animation/easeinout "a duration of 0.35 seconds"; [RE] OpenSwiftUI BezierAnimation.swift).

    /// The default duration of the timing-curve animations, 0.35 s.
    public static let defaultDuration = 0.35

    public static func linear(duration: Double) -> Animation { Animation(.bezier(.linear, duration: duration)) }
    public static var linear: Animation { linear(duration: defaultDuration) }
    public static func easeIn(duration: Double) -> Animation { Animation(.bezier(.easeIn, duration: duration)) }
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    public static func easeOut(duration: Double) -> Animation { Animation(.bezier(.easeOut, duration: duration)) }
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(.bezier(.easeInOut, duration: duration)) }
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }

    /// `timingCurve(_:_:_:_:duration:)`: control points as given, duration 0.35 s by default [Apple].
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        Animation(.bezier(UnitCurve(p1x, p1y, p2x, p2y), duration: duration))
    }

    /// `timingCurve(_ curve: UnitCurve, duration:)` (iOS 17).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(.bezier(curve, duration: duration))
    }

    // MARK: Fluid springs

    /// `spring(response:dampingFraction:blendDuration:)`: defaults 0.5, 0.825, 0 [Apple]
    /// (…/animation/spring(response:dampingfraction:blendduration:)). It is
    /// `@_disfavoredOverload` [RE], so a bare `.spring()` is *not* this (see `spring(duration:…)`).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// `spring(duration:bounce:blendDuration:)`, defaults 0.5, 0, 0 [Apple]
    /// (…/animation/spring(duration:bounce:blendduration:), `@export(implementation)`): the
    /// fluid spring with response = duration and ζ from the bounce. With both overloads' defaults
    /// a bare `.spring()` / `.spring` binds here (the other is disfavoured): response 0.5, ζ 1.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// `.spring`: "uses the default parameter values" [Apple] (…/animation/spring), i.e.
    /// `spring(duration: 0.5, bounce: 0)`: response 0.5, ζ 1 — critically damped, no overshoot.
    public static var spring: Animation { spring() }

    /// `spring(_ spring: Spring, blendDuration:)` (iOS 17): the fluid spring at the Spring's
    /// response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// `.smooth(duration:extraBounce:)`: `spring(duration:, bounce: extraBounce)` [Apple]
    /// (…/animation/smooth(duration:extrabounce:), "base bounce of 0").
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    public static var smooth: Animation { smooth() }

    /// `.snappy`: base bounce 0.15 [Apple] (…/animation/snappy(duration:extrabounce:)).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static var snappy: Animation { snappy() }

    /// `.bouncy`: base bounce 0.3 [Apple] (…/animation/bouncy(duration:extrabounce:)).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static var bouncy: Animation { bouncy() }

    /// `interactiveSpring(response:dampingFraction:blendDuration:)`: defaults 0.15, 0.86, 0.25
    /// [Apple] (…/animation/interactivespring(response:dampingfraction:blendduration:)).
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `interactiveSpring(duration:extraBounce:blendDuration:)`: `spring(duration:, bounce:
    /// 0.15 + extraBounce, …)`, defaults 0.15, 0, 0.25 [RE] (inlinable body; [Probe] "base bounce
    /// 0.15"). As with `.spring()`, the response overload is disfavoured, so a bare
    /// `.interactiveSpring()` and the `.interactiveSpring` property bind here: response 0.15,
    /// ζ 0.85 (not the response overload's 0.86).
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `.interactiveSpring`: `interactiveSpring()`, the duration overload.
    public static var interactiveSpring: Animation { interactiveSpring() }

    // MARK: Interpolating springs

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` [Apple]
    /// (…/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)): "values in the
    /// range [0, 1] that are then used to interpolate within the [from, to] range … Preserves
    /// velocity across overlapping animations by adding the effects of each animation."
    /// `initialVelocity` is in fractions of the change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)`, defaults 0.5, 0, 0: stiffness and
    /// damping by `Spring`'s helpers, mass 1 [Apple] (an `@export(implementation)` body).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let k = Spring.stiffness(response: duration)
        let c = Spring.damping(fraction: Spring.dampingRatio(bounce: bounce), stiffness: k)
        return interpolatingSpring(stiffness: k, damping: c, initialVelocity: initialVelocity)
    }

    /// `.interpolatingSpring`: `interpolatingSpring()` with its defaults.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// `interpolatingSpring(_ spring: Spring, initialVelocity:)` (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    // MARK: The default

    /// `Animation.default`, as iOS 17 and later resolve it: "spring(response:dampingFraction:
    /// blendDuration:) with response equal to 0.55, dampingFraction equal to 1.0, blendDuration
    /// equal to 0.0 … Prior to iOS 17 … easeInOut" [Apple] (developer.apple.com/documentation/
    /// swiftui/animation/default). OpenSwiftUI's DefaultAnimation [RE] resolves to `.spring`
    /// (response 0.5) instead; Apple's published numbers are taken here, and docs/swiftui.md
    /// gives the device check that settles it (Δ = 1 at t = 0.2 s: 0.67 for 0.55, 0.72 for 0.5).
    /// Equal only to another `.default` (Apple: same page).
    public static let `default` = Animation(.systemDefault)

    /// What `.default` moves as on iOS 17 and later.
    public static let defaultBase = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// What `.default` moved as before iOS 17: `easeInOut`, 0.35 s [Apple].
    public static let legacyDefaultBase = Animation.easeInOut

    // MARK: Modifiers [Apple] (…/animation/delay(_:), speed(_:), repeatcount(_:autoreverses:),
    // repeatforever(autoreverses:)); formulas [RE] OpenSwiftUI Delay/Speed/RepeatAnimation.swift.

    /// Starts `delay` seconds later: the base sees max(0, t − delay).
    public func delay(_ delay: Double) -> Animation { Animation(.delay(delay, kind)) }

    /// Runs `speed` times as fast: the base sees t·speed.
    public func speed(_ speed: Double) -> Animation { Animation(.speed(speed, kind)) }

    /// Plays `repeatCount` times; "autoreverse counts towards the repeatCount" (a count of 2
    /// moves forward, then back, then stops) [Apple, doc comment]. The default autoreverses.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: repeatCount, autoreverses: autoreverses, kind))
    }

    /// Repeats without end; autoreverses by default.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: nil, autoreverses: autoreverses, kind))
    }

    // MARK: Description

    /// The Swift that spells this animation (the fully explicit form).
    public var description: String { Animation.spelling(kind) }

    private static func spelling(_ kind: Kind) -> String {
        switch kind {
        case let .bezier(c, d):
            switch c {
            case .linear: return ".linear(duration: \(d))"
            case .easeIn: return ".easeIn(duration: \(d))"
            case .easeOut: return ".easeOut(duration: \(d))"
            case .easeInOut: return ".easeInOut(duration: \(d))"
            default: return ".timingCurve(\(c.p1x), \(c.p1y), \(c.p2x), \(c.p2y), duration: \(d))"
            }
        case let .fluidSpring(r, z, b): return ".spring(response: \(r), dampingFraction: \(z), blendDuration: \(b))"
        case let .interpolatingSpring(m, k, c, v):
            return ".interpolatingSpring(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: \(v))"
        case .systemDefault: return ".default"
        case let .delay(d, base): return spelling(base) + ".delay(\(d))"
        case let .speed(s, base): return spelling(base) + ".speed(\(s))"
        case let .repeating(n?, a, base): return spelling(base) + ".repeatCount(\(n), autoreverses: \(a))"
        case let .repeating(nil, a, base): return spelling(base) + ".repeatForever(autoreverses: \(a))"
        case let .combined(entries): return "combined(" + entries.map { spelling($0.animation) }.joined(separator: ", ") + ")"
        }
    }
}
