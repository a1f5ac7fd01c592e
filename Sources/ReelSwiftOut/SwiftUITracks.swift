import ReelModels
import ReelTimeline

/// The SwiftUI form's tracks for a scene: for each layer, one keyframe track per value that
/// moves, exact where a SwiftUI keyframe says the motion (UIView.animate steps and basic
/// animations as `LinearKeyframe`s through the step's curve, the bell's keyframes as pieces
/// of its overall curve, springs as `SpringKeyframe`s), sampled where it cannot (cubic and
/// paced keyframes, groups, speed and offsets, additive animations), and measured against
/// the timeline either way.
struct SwiftUITracks {
    /// The layers in drawing order, with their tracks (only those that move).
    struct LayerTracks {
        var layer: String
        var base: LayerState
        var tracks: [KeyframeTrackModel]
    }

    var layers: [LayerTracks] = []
    /// Seconds from the trigger to the end of the last action walked.
    var duration = 0.0
    /// The largest difference between each track and the timeline, by track name (`badge.width`).
    var deviations: [String: (value: Double, at: Double)] = [:]
    /// Seconds between the times the tracks were measured at.
    var measureStep = 0.001
    /// Colours that move but are not written (a note for the file).
    var unwrittenColors: [String] = []
    /// A framed seed animation's own name for its modifier (`SeedSwiftUITracks.name`).
    var seedName: String?
    /// What the parts show that their actions set after the trigger without animating it —
    /// a text (a count, a `set` of text) or a fill colour (a `set` of backgroundColor) — each
    /// at its time after the trigger: no keyframe moves a string, and a colour set at once is
    /// the view's state, so they are the scene view's state, which the replay line sets then.
    var stateChanges: [StateChange] = []

    struct StateChange {
        enum Value: Equatable { case text(String), fill(RGBA) }
        var layer: String
        var at: Double
        var value: Value
    }
    /// Every part in drawing order with its state at the trigger, moving or not (the scene view's).
    var parts: [(layer: String, base: LayerState)] = []
    /// The scene's time of the trigger (a framed animation's lead-in) and the clip's length, in seconds.
    var trigger = 0.0, clipDuration = 0.0

    /// Seconds between the samples of a track SwiftUI cannot say exactly: 1/240 s.
    static let sampleStep = 1.0 / 240

