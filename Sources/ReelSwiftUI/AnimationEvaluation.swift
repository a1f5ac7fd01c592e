import Foundation

/// How each kind of animation moves a property: `animate` gives the offset travelled toward the
/// change `value` after `time` seconds (nil once finished), `velocity` the rate where the kind
/// keeps one, `shouldMerge` whether a new animation takes over a running one.
extension Animation.Kind {
    /// The offset from the start toward `value` at `time` s since the animation began, or nil
    /// when the animation has finished (the property then shows its model value).
    func animate(value: AnimatableVector, time: Double, context: inout AnimationContext) -> AnimatableVector? {
        switch self {
        case let .bezier(curve, duration):
            // [RE] BezierAnimation.fraction(for:): nil past the duration (and for duration ≤ 0).
            guard duration > 0, duration >= time else { return nil }
            return value.scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
        case let .fluidSpring(response, fraction, blend):
            return FluidSpring(response: response, dampingFraction: fraction, blendDuration: blend)
                .animate(value: value, time: time, context: &context)
        case let .interpolatingSpring(m, k, c, v0):
            return InterpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
                .animate(value: value, time: time, context: &context)
        case .systemDefault:
            return Animation.defaultBase.kind.animate(value: value, time: time, context: &context)
        case let .delay(delay, base):
            return base.animate(value: value, time: max(0, time - delay), context: &context)
        case let .speed(speed, base):
            return base.animate(value: value, time: time * speed, context: &context)
        case let .repeating(count, autoreverses, base):
            // [RE] RepeatAnimation.animate: an iteration ends on the first evaluation at which the
            // base returns nil; that evaluation shows the iteration's end value, resets the base's
            // state and starts the next iteration's clock there. Odd iterations of an autoreversing
            // repeat run backwards (value − base).
            let index = context.state.repeatIndex
            let elapsed = time - context.state.repeatOffset
            let reversed = index % 2 == 1 && autoreverses
            guard let moved = base.animate(value: value, time: elapsed, context: &context) else {
                context.state = AnimationState()
                context.state.repeatIndex = index + 1
                context.state.repeatOffset = time
                if let count, index + 1 >= count { return nil }
                return reversed ? .zero : value
            }
            return reversed ? value - moved : moved
        case let .combined(entries):
            return Animation.Kind.animateCombined(entries, time: time, context: &context)
        }
    }

    /// The velocity (units/s) the animation moves at, where it keeps one: only fluid springs do
    /// (SwiftUI's default `velocity` is nil, and so are the modifiers' [RE]).
    func velocity(context: AnimationContext) -> AnimatableVector? {
        switch self {
        case .fluidSpring: return context.state.spring.velocity
        case .systemDefault: return Animation.defaultBase.kind.velocity(context: context)
        default: return nil
        }
    }

    /// Whether this animation, arriving while `previous` runs, replaces it taking over its state
    /// (true) or runs beside it, combined (false). [Apple] `CustomAnimation.shouldMerge`: "default
    /// implementation returns false … both animations run together and the system combines their
    /// results". Fluid springs always merge [Apple] ("each animation will be replaced by their
    /// successor, preserving velocity"); delay, speed and repeat merge when equal and their bases
    /// merge [RE] (CustomAnimationModifier's default, Delay/SpeedAnimation).
    func shouldMerge(previous: Animation.Kind, value: AnimatableVector, time: Double, context: inout AnimationContext) -> Bool {
        switch (self, previous) {
        case let (.fluidSpring(response, _, _), _):
            FluidSpring.merge(response: response, previous: previous, value: value, time: time, context: &context)
            return true
        case (.systemDefault, _):
            return Animation.defaultBase.kind.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case let (.delay(d, base), .delay(pd, previousBase)):
            return d == pd && base.shouldMerge(previous: previousBase, value: value, time: max(0, time - d), context: &context)
        case let (.speed(s, base), .speed(ps, previousBase)):
            return s == ps && base.shouldMerge(previous: previousBase, value: value, time: time * s, context: &context)
        case let (.repeating(n, a, base), .repeating(pn, pa, previousBase)):
            return n == pn && a == pa && base.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
        default:
            return false
        }
    }

    /// DefaultCombiningAnimation [RE] (OpenSwiftUI `DefaultCombiningAnimation.swift`, audited):
    /// entry i runs from the entries before it — their live result — toward its own target Vᵢ:
    /// resultᵢ = resultᵢ₋₁ + animᵢ(Vᵢ − resultᵢ₋₁, t − tᵢ); a finished entry contributes Vᵢ
    /// exactly; the whole finishes (and is logically complete) when the newest entry does.
    static func animateCombined(_ entries: [Animation.CombinedEntry], time: Double,
                                context: inout AnimationContext) -> AnimatableVector? {
        let states = context.state.combined
        guard states.count == entries.count else { return nil }
        var result = AnimatableVector.zero
        for index in states.indices {
            guard let entryState = context.state.combined[index].state else {
                result = context.state.combined[index].value
                continue
            }
            var entryContext = AnimationContext(state: entryState, isLogicallyComplete: context.isLogicallyComplete)
            let toward = context.state.combined[index].value - result
            let moved = entries[index].animation.animate(value: toward, time: time - entries[index].elapsed, context: &entryContext)
            if let moved {
                context.state.combined[index].state = entryContext.state
                result += moved
            } else {
                context.state.combined[index].state = nil
                result += toward
            }
            if index == states.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete
                return moved == nil ? nil : result
            }
        }
        return nil
    }
}

