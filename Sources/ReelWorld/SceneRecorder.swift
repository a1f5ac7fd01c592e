import ReelModels
import ReelTimeline

/// What the code did to the bound views, as scene actions: each placed at the scene time it
/// happened (`SceneAction.at`), each part's values as the actions leave them, the animations
/// that repeat forever (cut at the clip's end when the recording is finished), and when the
/// last finite one ends.
struct SceneRecorder {
    /// An animation that repeats forever, cut at the clip's end by `finished`.
    struct Endless {
        var index: Int
        /// When it was added (the action's `at`), on the scene's clock.
        var added: Rational
        /// When its active time begins, on the scene's clock.
        var begins: Rational
        /// One cycle: an iteration, both ways when it autoreverses, in scene seconds.
        var cycle: Rational
    }

    /// The scene actions recorded so far, each placed with `at`.
    private(set) var actions: [SceneAction] = []
    /// Each part's values as the recorded actions leave them.
    var parts: [ViewPart: LayerState] = [:]
    private var endless: [Endless] = []
    /// When the last finite animation ends, on the scene's clock.
    private(set) var latestEnd: Rational
    /// Animations recorded so far.
    private(set) var animationCount = 0
    /// Layer animations added to views drawn as no part: not drawn, counted so the caller can say so.
    var unboundAnimationCount = 0

    init(start: Rational) { latestEnd = start }

    /// Appends `action` at `time` (the scene's clock).
    mutating func record(_ action: SceneAction, at time: Rational) {
        actions.append(.at(time.doubleValue, action))
    }

    /// One more animation made (a block, a keyframe block, a layer animation), within `limit`.
    mutating func countAnimation(limit: Int) throws(WorldError) {
        guard animationCount < limit else {
            throw WorldError("more than \(limit) animations made (the animations limit)", limit: .animations)
        }
        animationCount += 1
    }

    /// The next action recorded repeats forever.
    mutating func noteEndless(added: Rational, begins: Rational, cycle: Rational) {
        endless.append(Endless(index: actions.count, added: added, begins: begins, cycle: cycle))
    }

    mutating func noteEnd(_ end: Rational) { latestEnd = .max(latestEnd, end) }

    /// Everything finite to its end, and each endless animation for two of its cycles after it begins.
    func defaultEnd(now: Rational) -> Rational {
        var end = Rational.max(latestEnd, now)
        for e in endless { end = .max(end, e.begins + e.cycle + e.cycle) }
        return end
    }

    /// The actions with each endless animation cut at `end` and a last placed `wait` there.
    func finished(at end: Rational) -> [SceneAction] {
        var out = actions
        for e in endless {
            let remaining = end - e.added
            out[e.index] = Self.cut(out[e.index], repeatFor: remaining > .zero ? remaining.doubleValue : 0)
        }
        out.append(.at(end.doubleValue, .wait(0)))
        return out
    }

    /// An endless action made to repeat until `seconds` after it was added: the clip's end.
    private static func cut(_ action: SceneAction, repeatFor seconds: Double) -> SceneAction {
        switch action {
        case .at(let t, let inner): return .at(t, cut(inner, repeatFor: seconds))
        case .viewAnimate(var p):
            // The active time counts from the delay's end; a repeat of nothing is none at all.
            p.repeatDuration = max(seconds - p.delay, Self.shortest); p.repeatCount = 0
            return .viewAnimate(p)
        case .viewKeyframes(var a):
            a.block.repeatDuration = max(seconds - a.block.delay, Self.shortest); a.block.repeatCount = 0
            return .viewKeyframes(a)
        case .layerAnimation(let a):
            return .layerAnimation(CAAnimationRecording.repeating(a, for: seconds))
        default: return action
        }
    }

    /// The shortest repeat an endless animation cut before it begins is given (nothing shows).
    static let shortest = 1e-6
}
