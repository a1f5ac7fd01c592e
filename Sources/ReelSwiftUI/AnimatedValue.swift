/// One animatable property of a view as SwiftUI animates it: a model value that changes in
/// transactions, and the presentation value the screen shows at each frame.
///
/// This is SwiftUI's per-attribute animator [RE] (OpenSwiftUI `AnimatableAttribute.swift`,
/// `AnimatorState`, audited for 6.5.4): a change inside an animated transaction adds
/// (new − old) to the running *interval*; the screen shows `model − interval + animate(interval, t
/// − begin)`; an animation arriving while another runs either takes it over (`shouldMerge`:
/// fluid springs) or runs beside it, combined (everything else). Frames must be asked for in
/// time order: springs and repeats keep state from one frame to the next, as on a device, so a
/// repeat's iterations and a spring's finish land on frame times.
///
/// Not modelled: SwiftUI's frame-clock start-up (the first two frames after a change show the
/// start value and the clock re-anchors on the second, research note §1.7, "Blocked by Trace"
/// in OpenSwiftUI) — docs/swiftui.md lists it for a device check.
public struct AnimatedValue: Sendable {
    /// The value the code last set.
    public private(set) var model: AnimatableVector
    /// When each transaction's animation completed, in the order they happened.
    public private(set) var events: [AnimationEvent] = []

    private var animator: Animator?
    /// Whether transactions are told when their animations complete (`events`): each joining
    /// animation then keeps a fork of the run it joined, evaluated every frame. A value no one
    /// asks for completions (a view's laid-out frame, `LayoutMotion`) keeps none, which changes
    /// no value it shows: a fork only reports.
    private let tracksCompletion: Bool

    public init(_ model: AnimatableVector, tracksCompletion: Bool = true) {
        self.model = model
        self.tracksCompletion = tracksCompletion
    }

    /// Whether an animation is running (after the last frame asked for).
    public var isAnimating: Bool { animator != nil }

    /// How many animations run combined now (0 at rest, 1 for one animation or a merged spring):
    /// the entries each frame evaluates.
    public var runningAnimations: Int {
        guard let animator else { return 0 }
        if case let .combined(entries) = animator.kind { return entries.count }
        return 1
    }

    /// Sets the model value at `time`, in a transaction with `animation` (nil: not animated —
    /// the model jumps, and a running animation carries on over it, as SwiftUI's does).
    /// `transaction` names the change in `events`.
    public mutating func set(_ newValue: AnimatableVector, animation: Animation?, at time: Double, transaction: Int = 0) {
        let old = model
        model = newValue
        guard let animation, !newValue.isEqual(to: old) else { return }
        let interval = newValue - old
        if var running = animator {
            running.combine(animation.kind, interval: interval, at: time, forking: tracksCompletion, events: &events)
            running.listeners.append(transaction)
            running.removalListeners.append(transaction)
            animator = running
        } else {
            animator = Animator(kind: animation.kind, interval: interval, beginTime: time, listeners: [transaction])
        }
    }

    /// The presentation value at `time` (not earlier than the last time asked for or set).
    public mutating func value(at time: Double) -> AnimatableVector {
        guard var running = animator else { return model }
        if let offset = running.update(at: time, events: &events) {
            animator = running
            return model - running.interval + offset
        }
        for id in running.removalListeners { events.append(AnimationEvent(transaction: id, kind: .removed, time: time)) }
        for fork in running.forks {
            for id in fork.listeners { events.append(AnimationEvent(transaction: id, kind: .logicallyComplete, time: time)) }
        }
        if !running.isLogicallyComplete {
            for id in running.listeners { events.append(AnimationEvent(transaction: id, kind: .logicallyComplete, time: time)) }
        }
        animator = nil
        return model
    }

    /// The one running animation of a property.
    private struct Animator: Sendable {
        var kind: Animation.Kind
        var state = AnimationState()
        var interval: AnimatableVector
        var beginTime: Double
        var isLogicallyComplete = false
        /// Transactions waiting for this run to be logically complete (handed to a fork when
        /// another animation joins).
        var listeners: [Int]
        /// Transactions waiting for the run to be removed: every one that joined it.
        var removalListeners: [Int]
        /// Animations taken over or combined, still run alone to tell their own transactions when
        /// they are logically complete (AnimatorState's forks).
        var forks: [Fork] = []

