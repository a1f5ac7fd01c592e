import ReelSwiftUI
import ReelTimeline

/// The SwiftUI scene of a run (issue 39): the first `View` value the code stores
/// (`var v = LikeButton()`) is its content; each later change of that value (`v.isLiked =
/// true`, `v.count += 1`, `v.isOn.toggle()`), at the scene clock's time, is a state change.
///
/// SwiftUI's semantics [Apple] (…/swiftui/managing-user-interface-state; …/swiftui/
/// withanimation(_:_:)): a state change evaluates `body` once; the views keep their identity by
/// their place in the tree (structural identity); each animatable property of a view whose
/// value changed animates from what the screen showed to the new value with the transaction's
/// animation — `withAnimation`'s, or that of the innermost `.animation(_:value:)` above it
/// whose value changed — through ReelSwiftUI's `AnimatedValue` (springs integrated at 1/300 s,
/// interrupted springs merged with their velocity, curves combined).
final class SwiftUIStage {
    /// One evaluation of `body`: when, what it built, and the transaction's animation.
    struct Update {
        var time: Double
        var tree: ViewTree
        var animation: ReelSwiftUI.Animation?
        /// The body evaluated: a limit its transitions reach is refused there.
        var site: CallSite
        /// The assignment that made the change (nil for the content's first appearance).
        var change: CallSite?
    }

    private(set) var contentName: String?
    private(set) var contentType: UserType?
    private(set) var updates: [Update] = []
    /// How many times `body` was evaluated for a change (bounded: `EvaluationLimits.stateChanges`).
    private var evaluations = 0
    /// `withAnimation`'s animations, innermost last (nil: `withAnimation(nil)`).
    private var transactions: [ReelSwiftUI.Animation?] = []
    /// A change made inside `withAnimation`, evaluated when its body returns (a nil value: the
    /// content is a view value whose modifier's state changed).
    private var pending: (value: StructValue?, site: CallSite)?
    /// Set while `body` runs: what it stores is not a state change.
    private var evaluating = false
    /// The latest assignment that changed state: where a limit its evaluation reaches is placed.
    private var lastChange: CallSite?
    /// The content as the last change left it.
    private(set) var current: StructValue?
    /// What the motion half adds: pressed buttons, timers' states, animators (SwiftUIStage+Motion).
    var motion = SwiftUIMotion()
    /// `onAppear` actions of the content's first evaluation, run once it has appeared.
    private var appearActions: [Function] = []
    /// Those of them that are `.task` actions, each run as a `Task`, by their places.
    private var taskActions: [ObjectIdentifier: String] = [:]
    /// The body's `.task` modifiers and their tasks, by place (cancelled as their views go).
    private var taskPlaces = SwiftUITaskPlaces()
    /// The `self` of the content's actions run later than the body that declared them
    /// (`onAppear`, `.task`, `onChange`, and the `Task`s they start): each holds the content
    /// as the latest change left it, so what an action reads after a sleep is the view's
    /// state now, and what it writes back keeps the other properties' current values
    /// [Apple] (…/swiftui/state: "SwiftUI manages the property's storage"; a view's actions
    /// read and write that one storage).
    private var liveSelves: [LiveSelf] = []
    private struct LiveSelf { weak var box: Box? }

    /// The modifiers applied outside the content struct (`TypingDots().padding()`).
    private(set) var outside: ViewComponent?
    /// Views inside the content whose own fields an action changed that are neither `@State`
    /// nor `@Binding` (not evaluated).
    var ignoredNestedChanges: [String] = []
    /// The `@State` of views inside the content and of view modifiers, by their place.
    var innerState = SwiftUIInnerState()
    /// The body's `onChange(of:)` modifiers, and how many actions one change has run so far.
    private var changeObservers = SwiftUIChangeObservers()
    private var changeDepth = 0
    /// Whether an `onChange` action is running (what it schedules is a `SwiftUIChangeChain`).
    var isRunningChangeAction: Bool { changeDepth > 0 }
    var changeChain = SwiftUIChangeChain()
    /// The body's `onReceive` subscriptions, by place.
    var subscriptions = SwiftUISubscriptions()
    /// Whether a body is being evaluated (what it declares belongs to the new tree).
    var isEvaluatingBody: Bool { evaluating }
    /// The content as the latest change left it, a pending `withAnimation` one included.
    var latestContent: StructValue? { pending.flatMap(\.value) ?? current }
    /// Whether the content is a view value (`Image(…).modifier(Ring())`), not a struct.
    var contentIsViewValue: Bool { contentName != nil && contentType == nil }
    /// The first error a geometry effect raised while the frames were made.
    private(set) var failure: (any Error)?

