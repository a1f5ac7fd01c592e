/// An `Animation` in the terms a `keyframeAnimator` track can say exactly (issue 39 item 4,
/// `-o x.swift` of a SwiftUI file): a timing curve over a duration, or a spring, after a
/// delay. Repeats, combined runs and `interpolatingSpring` have no such form here (the writer
/// samples what they moved).
public enum AnimationForm: Hashable, Sendable {
    /// A unit curve over `duration` seconds, starting `delay` seconds after the change.
    case curve(UnitCurve, duration: Double, delay: Double)
    /// SwiftUI's fluid spring at `response` and `dampingFraction`, starting `delay` seconds
    /// after the change.
    case spring(response: Double, dampingFraction: Double, delay: Double)
}

extension Animation {
    /// This animation as a curve or a spring after a delay; nil where it is neither.
    ///
    /// `delay(d)` shows the base at max(0, t − d) and `speed(s)` at t·s [Apple] (…/animation/
    /// delay(_:), …/animation/speed(_:); [RE] OpenSwiftUI DelayAnimation, SpeedAnimation), so
    /// a chain of them is the base at (t − delay)·speed: a curve at speed s lasts its duration
    /// / s; a spring at speed s moves as one whose response is divided by s (its closed form
    /// is a function of t / response). `.default` is its iOS 17 base (`defaultBase`).
    public var form: AnimationForm? {
        guard let (base, delay, speed) = Self.folded(kind), speed > 0, speed.isFinite else { return nil }
        switch base {
        case let .bezier(curve, duration):
            return .curve(curve, duration: duration / speed, delay: delay)
        case let .fluidSpring(response, dampingFraction, _):
            return .spring(response: response / speed, dampingFraction: dampingFraction, delay: delay)
        default:
            return nil
        }
    }

    /// The base of a chain of delays and speeds, with the chain as one delay and one speed:
    /// `.delay(d, inner)` is inner(t − d); `.speed(s, inner)` is inner(t·s).
    private static func folded(_ kind: Kind) -> (Kind, delay: Double, speed: Double)? {
        switch kind {
        case .bezier, .fluidSpring:
            return (kind, 0, 1)
        case .systemDefault:
            return folded(Animation.defaultBase.kind)
        case let .delay(d, inner):
            guard let (base, delay, speed) = folded(inner) else { return nil }
            return (base, delay + d, speed)
        case let .speed(s, inner):
            guard let (base, delay, speed) = folded(inner) else { return nil }
            return (base, delay / s, speed * s)
        case .interpolatingSpring, .repeating, .combined:
            return nil
        }
    }
}

extension Animation {
    /// A `repeatCount`/`repeatForever` of what `form` says (a curve or a spring after a delay):
    /// the base's form, whether it autoreverses, the count (nil: forever), and the delay before
    /// the first iteration (delays outside the repeat; speeds outside it are folded into the
    /// base's form, as `form` folds them). Each iteration replays the base, its delay included
    /// [RE] RepeatAnimation (AnimationEvaluation.swift). Nil for anything else.
    public var repeatForm: (form: AnimationForm, autoreverses: Bool, count: Int?, delay: Double)? {
        var outer = kind, delay = 0.0, speed = 1.0
        while true {
            switch outer {
            case let .delay(d, inner): delay += d / speed; outer = inner; continue
            case let .speed(s, inner): speed *= s; outer = inner; continue
            default: break
            }
            break
        }
        guard case let .repeating(count, autoreverses, base) = outer, speed > 0, speed.isFinite,
              let form = Animation(.speed(speed, base)).form else { return nil }
        return (form, autoreverses, count, delay)
    }
}
