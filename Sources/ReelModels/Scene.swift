import ReelTimeline

/// What happens: the host and badge, the frame rate, and the script of actions. Flags and
/// scene files both produce one of these; rendering one always goes through `makeClip`, so a
/// scene saved from flags renders exactly as the flags did.
public struct Scene: Hashable, Sendable {
    /// The host and badge before anything moves.
    public var setup = BadgeSetup()
    /// Frames per second the scene is rendered at.
    public var fps = 50.0
    /// The script, run in order on the stage's clock.
    public var actions: [SceneAction] = []

    /// An empty script on the default setup at 50 fps.
    public init() {}

    /// One animation: still lead-in, then `repeatCount` times the animation and the hold.
    public init(animation: BadgeAnimation, setup: BadgeSetup, timing: ClipTiming) {
        self.setup = setup
        fps = timing.fps
        actions = [.wait(timing.leadIn)]
        for _ in 0..<max(timing.repeatCount, 1) { actions += [.animate(animation), .wait(timing.hold)] }
    }

    /// One user animation, framed as a seed animation is: still lead-in, then `repeatCount`
    /// times the animation and the hold.
    public init(animation: AnimateAction, setup: BadgeSetup, timing: ClipTiming) {
        self.setup = setup
        fps = timing.fps
        actions = [.wait(timing.leadIn)]
        for _ in 0..<max(timing.repeatCount, 1) { actions += [.layerAnimation(animation), .wait(timing.hold)] }
    }

    /// The name of the scene's first animation (a seed's or a user's), for reports.
    public var firstAnimationName: String {
        for action in actions where action.isAnimation { return action.name }
        return layoutAnimation.name
    }

    /// The animation whose layout the stage takes: the bell for a shake, else BadgeHub's.
    /// The one place the host kind is decided.
    public var layoutAnimation: BadgeAnimation {
        if let layout = setup.layout { return layout == .bell ? .seed(ShakeParameters()) : .seed(PopParameters()) }
        for case .animate(let a) in actions { return a }
        return .seed(PopParameters())
    }

    /// Whether the scene is the Shaky Bell's (its first animation is a shake).
    public var isBell: Bool { layoutAnimation.isBell }

    /// Runs the script on a freshly set-up stage, on the stage's exact clock. Linear in the
    /// number of actions: each appends to the timeline.
    public func makeClip(measure: any TextMeasuring) -> Clip {
        var stage = setup.makeStage(for: layoutAnimation, measure: measure)
        var start: Rational?
        var duration = Rational.zero
        for action in actions {
            let before = action.placedAt.map { Rational(reading: $0) } ?? stage.clock
            action.run(on: &stage)
            if action.isAnimation, start == nil {
                // An action placed with `at` may end before the clock; its own length counts.
                start = before; duration = action.placedAt == nil ? stage.clock - before : action.exactDuration
            }
        }
        stage.showAddedLayersFirstPresentations()
        return Clip(timeline: stage.timeline, layers: (stage.host, stage.badge, stage.label),
                    startTime: start ?? .zero, animationDuration: duration, duration: stage.clock, fps: fps)
    }
}
