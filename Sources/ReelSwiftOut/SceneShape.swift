import ReelModels

/// What kind of script a scene is, for the writer: one animation framed as an export frames
/// it (lead-in, then the animation and a hold, `repeat` times), or any other script.
struct SceneShape {
    enum Kind {
        /// One seed animation, framed.
        case seed(BadgeAnimation)
        /// One user animation, framed.
        case own(AnimateAction)
        /// A script played step by step.
        case script
    }

    let scene: Scene
    let kind: Kind
    /// A framed animation's runs and the seconds from one run's start to the next's (its
    /// length and the hold): the Swift-file input takes no `--repeat`, so the replay's `--run`
    /// starts the later runs itself.
    let runs: Int
    let period: Double
    /// The layout, lead-in and hold where they are not the defaults (by parameter name, for
    /// the front end to spell as its options), so the replay frames the animation as the scene
    /// does; a script's own waits are its timing. (No fps: the motion does not depend on it,
    /// and the replay's output picks its own.)
    let clipValues: [(name: String, text: String)]
    /// The view each part is written as where what it shows needs one (an image, a text), once
    /// for the checks, the UIKit form and its replay line.
    let parts: UIKitImageParts

    init(_ scene: Scene) {
        self.scene = scene
        parts = UIKitImageParts(scene)
        let actions = scene.actions
        var framed: SceneAction?
        var leadIn = 0.0, hold = 0.0, runs = 0
        if actions.count >= 3, actions.count % 2 == 1, case .wait(let a) = actions[0], actions[1].isAnimation {
            leadIn = a
            framed = actions[1]
            runs = (actions.count - 1) / 2
            var i = 1
            while i < actions.count, let f = framed {
                if actions[i] != f { framed = nil; break }
                guard case .wait(let h) = actions[i + 1], i == 1 || h == hold else { framed = nil; break }
                hold = h
                i += 2
            }
        }
        // Only a seed or a user animation is written framed, as a method the replay calls once a
        // run; any other action repeated so (a view block, a transition) is written as a script
        // that plays every run itself: counted as runs too, the replay played them twice.
        if let f = framed {
            switch f {
            case .animate, .layerAnimation: break
            default: framed = nil
            }
        }
        // Not one animation framed (a script that merely starts like one): one run of the script.
        self.runs = framed == nil ? 1 : max(runs, 1)
        self.period = (framed.map { action -> Double in
            if case .animate(let a) = action { return a.duration }
            if case .layerAnimation(let a) = action { return a.duration }
            return 0
        } ?? 0) + hold
        let defaults = ClipTiming()
        func value(_ name: String, _ v: Double, _ d: Double) -> [(name: String, text: String)] { v == d ? [] : [(name, plainNumber(v))] }
        switch framed {
        case .animate(let a)?:
            kind = .seed(a)
        case .layerAnimation(let a)?:
            kind = .own(a)
        default:
            kind = .script
        }
        // The Swift-file input lays the host out as BadgeHub's unless told (its layout value `bell`).
        let layout: [(name: String, text: String)] = scene.isBell ? [("layout", "bell")] : []
        if case .script = kind {
            // The script's waits are in the function; the clip adds no still time around it.
            // The waits after the last step are still time the code cannot say: the hold.
            var trailing = 0.0
            for action in scene.actions.reversed() {
                guard case .wait(let seconds) = action else { break }
                trailing += seconds
            }
            // A scene's clock runs on through an animation taken off early; the Swift-file
            // input's run ends when the last animation still on ends. Where the script takes
            // one off, the replay is given the scene's own length before the hold, so it lasts
            // as long (issue 40: it replayed shorter by the rest of the removed animation).
            let removes = scene.actions.contains { if case .removeAnimation = $0.unplaced { true } else { false } }
            // A CAReplicatorLayer's instance i plays its sublayers' animations instanceDelay × i
            // later, and the input's run ends when the last copy's ends: where the scene's clip
            // was cut before then (an animation repeating forever, cut at its length), the
            // replay is given the scene's length likewise.
            let replicates = scene.actions.contains {
                if case .layer(let p) = $0.unplaced, p.kind == .replicator, (p.instanceCount ?? 1) > 1, (p.instanceDelay ?? 0) > 0 { true } else { false }
            }
            let length: [(name: String, text: String)] = removes || replicates ? [("length", SwiftLiteral.computed(SceneSchedule(scene).end - trailing))] : []
            clipValues = layout + [("leadIn", "0"), ("hold", plainNumber(trailing))] + length
        } else {
            clipValues = layout + value("leadIn", leadIn, defaults.leadIn) + value("hold", hold, defaults.hold)
        }
    }

    /// What the writer writes, for refusals: the seed animations with a Swift form, the
    /// user's own animations, the view actions and the plain actions, placed or not.
    static let written = "the seed animations (\(AnimationName.allCases.map(\.rawValue).joined(separator: ", "))), "
        + "animate, spring and group, set, viewAnimate and viewKeyframes, removeAnimation, wait and the plain actions, each also placed with at"
        + "; and in UIKit, transition (UIView.transition, CATransition) and layer (a CALayer, CAShapeLayer or CAReplicatorLayer the code adds, a UILabel or a symbol's UIImageView bound to no part) with its animations"

    /// Refuses a script with an action the writer does not write yet, naming the action and
    /// what about it is not written (never an action it writes, without saying why).
    func checkWritable() throws(SwiftOutRefusal) {
        var removal = UIKitRemoval()
        if let what = parts.unwritten {
            throw SwiftOutRefusal("set", "set: \(what) is not written as Swift yet (the writer writes \(Self.written))")
        }
        let sublayers = UIKitSublayerCode(scene.actions)
        for action in scene.actions {
            if let what = Self.unwritten(action, setup: scene.setup) ?? sublayers.unwritten(action) ?? removal.note(action) {
                throw SwiftOutRefusal(action.name, "\(action.name): \(what) is not written as Swift yet (the writer writes \(Self.written))")
            }
        }
        try UIKitTransitionCode.checkTurns(scene)
    }

    /// What about `action` is not written, or nil when it is. Tested case by case, not by an
    /// exhaustive switch, so a case added to `SceneAction` elsewhere builds and is refused by name.
    static func unwritten(_ action: SceneAction, setup: BadgeSetup) -> String? {
        let inner = action.unplaced
        if case .animate(let a) = inner { return UIKitSeedCode.writes(a, setup: setup) ? nil : "this seed animation (its file gives no Swift form)" }
        if case .viewAnimate(let p) = inner { return UIKitViewBlock.unwritten(p).map { "a block with \($0)" } }
        if case .viewKeyframes(let a) = inner { return UIKitViewBlock.unwritten(a).map { "a block with \($0)" } }
        if case .removeAnimation = inner { return nil }
        if case .transition(let p) = inner { return UIKitTransitionCode.unwritten(p) }
        if case .wait = inner { return nil }
        if case .setCount = inner { return nil }
        if case .increment = inner { return nil }
        if case .decrement = inner { return nil }
        if case .layerAnimation = inner { return nil }
        // A layer's: what it is shows over the whole script (UIKitSublayerCode.unwritten).
        if case .layer = inner { return nil }
        // A set's image: the scene as a whole (UIKitImageParts) says which view shows it.
        if case .set = inner { return nil }
        return [SceneAction.hide, .show, .hideCount, .showCount].contains(inner) ? nil : "this action"
    }
}
