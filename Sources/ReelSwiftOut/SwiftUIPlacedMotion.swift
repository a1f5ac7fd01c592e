import ReelModels
import ReelSwiftUI
import ReelTimeline

/// The keyframes of one number of a placed tree (`SwiftUIPlacedTree`: a view's frame, offset,
/// scale or opacity as the stage drew it) in the forms of the animations that moved it (issue 40
/// item 3): each change the original made — a state change's animation, a layout change's, a
/// transition's, all started at the change's time — is tried against the frames where the
/// number starts to move then, as one `LinearKeyframe` through the change's named curve or
/// one `SpringKeyframe` of its spring (continuing the velocity of a spring it retargets, as
/// SwiftUI retargets a running spring from its current value and velocity, and as a
/// `SpringKeyframe` without a start velocity continues the previous segment's [Apple]
/// (…/springkeyframe/init(_:duration:spring:startvelocity:))). The target is the value the
/// frames settle at (a spring a later change leaves alone runs on to it); where another change
/// cuts the motion, the value its own change typed for the number it set, through the layout's
/// constants (`typed`); where the clip ends first, or no number says it, the one target that
/// puts the last frame on the curve; the segment is kept only where every frame it
/// covers is within the round trip's tolerance of it (1e-10 for a curve, which both sides
/// solve alike; `SwiftUIViewTracks.springTolerance` of the number's range for a spring). What
/// no change says — a number that is a product of two motions (a view scaled about a point
/// that is no fixed point of its frame while the layout moves it), curves that combine, a
/// repeat, a custom curve — is
/// sampled at the frames it covers, one straight `LinearKeyframe` a frame, the rest of the
/// track keeping its own form.
enum SwiftUIPlacedMotion {
    /// An animation a change started: when (seconds after the trigger) and what, and the
    /// numbers the change set with it.
    struct Start: Sendable {
        var time: Double
        var animation: ReelSwiftUI.Animation
        var targets: [Target] = []
    }

    /// A number a change set: its value at each frame of the clip, as two readings — at its
    /// place counted from the first number of the frame's tree and from the last (a frame
    /// whose tree holds other views or a transition's modifiers before or after it), nil where
    /// the frame has no number there — and the value the change gave it.
    struct Target: Sendable {
        /// Every frame's numbers (one array all targets share) and its place in the last's.
        var frames: [[Double]]
        var position: Int
        var to: Double

        /// The number at frame `k` by the reading `fromEnd` or not.
        func value(at k: Int, fromEnd: Bool) -> Double? {
            let numbers = frames[k], place = fromEnd ? numbers.count - (frames.last?.count ?? 0) + position : position
            return numbers.indices.contains(place) ? numbers[place] : nil
        }
    }

    /// How far a curve segment may be from a frame: both sides evaluate the same `UnitCurve`,
    /// so only rounding parts them (far below the round trip's 1e-9).
    static let curveTolerance = 1e-10
    /// A number that moves less than this between frames is held (rounding of the layout).
    static let still = 1e-11

    /// The animations the clip's changes started: its recorded numbers' (each with the numbers
    /// it set) and its layout changes' (a view's frame, a transition), each once, in time
    /// order, relative to `start`.
    static func starts(of clip: ViewClip, start: Double) -> [Start] {
        var out: [String: Start] = [:]
        func add(_ time: Double, _ animation: ReelSwiftUI.Animation, _ target: Target?) {
            let key = "\(time) \(animation)"
            out[key, default: Start(time: time - start, animation: animation)].targets += target.map { [$0] } ?? []
        }
        // A recorded number's position is in the last frame's numbers.
        lazy var numbers = clip.frames.map(\.numbers)
        for number in clip.motion?.numbers ?? [] {
            for case let .set(time, _, to, animation?, _) in number.events {
                add(time, animation, Target(frames: numbers, position: number.position, to: to))
            }
        }
        for change in clip.layoutChanges {
            for animation in change.animations.values { add(change.time, animation, nil) }
        }
        return out.values.sorted { $0.time < $1.time || ($0.time == $1.time && "\($0.animation)" < "\($1.animation)") }
    }

    /// `track` where the replay draws the frames with it (`replays`).
    static func fitted(_ series: SwiftUIViewTracks.Series, starts: [Start], start: Double) -> KeyframeTrackModel? {
        track(series, starts: starts, start: start).flatMap { replays($0, series) ? $0 : nil }
    }

