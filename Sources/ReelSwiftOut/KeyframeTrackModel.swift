import ReelSwiftUI
import ReelTimeline

/// One SwiftUI `KeyframeTrack` as data, and BadgeReel's own evaluation of it: the value a
/// `keyframeAnimator` shows at each time, as SwiftUI documents its keyframes — a
/// `LinearKeyframe` interpolates from the previous keyframe's value to its own over its
/// duration through its `UnitCurve`, a `MoveKeyframe` jumps at once, a `SpringKeyframe`
/// follows a damped spring (`Spring(mass:stiffness:damping:)`, the oscillator
/// CASpringAnimation solves), and after the last keyframe the value holds.
struct KeyframeTrackModel: Sendable {
    enum Kind: Sendable {
        /// `LinearKeyframe(to, duration:, timingCurve:)`; `.linear` is `UnitCurve.linear`.
        case linear(TimingFunction)
        /// `MoveKeyframe(to)`: no duration.
        case move
        /// `SpringKeyframe(to, duration:, spring:, startVelocity:)`, the velocity in the
        /// value's units per second.
        case spring(SpringParameters)
        /// `SpringKeyframe(to, duration:, spring:)` of a SwiftUI `Spring` from rest: its closed
        /// form (`Spring.value`) over the segment, a fraction of the way from the previous value.
        case swiftUISpring(Spring)
    }

    struct Segment: Sendable {
        var to: Double
        var duration: Double
        var kind: Kind
    }

    /// The property's name in the values struct (`badgeWidth`).
    var name: String
    /// Its value before the first keyframe.
    var initial: Double
    var segments: [Segment] = []
    /// Where SwiftUI cannot say the motion exactly: why, for the comment above the track.
    var approximation: String?

    /// The track's length in seconds.
    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// The value at `t` seconds after the trigger.
    func value(at t: Double) -> Double {
        var start = 0.0, from = initial
        for segment in segments {
            let end = start + segment.duration
            switch segment.kind {
            case .move:
                if t < start { return from }
                from = segment.to
                continue
            case .linear(let curve):
                if t < end, segment.duration > 0 {
                    let u = max(0, (t - start) / segment.duration)
                    return from.interpolated(to: segment.to, fraction: curve(u))
                }
            case .spring(let spring):
                if t < end, segment.duration > 0 {
                    return from.interpolated(to: segment.to, fraction: spring.progress(at: max(0, t - start)))
                }
            case .swiftUISpring(let spring):
                if t < end, segment.duration > 0 {
                    return from.interpolated(to: segment.to, fraction: spring.value(target: 1, time: max(0, t - start)))
                }
            }
            from = segment.to
            start = end
        }
        return from
    }

    /// The value the track ends at.
    var last: Double { segments.last?.to ?? initial }

    /// Whether the track ever leaves its initial value: a track that does not is not written
    /// (its view shows the initial value, which the modifiers take from the trigger's).
    var moves: Bool { segments.contains { $0.to != initial } }

    /// The same motion in fewer keyframes: holds in a row (keyframes to the value already
    /// shown, through any curve) as one, whose length is their exact sum; jumps in a row as
    /// the last; holds at the end dropped, since a track holds its last value anyway.
    func compacted() -> KeyframeTrackModel {
        var out = self
        out.segments = []
        var from = initial
        var held = Rational.zero
        func flush() {
            if held > .zero { out.segments.append(Segment(to: from, duration: held.doubleValue, kind: .linear(.linear))) }
            held = .zero
        }
        for segment in segments {
            let isHold: Bool = switch segment.kind {
            case .linear: segment.to == from
            case .move: segment.to == from
            case .spring, .swiftUISpring: false
            }
            if isHold {
                if case .linear = segment.kind { held += Rational(reading: segment.duration) }
                continue
            }
            flush()
            if case .move = segment.kind, let previous = out.segments.last, case .move = previous.kind {
                // Jumps in a row show only the last; none at all if it lands where the first began.
                out.segments.removeLast()
                let before = out.segments.last?.to ?? initial
                from = segment.to
                if segment.to != before { out.segments.append(segment) }
                continue
            }
            out.segments.append(segment)
            from = segment.to
        }
        return out
    }

    /// Holds the current value until `t` (a `LinearKeyframe` to the same value).
    mutating func hold(until t: Double) {
        let gap = t - duration
        if gap > 1e-12 { segments.append(Segment(to: last, duration: gap, kind: .linear(.linear))) }
    }

    /// Jumps to `v` now, if it is not the value already.
    mutating func move(to v: Double) {
        if v != last { segments.append(Segment(to: v, duration: 0, kind: .move)) }
    }
}