    init(_ request: SwiftOut.Request, shape: SceneShape) {
        let scene = request.scene
        let clip = scene.makeClip(measure: request.measure)
        var stage = scene.setup.makeStage(for: scene.layoutAnimation, measure: request.measure)
        var walked = scene.actions[...]
        if case .script = shape.kind {} else {
            // A framed animation: its lead-in before the trigger, its first run after it.
            scene.actions[0].run(on: &stage)
            walked = scene.actions[1...1]
        }
        let origin = stage.clock
        let ids = [(stage.host, "host"), (stage.badge, "badge"), (stage.label, "label")]
        let start = clip.timeline.evaluate(at: origin)
        var tracks: [[KeyframeTrackModel]] = ids.map { id, layer in
            TrackedProperty.all.map { p in
                KeyframeTrackModel(name: p.name, initial: p.relative ? 0 : p.read(start.layers[id]))
            }
        }
        let bases = ids.map { start.layers[$0.0] }
        // A keyframe animator shows its initial value until the trigger and after nothing
        // has run [Apple …/view/keyframeanimator(initialvalue:trigger:content:keyframes:)], so
        // a value the animation sets at the trigger (blink's alpha 0.1) starts from the view's
        // value before it, with a MoveKeyframe at the trigger: starting from 0.1 left the badge
        // dimmed at rest.
        if origin > Rational(0) {
            let rest = clip.timeline.evaluate(at: origin - Rational(reading: min(1e-6, origin.doubleValue / 2)))
            for (k, (id, _)) in ids.enumerated() {
                for (j, p) in TrackedProperty.all.enumerated() {
                    let before = p.relative ? p.read(rest.layers[id]) - p.read(bases[k]) : p.read(rest.layers[id])
                    guard before != tracks[k][j].initial else { continue }
                    let at = tracks[k][j].initial
                    tracks[k][j].initial = before
                    tracks[k][j].move(to: at)
                }
            }
        }
        parts = zip(ids, bases).map { ($0.1, $1) }
        // Each part's text and fill as the state changes so far leave them.
        var shown = bases.map { (text: $0.text, fill: $0.backgroundColor) }
        trigger = origin.doubleValue
        clipDuration = clip.duration
        func value(_ k: Int, _ p: TrackedProperty, in snapshot: Snapshot) -> Double {
            let v = p.read(snapshot.layers[ids[k].0])
            return p.relative ? v - p.read(bases[k]) : v
        }
        for action in walked {
            // An action placed with `at:` runs from its time for its own length.
            let s = action.placedAt.map { Rational(reading: $0) } ?? stage.clock
            let before = stage
            action.run(on: &stage)
            let e = action.placedAt == nil ? stage.clock : s + action.unplaced.exactDuration
            let sRel = (s - origin).doubleValue, eRel = (e - origin).doubleValue
            let atStart = clip.timeline.evaluate(at: s), atEnd = clip.timeline.evaluate(at: e)
            // A wait sets nothing: what the timeline shows at its end is the next action's.
            let isWait = if case .wait = action.unplaced { true } else { false }
            for (k, (id, layer)) in ids.enumerated() where !action.isAnimation && !isWait {
                let now = atEnd.layers[id]
                if now.text != shown[k].text {
                    stateChanges.append(.init(layer: layer, at: sRel, value: .text(now.text)))
                    shown[k].text = now.text
                }
                if now.backgroundColor != shown[k].fill {
                    stateChanges.append(.init(layer: layer, at: sRel, value: .fill(now.backgroundColor)))
                    shown[k].fill = now.backgroundColor
                }
            }
            // A seed animation's own keyframes, once per action (its file says them).
            let seedTracks: SeedSwiftUITracks? = if case .animate(let a) = action.unplaced { a.parameters.swiftUITracks(on: before) } else { nil }
            if case .seed = shape.kind, let seedTracks { seedName = seedTracks.name }
            // The timeline every sampleStep through the action, made only if a track needs it.
            var samples: [(t: Double, snapshot: Snapshot)]?
            for (k, (id, layer)) in ids.enumerated() {
                for (j, p) in TrackedProperty.all.enumerated() {
                    tracks[k][j].hold(until: sRel)
                    // A wait changes nothing: the hold up to the next action says it.
                    if case .wait = action { continue }
                    if !action.isAnimation {
                        tracks[k][j].move(to: value(k, p, in: atEnd))
                        continue
                    }
                    let offset = p.relative ? p.read(bases[k]) : 0
                    if let exact = ExactSegments.segments(of: action.unplaced, seedTracks: seedTracks, layer: layer, property: p,
                                                          stage: before, at: s, id: id, offset: offset) {
                        // A placed action that leaves this value alone says nothing of it: what the
                        // timeline shows at its end is another action's doing (two blocks started by
                        // one timer on two views), which that action's own keyframes say.
                        if exact.segments.isEmpty, action.placedAt != nil { continue }
                        tracks[k][j].segments += exact.segments
                        if let note = exact.note { tracks[k][j].approximation = note }
                        // The value the timeline shows when the action is over.
                        tracks[k][j].move(to: value(k, p, in: atEnd))
                        continue
                    }
                    if samples == nil {
                        let count = max(1, Int(((eRel - sRel) / Self.sampleStep).rounded(.up)))
                        samples = (1...count).map { m in
                            let t = m == count ? eRel : sRel + Double(m) * Self.sampleStep
                            return (t, clip.timeline.evaluate(at: origin + Rational(reading: t)))
                        }
                    }
                    // Sampled: a LinearKeyframe to the timeline's value every sampleStep.
                    let first = value(k, p, in: atStart)
                    let values = (samples ?? []).map { ($0.t, value(k, p, in: $0.snapshot)) }
                    if first == tracks[k][j].last && values.allSatisfy({ $0.1 == first }) { continue }
                    tracks[k][j].move(to: first)
                    var t0 = sRel
                    for (t, v) in values {
                        tracks[k][j].segments.append(.init(to: v, duration: t - t0, kind: .linear(.linear)))
                        t0 = t
                    }
                    tracks[k][j].approximation = "sampled every 1/240 s as straight LinearKeyframes: SwiftUI has no keyframe for this \(action.name)'s timing"
                }
            }
            if case .layerAnimation(let own) = action.unplaced, own.keyPaths.contains(where: { $0.valueType == .color }) {
                unwrittenColors.append(own.keyPaths.filter { $0.valueType == .color }.map(\.rawValue).joined(separator: ", "))
            }
        }
        duration = (stage.clock - origin).doubleValue
        // Measured: each track against the timeline every millisecond (at most 1,000 times
        // over a long script), on the half step, away from the steps' own boundaries.
        let step = max(0.001, duration / 1000)
        measureStep = step
        func measure(_ tracks: [[KeyframeTrackModel]]) -> [[(value: Double, at: Double)]] {
            var worst = tracks.map { $0.map { _ in (value: 0.0, at: 0.0) } }
            var t = step / 2
            while t < duration {
                let snapshot = clip.timeline.evaluate(at: origin + Rational(reading: t))
                for k in tracks.indices {
                    for (j, p) in TrackedProperty.all.enumerated() where !tracks[k][j].segments.isEmpty {
                        let d = abs(tracks[k][j].value(at: t) - value(k, p, in: snapshot))
                        if d > worst[k][j].value { worst[k][j] = (d, t) }
                    }
                }
                t += step
            }
            return worst
        }
        var worst = measure(tracks)
        // Where the step-by-step keyframes miss the timeline (an animation held or still
        // running into the next action, one repeated past it), the whole track is sampled
        // from the trigger to the end instead, and measured again.
        // (An exact track may differ by the curve solver's tolerance, 1e-7 in time, scaled up
        // by a curve piece: up to 1e-5 of its largest value.) The sampled track is kept only
        // where it is the closer of the two.
        var candidates = tracks
        var resampled = false
        for k in tracks.indices {
            for (j, p) in TrackedProperty.all.enumerated() where !tracks[k][j].segments.isEmpty {
                let scale = max(1, abs(tracks[k][j].initial), tracks[k][j].segments.map { abs($0.to) }.max() ?? 0)
                let limit = tracks[k][j].approximation == nil ? 1e-5 * scale : 1e-3 * scale
                guard worst[k][j].value > limit else { continue }
                var whole = KeyframeTrackModel(name: p.name, initial: tracks[k][j].initial)
                let count = max(1, Int((duration / Self.sampleStep).rounded(.up)))
                var t0 = 0.0
                for m in 1...count {
                    let t = m == count ? duration : Double(m) * Self.sampleStep
                    whole.segments.append(.init(to: value(k, p, in: clip.timeline.evaluate(at: origin + Rational(reading: t))),
                                                duration: t - t0, kind: .linear(.linear)))
                    t0 = t
                }
                whole.approximation = "sampled every 1/240 s from the trigger on as straight LinearKeyframes: animations here overlap, are held or run on across the script's steps, which keyframes in sequence cannot say"
                candidates[k][j] = whole
                resampled = true
            }
        }
        if resampled {
            let again = measure(candidates)
            for k in tracks.indices {
                for j in tracks[k].indices where !tracks[k][j].segments.isEmpty {
                    if again[k][j].value < worst[k][j].value {
                        tracks[k][j] = candidates[k][j]
                        worst[k][j] = again[k][j]
                    } else if candidates[k][j].approximation != tracks[k][j].approximation, tracks[k][j].approximation == nil {
                        // Keyframes in sequence, closer than sampling, but not exact: say so.
                        tracks[k][j].approximation = "keyframes in sequence, but animations here overlap, are held or run on across the script's steps"
                    }
                }
            }
        }
        for (k, (_, layer)) in ids.enumerated() {
            // Only what moves: a track that keeps its value throughout is its view's constant.
            let kept = tracks[k].indices.filter { tracks[k][$0].moves }
            for j in kept { tracks[k][j] = tracks[k][j].compacted() }
            for j in kept { deviations["\(layer).\(tracks[k][j].name)"] = worst[k][j] }
            if !kept.isEmpty { layers.append(LayerTracks(layer: layer, base: bases[k], tracks: kept.map { tracks[k][$0] })) }
        }
    }
}