/// SwiftUI's `spring(...)` family (FluidSpringAnimation) [RE×2]: not a closed form but a
/// semi-implicit (velocity-Verlet) integration of m = 1, k = (2π/r)² (at most 45 000),
/// c = 2√k·ζ in fixed steps of 1/300 s, kept between frames; it ends — and the property snaps
/// to its target — once |v| and |a| are at most 0.06 (absolute, units/s and units/s²) and at most
/// 1 % of the change remains. Sources: OpenSwiftUI `FluidSpringAnimation.swift` (SwiftUICore
/// type ID 73E5E3E5…, "Audited for 6.5.4, Status: Complete"); DanceUI has the same constants
/// (per /work/shared/reference/swiftui-research.md §1.5). Because only reimplementations pin
/// this, docs/swiftui.md lists it as what a device check should confirm.
struct FluidSpring {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double

    static let step = 1.0 / 300
    static let halfStep = 1.0 / 600
    static let maxStiffness = 45000.0

    func animate(value: AnimatableVector, time: Double, context: inout AnimationContext) -> AnimatableVector? {
        var s = context.state.spring
        var r = response
        if blendDuration > 0, s.blendInterval != 0 {
            // Response blending between merged springs, smoothstep over blendDuration. The
            // progress is clamped (DanceUI); OpenSwiftUI clamps blendDuration instead, an
            // operator-precedence slip per the research note.
            let p = min(max((time - s.blendStart) / blendDuration, 0), 1)
            r = response + s.blendInterval * (1 - p * p * (3 - 2 * p))
        }
        // r = 0 "requests an infinitely-stiff spring" [Apple]: capped at 45 000 as any k is
        // (DanceUI; OpenSwiftUI reads 1 there).
        let k = min(r > 0 ? (2 * .pi / r) * (2 * .pi / r) : .infinity, FluidSpring.maxStiffness)
        if time - s.startTime >= r { context.isLogicallyComplete = true }
        // A gap of more than a second (a suspended app) restarts the integration a frame back.
        if time - s.time > 1 { s.time = time - 1.0 / 60 }
        let c = 2 * k.squareRoot() * dampingFraction
        var t = s.time
        while t < time {
            let halfVelocity = s.velocity + s.force.scaled(by: FluidSpring.halfStep)
            s.offset += halfVelocity.scaled(by: FluidSpring.step)
            s.force = halfVelocity.scaled(by: -c) + (value - s.offset).scaled(by: k)
            s.velocity = halfVelocity + s.force.scaled(by: FluidSpring.halfStep)
            t += FluidSpring.step
        }
        s.time = t
        context.state.spring = s
        guard max(s.velocity.magnitudeSquared, s.force.magnitudeSquared) <= 0.0036 else { return s.offset }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        let remaining = (value - s.offset).magnitudeSquared
        guard tolerance > 0, tolerance < remaining else { return nil }
        return s.offset
    }

    /// FluidSpringAnimation.shouldMerge [RE]: the new spring keeps the old one's velocity (as of
    /// its last evaluation) and its offset advanced to `time`, restarts its clock there, and
    /// blends from the old response when both are fluid springs with different responses.
    static func merge(response: Double, previous: Animation.Kind, value: AnimatableVector, time: Double,
                      context: inout AnimationContext) {
        var s = context.state.spring
        if let v = previous.velocity(context: context) { s.velocity = v }
        if let offset = previous.animate(value: value, time: time, context: &context) { s.offset = offset }
        s.time = time
        s.startTime = time
        if case let .fluidSpring(previousResponse, _, _) = previous, previousResponse != response {
            s.blendInterval = previousResponse - response
            s.blendStart = time
        }
        context.state.spring = s
    }
}

/// `interpolatingSpring` (SpringAnimation) [RE] (OpenSwiftUI `SpringAnimation.swift`, ID
/// 580A00FC…, audited): a closed-form unit spring s(t) scaled onto the change; logically
/// complete at 2π/√k, finished at the model's settle time (ε = 0.001).
struct InterpolatingSpring {
    var mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// s(t): ζ < 1: 1 − e^(−ζω₀t)(cos ω_d t + A sin ω_d t), A = (ζω₀ − v₀)/ω_d, ω_d = ω₀√(1 − ζ²);
    /// ζ ≥ 1: 1 − (1 + (ω₀ − v₀)t)·e^(−ω₀t) — an overdamped interpolating spring moves as the
    /// critically damped one at ω₀ [RE].
    func sample(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio
        if zeta >= 1 { return 1 - (1 + (w0 - initialVelocity) * t) * exp(-t * w0) }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = (zeta * w0 - initialVelocity) / wd
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + a * sin(wd * t))
    }

    /// When the animation is removed. Underdamped: max(1, −ln(ε/(1 + |A|)) / (ζω₀)). OpenSwiftUI
    /// divides by ζ/ω₀, which is not a rate (a k = 100, c = 10 spring would run 140 s); the
    /// envelope's rate ζω₀ is taken here [Inferred] — a device check should time the removal.
    /// Critical and overdamped: SwiftUI's sampled settle search (0.1 s steps) [RE].
    var duration: Double {
        let epsilon = 0.001
        let w0 = naturalFrequency, zeta = dampingRatio
        if zeta == 0 { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (zeta * w0 - initialVelocity) / wd
            return max(-log(epsilon / (1 + abs(a))) / (zeta * w0), 1)
        }
        return Spring.firstSettledSample(epsilon: epsilon, unsettled: .best) { abs(1 - sample(at: $0)) }
    }

    func animate(value: AnimatableVector, time: Double, context: inout AnimationContext) -> AnimatableVector? {
        guard duration > time else { return nil }
        let s = sample(at: time)
        guard s.isFinite else { return nil }
        let logicalEnd = stiffness.isFinite ? 2 * .pi / stiffness.squareRoot() : 0
        if time >= logicalEnd { context.isLogicallyComplete = true }
        return value.scaled(by: s)
    }
}