    /// Whether a change the record holds for this number is a finite repeat (the non-placed
    /// form writes its other animations through `SwiftUIViewTracks.exact`).
    static func repeatsFinitely(_ series: SwiftUIViewTracks.Series) -> Bool {
        (series.changes ?? []).contains { event in
            guard case let .set(_, _, _, animation?, _) = event, let form = animation.repeatForm else { return false }
            return form.count != nil
        }
    }

    /// The value and velocity a track ends at, as `KeyframeTrack` carries them from one
    /// segment to the next.
    private struct End { var value: Double; var velocity: Double }

    /// A segment's shape for the fit: a named curve or a spring, from `begin`.
    private enum Motion {
        case curve(UnitCurve, TimingFunction, duration: Double)
        /// A spring, with the numbers its change set (what says its target where it is cut short).
        case spring(Spring, targets: [Target])
        /// `repeatCount(count, autoreverses:)` of a named curve after a delay (each iteration
        /// replays the delay).
        case repeated(UnitCurve, TimingFunction, duration: Double, delay: Double, count: Int, autoreverses: Bool)
    }

    /// One fitted segment: its keyframes, the last frame it draws, and where it leaves the track.
    private struct Fit {
        var segments: [KeyframeTrackModel.Segment]
        var last: Int
        var end: End
        /// A spring cut short by the next change (it may go on past it, retargeted or not).
        var running: Spring?
    }

    /// The track of `series` (frames at `series.times`, jumps in `series.changes`), or nil where
    /// its frames before the trigger move (the caller samples it whole then).
    static func track(_ series: SwiftUIViewTracks.Series, starts: [Start], start: Double) -> KeyframeTrackModel? {
        let v = series.values, t = series.times
        guard v.count > 1, !v.contains(where: { !$0.isFinite }) else { return nil }
        // Before the trigger the track shows its initial value; the frame at the trigger shows
        // a change made then (a `MoveKeyframe` at 0 shows from 0 on).
        let atTrigger = t.lastIndex { $0 <= 0 } ?? 0
        for k in 0..<atTrigger where abs(v[k] - v[0]) > still { return nil }
        let range = max(1e-12, v.max()! - v.min()!)
        let jumps: [(time: Double, to: Double)] = (series.changes ?? []).compactMap { event in
            guard case let .set(time, _, to, nil, _) = event else { return nil }
            return (time - start, to)
        }
        let begins = starts.compactMap { s -> (begin: Double, motion: Motion)? in
            let animation = s.animation
            switch animation.form {
            case let .curve(curve, duration, delay)?:
                guard duration > 0, let named = SwiftUIViewTracks.named(curve) else { return nil }
                return (s.time + delay, .curve(curve, named, duration: duration))
            case let .spring(response, fraction, delay)?:
                return (s.time + delay, .spring(Spring(response: response, dampingRatio: fraction), targets: s.targets))
            case nil:
                // A finite repeat of a named curve (a forever one is the repeating animator's,
                // `SwiftUIViewTracks.forever`, or sampled).
                guard let r = animation.repeatForm, let count = r.count, count > 0, count <= maximumIterations,
                      case let .curve(curve, duration, delay) = r.form, duration > 0, let named = SwiftUIViewTracks.named(curve) else { return nil }
                return (s.time + r.delay, .repeated(curve, named, duration: duration, delay: delay, count: count, autoreverses: r.autoreverses))
            }
        }
        var track = KeyframeTrackModel(name: "", initial: v[0])
        var end = End(value: v[0], velocity: 0)
        if abs(v[atTrigger] - v[0]) > still {
            track.segments.append(.init(to: v[atTrigger], duration: 0, kind: .move))
            end = End(value: v[atTrigger], velocity: 0)
        }
        var running: Spring?
        // The spans sampled, for the comment above the track.
        var sampled: [(from: Double, to: Double)] = []
        var next = atTrigger + 1
        var lastJump = -Double.infinity
        while next < v.count {
            guard let j = (next..<v.count).first(where: { abs(v[$0] - end.value) > still }) else { break }
            let after = max(track.duration, t[j - 1])
            // A jump the record saw between the frames (a view coming or going).
            if let jump = jumps.last(where: { $0.time > after - 1e-12 && $0.time <= t[j] }), jump.time > lastJump {
                hold(&track, until: jump.time, at: end.value)
                track.segments.append(.init(to: jump.to, duration: 0, kind: .move))
                end = End(value: jump.to, velocity: 0)
                running = nil
                lastJump = jump.time
                next = abs(v[j] - jump.to) <= still ? j + 1 : j
                continue
            }
            // The changes that begin between the frame before and this one, the latest first;
            // then a spring cut short at the track's end going on as it was.
            var tries = begins.filter { $0.begin >= after - 1e-9 && $0.begin < t[j] }.reversed().map { $0 }
            if let running, track.duration >= t[j - 1] - 1e-9, track.duration < t[j] { tries.append((track.duration, .spring(running, targets: []))) }
            var fitted: Fit?
            for candidate in tries {
                let nextBegin = begins.map(\.begin).filter { $0 > candidate.begin + 1e-9 }.min()
                if let fit = fit(candidate.motion, begin: candidate.begin, from: j, values: v, times: t, end: end,
                                 heldFrom: track.duration, cut: nextBegin, range: range, model: series.model) {
                    fitted = fit
                    hold(&track, until: candidate.begin, at: end.value)
                    break
                }
            }
            if let fit = fitted {
                track.segments += fit.segments
                end = fit.end
                running = fit.running
                next = fit.last + 1
                continue
            }
            // Not said by any change: this frame as a straight keyframe from the frame before.
            hold(&track, until: t[j - 1], at: end.value)
            let duration = t[j] - track.duration
            if duration > 1e-12 {
                track.segments.append(.init(to: v[j], duration: duration, kind: .linear(.linear)))
                end = End(value: v[j], velocity: (v[j] - end.value) / duration)
            } else {
                track.segments.append(.init(to: v[j], duration: 0, kind: .move))
                end = End(value: v[j], velocity: 0)
            }
            running = nil
            if let last = sampled.last, abs(last.to - t[j - 1]) < 1e-9 { sampled[sampled.count - 1].to = t[j] } else { sampled.append((max(0, t[j - 1]), t[j])) }
            next = j + 1
        }
        if !sampled.isEmpty {
            // Which spans: those no change's animation alone draws (a product of two motions, curves that combine).
            // To a tenth of a millisecond: the comment names the frames, the keyframes time them.
            func ms(_ t: Double) -> String { plainNumber((t * 1e4).rounded() / 1e4) }
            let spans = sampled.prefix(4).map { "\(ms($0.from))–\(ms($0.to)) s" }.joined(separator: ", ")
            track.approximation = "sampled at the clip's frames over \(spans)\(sampled.count > 4 ? " and \(sampled.count - 4) more spans" : ""), where no change's animation alone draws it"
        }
        return track
    }

