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
        /// The layer and key of a layer animation (nil: a view block's).
        var layer: ObjectIdentifier? = nil
        var key: String? = nil
        /// When the code took it off, on the scene's clock.
        var removed: Rational? = nil
        /// When it was added (the action's `at`), on the scene's clock.
        var added: Rational
        /// When its active time begins, on the scene's clock.
        var begins: Rational
        /// One cycle: an iteration, both ways when it autoreverses, in scene seconds.
        var cycle: Rational
        /// The code's call that made it (`caller` then).
        var caller: AnyObject?
    }

    /// A finite layer animation's end, with its layer and key, so that taking it off
    /// (`removeAnimation(forKey:)`, or another added with its key) shortens the recording.
    struct LayerAnimationEnd {
        var index: Int
        var layer: ObjectIdentifier
        var key: String?
        /// When it was added, on the scene's clock.
        var added: Rational
        var end: Rational
        /// Whether the code took it off before it ended.
        var cut = false
        /// The code's call that made it (`caller` then).
        var caller: AnyObject?
    }

    /// The scene actions recorded so far, each placed with `at`.
    private(set) var actions: [SceneAction] = []
    /// The code's call that recorded each action (`caller` then), by the action's index.
    private(set) var callers: [AnyObject?] = []
    /// Whether anything but a `set` has been recorded (after which a set is no longer part of
    /// the starting state).
    private(set) var recordedOtherThanSets = false
    /// Whether the sets being recorded are the starting state (`UIKitWorld.topLevelStatementEnded`).
    var recordingStartingState = false
    /// Whether the recording moves something drawn: an animation of a part, or a part's
    /// values changed after the starting state.
    private(set) var recordedMotion = false
    private var layerAnimationEnds: [LayerAnimationEnd] = []
    /// Each part's values as the recorded actions leave them.
    var parts: [ViewPart: LayerState] = [:]
    private var endless: [Endless] = []
    /// When the last finite animation ends, on the scene's clock.
    private(set) var latestEnd: Rational
    /// The code's call that made the animation ending at `latestEnd`.
    private var latestEndCaller: AnyObject?
    /// The code's call being evaluated (an opaque token of the front end's, nil outside any),
    /// noted with each end: a scene too long is refused at the call that made it so long
    /// (issue 41: it was placed at the run's first column).
    var caller: AnyObject?
    /// Animations recorded so far.
    private(set) var animationCount = 0
    /// Layer animations added to views drawn as no part: not drawn, counted so the caller can say so.
    var unboundAnimationCount = 0

    init(start: Rational) { latestEnd = start }

    /// Appends `action` at `time` (the scene's clock); a starting state's `set` at the scene's start.
    mutating func record(_ action: SceneAction, at time: Rational) {
        guard case .set = action else {
            recordedOtherThanSets = true
            if action.isAnimation { recordedMotion = true }
            actions.append(.at(time.doubleValue, action))
            callers.append(caller)
            return
        }
        if !recordingStartingState { recordedMotion = true }
        actions.append(.at(recordingStartingState ? 0 : time.doubleValue, action))
        callers.append(caller)
    }

    /// One more animation made (a block, a keyframe block, a layer animation), within `limit`.
    mutating func countAnimation(limit: Int) throws(WorldError) {
        guard animationCount < limit else {
            throw WorldError("more than \(limit) animations made (the animations limit)", limit: .animations)
        }
        animationCount += 1
    }

    /// The next action recorded repeats forever.
    mutating func noteEndless(added: Rational, begins: Rational, cycle: Rational, layer: ObjectIdentifier? = nil, key: String? = nil) {
        endless.append(Endless(index: actions.count, layer: layer, key: key, added: added, begins: begins, cycle: cycle, caller: caller))
    }

    /// The next action recorded is a finite layer animation ending at `end`: kept apart from
    /// `latestEnd`, so that taking it off shortens the recording.
    mutating func noteLayerAnimationEnd(layer: ObjectIdentifier, key: String?, added: Rational, end: Rational) {
        layerAnimationEnds.append(LayerAnimationEnd(index: actions.count, layer: layer, key: key, added: added, end: end, caller: caller))
    }

    /// Ends the recording's count of `layer`'s animations with `key` (every one when nil) at
    /// `now`: the clip need not run on for what was taken off.
    mutating func cutLayerAnimations(of layer: ObjectIdentifier, key: String?, now: Rational) {
        for i in layerAnimationEnds.indices where layerAnimationEnds[i].layer == layer && (key == nil || layerAnimationEnds[i].key == key)
            && now < layerAnimationEnds[i].end {
            layerAnimationEnds[i].end = now
            layerAnimationEnds[i].cut = true
        }
        for i in endless.indices where endless[i].layer == layer && (key == nil || endless[i].key == key) {
            endless[i].removed = .min(endless[i].removed ?? now, now)
        }
    }

    mutating func noteEnd(_ end: Rational) {
        if end > latestEnd { latestEndCaller = caller }
        latestEnd = .max(latestEnd, end)
    }

    /// Layer animations whose finite repeat runs past the scene (`Converted.overlong`), with
    /// the refusal each gives unless the code takes it off.
    private var overlong: [(layer: ObjectIdentifier, key: String?, refusal: String)] = []

    mutating func noteOverlong(layer: ObjectIdentifier, key: String?, refusal: String) {
        overlong.append((layer, key, refusal))
    }

    /// The first overlong animation still on its layer: the recording's refusal.
    var overlongRefusal: String? { overlong.first?.refusal }

    /// `layer`'s overlong animations with `key` (every one when nil) taken off.
    mutating func removeOverlong(of layer: ObjectIdentifier, key: String?) {
        overlong.removeAll { $0.layer == layer && (key == nil || $0.key == key) }
    }

    /// Everything finite to its end, each endless animation for two of its cycles after it
    /// begins, and a layer animation the code took off to when it did.
    func defaultEnd(now: Rational) -> Rational { defaultEndAndCaller(now: now).end }

    /// `defaultEnd`, and the code's call that made the animation ending then (nil when the
    /// end is the clock's own, or the animation was made outside any call).
    func defaultEndAndCaller(now: Rational) -> (end: Rational, caller: AnyObject?) {
        var end = now, caller: AnyObject? = nil
        func consider(_ candidate: Rational, _ by: AnyObject?) {
            if candidate > end { end = candidate; caller = by }
        }
        consider(latestEnd, latestEndCaller)
        for e in layerAnimationEnds { consider(e.end, e.caller) }
        for e in endless {
            let shown = e.begins + e.cycle + e.cycle
            consider(e.removed.map { .min($0, shown) } ?? shown, e.caller)
        }
        return (end, caller)
    }

    /// The actions with each endless animation cut at `end` and a last placed `wait` there.
    func finished(at end: Rational) -> [SceneAction] {
        var out = actions
        for e in endless {
            let remaining = end - e.added
            out[e.index] = Self.cut(out[e.index], repeatFor: remaining > .zero ? remaining.doubleValue : 0)
        }
        // One taken off before its end lasts until then: the scene's clock need not run on for
        // repeats nobody sees (the removal, recorded after it, takes it off at that moment).
        for e in layerAnimationEnds where e.cut {
            out[e.index] = Self.cut(out[e.index], repeatFor: (e.end - e.added).doubleValue)
        }
        // One still running at the end (a long finite repeat a given length stops short of:
        // 1050 shakes of 0.5 s shown for 2 s) lasts until then, as the clip does: what it
        // draws before the end is the same.
        for e in layerAnimationEnds where !e.cut && e.end > end {
            out[e.index] = Self.cut(out[e.index], repeatFor: max(0, (end - e.added).doubleValue))
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
