import Foundation
import ReelModels
import ReelWorld

/// A `Task { … }` body (or a run with `await` in it) evaluated on the world's clock, its
/// `try await Task.sleep(…)` suspending it until the clock reaches the end of the sleep
/// (issue 39: "on the scene clock (`DispatchQueue.main.asyncAfter`, `try await Task.sleep`)").
///
/// Swift's semantics [Apple] (…/swift/task: "Task { … }" runs its operation asynchronously,
/// on the main actor when created there, as SwiftUI's actions are; …/swift/task/sleep(for:
/// tolerance:clock:): "Suspends the current task for the given duration"): the body starts
/// after the code that created it has returned (a timed call at the same moment, as
/// `DispatchQueue.main.async` is), runs until it sleeps, and carries on from there when the
/// clock reaches the sleep's end, between the other timed calls of that moment.
///
/// The interpreter evaluates recursively, so a body that suspends in the middle of a loop or a
/// function call keeps its evaluation on a thread of its own, parked while it sleeps. The two
/// threads hand control to each other through semaphores: exactly one of them runs at any
/// time, so the interpreter is never used by two at once (hence `@unchecked Sendable`). At each
/// hand-off the interpreter's per-evaluation state (`Interpreter.ExecutionContext`: call
/// frames, depth, stack budget, view-builder state, running task) is swapped with the other
/// thread's. A task still asleep when the run ends is unwound (`TaskEnded`), never left behind.
final class InterpretedTask: @unchecked Sendable {
    /// Thrown inside a sleeping task the run no longer needs: it unwinds the body (the subset
    /// never catches, so nothing in the body stops it) and is never reported.
    struct TaskEnded: Error {}

    /// The most tasks a run may start, each a parked thread while it sleeps.
    static let maximumTasks = 64
    /// A sleeping task's stack: the run's main thread's size on Linux, so a body nests as
    /// deep as the run could.
    static let stackSize = 8 << 20

    private enum Outcome {
        case running, sleeping, finished
        case failed(any Error)
    }

    private let interpreter: Interpreter
    private let world: UIKitWorld
    private let body: () throws -> Void
    private let toTask = DispatchSemaphore(value: 0)
    private let toRun = DispatchSemaphore(value: 0)
    private var outcome = Outcome.running
    /// The other thread's execution context while this task's is in the interpreter, and
    /// this task's while it sleeps.
    private var parked: Interpreter.ExecutionContext
    private var ending = false
    /// Cancelled (its `.task` view disappeared): `Task.isCancelled` is true, and a sleep
    /// throws `CancellationError` — at once, or waking early when it was asleep [Apple]
    /// (…/swift/task/sleep(for:tolerance:clock:): "If the task is canceled before the time
    /// ends, this function throws CancellationError").
    private(set) var isCancelled = false
    /// Which sleep a scheduled wake-up is for: a wake-up of an earlier sleep (the task was
    /// woken early by its cancellation) wakes nothing.
    private var sleeps = 0
    /// The states its wake-ups started from and ended in: the scene's with the task's own.
    private var seen: Set<String> = []
    /// The task's own state while it sleeps: where, and its variables (EvaluationPosition).
    private var sleepingAt = ""
    private var cycled = false
    /// The SwiftUI scene's state (nil outside one), to stop a loop once it has shown a cycle.
    private let state: () -> String?

    private init(interpreter: Interpreter, world: UIKitWorld, state: @escaping () -> String?, body: @escaping () throws -> Void) {
        self.interpreter = interpreter
        self.world = world
        self.state = state
        self.body = body
        parked = interpreter.freshContext(for: nil)
    }

    /// Refuses a task past `maximumTasks`, where the code starts it.
    static func checkRoom(_ site: CallSite) throws {
        guard site.interpreter.tasks.count < maximumTasks else {
            throw site.refuse("more than \(maximumTasks) Tasks started in one run (each is evaluated on the scene clock until it ends)", .invalid)
        }
    }

    /// `Task { body }`: started after the current code, at this moment of the clock (the
    /// caller has checked `checkRoom`).
    @discardableResult
    static func start(interpreter: Interpreter, world: UIKitWorld, state: @escaping () -> String?, _ body: @escaping () throws -> Void) throws -> InterpretedTask {
        let task = InterpretedTask(interpreter: interpreter, world: world, state: state, body: body)
        task.parked = interpreter.freshContext(for: task)
        interpreter.tasks.append(task)
        try world.async { try task.begin() }
        return task
    }

    /// Cancels the task: a sleeping one wakes now, its sleep throwing `CancellationError`; a
    /// running one (cancelling itself) finds it at its next sleep or check. Called on whichever
    /// thread evaluates, never the parked task's own.
    func cancel() throws {
        guard !isCancelled else { return }
        isCancelled = true
        guard case .sleeping = outcome else { return }
        let sleep = sleeps
        try world.async { [self] in try wake(sleep) }
    }

