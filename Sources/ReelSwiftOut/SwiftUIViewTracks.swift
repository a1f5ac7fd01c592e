import ReelSwiftUI
import ReelTimeline

/// The keyframe track of one number of a SwiftUI clip that moves (issue 39 item 4): the
/// animations the stage recorded, as the keyframes that say them — a timing curve as a
/// `LinearKeyframe` through that curve, a spring as a `SpringKeyframe` of that spring, a jump
/// as a `MoveKeyframe`, a delay or a wait as a hold — where every frame of the clip is within
/// the tolerance of it; otherwise (a merged or combined run, a repeat, a custom curve, what an
/// animator or a transition drove) the frames themselves, one straight `LinearKeyframe` a frame.
enum SwiftUIViewTracks {
    /// How far an exact track may be from the clip's frames, as a fraction of the number's
    /// range over the clip: a curve is the same Bézier on both sides (each solves it to 1e-7 in
    /// time); a spring is the one SwiftUI's fluid spring integrates in 1/300 s steps and ends by
    /// snapping to its target (docs/swiftui.md), while `SpringKeyframe` is its closed form
    /// (`Spring.value`), so they part by the integrator's error and the snap: 1.8 % of the
    /// change for the like button's `spring(duration: 0.4, bounce: 0.3)` (SwiftUIViewOutTests).
    static let curveTolerance = 1e-6
    static let springTolerance = 0.03

    /// The values of position `position` at each frame; `times` the frames' times after the
    /// trigger.
    struct Series {
        var values: [Double]
        var times: [Double]
        var changes: [ViewClipMotion.Event]?
        /// A placed number's value at each frame with the layout's changes not animated (each
        /// view where the frame's tree lays it out): what a layout change moves it toward.
        var model: [Double]? = nil
    }

    /// The exact track where the record says the motion and the frames agree; else nil.
    static func exact(_ series: Series, start: Double) -> KeyframeTrackModel? {
        guard let events = series.changes, !events.isEmpty else { return nil }
        var track = KeyframeTrackModel(name: "", initial: series.values[0])
        var tolerance = curveTolerance
        // A change that met a running animation moved as SwiftUI merged or combined the two.
        if events.contains(where: { if case .set(_, _, _, _, true) = $0 { true } else { false } }) { return nil }
        var index = 0
        while index < events.count {
            let event = events[index]
            index += 1
            guard case let .set(time, _, to, animation, _) = event else { continue }
            let at = time - start
            track.hold(until: at)
            guard let animation else { track.move(to: to); continue }
            switch animation.form {
            case let .curve(curve, duration, delay)?:
                guard let named = named(curve) else { return nil }
                track.hold(until: at + delay)
                track.segments.append(.init(to: to, duration: duration, kind: .linear(named)))
            case let .spring(response, fraction, delay)?:
                // The spring ran until the frame the stage ended it on (it snaps to its target there).
                guard case let .ended(end)? = events[index...].first(where: { if case .ended = $0 { true } else { false } }) else { return nil }
                track.hold(until: at + delay)
                let duration = end - time - delay
                guard duration > 0 else { return nil }
                track.segments.append(.init(to: to, duration: duration, kind: .swiftUISpring(Spring(response: response, dampingRatio: fraction))))
                track.segments.append(.init(to: to, duration: 0, kind: .move))
                tolerance = springTolerance
            case nil:
                return nil
            }
        }
        let scale = max(1e-12, (series.values.max() ?? 0) - (series.values.min() ?? 0))
        for (value, t) in zip(series.values, series.times) where abs(track.value(at: max(0, t)) - value) > tolerance * scale {
            return nil
        }
        return track
    }