    var hasContent: Bool { contentName != nil }
    /// Each animation's logical completion (SwiftUICompletion); nil when it never completes.
    var completionTimes: [ReelSwiftUI.Animation?: Double?] = [:]
    /// The first view value the run stored that is built in the run itself (`var v =
    /// Circle().frame(width: 20)`): it has no state a run can change, so it is not the
    /// content; a run that binds nothing else is refused, naming it, instead of drawing the
    /// default scene still (SwiftUIScene).
    private(set) var statelessView: (name: String, type: String)?
    /// Whether modifiers are applied outside the content struct.
    var hasOutside: Bool { outside != nil }

    /// What set each number and when its animation ended, heard while `clip` runs (for `-o x.swift`).
    private var recorder = SwiftUIMotionRecorder()

    /// A geometry effect failed while a frame was lowered (SwiftUIScene refuses the run).
    func failed(_ error: any Error) {
        if failure == nil { failure = error }
    }

    /// A value was stored under `name` at `time` by the assignment at `change`: the content, a
    /// change of it, or nothing of ours.
    func assigned(_ value: Value, toName name: String, at time: Double, change: CallSite) throws {
        guard !evaluating else { return }
        let interpreter = change.interpreter
        lastChange = change
        // An action of a view inside the content or of a view modifier changed its own fields.
        if name == "self", case .structValue(let inner) = value, inner.stateKey != nil, inner.type !== contentType {
            try nestedChanged(inner, at: time, change: change)
            return
        }
        let view: StructValue, component: ViewComponent?
        switch value {
        case .structValue(let s): (view, component) = (s, nil)
        case .native(let native as SwiftUIViewValue) where native.component != nil && contentName == nil:
            guard let struct_ = native.component!.view else {
                // A view value carrying a view modifier of the file: its base and modifiers.
                guard let site = native.component!.site else { return }
                contentName = name
                outside = native.component
                try update(nil, at: time, animation: nil, site: site)
                return
            }
            (view, component) = (struct_, native.component)
        case .native(let native as SwiftUIViewValue) where native.component == nil:
            if contentName == nil, statelessView == nil { statelessView = (name, native.typeName) }
            return
        default: return
        }
        guard let (body, _) = view.type.computedProperty("body") else { return }
        let site = CallSite(body.getter, interpreter)
        if contentName == nil {
            contentName = name
            contentType = view.type
            outside = component
            try update(view, at: time, animation: nil, site: site)
            return
        }
        if name == "self", view.type !== contentType {
            try nestedChanged(view, at: time, change: change)
            return
        }
        // The content itself, or `self` inside one of its actions (`onAppear { isOn = true }`:
        // @State's setter is nonmutating, so the action changes the view's state).
        guard name == contentName || name == "self", view.type === contentType else { return }
        if name == "self", outside == nil, let contentName { interpreter.globals.lookup(contentName)?.value = value }
        if !transactions.isEmpty {
            pending = (view, site)
            return
        }
        try update(view, at: time, animation: nil, site: site)
    }

    /// A view-value content evaluated again at `time` (inside `withAnimation`: when it ends).
    func refresh(at time: Double, site: CallSite) throws {
        if !transactions.isEmpty {
            pending = (nil, site)
            return
        }
        try update(nil, at: time, animation: nil, site: site)
    }

    /// `withAnimation(animation) { body }`: the changes `body` makes are one transaction.
    func withAnimation(_ animation: ReelSwiftUI.Animation?, at time: () -> Double, _ body: () throws -> Value) throws -> Value {
        transactions.append(animation)
        let result: Value
        do {
            result = try body()
        } catch {
            transactions.removeLast()
            throw error
        }
        transactions.removeLast()
        if transactions.isEmpty, let (view, site) = pending {
            pending = nil
            try update(view, at: time(), animation: animation, site: site)
        }
        return result
    }