    /// How many iterations of a finite repeat are written as keyframes [Inferred: a bound on
    /// the file, far above a badge's blinks; a clip's frames bound what is drawn anyway].
    static let maximumIterations = 1000

    /// A finite repeat as what it drew (issue 40: the count kept, not a repeat forever): each
    /// iteration its delay held, the curve to the change's value (back to the old one where
    /// it autoreverses, through the same curve: a reversed iteration shows the change less the
    /// base's progress [RE] RepeatAnimation), then held to the frame it ends on — the first
    /// evaluation after the base's end, which shows the end value and starts the next
    /// iteration's clock [RE] (AnimationEvaluation.swift) — and after the last, the model's
    /// value (where an even count of autoreversed iterations ends on the old value, it jumps
    /// to the new one, as SwiftUI's does). The iterations are written while the frames agree
    /// with them: one cut short (the view removed, or the animation replaced, partway) ends
    /// the fit at the last whole iteration, and the caller samples the rest of what was drawn.
    private static func repeated(_ curve: UnitCurve, _ named: TimingFunction, duration: Double, delay: Double, count: Int,
                                 autoreverses: Bool, begin: Double, from first: Int, values v: [Double], times t: [Double],
                                 start a: Double) -> Fit? {
        let length = delay + duration
        // The target: the first iteration's end value, as its frames say it.
        let inside = (first..<v.count).filter { t[$0] - begin <= length + 1e-9 }
        guard let last = inside.last else { return nil }
        let p = curve.value(at: min(1, max(0, (t[last] - begin - delay) / duration)))
        guard p >= 0.5 else { return nil }
        let b = a + (v[last] - a) / p
        func shown(_ k: Int, iteration i: Int, from clock: Double) -> Double {
            let (x0, x1) = autoreverses && i % 2 == 1 ? (b, a) : (a, b)
            return x0 + (x1 - x0) * curve.value(at: min(1, max(0, (t[k] - clock - delay) / duration)))
        }
        func fits(_ k: Int, _ value: Double) -> Bool { abs(v[k] - value) <= curveTolerance }
        var segments: [KeyframeTrackModel.Segment] = []
        var clock = begin, written = begin
        var lastFrame = first - 1
        var endValue = a
        for i in 0..<count {
            let (x0, x1) = autoreverses && i % 2 == 1 ? (b, a) : (a, b)
            // The frame it ends on: the first after its length, or the one after that where a
            // frame falls on its end within rounding (the base may still show its end there).
            let ends = [1e-9, -1e-9].compactMap { e in (lastFrame + 1..<v.count).first { t[$0] - clock > length + e } }
            var chosen: Int?
            for end in Set(ends).sorted() {
                let during = (lastFrame + 1..<end).allSatisfy { fits($0, shown($0, iteration: i, from: clock)) }
                let final = i == count - 1 ? b : x1
                // The next frame starts the next iteration from this one's time.
                let then = end + 1 >= v.count || i == count - 1 || fits(end + 1, shown(end + 1, iteration: i + 1, from: t[end]))
                if during, fits(end, final), then { chosen = end; break }
            }
            guard let end = chosen else {
                // The clip ends inside it: the iteration as the frames drawn of it say.
                if ends.isEmpty, (lastFrame + 1..<v.count).allSatisfy({ fits($0, shown($0, iteration: i, from: clock)) }) {
                    if clock + delay > written + 1e-12 { segments.append(.init(to: x0, duration: clock + delay - written, kind: .linear(.linear))) }
                    segments.append(.init(to: x1, duration: duration, kind: .linear(named)))
                    return Fit(segments: segments, last: v.count - 1, end: End(value: x1, velocity: 0), running: nil)
                }
                break
            }
            // Its delay, its curve, the rest to its end frame (a jump to the model's value
            // after the last, between its frame and the one before).
            if clock + delay > written + 1e-12 { segments.append(.init(to: x0, duration: clock + delay - written, kind: .linear(.linear))) }
            segments.append(.init(to: x1, duration: duration, kind: .linear(named)))
            written = clock + length
            if i == count - 1, x1 != b {
                let jump = max(written, (t[end - 1] + t[end]) / 2)
                if jump > written + 1e-12 { segments.append(.init(to: x1, duration: jump - written, kind: .linear(.linear))) }
                segments.append(.init(to: b, duration: 0, kind: .move))
                written = jump
            }
            endValue = i == count - 1 ? b : x1
            clock = t[end]
            lastFrame = end
        }
        guard lastFrame >= first else { return nil }
        return Fit(segments: segments, last: lastFrame, end: End(value: endValue, velocity: 0), running: nil)
    }