    /// A number a `repeatForever` of a named curve moves from the trigger on (its one change,
    /// at the trigger): one cycle of it — the delay as a hold, the curve to the new value, and
    /// when it autoreverses the delay again and the same curve back to the old (a reversed
    /// iteration shows the change less the base's progress, so `easeIn` leaves the new value
    /// slowly: [RE] RepeatAnimation, AnimationEvaluation.swift) — for a `KeyframeAnimator(repeating: true)`,
    /// which plays its timeline again and again from the start [Apple] (…/keyframeanimator(
    /// initialvalue:repeating:content:keyframes:)). An iteration ends on the first frame the
    /// base has ended by, which shows its end value and starts the next [RE] RepeatAnimation
    /// (AnimationEvaluation.swift), so each lasts its length rounded up to the frames, or one
    /// frame more where the base still shows its end on the frame at its length: that rest is a
    /// hold after each curve (`rest`), the one of the two that every frame agrees with; nil
    /// where neither does.
    static func forever(_ series: Series, start: Double) -> (track: KeyframeTrackModel, cycle: Double, rest: Double)? {
        guard let events = series.changes, events.count == 1, case let .set(time, from, to, animation?, false) = events[0],
              abs(time - start) < 1e-9, let form = animation.repeatForm, form.count == nil, form.delay == 0,
              case let .curve(curve, duration, delay) = form.form, duration > 0, let named = named(curve),
              series.values[0] == from, series.times.count > 1 else { return nil }
        let step = series.times[1] - series.times[0]
        let length = delay + duration
        let frames = (length / step - 1e-9).rounded(.up) * step
        let scale = max(1e-12, (series.values.max() ?? 0) - (series.values.min() ?? 0))
        for rest in [frames - length, frames - length + step] where rest >= -1e-12 {
            var track = KeyframeTrackModel(name: "", initial: from)
            track.hold(until: delay)
            track.segments.append(.init(to: to, duration: duration, kind: .linear(named)))
            track.hold(until: track.duration + rest)
            if form.autoreverses {
                track.hold(until: track.duration + delay)
                track.segments.append(.init(to: from, duration: duration, kind: .linear(named)))
                track.hold(until: track.duration + rest)
            }
            let cycle = track.duration
            let agrees = zip(series.values, series.times).allSatisfy { value, t in
                abs((t <= 0 ? from : track.value(at: t.truncatingRemainder(dividingBy: cycle))) - value) <= curveTolerance * scale
            }
            if agrees { return (track, cycle, max(0, rest)) }
        }
        return nil
    }

    /// The frames as straight keyframes: held until the frame before the first that differs,
    /// then each frame's value reached at that frame's time, then held (nothing is written
    /// after the last change). Exact at every frame. A change the record says jumped (set
    /// without an animation, one that interrupts a running animation too) is a `MoveKeyframe`
    /// at its own time, not a ramp from the frame before.
    static func sampled(_ series: Series, start: Double) -> KeyframeTrackModel {
        var track = KeyframeTrackModel(name: "", initial: series.values[0])
        guard let first = series.values.firstIndex(where: { $0 != series.values[0] }) else { return track }
        let last = series.values.lastIndex(where: { $0 != series.values.last! }).map { $0 + 1 } ?? first
        let jumps: [(time: Double, to: Double)] = (series.changes ?? []).compactMap { event in
            guard case let .set(time, _, to, nil, _) = event else { return nil }
            return (time - start, to)
        }
        var shown = 0.0
        if first > 0, series.times[first - 1] > 0 {
            track.hold(until: series.times[first - 1])
            shown = series.times[first - 1]
        }
        for k in first...last {
            // The last jump between the frame before and this one, after the trigger.
            if let jump = jumps.last(where: { $0.time > max(shown, series.times[k - 1], 0) && $0.time <= series.times[k] }) {
                track.hold(until: jump.time)
                track.move(to: jump.to)
                shown = jump.time
            }
            let duration = series.times[k] - shown
            if duration > 1e-12 {
                track.segments.append(.init(to: series.values[k], duration: duration, kind: .linear(.linear)))
            } else {
                track.move(to: series.values[k])
            }
            shown = max(shown, series.times[k])
        }
        track.approximation = "sampled at the clip's frames"
        return track.compacted()
    }

    /// `UnitCurve`'s named curves, which `LinearKeyframe(timingCurve:)` takes by name.
    static func named(_ curve: UnitCurve) -> TimingFunction? {
        let names: [(UnitCurve, TimingFunction)] = [(.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInEaseOut)]
        return names.first { $0.0 == curve }?.1
    }

    /// A keyframe as the SwiftUI file spells it: named curves by name (`.easeInOut`).
    static func spell(_ s: KeyframeTrackModel.Segment, from: Double) -> String {
        if case .linear(let fn) = s.kind {
            let name = [(TimingFunction.linear, ""), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInEaseOut, ".easeInOut")].first { $0.0 == fn }?.1
            if let name {
                let d = SwiftLiteral.computed(s.duration), to = SwiftLiteral.computed(s.to)
                return name.isEmpty ? "LinearKeyframe(\(to), duration: \(d))" : "LinearKeyframe(\(to), duration: \(d), timingCurve: \(name))"
            }
        }
        return SwiftUIFile.keyframe(s, from: from)
    }
}