    /// Evaluates the content again: the struct's `body` (`view`), or, for a view value (nil),
    /// its base with its modifiers applied again.
    func update(_ view: StructValue?, at time: Double, animation: ReelSwiftUI.Animation?, site: CallSite) throws {
        // Each change evaluates `body` again and keeps the tree it built: bounded by count, so
        // `while true { v.x += 1 }` in the run, an action, a task or an observer stops after
        // seconds, not at the loop limit minutes later (each evaluation costs far more than a
        // loop's step).
        evaluations += 1
        if evaluations > site.interpreter.limits.stateChanges + 1 {
            throw (lastChange ?? site).limit(.stateChanges)
        }
        evaluating = true
        defer { evaluating = false }
        innerState.begin()
        changeObservers.begin()
        taskPlaces.begin()
        subscriptions.begin()
        var tree: ViewTree
        if let view {
            guard let views = try site.interpreter.viewBody(of: view, at: site.node) else { return }
            tree = try SwiftUIDeclarations.group(views, BridgeArguments([], call: view.type.name, site: site, bridge: site.bridge))
        } else {
            guard let base = outside?.base else { return }
            tree = base
        }
        if let outside { tree = try outside.tree(body: tree) }
        if tree.depth > SwiftUIDeclarations.maximumDepth || tree.nodeCount > SwiftUIDeclarations.maximumNodes {
            throw site.refuse("the body of \(view?.type.name ?? contentName ?? "the content") is \(tree.depth) views deep with \(tree.nodeCount) views; at most \(SwiftUIDeclarations.maximumDepth) deep and \(SwiftUIDeclarations.maximumNodes) views are laid out",
                              .invalid)
        }
        if let last = updates.last, last.time > time {
            throw site.refuse("a state change at \(time) s comes before one at \(last.time) s", .invalid)
        }
        // The views built are work and memory past the body's own steps (kept, lowered and
        // compared with the next tree at every frame): counted as steps, one a view.
        try site.interpreter.charge(tree.nodeCount, at: (lastChange ?? site).node)
        let appearing = updates.isEmpty
        let update = Update(time: time, tree: tree, animation: animation, site: site, change: appearing ? nil : lastChange)
        // Changes of one turn in equal transactions are one update: SwiftUI queues a state
        // change made outside an update as an asynchronous transaction and appends it to the
        // last one queued when the two may concatenate (equal property lists: the same
        // animation, or none), then flushes each queued transaction once before the next frame
        // [RE] (SwiftUI's `Transaction.mayConcatenate(with:)` compares the two lists;
        // OpenSwiftUI `GraphHost.asyncTransaction`, `flushTransactions`). So the screen never
        // shows the trees in between, and each view animates once from what it showed to the
        // turn's last tree: `for i in 0..<n { withAnimation { items.append(i) } }` inserts n
        // views in one change. The content's appearance stays an update of its own: what its
        // `onAppear` changes animates from it. Changes without an animation also stay apart,
        // as they always have here [Inferred]: SwiftUI concatenates two empty transactions too,
        // which would let an `.animation(_:value:)` whose value one of them changed animate the
        // other's change (SwiftUISceneTests' `animationModifierAppliesWhenItsValueChanges` pins
        // the per-change reading; a device check should settle it, docs/swiftui.md).
        if updates.count > 1, animation != nil, let last = updates.last, last.time == time, last.animation == animation {
            updates[updates.count - 1] = update
        } else {
            updates.append(update)
        }
        current = view
        if let view {
            liveSelves.removeAll { $0.box == nil }
            for live in liveSelves { live.box?.value = .structValue(view) }
        }
        innerState.end()
        subscriptions.end()
        evaluating = false
        try tasksAppearedAndGone(appearing: appearing, site: site)
        try runChangeActions(changeObservers.end(appearing: appearing), appearing: appearing, site: site)
    }

    /// A `self` for an action of the content (kept current: `liveSelves`) or of a view inside it.
    func liveSelf(_ owner: Value) -> Box {
        let box = Box(owner, isConstant: false, type: nil)
        if case .structValue(let view) = owner, view.type === contentType { liveSelves.append(LiveSelf(box: box)) }
        return box
    }

    /// An `onChange(of:)` modifier of the body being evaluated observes `value` at `place`.
    func observeChange(_ observer: SwiftUIChangeObservers.Observer, place: String) {
        if evaluating { changeObservers.observe(observer, place: place) }
    }