    /// Holds `value` until `time`: the value the track shows, which after a spring cut short is
    /// the value it reached, not its target (`KeyframeTrackModel.hold` holds the target).
    private static func hold(_ track: inout KeyframeTrackModel, until time: Double, at value: Double) {
        let gap = time - track.duration
        if gap > 1e-12 { track.segments.append(.init(to: value, duration: gap, kind: .linear(.linear))) }
    }

    /// `track` as the replay plays it (`KeyframeTrack`, which carries each segment's end value
    /// and velocity into the next) drawing every frame of `series` within the round trip's
    /// tolerance: 1e-9, or a spring's where it has one.
    static func replays(_ track: KeyframeTrackModel, _ series: SwiftUIViewTracks.Series) -> Bool {
        var keyframes: [Keyframe] = []
        var springs = false
        for s in track.segments {
            let to = AnimatableVector(s.to)
            switch s.kind {
            case .move: keyframes.append(.move(to))
            case let .linear(curve): keyframes.append(.linear(to, duration: s.duration, timingCurve: UnitCurve(curve)))
            case let .swiftUISpring(spring): keyframes.append(.spring(to, duration: s.duration, spring: spring)); springs = true
            case .spring: return false
            }
        }
        let replay = KeyframeTrack(keyframes)
        let range = max(1e-12, (series.values.max() ?? 0) - (series.values.min() ?? 0))
        let tolerance = springs ? SwiftUIViewTracks.springTolerance * range : 1e-9
        return zip(series.values, series.times).allSatisfy { value, time in
            // Before the trigger the animator has not started: it shows its initial value.
            abs((time < 0 ? track.initial : replay.value(from: AnimatableVector(track.initial), at: time).scalar) - value) <= tolerance
        }
    }

