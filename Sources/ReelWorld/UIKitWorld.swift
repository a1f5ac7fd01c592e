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
    public private(set) var now: Rational = .zero
    /// The scene's clock: `start + now`.
    var sceneNow: Rational { start + now }

    /// The scene actions recorded so far, each placed with `at`.
    public private(set) var actions: [SceneAction] = []
    /// Views and layers made so far (the predefined ones not counted).
    public private(set) var viewCount = 0
    /// Animations recorded so far.
    public private(set) var animationCount = 0
    /// Timed calls scheduled so far.
    public private(set) var scheduledCount = 0
    /// Layer animations added to views drawn as no part: not drawn, counted so the caller can say so.
    public private(set) var unboundAnimationCount = 0

    /// Each part's values as the recorded actions leave them.
    private var recorded: [ViewPart: LayerState] = [:]
    /// The view drawn as each part.
    private var bound: [ViewPart: UIView] = [:]
    /// Timed calls waiting to run.
    private var queue: [Timed] = []
    private var sequence = 0
    /// The animation block the code is inside, if any.
    private var block: Block?
    /// Open CATransactions, innermost last.
    private var transactions: [Transaction] = []
    /// Animations that repeat forever, cut at the clip's end by `finish`.
    private var endless: [Endless] = []
    /// When the last finite animation ends, on the scene's clock.
    private var latestEnd: Rational

    private struct Timed {
        var time: Rational
        var sequence: Int
        var work: () throws -> Void
    }

    private enum Block {
        case animate
        case keyframes(KeyframeCollection)
    }

    private final class KeyframeCollection {
        /// Per part, the keyframes that changed it, in the order they were added.
        var frames: [ViewPart: [ViewKeyframeParameters]] = [:]
    }

    struct Transaction {
        /// Made by a setter outside begin/commit: Core Animation's implicit transaction, which
        /// commits when the current run-loop turn ends (here: the end of the current timed call).
        var implicit = false
        var duration = 0.25
        var timingFunction: TimingFunction?
        var disableActions = false
        var completion: (() throws -> Void)?
        /// The latest end of the animations added inside it, on the scene's clock.
        var latestEnd: Rational?
    }

    private struct Endless {
        var index: Int
        /// When it was added (the action's `at`), on the scene's clock.
        var added: Rational
        /// When its active time begins, on the scene's clock.
        var begins: Rational
        /// One cycle: an iteration, both ways when it autoreverses, in scene seconds.
        var cycle: Rational
    }

    /// A world on `stage`'s setup, its parts' values those of the stage's model at its clock.
    /// - Parameters:
    ///   - start: where the run starts on the scene's clock (the clip's lead-in), in seconds.
    public init(stage: BadgeStage, start: Double = 0, limits: WorldLimits = WorldLimits()) {
        self.limits = limits
        self.start = Rational(reading: start)
        latestEnd = self.start
        for part in ViewPart.allCases { recorded[part] = stage.timeline.model(of: stage.layer(of: part), at: stage.clock) }
        let host = UIImageView(world: self, frame: .zero)
        let badge = UIView(world: self, frame: .zero)
        let label = UILabel(world: self, frame: .zero)
        self.host = host; self.badge = badge; self.label = label
        for (part, view) in [(ViewPart.host, host as UIView), (.badge, badge), (.label, label)] {
            configure(view, from: recorded[part] ?? LayerState())
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
    private func configure(_ view: UIView, from s: LayerState) {
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
            throw WorldError("more than \(limits.views) views made (the views limit)", limit: "views")
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

    private func schedule(at time: Rational, _ work: @escaping () throws -> Void) throws(WorldError) {
        guard scheduledCount < limits.scheduledCalls else {
            throw WorldError("more than \(limits.scheduledCalls) timed calls scheduled (the scheduledCalls limit)", limit: "scheduledCalls")
        }
        guard (start + time).doubleValue <= limits.seconds else {
            throw WorldError("a call scheduled at \(plainNumber(time.doubleValue)) s, past the scene's \(plainNumber(limits.seconds - start.doubleValue)) s (the seconds limit)", limit: "seconds")
        }
        scheduledCount += 1
        sequence += 1
        queue.append(Timed(time: time, sequence: sequence, work: work))
    }

    /// Runs the timed calls in time order (same-time calls in the order they were scheduled),
    /// each at its time on the clock, until none is left; what they schedule runs too.
    public func run() throws {
        try endTurn()
        while let i = queue.indices.min(by: { (queue[$0].time, queue[$0].sequence) < (queue[$1].time, queue[$1].sequence) }) {
            let next = queue.remove(at: i)
            now = next.time
            try next.work()
            try endTurn()
        }
    }

    /// The end of a run-loop turn: pending changes recorded, the implicit transaction committed.
    private func endTurn() throws {
        try flush()
        while transactions.last?.implicit == true { try transactionCommit() }
        guard transactions.isEmpty else {
            throw WorldError("CATransaction.begin() without a CATransaction.commit() before the end of the run-loop turn is not evaluated")
        }
    }

    // MARK: the result

    /// The length of the recording from the run's start, in seconds, when `finish` is given
    /// none: everything finite to its end, and each animation that repeats forever for two of
    /// its cycles after it begins.
    public var defaultLength: Double {
        var end = Rational.max(latestEnd, sceneNow)
        for e in endless { end = .max(end, e.begins + e.cycle + e.cycle) }
        return (end - start).doubleValue
    }

    /// The recording as scene actions: every pending change recorded, each endless animation
    /// cut at the end (`length` seconds after the run's start; `defaultLength` when nil), and a
    /// last placed `wait` that holds the scene's clock until then. Run `run()` first.
    public func finish(length: Double? = nil) throws(WorldError) -> [SceneAction] {
        try flush()
        let seconds = length ?? defaultLength
        guard seconds >= 0, (start.doubleValue + seconds) <= limits.seconds else {
            throw WorldError("a length of \(plainNumber(seconds)) s is past the scene's \(plainNumber(limits.seconds - start.doubleValue)) s (the seconds limit)", limit: "seconds")
        }
        let end = start + Rational(reading: seconds)
        var out = actions
        for e in endless {
            let remaining = end - e.added
            out[e.index] = Self.cut(out[e.index], repeatFor: remaining > .zero ? remaining.doubleValue : 0)
        }
        out.append(.at(end.doubleValue, .wait(0)))
        return out
    }

    /// A scene of the recording: `setup` and `fps`, the recorded actions, then `hold` still seconds.
    public func scene(setup: BadgeSetup, fps: Double, length: Double? = nil, hold: Double = 0) throws(WorldError) -> Scene {
        var scene = Scene()
        scene.setup = setup
        scene.fps = fps
        scene.actions = try finish(length: length) + (hold > 0 ? [.wait(hold)] : [])
        return scene
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

    // MARK: recording

    /// Records every change made to the bound views since the last record as `set`s at now.
    public func flush() throws(WorldError) {
        for part in ViewPart.allCases {
            guard let view = bound[part], let old = recorded[part] else { continue }
            let state = try sceneState(of: view, as: part)
            guard state != old else { continue }
            var p = SetViewParameters()
            p.view = part
            p.values = ViewValues(from: old, to: state)
            // Only what ViewValues holds can differ (the icon's contents are the stage's).
            if p.values.isEmpty { recorded[part] = state; continue }
            try record(.set(try checked(p, part)))
            recorded[part] = state
        }
    }

    /// `p` validated as a scene file would read it; a value out of range is the code's refusal.
    func checked<P: ParameterSet>(_ p: P, _ part: ViewPart) throws(WorldError) -> P {
        do { try p.validate() } catch {
            let value = error.value.isEmpty ? "" : " \(error.value)"
            throw WorldError("the \(part.rawValue)'s \(error.path)\(value) is not drawn: expected \(error.accepted)")
        }
        return p
    }

    /// Appends `action` at now.
    private func record(_ action: SceneAction) throws(WorldError) {
        actions.append(.at(sceneNow.doubleValue, action))
    }

    private func countAnimation() throws(WorldError) {
        guard animationCount < limits.animations else {
            throw WorldError("more than \(limits.animations) animations made (the animations limit)", limit: "animations")
        }
        animationCount += 1
    }

    /// Notes an animation ending at `end` (scene clock) for the open transactions and the length.
    private func noteEnd(_ end: Rational) {
        latestEnd = .max(latestEnd, end)
        for i in transactions.indices { transactions[i].latestEnd = .max(transactions[i].latestEnd ?? end, end) }
    }

    /// The part's values as `view` shows them, in the scene's space: its position carried up
    /// through its superviews to the host (or a view with none), its opacity and hiding
    /// combined with theirs; colours as a scene file holds them.
    ///
    /// The scene draws its parts side by side, not nested: a superview's rotation and scale
    /// move a subview's center, but do not turn or scale the subview itself, and the host's own
    /// motion does not carry its subviews (the badge stays level while the bell swings, as the
    /// Shaky Bell's badge does; a badge inside a moving host would not).
    func sceneState(of view: UIView, as part: ViewPart) throws(WorldError) -> LayerState {
        var s = recorded[part] ?? LayerState()
        let layer = view.layer!
        var position = layer.position
        var opacity = layer.opacity
        var hidden = layer.isHidden
        var above = view.superview
        while let sup = above, sup.part != .host {
            let sl = sup.layer!
            let local = Point(x: position.x - sl.bounds.minX - sl.anchorPoint.x * sl.bounds.width,
                              y: position.y - sl.bounds.minY - sl.anchorPoint.y * sl.bounds.height)
            let turned = sl.transform.isIdentity ? local : local.applying(sl.transform.affine)
            position = Point(x: sl.position.x + turned.x, y: sl.position.y + turned.y)
            opacity *= sl.opacity
            hidden = hidden || sl.isHidden
            above = sup.superview
        }
        if let reason = layer.transform.undrawableReason { throw WorldError("the \(part.rawValue)'s transform: \(reason)") }
        guard let t = layer.transform.affine.decomposition else {
            throw WorldError("the \(part.rawValue)'s transform skews, which is not drawn")
        }
        s.position = position
        s.size = layer.bounds.size
        s.anchorPoint = layer.anchorPoint
        s.rotation = t.rotation; s.scaleX = t.scaleX; s.scaleY = t.scaleY
        s.translationX = t.translationX; s.translationY = t.translationY
        s.opacity = min(1, max(0, opacity))
        s.isHidden = hidden
        s.backgroundColor = layer.backgroundColor?.drawn ?? .clear
        s.cornerRadius = layer.cornerRadius
        s.borderWidth = layer.borderWidth
        s.borderColor = layer.borderColor?.drawn ?? .clear
        if let label = view as? UILabel {
            s.text = label.text ?? ""
            s.fontSize = label.font.pointSize
            s.fontWeight = label.font.weight.cssWeight
            s.foregroundColor = label.textColor.drawn
        } else if let image = view as? UIImageView, let tint = image.tintColor {
            s.foregroundColor = tint.drawn
        }
        return s
    }

    // MARK: UIView animation blocks

    /// UIView.animate(withDuration:delay:options:animations:completion:) (and its shorter
    /// forms): `animations` runs now; each part it changed animates from its old values over
    /// `duration` after `delay`, with the options' curve; `completion` runs when they end.
    public func animate(withDuration duration: Double, delay: Double = 0, options: UIViewAnimationOptions = [],
                        animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        var p = ViewAnimateParameters()
        p.curve = options.curve
        try viewBlock(p, duration: duration, delay: delay, options: options, animations, completion)
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
    /// animations:completion:): the same, moved by a spring of that damping ratio that settles
    /// within `duration` (ReelTimeline's SpringParameters(dampingRatio:initialVelocity:duration:)).
    public func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping ratio: Double,
                        initialSpringVelocity velocity: Double, options: UIViewAnimationOptions = [],
                        animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        var p = ViewAnimateParameters()
        p.springDamping = min(1, max(0, ratio)); p.springVelocity = velocity
        try viewBlock(p, duration: duration, delay: delay, options: options, animations, completion)
    }

    /// A view block with its curve or spring already in `base`.
    func viewBlock(_ base: ViewAnimateParameters, duration: Double, delay: Double, options: UIViewAnimationOptions,
                   _ animations: () throws -> Void, _ completion: ((Bool) throws -> Void)?) throws {
        guard block == nil else {
            throw WorldError("UIView.animate inside another animation block's closure is not evaluated: start it from the completion, or after the block")
        }
        try flush()
        let before = recorded
        block = .animate
        do { try animations() } catch { block = nil; throw error }
        block = nil
        let endlessly = options.contains(.repeat)
        var p = base
        p.duration = max(0, duration); p.delay = max(0, delay)
        p.autoreverses = options.contains(.autoreverse)
        p.beginFromCurrentState = options.contains(.beginFromCurrentState)
        // UIView.animate with no duration changes the values at once and animates nothing
        // (after any delay the completion runs as usual).
        if p.duration == 0 {
            try flush()
        } else {
            for part in ViewPart.allCases {
                guard let view = bound[part], let old = before[part] else { continue }
                let new = try sceneState(of: view, as: part)
                guard new != old else { continue }
                var q = p
                q.view = part
                q.values = ViewValues(from: old, to: new)
                if q.values.isEmpty { recorded[part] = new; continue }
                try countAnimation()
                if endlessly {
                    endless.append(Endless(index: actions.count, added: sceneNow, begins: sceneNow + Rational(reading: p.delay),
                                           cycle: Rational(reading: p.duration) * Rational(p.autoreverses ? 2 : 1)))
                }
                try record(.viewAnimate(try checked(q, part)))
                recorded[part] = new
            }
        }
        if endlessly { return }  // UIKit never calls the completion of an animation that repeats forever
        // (A block of no duration completes after its delay: nothing ran as Core Animation's 0.25 s.)
        let end = sceneNow + (p.duration == 0 ? Rational(reading: p.delay) : p.exactDuration)
        noteEnd(end)
        if let completion { try schedule(at: end - start) { try completion(true) } }
    }

    /// UIView.animateKeyframes(withDuration:delay:options:animations:completion:): `animations`
    /// runs now and adds keyframes (`addKeyframe`); each part they change gets its keyframes,
    /// the block's curve from the options (easeInEaseOut when they name none).
    public func animateKeyframes(withDuration duration: Double, delay: Double = 0, options: UIViewKeyframeAnimationOptions = [],
                                 animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        guard block == nil else {
            throw WorldError("UIView.animateKeyframes inside another animation block's closure is not evaluated")
        }
        try flush()
        let before = recorded
        let collection = KeyframeCollection()
        block = .keyframes(collection)
        do {
            try animations()
            // Changes made in the block's closure outside any keyframe animate over the whole block.
            try collectKeyframe(into: collection, start: 0, duration: 1)
        } catch { block = nil; recorded = before; throw error }
        block = nil
        let animation = options.animationOptions
        let endlessly = animation.contains(.repeat)
        var p = ViewKeyframesParameters()
        p.duration = max(0, duration); p.delay = max(0, delay)
        p.curve = animation.curve
        p.calculationMode = options.calculationMode
        p.autoreverses = animation.contains(.autoreverse)
        p.beginFromCurrentState = animation.contains(.beginFromCurrentState)
        // `collectKeyframe` moved `recorded` along keyframe by keyframe; the blocks start from `before`.
        let after = recorded
        recorded = before
        for part in ViewPart.allCases {
            guard let frames = collection.frames[part], !frames.isEmpty else { continue }
            if p.duration == 0 { continue }
            var q = p
            q.view = part
            try countAnimation()
            if endlessly {
                endless.append(Endless(index: actions.count, added: sceneNow, begins: sceneNow + Rational(reading: p.delay),
                                       cycle: Rational(reading: p.duration) * Rational(p.autoreverses ? 2 : 1)))
            }
            let action: ViewKeyframesAction
            do { action = try ViewKeyframesAction(try checked(q, part), frames) } catch let e as ParameterError {
                throw WorldError("the \(part.rawValue)'s keyframes: \(e.accepted)")
            }
            try record(.viewKeyframes(action))
        }
        recorded = after
        if p.duration == 0 {
            // No duration: the values are set at once.
            recorded = before
            try flush()
        }
        if endlessly { return }
        let end = sceneNow + (p.duration == 0 ? Rational(reading: p.delay) : p.exactDuration)
        noteEnd(end)
        if let completion { try schedule(at: end - start) { try completion(true) } }
    }

    /// UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:), inside
    /// animateKeyframes' closure: `animations` runs now; what it changes is reached at
    /// start + duration (fractions of the block).
    public func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double,
                            animations: () throws -> Void) throws {
        guard case .keyframes(let collection) = block else {
            throw WorldError("UIView.addKeyframe outside UIView.animateKeyframes' animations closure is not evaluated")
        }
        guard (0...1).contains(start), (0...1).contains(duration) else {
            throw WorldError("UIView.addKeyframe(withRelativeStartTime: \(plainNumber(start)), relativeDuration: \(plainNumber(duration))): expected both from 0 to 1")
        }
        // Changes made between keyframes belong to the block.
        try collectKeyframe(into: collection, start: 0, duration: 1)
        try animations()
        try collectKeyframe(into: collection, start: start, duration: duration)
    }

    /// Adds what changed in the bound views since the last keyframe as a keyframe.
    private func collectKeyframe(into collection: KeyframeCollection, start: Double, duration: Double) throws(WorldError) {
        for part in ViewPart.allCases {
            guard let view = bound[part], let old = recorded[part] else { continue }
            let new = try sceneState(of: view, as: part)
            guard new != old else { continue }
            var k = ViewKeyframeParameters()
            k.start = start; k.duration = duration
            k.values = ViewValues(from: old, to: new)
            if !k.values.isEmpty {
                let frames = collection.frames[part, default: []]
                guard frames.count < ViewKeyframesAction.maxKeyframes else {
                    throw WorldError("more than \(ViewKeyframesAction.maxKeyframes) keyframes in one block on the \(part.rawValue)")
                }
                collection.frames[part] = frames + [try checked(k, part)]
            }
            recorded[part] = new
        }
    }

    /// UIView.performWithoutAnimation(_:): outside a block the changes are set at once, as
    /// any change outside a block is.
    public func performWithoutAnimation(_ actions: () throws -> Void) throws {
        guard block == nil else {
            throw WorldError("UIView.performWithoutAnimation inside an animation block's closure is not evaluated")
        }
        try actions()
        try flush()
    }

    // MARK: layer animations

    /// CALayer.add(_:forKey:) on `layer`: the animation (a copy) runs from now on the part its
    /// view is drawn as; an animation added with the same key is taken off first.
    func add(_ animation: CAAnimation, to layer: CALayer, key: String?) throws(WorldError) {
        try flush()
        let transactionDuration = transactions.last?.duration ?? 0.25
        let converted = try CAAnimationRecording.action(animation, layer: .badge, key: key,
                                                        mediaNow: currentMediaTime(),
                                                        transactionDuration: transactionDuration)
        if let key { layer.keyed.removeAll { $0.key == key } }
        let end = converted.endless ? nil : sceneNow + converted.action.exactDuration
        if let key { layer.keyed.append((key, animation, end)) }
        guard let part = layer.view?.part else {
            unboundAnimationCount += 1
            return
        }
        try countAnimation()
        var action = converted.action
        action = CAAnimationRecording.placed(action, on: animatedLayer(part))
        if converted.endless {
            endless.append(Endless(index: actions.count, added: sceneNow, begins: sceneNow + Rational(reading: converted.begin),
                                   cycle: Rational(reading: converted.cycle)))
        } else if let end {
            noteEnd(end)
        }
        try record(.layerAnimation(action))
    }

    /// CALayer.removeAnimation(forKey:) (or removeAllAnimations, key nil) on `layer`.
    func removeAnimation(from layer: CALayer, key: String?) throws(WorldError) {
        try flush()
        if let key { layer.keyed.removeAll { $0.key == key } } else { layer.keyed.removeAll() }
        guard let part = layer.view?.part else { return }
        var p = RemoveAnimationParameters()
        p.view = part; p.key = key
        try record(.removeAnimation(try checked(p, part)))
    }

    /// The layer a part's animation is added to: the badge's circle alone unless the count is
    /// drawn inside the badge view (then it moves with the circle's layer, as sublayers do).
    private func animatedLayer(_ part: ViewPart) -> AnimatedLayer {
        switch part {
        case .host: return .host
        case .label: return .label
        case .badge:
            if let badge = bound[.badge], let label = bound[.label], label !== badge, label.isDescendant(of: badge) { return .badge }
            return .circle
        }
    }

    // MARK: CATransaction

    /// CATransaction.begin().
    public func transactionBegin() { transactions.append(Transaction()) }

    /// CATransaction.flush(): accepted; changes are recorded as they are made.
    public func transactionFlush() {}

    /// CATransaction.commit(): its completion block runs when the animations added inside it
    /// (its nested transactions' included) have ended, or at once when there were none.
    public func transactionCommit() throws(WorldError) {
        guard let t = transactions.popLast() else {
            throw WorldError("CATransaction.commit() without a CATransaction.begin() is not evaluated")
        }
        if let end = t.latestEnd, let i = transactions.indices.last {
            transactions[i].latestEnd = .max(transactions[i].latestEnd ?? end, end)
        }
        if let completion = t.completion {
            let end = Rational.max(t.latestEnd ?? sceneNow, sceneNow)
            try schedule(at: end - start, completion)
        }
    }

    /// CATransaction.setAnimationDuration(_:): the duration an animation added inside with
    /// none of its own (duration 0) runs for.
    public func transactionSetAnimationDuration(_ seconds: Double) {
        if transactions.isEmpty { transactions.append(Transaction(implicit: true)) }
        transactions[transactions.count - 1].duration = seconds
    }

    /// CATransaction.animationDuration(): 0.25 s unless set.
    public func transactionAnimationDuration() -> Double { transactions.last?.duration ?? 0.25 }

    /// CATransaction.setAnimationTimingFunction(_:): kept; it is the curve of implicit
    /// animations, and a view's backing layer makes none (so nothing here uses it).
    public func transactionSetAnimationTimingFunction(_ fn: TimingFunction?) {
        if transactions.isEmpty { transactions.append(Transaction(implicit: true)) }
        transactions[transactions.count - 1].timingFunction = fn
    }

    /// CATransaction.setDisableActions(_:): kept; a backing layer has no implicit animations
    /// to disable.
    public func transactionSetDisableActions(_ flag: Bool) {
        if transactions.isEmpty { transactions.append(Transaction(implicit: true)) }
        transactions[transactions.count - 1].disableActions = flag
    }

    /// CATransaction.setCompletionBlock(_:).
    public func transactionSetCompletionBlock(_ block: (() throws -> Void)?) {
        if transactions.isEmpty { transactions.append(Transaction(implicit: true)) }
        transactions[transactions.count - 1].completion = block
    }
}
