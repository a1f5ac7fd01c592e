import ReelSwiftUI

/// The scene's running `phaseAnimator`s and `keyframeAnimator`s, by their place in the tree:
/// created when their view appears, triggered when their trigger's value changes, asked for
/// their values frame by frame in time order (as the models require).
struct AnimatorRuns {
    private enum Run {
        case phases(PhaseAnimator?, trees: [ViewTree], trigger: String?)
        case keyframes(SwiftUIKeyframes, playback: KeyframePlayback?, trigger: String?, initialNumbers: [ViewTree.Key: Double])
    }
    private var runs: [String: Run] = [:]
    /// The animators started that never end: repeating keyframes (a cycle of their timeline),
    /// phases without a trigger (no fixed cycle: each step waits for its animation).
    private(set) var endless: [EndlessMotion] = []

    /// A state change at `time` drew `tree`: animators new to it start (phases without a
    /// trigger cycle from now; repeating keyframes play from now), a changed trigger runs its
    /// animator [Apple] (…/phaseanimator: "trigger: A value to observe for changes"), and
    /// animators no longer drawn are dropped.
    mutating func update(with tree: ViewTree, at time: Double) throws {
        var seen: [(String, SwiftUIAnimator)] = []
        var frames = AnimatorFrames()
        frames.seen = { seen.append(($0, $1)) }
        _ = ViewTree.Lowering(shown: { $1 }, record: nil, animators: frames).lower(tree)
        var next: [String: Run] = [:]
        for (path, animator) in seen {
            switch (animator.kind, runs[path]) {
            case let (.phases(trees, _), .phases(running, _, trigger)?):
                // The phases' animator keeps the values it was made with; the trees follow state.
                var running = running
                if animator.trigger != trigger, animator.trigger != nil { running?.trigger(at: time) }
                next[path] = .phases(running, trees: trees, trigger: animator.trigger)
            case let (.phases(trees, animations), _):
                let started = Self.phaseAnimator(trees, animations, path: path, triggered: animator.trigger != nil, at: time)
                if started != nil, animator.trigger == nil { endless.append(EndlessMotion(start: time, cycle: nil)) }
                next[path] = .phases(started, trees: trees, trigger: animator.trigger)
            case let (.keyframes(spec), .keyframes(_, playback, trigger, numbers)?):
                var playback = playback
                if animator.trigger != trigger, animator.trigger != nil {
                    let from = playback.map { $0.timeline.value(time: $0.timeline.duration) } ?? spec.initialValue
                    let tracks = try spec.tracks(from)
                    if playback == nil { playback = KeyframePlayback(from: from, tracks: tracks, at: time) } else { playback!.retrigger(tracks: tracks, at: time) }
                }
                next[path] = .keyframes(spec, playback: playback, trigger: animator.trigger, initialNumbers: numbers)
            case let (.keyframes(spec), _):
                var playback: KeyframePlayback?
                if animator.trigger == nil, spec.repeating {
                    let started = KeyframePlayback(from: spec.initialValue, tracks: try spec.tracks(spec.initialValue), at: time, repeating: true)
                    playback = started
                    if started.timeline.duration > 0 { endless.append(EndlessMotion(start: time, cycle: started.timeline.duration)) }
                }
                next[path] = .keyframes(spec, playback: playback, trigger: animator.trigger,
                                        initialNumbers: ViewTree.Lowering.numbers(of: spec.initialTree, at: path))
            }
        }
        runs = next
    }

    /// A phase animator over the numbers that differ between the phases' trees (the view's
    /// animatable values SwiftUI interpolates). Nil when no number differs.
    private static func phaseAnimator(_ trees: [ViewTree], _ animations: [ReelSwiftUI.Animation?], path: String, triggered: Bool, at time: Double) -> PhaseAnimator? {
        let numbers = trees.map { ViewTree.Lowering.numbers(of: $0, at: path) }
        var phases: [[String: AnimatableVector]] = Array(repeating: [:], count: trees.count)
        for key in numbers[0].keys where numbers.allSatisfy({ $0[key] != nil }) && Set(numbers.map { $0[key]! }).count > 1 {
            for i in phases.indices { phases[i][key] = AnimatableVector(numbers[i][key]!) }
        }
        guard !phases[0].isEmpty else { return nil }
        return PhaseAnimator(phases: phases, animations: animations, triggered: triggered, start: time)
    }

    /// What each animator draws at `time`, and whether any is still moving.
    mutating func frame(at time: Double) throws -> (frames: AnimatorFrames, animating: Bool) {
        var frames = AnimatorFrames()
        var animating = false
        for path in runs.keys.sorted() {
            switch runs[path]! {
            case .phases(var animator, let trees, let trigger):
                guard var running = animator else { continue }
                let values = running.value(at: time)
                frames.trees[path] = trees[running.phase]
                frames.driven[path] = values.mapValues(\.scalar)
                if running.isRunning { animating = true }
                animator = running
                runs[path] = .phases(animator, trees: trees, trigger: trigger)
            case let .keyframes(spec, playback, _, initialNumbers):
                guard let playback else { continue }
                let tree = try spec.render(playback.value(at: time))
                frames.trees[path] = tree
                frames.driven[path] = ViewTree.Lowering.numbers(of: tree, at: path).filter { initialNumbers[$0.key] != $0.value }
                if !playback.isFinished(at: time) { animating = true }
            }
        }
        return (frames, animating)
    }
}