    /// Runs the body on its own thread until it first sleeps or ends.
    private func begin() throws {
        let thread = Thread { [self] in
            interpreter.swapContext(&parked)
            interpreter.stack = StackBudget.current()
            do {
                try body()
                outcome = .finished
            } catch is TaskEnded {
                outcome = .finished
            } catch is ThrownError {
                // An error leaving the operation is the task's result, which nothing reads.
                outcome = .finished
            } catch {
                outcome = .failed(error)
            }
            interpreter.swapContext(&parked)
            toRun.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        try waitForTask()
    }

    /// The run's side of a hand-off: waits until the task sleeps or ends; its failure is the run's.
    private func waitForTask() throws {
        toRun.wait()
        if case .failed(let error) = outcome {
            outcome = .finished
            throw error
        }
    }

    /// `Task.sleep` at `site`: on the task's thread, parks it until the clock has moved
    /// `seconds` on. A task is code that ends: it wakes as often as it sleeps, bounded by the
    /// run's limits (steps, loop iterations, timed calls, and the scene's length, past which
    /// the wake-up is refused by name: `UIKitWorld.asyncAfter`), never cut short silently.
    /// Only a task back in a whole state an earlier wake-up saw (the scene's, and the task's
    /// own: where it sleeps, its `for`-`in` iterations and variables) repeats forever
    /// (`while true { sleep; toggle }`): it sleeps on until the run ends once that cycle has
    /// been shown, as a repeating timer stops (TimerDeclarations).
    func sleep(seconds: Double, site: CallSite) throws {
        if isCancelled { throw ThrownError.cancellation }
        sleeps += 1
        let sleep = sleeps
        sleepingAt = interpreter.position.description(sleepingAt: site.node, globals: interpreter.globals) { interpreter.text(of: $0) }
        if !cycled {
            try world.asyncAfter(seconds: seconds) { [self] in try wake(sleep) }
        }
        outcome = .sleeping
        interpreter.swapContext(&parked)
        toRun.signal()
        toTask.wait()
        interpreter.swapContext(&parked)
        if ending { throw TaskEnded() }
        if isCancelled { throw ThrownError.cancellation }
    }

    /// A timed call on the run's thread: the task carries on until it sleeps again or ends.
    private func wake(_ sleep: Int) throws {
        // Scheduled before the wake-up that closed the cycle had ended: the task sleeps on.
        // A wake-up of a sleep already ended (by a cancellation) wakes nothing.
        guard sleep == sleeps, case .sleeping = outcome, !cycled || isCancelled else { return }
        let before = state().map { $0 + sleepingAt }
        toTask.signal()
        try waitForTask()
        guard case .sleeping = outcome else { return }
        if let before { seen.insert(before) }
        if let after = state().map({ $0 + sleepingAt }) {
            if seen.contains(after) { cycled = true }
            seen.insert(after)
        }
    }

    /// At the end of the run: every task still asleep is unwound on its thread.
    static func endAll(in interpreter: Interpreter) {
        for task in interpreter.tasks {
            guard case .sleeping = task.outcome else { continue }
            task.ending = true
            task.toTask.signal()
            task.toRun.wait()
        }
        interpreter.tasks = []
    }
}

extension Interpreter {
    /// What one thread of evaluation holds while it runs: swapped at each hand-off between
    /// the run and a task (InterpretedTask).
    struct ExecutionContext {
        var frames: [Frame]
        var depth: Int
        var stack: StackBudget
        var viewBuilder: ViewBuilderState
        var task: InterpretedTask?
        var position: EvaluationPosition
    }

    /// A task's context before it starts: the frames of the code that made it (their globals
    /// and captured frames are what its closure sees), nothing nested, no view builder. Its
    /// body starts at depth 0 on a stack of its own, as a timed call does: the calls of the
    /// code that made it are not under it (a task made 10 calls deep was allowed 190 nested
    /// calls against the run's 200 — one recursion limit, counted from each body's start).
    func freshContext(for task: InterpretedTask?) -> ExecutionContext {
        ExecutionContext(frames: frames, depth: 0, stack: StackBudget(floor: nil), viewBuilder: ViewBuilderState(), task: task,
                         position: EvaluationPosition())
    }

    func swapContext(_ other: inout ExecutionContext) {
        swap(&frames, &other.frames)
        swap(&depth, &other.depth)
        swap(&stack, &other.stack)
        swap(&viewBuilder, &other.viewBuilder)
        swap(&runningTask, &other.task)
        swap(&position, &other.position)
    }
}