    /// `motion` from `begin` (after a hold where the track ends before it) fitted to the frames
    /// from `first` on: the frames it covers — a curve's to its end; a spring's to where it
    /// settles, or to `cut` (the next change) or the clip's end while it still moves — each
    /// within tolerance, its target as the frames say it; nil where they do not.
    private static func fit(_ motion: Motion, begin: Double, from first: Int, values v: [Double], times t: [Double],
                            end: End, heldFrom: Double, cut: Double?, range: Double, model: [Double]?) -> Fit? {
        let a = end.value
        // A hold before it ends at rest; a segment that starts where the last ended continues its velocity.
        let v0 = begin > heldFrom + 1e-12 ? 0 : end.velocity
        switch motion {
        case let .curve(curve, named, duration):
            let stop = begin + duration
            // The frames inside it, and the first after it, which shows its end value.
            let inside = (first..<v.count).filter { t[$0] <= stop + 1e-12 }
            let settled = (first..<v.count).first { t[$0] > stop + 1e-12 }
            // The target: what the last frame inside says (where the curve has gone far enough
            // to say it precisely), the frame after it where that agrees or nothing is inside.
            var b: Double?
            if let last = inside.last {
                let p = curve.value(at: min(1, (t[last] - begin) / duration))
                if p >= 0.5 { b = a + (v[last] - a) / p }
            }
            if let settled, b.map({ abs(v[settled] - $0) <= curveTolerance }) ?? true { b = v[settled] }
            guard let b else { return nil }
            for k in inside where abs(a + (b - a) * curve.value(at: max(0, (t[k] - begin) / duration)) - v[k]) > curveTolerance { return nil }
            return Fit(segments: [.init(to: b, duration: duration, kind: .linear(named))], last: inside.last ?? first - 1,
                       end: End(value: b, velocity: (b - a) * curve.velocity(at: 1) / duration), running: nil)
        case let .repeated(curve, named, duration, delay, count, autoreverses):
            return repeated(curve, named, duration: duration, delay: delay, count: count, autoreverses: autoreverses,
                            begin: begin, from: first, values: v, times: t, start: a)
        case let .spring(spring, targets):
            // A later change that leaves this number alone does not cut its spring: it goes on
            // to the target its own change gave it, which the frames come to rest at (SwiftUI
            // snaps a spring to its target when it ends: docs/swiftui.md), so that value is
            // its target, not one solved from the frames before the change, which only comes
            // within the fluid spring's integration of it (`SwiftUIViewTracks.springTolerance`:
            // `SpringKeyframe(0.998…)` where the change set 1). Tried first; where the later
            // change moves it too, its frames leave the spring and the fit below cuts it there.
            if cut != nil, let rest = (first + 1..<max(first + 1, v.count - 1)).first(where: { abs(v[$0 + 1] - v[$0]) <= still }),
               let whole = self.spring(spring, begin: begin, from: first, values: v, times: t, start: a, velocity: v0,
                                  upper: rest, settle: rest, cut: nil, targets: [], range: range) {
                return whole
            }
            // The frames it may draw: to the next change, or the clip's end.
            let upper = cut.map { c in (first..<v.count).last { t[$0] <= c + 1e-12 } ?? first - 1 } ?? v.count - 1
            guard upper >= first else { return nil }
            // Settled: it ends on a run of equal frames (SwiftUI snaps a spring to its target
            // when it ends: docs/swiftui.md), from the first of them.
            var settle: Int?
            if upper > first, abs(v[upper] - v[upper - 1]) <= still {
                var m = upper
                while m > first, abs(v[m - 1] - v[upper]) <= still { m -= 1 }
                settle = m
            }
            return self.spring(spring, begin: begin, from: first, values: v, times: t, start: a, velocity: v0,
                               upper: upper, settle: settle, cut: cut, targets: targets, range: range, model: model)
        }
    }

