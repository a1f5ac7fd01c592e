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
    /// Animations the code started (blocks of some duration, keyframe blocks, layer
    /// animations), drawn or not: a run that started some and draws no motion is refused.
    public internal(set) var animationsStarted = 0
    /// Whether the recording moves something drawn: an animation of a part, or a part's
    /// values changed after the starting state.
    public var recordedMotion: Bool { recorder.recordedMotion }
    /// Views the code animated while they were drawn as no part, in the order they first moved.
    public private(set) var movedUnbound: [UIView] = []
    /// Every view of the run, the predefined ones first: the ones that may move unbound.
    private var views: [UIView] = []
    /// View controllers' root views.
    private var screens: [UIView] = []
    /// The objects views are the bases of (`UIView.owner`), kept while the world lives: one
    /// per view at most, so bounded by the views limit.
    var owners: [AnyObject] = []

    // The world's parts, by Apple's own seams: the run loop's clock, the CATransaction stack,
    // the animation block the code is inside, and the recording of what it did.
    var clock = VirtualClock()
    var transactions = TransactionStack()
    var blocks = AnimationBlockContext()
    var recorder: SceneRecorder
    /// The view drawn as each part.
    var bound: [ViewPart: UIView] = [:]
    /// Parts bound to a view of the code's own whose first appearance is not yet recorded (`flush`).
    var appearing: Set<ViewPart> = []
    /// The layers the code made, and those recorded into the scene (UIKitWorld+Sublayers).
    var sublayerRecords = SublayerRecords()
    /// Where the code last set each layer's properties, for refusals (UIKitWorld+ValueSetters).
    var valueSetters = ValueSetters()
    /// Transitions added this turn, by part, recorded with the turn's changes (UIKitWorld+Transitions).
    var pendingTransitions: [ViewPart: PendingTransition] = [:]

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
        views = [host, badge, label]
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
        return made(UIView(world: self, frame: frame))
    }
    /// UILabel(frame:).
    public func makeLabel(frame: Rect = .zero) throws(WorldError) -> UILabel {
        try countView()
        return made(UILabel(world: self, frame: frame))
    }
    /// UIImageView(frame:) (or UIImageView(image:), its frame set by the code).
    public func makeImageView(frame: Rect = .zero) throws(WorldError) -> UIImageView {
        try countView()
        return made(UIImageView(world: self, frame: frame))
    }

    /// UIButton(type:) and UIButton(frame:) (a `.custom` button). Its title label and image
    /// view are its own parts, counted with it as one view.
    public func makeButton(frame: Rect = .zero, type: UIButtonType = .custom) throws(WorldError) -> UIButton {
        try countView()
        return made(UIButton(world: self, frame: frame, type: type))
    }

    /// The screen a view controller's root view fills, and `UIScreen.main.bounds`: a rectangle
    /// at the origin whose centre is the host's centre, so code that centres a view on the
    /// screen puts it where the scene is drawn.
    public var screenBounds: Rect {
        let c = host.center
        return Rect(x: 0, y: 0, width: max(0, 2 * c.x), height: max(0, 2 * c.y))
    }

    /// UIViewController(): its root view a new view filling `screenBounds`, into which a
    /// view the code adds is bound by inference as one added to the host is.
    public func makeViewController() throws(WorldError) -> UIViewController {
        let root = try makeView(frame: screenBounds)
        screens.append(root)
        return UIViewController(view: root)
    }

    /// `view` is a view controller's root view (a tab bar controller's).
    func registerScreen(_ view: UIView) { screens.append(view) }

    /// Whether `view` is a view controller's root view made by `makeViewController`.
    public func isScreen(_ view: UIView) -> Bool { screens.contains { $0 === view } }

    /// A view of a class declared in its own file (UISwitch, UITextField, a tab bar's views),
    /// counted as `makeView` counts.
    func madeView<V: UIView>(_ view: V) throws(WorldError) -> V {
        try countView()
        return made(view)
    }

    private func made<V: UIView>(_ view: V) -> V {
        views.append(view)
        return view
    }

    private func countView() throws(WorldError) {
        guard viewCount < limits.views else {
            throw WorldError("more than \(limits.views) views made (the views limit)", limit: .views)
        }
        viewCount += 1
    }

    /// The view drawn as `part`.
    public func view(for part: ViewPart) -> UIView? { bound[part] }

    /// The stage's own view for `part` (what the run's `host`, `badge` and `label` name).
    func stageView(_ part: ViewPart) -> UIView? {
        switch part {
        case .host: return host
        case .badge: return badge
        case .label: return label
        }
    }

    /// Draws `view` as `part` from now on; the view drawn as it before is no longer drawn (its
    /// changes are ignored), and a view bound to another part leaves that part. The part takes
    /// the view's values at the next moment the world records (an animation block, a timed
    /// call, the end of the run), as a `set`.
    public func bind(_ view: UIView, to part: ViewPart) {
        // A view held in a property is laid out by the app (Auto Layout, a superview's
        // layoutSubviews) where the file does not show it: one with no frame and no superview
        // takes the part's, so that binding it does not shrink the part to nothing.
        // So does one laid out by Auto Layout constraints (translatesAutoresizingMaskIntoConstraints
        // false, no frame set) in a screen or the host: constraints are accepted, not solved.
        let laidOutByConstraints = !view.translatesAutoresizingMaskIntoConstraints
            && (view.superview.map { isScreen($0) || $0 === self.view(for: .host) } ?? true)
        if view.superview == nil || laidOutByConstraints, view.bounds.size == Size(width: 0, height: 0), let s = recorder.parts[part] {
            view.layer.position = s.position
            view.layer.bounds = Rect(origin: .zero, size: s.size)
        }
        if let old = view.part { bound[old] = nil }
        bound[part]?.part = nil
        bound[part] = view
        view.part = part
        // The stage's count label is the stage badge's text: once the code draws its own badge,
        // the stage's "1" would float over it (BadgedBarItemBounce showed "1" over its own
        // "12"). It is hidden, as a recorded change, unless the code binds a label of its own.
        if part == .badge, view !== badge, bound[.label] === label { label.isHidden = true; appearing.insert(.label) }
        if view !== stageView(part) { appearing.insert(part) }
    }

    /// A top-level statement of the code has ended. While no statement has started an animation
    /// and the clock has not moved, what the statements changed is the scene's starting state,
    /// shown from the clip's first frame through the lead-in, as a seed animation's setup is
    /// (`hub.setCount(7)` before `hub.pop()` shows 7 throughout, as `pop --count 7` does). What
    /// the statement that animates changes before its animation (BadgeHub's blink dims the
    /// badge, then brightens it) is part of the animation: it happens when the run starts.
    public func topLevelStatementEnded() throws(WorldError) {
        guard now == .zero, animationsStarted == 0, !recorder.recordedOtherThanSets else { return }
        recorder.recordingStartingState = true
        defer { recorder.recordingStartingState = false }
        try flush()
    }

    /// What an animation block can change of a view drawn as no part, to tell whether it moved.
    struct Look: Equatable {
        var position: Point, bounds: Rect, anchor: Point, transform: CATransform3D
        var opacity: Double, hidden: Bool, background: UIColor?, cornerRadius: Double
        var text: String?

        init(_ view: UIView) {
            let l = view.layer!
            position = l.position; bounds = l.bounds; anchor = l.anchorPoint; transform = l.transform
            opacity = l.opacity; hidden = l.isHidden; background = l.backgroundColor; cornerRadius = l.cornerRadius
            text = (view as? UILabel)?.text
        }
    }

    /// The views drawn as no part, and how they look, before an animation block runs.
    func unboundLooks() -> [(UIView, Look)] {
        views.filter { $0.part == nil }.map { ($0, Look($0)) }
    }

    /// An animation block has run: counted, and each view drawn as no part that it changed noted.
    func noteStarted(_ unbound: [(UIView, Look)]) {
        animationsStarted += 1
        for (view, look) in unbound where view.part == nil && Look(view) != look { noteMovedUnbound(view) }
    }

    func noteMovedUnbound(_ view: UIView) {
        if !movedUnbound.contains(where: { $0 === view }) { movedUnbound.append(view) }
    }

    /// The part a view drawn as none would be drawn as by its class: an image view the host
    /// icon, a label the count, any other view the badge.
    public static func part(fitting view: UIView) -> ViewPart {
        view is UIImageView ? .host : view is UILabel ? .label : .badge
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

    /// The code's call being evaluated: an opaque token the front end sets around each call
    /// it makes into the world (nil outside any). Each animation's end is noted with it.
    public var caller: AnyObject? {
        get { recorder.caller }
        set {
            recorder.caller = newValue
            if let newValue { lastCaller = newValue }
        }
    }

    /// The code's latest call into the world (the last non-nil `caller`): what the world
    /// refuses once the code has returned — a change recorded at the turn's or statement's end
    /// (a mask in a layer tree, a value out of range) — is placed there, at the statement that
    /// made it, not at the run's first column.
    public private(set) var lastCaller: AnyObject?

    /// The token of the call that made the animation `defaultLength` ends with: where a
    /// refusal of that length belongs. Nil when no call made it.
    public var defaultLengthCaller: AnyObject? { recorder.defaultEndAndCaller(now: sceneNow).caller }

    /// The token of the call that recorded the action at `index` of the scene `finish`
    /// returns, or, for an action the recording added at its end (the last `wait`), of the
    /// last one a call recorded: where a refusal of a scene grown too large belongs. Nil when
    /// no call recorded any.
    public func caller(ofAction index: Int) -> AnyObject? {
        recorder.callers.prefix(index + 1).last { $0 != nil } ?? nil
    }

    /// The recording as scene actions: every pending change recorded, each endless animation
    /// cut at the end (`length` seconds after the run's start; `defaultLength` when nil), and a
    /// last placed `wait` that holds the scene's clock until then. Run `run()` first.
    ///
    /// A given length also cuts a layer animation still running then: a finite repeat that runs
    /// past the scene (issue 41's refusal when no length is given, and when the run does not
    /// remove it) is drawn for as long as the clip is, as the device shows it until then.
    public func finish(length: Double? = nil) throws(WorldError) -> [SceneAction] {
        try flush()
        if length == nil, let refusal = recorder.overlongRefusal { throw WorldError(refusal) }
        try refuseInvisibleButtons()
        let seconds = length ?? defaultLength
        guard seconds >= 0, (start.doubleValue + seconds) <= limits.seconds else {
            throw WorldError("a length of \(plainNumber(seconds)) s is past the scene's \(plainNumber(limits.seconds - start.doubleValue)) s (the seconds limit)", limit: .seconds)
        }
        return recorder.finished(at: start + Rational(reading: seconds))
    }

    /// A UIButton drawn as a part that draws nothing — no background, border, title, image or
    /// sublayer the code added (DOFavoriteButton draws its star in shape layers) — shows no motion, on a device as here (its image comes from a storyboard the file does
    /// not show, say). Refused by name rather than drawn as a clip where nothing moves.
    private func refuseInvisibleButtons() throws(WorldError) {
        for part in ViewPart.allCases {
            guard let button = bound[part] as? UIButton else { continue }
            let layer = button.layer!
            let fill = (layer.backgroundColor?.rgba.alpha ?? 0) > 0
            let border = layer.borderWidth > 0 && (layer.borderColor?.rgba.alpha ?? 0) > 0
            guard !fill, !border, (button.currentTitle ?? "").isEmpty, button.drawnImage == nil, layer.sublayers.isEmpty else { continue }
            throw WorldError("the \(part.rawValue) is a UIButton that draws nothing: it has no image, backgroundColor, border, title or sublayer; give it one (setImage(_:for:)), or bind another view to the \(part.rawValue)")
        }
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