    /// The `onChange` actions a body evaluation fired: run now, each a state change of its own;
    /// on appearance with the `onAppear` actions, once the statement storing the content ends.
    private func runChangeActions(_ fired: [(Function, [Argument])], appearing: Bool, site: CallSite) throws {
        guard !fired.isEmpty else { return }
        if appearing {
            appearActions += fired.map { action, arguments in
                Function.builtin(action.name) { [unowned self] _, site in
                    self.changeDepth += 1
                    defer { self.changeDepth -= 1 }
                    return try site.interpreter.invoke(self.boundToContent(action), arguments, at: site.node)
                }
            }
            return
        }
        changeDepth += 1
        defer { changeDepth -= 1 }
        if changeDepth > SwiftUIChangeObservers.maximumChain {
            throw site.refuse("onChange(of:) actions changed state \(SwiftUIChangeObservers.maximumChain) times in a row from one change: each change fires an action again", .invalid)
        }
        for (action, arguments) in fired {
            _ = try site.interpreter.invoke(boundToContent(action), arguments, at: site.node)
        }
    }

    /// `view` (a view struct inside the content, or a view modifier) with the `@State` its
    /// place keeps, while a body is evaluated; as it is otherwise.
    func restoringState(of view: StructValue, in builder: ViewBuilderState) -> StructValue {
        guard evaluating, view.type !== contentType else { return view }
        return innerState.restoring(view, path: builder.path, elements: builder.elementsPlace)
    }

    /// `onAppear(perform:)` evaluated: kept when the content is appearing (its first body).
    func appeared(_ action: Function) {
        guard evaluating, updates.isEmpty else { return }
        appearActions.append(action)
    }

    /// `.task { … }` evaluated at `place` (SwiftUITaskPlaces).
    func declaredTask(_ action: Function, place: String) {
        if evaluating { taskPlaces.declare(action, place: place) }
    }

    /// After a body evaluation: the tasks of views that appeared start (on the content's first
    /// evaluation with its `onAppear` actions; later, now, each after the code that changed
    /// the state returns, as every task starts), those of views that disappeared are cancelled.
    private func tasksAppearedAndGone(appearing: Bool, site: CallSite) throws {
        let (appeared, gone) = taskPlaces.end()
        for task in gone { try task.cancel() }
        for (place, action) in appeared {
            if appearing {
                appearActions.append(action)
                taskActions[ObjectIdentifier(action)] = place
            } else if let owner = current.map({ Value.structValue($0) }) {
                try startTask(action, place: place, owner: owner, interpreter: site.interpreter, site: site)
            }
        }
    }

    /// `action` run as a task with `self` the view it belongs to (the content kept current).
    private func startTask(_ action: Function, place: String, owner: Value, interpreter: Interpreter, site: CallSite) throws {
        var owner = owner
        if case .structValue(let inner)? = action.scope?.lookup("self")?.value, inner.type !== contentType { owner = .structValue(inner) }
        let bound = bind(action, to: owner)
        try InterpretedTask.checkRoom(site)
        let node = site.node, world = site.bridge.world
        let task = try InterpretedTask.start(interpreter: interpreter, world: world, state: { [unowned self] in stateDescription(interpreter: interpreter) }) {
            _ = try interpreter.invoke(bound, [], at: node)
        }
        taskPlaces.started(task, at: place)
    }

    /// `action` with `self` bound to `owner`, kept current when it is the content.
    private func bind(_ action: Function, to owner: Value) -> Function {
        let scope = Scope(parent: action.scope)
        scope.define("self", liveSelf(owner))
        let bound = Function(name: action.name, parameters: action.parameters, body: action.body, scope: scope, owner: action.owner)
        bound.capturedFrame = action.capturedFrame
        return bound
    }

    /// The content's `onAppear` actions, run as it appears [Apple] (…/view/onappear(perform:):
    /// "an action to perform before this view appears"), with a `self` whose state they change.
    /// Run once the statement that stored the content has ended, so the actions' changes
    /// reach the variable it was stored in.
    func statementEnded(interpreter: Interpreter) throws {
        guard !appearActions.isEmpty else { return }
        if let current, let (body, _) = current.type.computedProperty("body") {
            try runAppearActions(interpreter: interpreter, site: CallSite(body.getter, interpreter))
        } else if contentIsViewValue, let site = outside?.site {
            try runAppearActions(interpreter: interpreter, site: site)
        }
    }

