import ReelModels
import ReelTimeline

/// UIKit and Core Animation as plain Swift: the world a Swift file's code runs against.
///
/// Made from a stage (`BadgeStage`, the scene's setup), it holds the three predefined views
/// bound to the scene's parts — `host` (the host icon), `badge` (the circle) and `label`
/// (the count) — with the stage's model values, a virtual clock, and a scheduler of timed
/// calls. What the code does to the bound views becomes scene actions (`actions`), each
/// placed at the time the code did it (`SceneAction.at`), so `Scene.makeClip` of them gives
/// the timeline UIKit would. See README.md beside this file for how to drive it.
public final class UIKitWorld {
    /// What `CACurrentMediaTime()` reads when the run starts: a device's media time is its
    /// uptime, far from 0, so a top-level animation's `beginTime = 0.5` is in the past there
    /// (and refused here), while `CACurrentMediaTime() + 0.5` is half a second from now.
    public static let mediaTimeBase = 1000.0
    /// How much the run may make.
    public let limits: WorldLimits
    /// The host icon (UIImageView), bound to `.host`.
    public private(set) var host: UIImageView!
    /// The badge circle (UIView), bound to `.badge`.
    public private(set) var badge: UIView!
    /// The count (UILabel), bound to `.label`.
    public private(set) var label: UILabel!
    /// Where the run starts on the scene's clock (the clip's lead-in).
    public let start: Rational
    /// The code's clock: seconds since the run started, exactly.
    public var now: Rational { clock.now }
    /// The scene's clock: `start + now`.
    var sceneNow: Rational { start + now }

    /// The scene actions recorded so far, each placed with `at`.
    public var actions: [SceneAction] { recorder.actions }
    /// Views and layers made so far (the predefined ones not counted).
    public private(set) var viewCount = 0
    /// Animations recorded so far.
    public var animationCount: Int { recorder.animationCount }
    /// Timed calls scheduled so far.
    public var scheduledCount: Int { clock.scheduledCount }
    /// Layer animations added to views drawn as no part: not drawn, counted so the caller can say so.
    public var unboundAnimationCount: Int { recorder.unboundAnimationCount }

    // The world's parts, by Apple's own seams: the run loop's clock, the CATransaction stack,
    // the animation block the code is inside, and the recording of what it did.
    var clock = VirtualClock()
    var transactions = TransactionStack()
    var blocks = AnimationBlockContext()
    var recorder: SceneRecorder
    /// The view drawn as each part.
    var bound: [ViewPart: UIView] = [:]

    /// A world on `stage`'s setup, its parts' values those of the stage's model at its clock.
    /// - Parameters:
    ///   - start: where the run starts on the scene's clock (the clip's lead-in), in seconds.
    public init(stage: BadgeStage, start: Double = 0, limits: WorldLimits = WorldLimits()) {
        self.limits = limits
        self.start = Rational(reading: start)
        recorder = SceneRecorder(start: self.start)
        for part in ViewPart.allCases { recorder.parts[part] = stage.timeline.model(of: stage.layer(of: part), at: stage.clock) }
        let host = UIImageView(world: self, frame: .zero)
        let badge = UIView(world: self, frame: .zero)
        let label = UILabel(world: self, frame: .zero)
        self.host = host; self.badge = badge; self.label = label
        for (part, view) in [(ViewPart.host, host as UIView), (.badge, badge), (.label, label)] {
            configure(view, from: recorder.parts[part] ?? LayerState())
            bound[part] = view
            view.part = part
        }
    }

    /// A world on a scene's setup: the stage `Scene.makeClip` of a scene with this setup and no
    /// seed animation starts from (the layout `setup.layout` names, BadgeHub's when none).
    public convenience init(setup: BadgeSetup, measure: any TextMeasuring, start: Double = 0,
                            limits: WorldLimits = WorldLimits()) {
        var scene = Scene()
        scene.setup = setup
        self.init(stage: setup.makeStage(for: scene.layoutAnimation, measure: measure), start: start, limits: limits)
    }

    /// Sets a view's values to a part's, as the stage holds them.
    func configure(_ view: UIView, from s: LayerState) {
        let layer = view.layer!
        layer.position = s.position
        layer.bounds = Rect(origin: .zero, size: s.size)
        layer.anchorPoint = s.anchorPoint
        layer.transform = CATransform3D(CGAffineTransform(CGAffineTransform.Decomposition(
            scaleX: s.scaleX, scaleY: s.scaleY, rotation: s.rotation, translationX: s.translationX, translationY: s.translationY)))
        layer.opacity = s.opacity
        layer.isHidden = s.isHidden
        layer.backgroundColor = UIColor(s.backgroundColor)
        layer.cornerRadius = s.cornerRadius
        layer.borderWidth = s.borderWidth
        layer.borderColor = UIColor(s.borderColor)
        if let label = view as? UILabel {
            label.text = s.text
            label.font = UIFont(pointSize: s.fontSize, cssWeight: s.fontWeight)
            label.textColor = UIColor(s.foregroundColor)
            label.textAlignment = .center
        }
        if let image = view as? UIImageView {
            image.tintColor = UIColor(s.foregroundColor)
            image.imageName = s.contents
        }
    }