        init(kind: Animation.Kind, interval: AnimatableVector, beginTime: Double, listeners: [Int]) {
            self.kind = kind; self.interval = interval; self.beginTime = beginTime
            self.listeners = listeners; self.removalListeners = listeners
        }

        struct Fork: Sendable {
            var kind: Animation.Kind
            var state: AnimationState
            var interval: AnimatableVector
            var beginTime: Double
            var listeners: [Int]
        }

        mutating func combine(_ new: Animation.Kind, interval newInterval: AnimatableVector, at time: Double,
                              forking: Bool, events: inout [AnimationEvent]) {
            let elapsed = time - beginTime
            if forking, !isLogicallyComplete {
                let waiting = listeners
                forks.append(Fork(kind: kind, state: state, interval: interval, beginTime: beginTime, listeners: waiting))
            }
            listeners = []
            var context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
            isLogicallyComplete = false
            if new.shouldMerge(previous: kind, value: interval, time: elapsed, context: &context) {
                state = context.state
                kind = new
            } else if case var .combined(entries) = kind {
                state.combined.append(CombinedState(value: interval + newInterval, state: AnimationState()))
                entries.append(Animation.CombinedEntry(animation: new, elapsed: elapsed))
                kind = .combined(entries)
            } else {
                var combinedState = AnimationState()
                combinedState.combined = [CombinedState(value: interval, state: state),
                                          CombinedState(value: interval + newInterval, state: AnimationState())]
                state = combinedState
                kind = .combined([Animation.CombinedEntry(animation: kind, elapsed: 0),
                                  Animation.CombinedEntry(animation: new, elapsed: elapsed)])
            }
            interval += newInterval
        }

        /// The offset at `time`, or nil once the animation has finished.
        mutating func update(at time: Double, events: inout [AnimationEvent]) -> AnimatableVector? {
            let elapsed = time - beginTime
            var context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
            guard let offset = kind.animate(value: interval, time: elapsed, context: &context) else { return nil }
            if context.isLogicallyComplete && !isLogicallyComplete {
                isLogicallyComplete = true
                for id in listeners { events.append(AnimationEvent(transaction: id, kind: .logicallyComplete, time: time)) }
            }
            // Each fork keeps its own state from frame to frame, as the running animation does:
            // evaluated from its start at every frame, a spring fork integrated its whole age
            // again (2,000 spring changes 1 ms apart took 35 s in a debug build, growing as
            // their square), and a repeating fork never left its first iteration.
            var kept: [Fork] = []
            for var fork in forks {
                var forkContext = AnimationContext(state: fork.state, isLogicallyComplete: false)
                let moved = fork.kind.animate(value: fork.interval, time: time - fork.beginTime, context: &forkContext)
                if moved == nil || forkContext.isLogicallyComplete {
                    for id in fork.listeners { events.append(AnimationEvent(transaction: id, kind: .logicallyComplete, time: time)) }
                    continue
                }
                fork.state = forkContext.state
                kept.append(fork)
            }
            forks = kept
            state = context.state
            pruneFinishedEntries()
            return offset
        }

        /// Drops the entries of a combined run before its newest finished one: a finished entry
        /// contributes its target exactly and the entries after it build on that, so those
        /// before it no longer change the result (`animateCombined`). A run retargeted again
        /// and again keeps only the animations still moving, not every one it was given.
        private mutating func pruneFinishedEntries() {
            guard case let .combined(entries) = kind, entries.count == state.combined.count,
                  let finished = state.combined.lastIndex(where: { $0.state == nil }), finished > 0 else { return }
            kind = .combined(Array(entries[finished...]))
            state.combined.removeFirst(finished)
        }
    }
}

/// A transaction's animation reaching a completion point: `logicallyComplete` (what
/// `withAnimation`'s completion waits for by default, `AnimationCompletionCriteria
/// .logicallyComplete` [Apple]) or `removed` (`.removed`).
public struct AnimationEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    public var transaction: Int
    public var kind: Kind
    public var time: Double
}