    private func runAppearActions(interpreter: Interpreter, site: CallSite) throws {
        let actions = appearActions
        appearActions = []
        for action in actions {
            // An action of a view inside the content keeps its own `self`: what it changes goes
            // through its bindings and its own state (SwiftUIStage+Bindings.swift).
            var owner = current.map { Value.structValue($0) }
            if case .structValue(let inner)? = action.scope?.lookup("self")?.value, inner.type !== contentType { owner = .structValue(inner) }
            guard let owner else { continue }
            if let place = taskActions[ObjectIdentifier(action)] {
                try startTask(action, place: place, owner: owner, interpreter: interpreter, site: site)
                continue
            }
            _ = try interpreter.invoke(bind(action, to: owner), [], at: site.node)
        }
    }

    /// The scene's frames at `fps` from time 0: each state change applied at its time, every
    /// animatable number shown as its animation has it at each frame. The clip ends `hold`
    /// seconds after the last animation ends, or at `length` when given; an animation that
    /// never ends is cut after whole cycles (`EndlessMotion.cut`), or `endless` seconds after
    /// the last change when its cycle is not fixed (a spring repeated forever). A view whose
    /// laid-out frame a change moves animates there too (`LayoutMotion`, laid out with
    /// `measure`, the export's text measure): the clip holds until it has come to rest.
    func clip(fps: Double, hold: Double, length: Double?, endless: Double, maximumFrames: Int, measure: any ReelSwiftUI.TextMeasuring,
              bound: ViewClipBound? = nil) throws -> ViewClip? {
        guard let contentName, let first = updates.first else { return nil }
        var animated: [ViewTree.Key: AnimatedValue] = [:]
        var scopeValues: [String: String?] = [:]
        var tree = first.tree
        var next = 0
        var frames: [ViewNode] = []
        var runs = AnimatorRuns()
        var transitions = TransitionRuns()
        var settledAt: Double?
        let lastChange = updates.last?.time ?? 0
        var endlessMotions: [EndlessMotion] = []
        var k = 0
        recorder = SwiftUIMotionRecorder()
        recorder.appeared(at: first.time)
        var lastAnimators: AnimatorFrames?
        var stillAnimating = false
        var layoutChanges: [LayoutChange] = []
        var layoutMotion = LayoutMotion(layout: ViewLayout(measure: measure))
        while k < maximumFrames {
            let t = Double(k) / fps
            while next < updates.count, updates[next].time <= t {
                let before = next > 0 ? Self.lowered(tree, animated, at: updates[next].time).node : nil
                let scopesBefore = scopeValues
                if next > 0 {
                    transitions.update(old: tree, new: updates[next].tree, animation: updates[next].animation, scopesBefore: scopeValues, at: updates[next].time)
                    if transitions.departuresInProgress > TransitionRuns.maximumDepartures {
                        throw updates[next].site.refuse(TransitionRuns.tooManyDepartures, .invalid)
                    }
                }
                apply(updates[next], to: &animated, scopes: &scopeValues, endless: &endlessMotions)
                // Each frame evaluates every animation a number runs combined, as a laid-out
                // frame's: bounded alike before any frame is made (250 opacity changes in
                // transactions of their own, each a 100 s curve, took 216 s to render).
                if let most = Self.mostCombined(animated), most.count > LayoutMotion.maximumCombined {
                    throw (updates[next].change ?? updates[next].site).refuse(Self.tooManyCombined(most.key, most.count), .invalid)
                }
                if let before {
                    let after = Self.lowered(updates[next].tree, animated, at: updates[next].time)
                    var animations: [String: ReelSwiftUI.Animation] = [:]
                    for (path, scopes) in after.scopes {
                        let animation: ReelSwiftUI.Animation? = Self.animation(for: scopes, before: scopesBefore) ?? updates[next].animation
                        if let animation { animations[path] = animation }
                    }
                    let change = LayoutChange(frame: k, time: updates[next].time, before: before, after: after.node, animations: animations,
                                              contentTransitions: after.contentTransitions)
                    layoutChanges.append(change)
                    layoutMotion.apply(change)
                    // A text's content change this model does not draw (a numeric text's
                    // roll): refused at the change, naming the view and the transition.
                    if let unmodelled = layoutMotion.unmodelledContentChange {
                        throw (updates[next].change ?? updates[next].site).refuse("the Text at \(unmodelled.view): \(unmodelled.reason)", .notEvaluated(supported: [".identity", ".opacity", ".interpolate"]))
                    }
                    // Each frame evaluates every animation a view's frame runs combined, so
                    // their number is bounded before any frame is made.
                    if let most = layoutMotion.mostCombined, most.count > LayoutMotion.maximumCombined {
                        throw (updates[next].change ?? updates[next].site).refuse(LayoutMotion.tooManyCombined(view: most.view, count: most.count), .invalid)
                    }
                    // A frame moved by an animation repeated forever is cut after whole cycles
                    // as a number moved by one is (EndlessMotion).
                    if animations.values.contains(where: \.repeatsForever), layoutMotion.isAnimating(at: change.time) {
                        var seen = Set<ReelSwiftUI.Animation>()
                        for path in animations.keys.sorted() {
                            guard let animation = animations[path], animation.repeatsForever, seen.insert(animation).inserted else { continue }
                            endlessMotions.append(EndlessMotion(start: change.time, cycle: animation.foreverCycle))
                        }
                    }
                }
                try runs.update(with: updates[next].tree, at: updates[next].time)
                tree = updates[next].tree
                next += 1
                settledAt = nil
            }
            var shown: [ViewTree.Key: Double] = [:]
            var (animators, animatorsMoving) = try runs.frame(at: t)
            let moving = transitions.frame(at: t)
            animators.transitions = moving.effects
            var animating = animatorsMoving || moving.animating
            if layoutMotion.isAnimating(at: t) { animating = true }
            for key in animated.keys {
                shown[key] = animated[key]!.value(at: t).scalar
                if animated[key]!.isAnimating { animating = true }
                recorder.frame(key, animating: animated[key]!.isAnimating, at: t)
            }
            var current = ViewTree.Lowering(shown: { key, model in shown[key] ?? model }, record: nil, animators: animators)
            current.matched = moving.matched
            var frame = current.lower(tree)
            if !moving.departing.isEmpty {
                frame = frame.modifier(.departing(moving.departing.map { gone in
                    var lowering = ViewTree.Lowering(shown: { key, model in shown[key] ?? model }, record: nil)
                    lowering.departing = gone.effects
                    lowering.matched = gone.matched
                    return lowering.lower(gone.tree)
                }, names: moving.departing.map { "removed\($0.serial)" }))
            }
            frames.append(frame)
            lastAnimators = animators
            stillAnimating = animating
            k += 1
            // The output's bound, checked on the clip so far: one already past it is stopped here.
            if let bound, ViewClipBound.checkedAt.contains(k),
               bound.isPast(ViewClip(fps: fps, frames: frames, contentName: contentType?.name ?? contentName, layoutChanges: layoutChanges)) {
                var stopped = ViewClip(fps: fps, frames: frames, contentName: contentType?.name ?? contentName, layoutChanges: layoutChanges)
                stopped.stoppedEarly = true
                return stopped
            }
            if next == updates.count {
                if !animating, settledAt == nil { settledAt = t }
                if let length, t + 1 / fps > length + 1e-9 { break }
                if length == nil, let settledAt, t + 1 / fps > settledAt + hold + 1e-9 { break }
                let cut = EndlessMotion.cut(endlessMotions + runs.endless + transitions.endless, lastChange: lastChange, fallback: endless)
                if length == nil, let cut, t + 1 / fps > cut + 1e-9 { break }
            }
        }
        // Still moving at the scene's limit with no length asked for (`repeatCount(1000)` of a
        // second): refused at the change, as UIKit's too-long block is, never cut there silently.
        if k == maximumFrames, length == nil, stillAnimating || next < updates.count, let last = updates.last {
            throw (last.change ?? last.site).limit(.sceneSeconds)
        }
        let motion = frames.last.flatMap { recorder.motion(tree: tree, animators: lastAnimators, lastFrame: $0) }
        return ViewClip(fps: fps, frames: frames, contentName: contentType?.name ?? contentName, motion: motion, layoutChanges: layoutChanges)
    }