    // MARK: views

    /// UIView(frame:): a new view, drawn as no part until bound.
    public func makeView(frame: Rect = .zero) throws(WorldError) -> UIView {
        try countView()
        return UIView(world: self, frame: frame)
    }
    /// UILabel(frame:).
    public func makeLabel(frame: Rect = .zero) throws(WorldError) -> UILabel {
        try countView()
        return UILabel(world: self, frame: frame)
    }
    /// UIImageView(frame:) (or UIImageView(image:), its frame set by the code).
    public func makeImageView(frame: Rect = .zero) throws(WorldError) -> UIImageView {
        try countView()
        return UIImageView(world: self, frame: frame)
    }

    private func countView() throws(WorldError) {
        guard viewCount < limits.views else {
            throw WorldError("more than \(limits.views) views made (the views limit)", limit: .views)
        }
        viewCount += 1
    }

    /// The view drawn as `part`.
    public func view(for part: ViewPart) -> UIView? { bound[part] }

    /// Draws `view` as `part` from now on; the view drawn as it before is no longer drawn (its
    /// changes are ignored), and a view bound to another part leaves that part. The part takes
    /// the view's values at the next moment the world records (an animation block, a timed
    /// call, the end of the run), as a `set`.
    public func bind(_ view: UIView, to part: ViewPart) {
        if let old = view.part { bound[old] = nil }
        bound[part]?.part = nil
        bound[part] = view
        view.part = part
    }

    // MARK: the clock

    /// CACurrentMediaTime(): `mediaTimeBase` plus the code's clock.
    public func currentMediaTime() -> Double { Self.mediaTimeBase + now.doubleValue }

    /// DispatchQueue.main.asyncAfter(deadline: .now() + seconds): `work` runs `seconds` from now
    /// (at once for 0 or less), after everything already scheduled for that moment.
    public func asyncAfter(seconds: Double, execute work: @escaping () throws -> Void) throws(WorldError) {
        try schedule(at: now + Rational(reading: max(0, seconds)), work)
    }

    /// DispatchQueue.main.async: at the current moment, after what is already scheduled for it.
    public func async(execute work: @escaping () throws -> Void) throws(WorldError) {
        try schedule(at: now, work)
    }

    func schedule(at time: Rational, _ work: @escaping () throws -> Void) throws(WorldError) {
        try clock.schedule(at: time, sceneTime: start + time, limits: limits, work)
    }

    /// Runs the timed calls in time order (same-time calls in the order they were scheduled),
    /// each at its time on the clock, until none is left; what they schedule runs too.
    public func run() throws {
        try endTurn()
        while let next = clock.advance() {
            try next.work()
            try endTurn()
        }
    }

    /// The end of a run-loop turn: pending changes recorded, the implicit transaction committed.
    private func endTurn() throws {
        try flush()
        while transactions.innermostIsImplicit { try transactionCommit() }
        guard transactions.isEmpty else {
            throw WorldError("CATransaction.begin() without a CATransaction.commit() before the end of the run-loop turn is not evaluated")
        }
    }

    // MARK: the result

    /// The length of the recording from the run's start, in seconds, when `finish` is given
    /// none: everything finite to its end, and each animation that repeats forever for two of
    /// its cycles after it begins.
    public var defaultLength: Double { (recorder.defaultEnd(now: sceneNow) - start).doubleValue }

    /// The recording as scene actions: every pending change recorded, each endless animation
    /// cut at the end (`length` seconds after the run's start; `defaultLength` when nil), and a
    /// last placed `wait` that holds the scene's clock until then. Run `run()` first.
    public func finish(length: Double? = nil) throws(WorldError) -> [SceneAction] {
        try flush()
        let seconds = length ?? defaultLength
        guard seconds >= 0, (start.doubleValue + seconds) <= limits.seconds else {
            throw WorldError("a length of \(plainNumber(seconds)) s is past the scene's \(plainNumber(limits.seconds)) s (the seconds limit)", limit: .seconds)
        }
        return recorder.finished(at: start + Rational(reading: seconds))
    }

    /// A scene of the recording: `setup` and `fps`, the recorded actions, then `hold` still seconds.
    public func scene(setup: BadgeSetup, fps: Double, length: Double? = nil, hold: Double = 0) throws(WorldError) -> Scene {
        var scene = Scene()
        scene.setup = setup
        scene.fps = fps
        scene.actions = try finish(length: length) + (hold > 0 ? [.wait(hold)] : [])
        return scene
    }
}