    /// `spring` from `begin` over the frames `first...upper`: settled at `settle` (its target
    /// the value there, then a `MoveKeyframe` to it), else cut at `cut` or the clip's end while
    /// it still moves (its target the value its change set, `typed`, where one of `targets`
    /// says it; else solved from the last frame); nil where a frame is further from it than
    /// the spring's tolerance.
    private static func spring(_ spring: Spring, begin: Double, from first: Int, values v: [Double], times t: [Double],
                               start a: Double, velocity v0: Double, upper: Int, settle: Int?, cut: Double?, targets: [Target],
                               range: Double, model: [Double]? = nil) -> Fit? {
        // value(t) = a + (b − a)·F(t) + G(t): F from rest toward 1, G the start velocity's part.
        func f(_ time: Double) -> Double { spring.value(target: 1, initialVelocity: 0, time: time) }
        func g(_ time: Double) -> Double { spring.value(target: 0, initialVelocity: v0, time: time) }
        let candidates: [Double], duration: Double
        if let settle {
            candidates = [v[upper]]
            duration = t[settle] - begin
        } else {
            let span = t[upper] - begin
            // Solved from the last frame where the spring has gone far enough to say it, after
            // the value the change typed.
            let solved = f(span) >= 0.5 ? a + (v[upper] - a - g(span)) / f(span) : nil
            candidates = [typed(targets, values: v, frames: first - 1...upper), laidOut(model, frames: first...upper), solved].compactMap { $0 }
            // Cut by the next change, it runs to it; at the clip's end, to the last frame.
            duration = (upper < v.count - 1 ? cut ?? t[upper] : t[upper]) - begin
        }
        guard duration > 0 else { return nil }
        let tolerance = SwiftUIViewTracks.springTolerance * range
        let drawn = first..<(settle ?? upper + 1)
        guard let b = candidates.first(where: { b in
            drawn.allSatisfy { k in t[k] - begin > duration + 1e-12 || abs(a + (b - a) * f(t[k] - begin) + g(t[k] - begin) - v[k]) <= tolerance }
        }) else { return nil }
        var segments: [KeyframeTrackModel.Segment] = [.init(to: b, duration: duration, kind: .swiftUISpring(spring))]
        if settle != nil {
            segments.append(.init(to: b, duration: 0, kind: .move))
            return Fit(segments: segments, last: upper, end: End(value: b, velocity: 0), running: nil)
        }
        let reached = a + (b - a) * f(duration) + g(duration)
        let velocity = spring.velocity(target: b - a, initialVelocity: v0, time: duration)
        return Fit(segments: segments, last: upper, end: End(value: reached, velocity: velocity), running: spring)
    }

    /// The target a layout change gave a number no change set (a view a neighbour's insertion
    /// moves over), where the spring is cut short: the place the frame's tree lays the view out
    /// at (`model`, the layout without its animations), where it holds one place over all the
    /// frames the spring draws. The frames alone say it only within the fluid spring's
    /// integration of it; the layout exactly.
    private static func laidOut(_ model: [Double]?, frames: ClosedRange<Int>) -> Double? {
        guard let model, frames.upperBound < model.count, frames.lowerBound >= 0 else { return nil }
        let target = model[frames.upperBound]
        return frames.allSatisfy({ abs(model[$0] - target) <= 1e-9 }) ? target : nil
    }

    /// The target a spring cut short was given, as its change typed it: where this number is
    /// one the change set, moved by the layout or a parent's scale by constants (`v = α + β·r`
    /// at every frame of `frames`, at least three, within 1e-9, and `r` moves there), its value
    /// at that number's new one, `α + β·to`. The frames alone say it only within the fluid
    /// spring's integration of it (`SwiftUIViewTracks.springTolerance`), the change exactly.
    private static func typed(_ targets: [Target], values v: [Double], frames: ClosedRange<Int>) -> Double? {
        let frames = frames.clamped(to: 0...v.count - 1)
        for target in targets {
            for fromEnd in [false, true] where target.frames.count == v.count {
                let pairs = frames.compactMap { k in target.value(at: k, fromEnd: fromEnd).map { (r: $0, v: v[k]) } }
                guard pairs.count >= 3, let low = pairs.min(by: { $0.r < $1.r }), let high = pairs.max(by: { $0.r < $1.r }), high.r - low.r > 1e-9 else { continue }
                let beta = (high.v - low.v) / (high.r - low.r), alpha = low.v - beta * low.r
                guard beta != 0, pairs.allSatisfy({ abs(alpha + beta * $0.r - $0.v) <= 1e-9 }) else { continue }
                return alpha + beta * target.to
            }
        }
        return nil
    }
}