    /// `tree` lowered as the screen shows it at `time` (its animated numbers then, read from
    /// copies so the frames' own evaluation is untouched), and the `.animation` scopes above
    /// each view: a change's tree before and after it, for its layout to animate
    /// (`LayoutChange`). Animators are left at their initial trees on both sides, so only the
    /// change's own jump in the layout is measured.
    static func lowered(_ tree: ViewTree, _ animated: [ViewTree.Key: AnimatedValue], at time: Double)
        -> (node: ViewNode, scopes: [String: [ViewTree.AnimationScope]], contentTransitions: [String: ContentTransition]) {
        var shown: [ViewTree.Key: Double] = [:]
        for (key, value) in animated {
            var copy = value
            shown[key] = copy.value(at: time).scalar
        }
        var scopes: [String: [ViewTree.AnimationScope]] = [:]
        // Each `Text`'s content transition: the innermost `.contentTransition` above it, an
        // environment value (its content is lowered at the modifier's place and `<`, and
        // everything inside that content at places that start so).
        var environments: [(inside: String, transition: ContentTransition)] = []
        var texts: [String: ContentTransition] = [:]
        var lowering = ViewTree.Lowering(shown: { key, model in shown[key] ?? model }, record: nil)
        lowering.visit = { path, tree, above in
            scopes[path] = above
            switch tree {
            case let .modified(_, .contentTransition(t)): environments.append((path + "<", t))
            case .text: if let set = environments.last(where: { path.hasPrefix($0.inside) }) { texts[path] = set.transition }
            default: break
            }
        }
        return (lowering.lower(tree), scopes, texts)
    }

    /// One state change: every number of the new tree set on its animated value with the
    /// animation that applies to it; numbers of views no longer in the tree dropped, new
    /// ones shown as they are (insertion transitions are not modelled yet).
    private func apply(_ update: Update, to animated: inout [ViewTree.Key: AnimatedValue], scopes: inout [String: String?], endless: inout [EndlessMotion]) {
        var numbers: [(ViewTree.Key, ViewTree.Number)] = []
        _ = ViewTree.Lowering(shown: { $1 }, record: { numbers.append(($0, $1)) }).lower(update.tree)
        var kept: [ViewTree.Key: AnimatedValue] = [:]
        var newScopes: [String: String?] = [:]
        for (key, number) in numbers {
            for scope in number.scopes { newScopes[scope.path] = scope.value }
            guard var value = animated[key] else {
                kept[key] = AnimatedValue(AnimatableVector(number.value))
                continue
            }
            let animation = Self.animation(for: number.scopes, before: scopes) ?? update.animation
            let (from, interrupted) = (value.model.scalar, value.isAnimating)
            value.set(AnimatableVector(number.value), animation: animation, at: update.time)
            recorder.set(key, from: from, to: number.value, animation: animation, interrupted: interrupted,
                         animating: value.isAnimating, at: update.time)
            if value.isAnimating, let animation, animation.repeatsForever { endless.append(EndlessMotion(start: update.time, cycle: animation.foreverCycle)) }
            kept[key] = value
        }
        animated = kept
        scopes = newScopes
    }

    /// The number running the most animations combined now, and how many; nil when none runs
    /// more than one (`LayoutMotion.most`'s choice among equals).
    static func mostCombined(_ animated: [ViewTree.Key: AnimatedValue]) -> (key: ViewTree.Key, count: Int)? {
        LayoutMotion.most(animated.compactMapValues { $0.runningAnimations > 1 ? $0.runningAnimations : nil })
    }

    /// The refusal when the number `key` (a view's place and property) runs more than
    /// `LayoutMotion.maximumCombined` animations.
    static func tooManyCombined(_ key: ViewTree.Key, _ count: Int) -> String {
        let view = key.prefix { $0 != "#" }, property = key.drop { $0 != "#" }.dropFirst()
        return "the \(property.isEmpty ? "value" : property) of the view at \(view) is moved by \(count) animations at once, each a state change in a transaction of its own made while the others still run; at most \(LayoutMotion.maximumCombined) combine (limit: animations combined)"
    }

    /// The animation the innermost `.animation` modifier above a number gives its change: a
    /// value-less one always, one with a value when that value changed; `.some(nil)` when that
    /// modifier says no animation; nil when none applies (the transaction's then).
    /// [Apple] …/view/animation(_:value:): "Applies the given animation to this view when the
    /// specified value changes"; the closest modifier to a view sets its transaction last.
    static func animation(for scopes: [ViewTree.AnimationScope], before: [String: String?]) -> ReelSwiftUI.Animation?? {
        for scope in scopes.reversed() {
            if scope.valueless { return .some(scope.animation) }
            if let previous = before[scope.path], previous != scope.value { return .some(scope.animation) }
        }
        return nil
    }
}

extension CallSite {
    /// The bridge the interpreter evaluates against (a SwiftUI call always has one).
    var bridge: WorldBridge { interpreter.world as! WorldBridge }
}

extension WorldBridge {
    /// The scene clock's time in seconds: the run's clock after the clip's lead-in.
    var sceneTime: Double { (world.start + world.now).doubleValue }
}
