import ReelWorld

/// A `Task` the code started: its handle, which cancels it (`cancel()`, `isCancelled`).
final class TaskValue: NativeValue {
    /// Weak: the task holds the interpreter, whose variables hold this handle; the interpreter's
    /// own list keeps the task for the run (`InterpretedTask.endAll` lets it go).
    private(set) weak var task: InterpretedTask?
    init(task: InterpretedTask) { self.task = task }
    var typeName: String { "Task" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? TaskValue) === self }
}

/// A `Duration` (`.seconds(0.5)`, `.milliseconds(300)`): seconds on the world's clock.
struct DurationValue: NativeValue {
    var seconds: Double
    var typeName: String { "Duration" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? DurationValue)?.seconds == seconds }
    var interpolation: String { "\(seconds) seconds" }
}

extension WorldType {
    /// `Task { … }` and `Task.sleep` on the world's clock (InterpretedTask) [Apple]
    /// (…/swift/task/init(priority:operation:): "Runs the given … operation asynchronously as
    /// part of a new top-level task"; …/swift/task/sleep(nanoseconds:): "Suspends the current
    /// task for at least the given duration in nanoseconds"; …/swift/task/sleep(for:tolerance:
    /// clock:)). A task that sleeps in a loop forever is bounded as a repeating `Timer` is.
    static let task = WorldType(
        name: "Task", superclass: nil,
        summary: "an asynchronous body run on the world's clock; Task.sleep suspends it until the clock reaches the end of the sleep",
        properties: [
            // [Apple] (…/swift/task/iscancelled-swift.property: "A Boolean value that indicates
            // whether the task should stop executing"); true once cancelled, finished or not.
            WorldProperty(name: "isCancelled", type: "Bool", hint: nil, read: { value, _ in
                .bool((value as? TaskValue)?.task?.isCancelled ?? false)
            }, write: nil),
        ],
        methods: [
            // [Apple] (…/swift/task/cancel(): "Indicates that the task should stop running";
            // "a task that's already finished" is unaffected): a sleeping task wakes at once, its
            // sleep throwing CancellationError; one not yet begun, or running, finds it at its
            // next sleep or check (InterpretedTask.cancel).
            .method("cancel", [], on: TaskValue.self) { handle, _ in
                try handle.task?.cancel()
                return .void
            },
        ],
        initializers: [
            // The priority orders work between threads; here every task runs on the main
            // actor's one clock, in time order, so it changes nothing.
            .function("init", [.arg("priority", type: "TaskPriority?", hint: "TaskPriority", defaulted: true), .closure("operation", "() async throws -> Void")]) { a in
                guard let operation = a.closure("operation", trailing: true) else { throw a.site.refuse("Task needs the operation it runs", .invalid) }
                let interpreter = a.site.interpreter
                try InterpretedTask.checkRoom(a.site)
                let site = a.site, stage = a.bridge.swiftUI
                let task = try InterpretedTask.start(interpreter: interpreter, world: a.world, state: { stage.stateDescription(interpreter: interpreter) }) {
                    _ = try site.invoke(operation, [])
                }
                return .native(TaskValue(task: task))
            },
        ],
        statics: [
            // [Apple] (…/swift/task/checkcancellation(): "Throws an error if the task was
            // canceled"; the error is a CancellationError).
            .function("checkCancellation", []) { a in
                if a.site.interpreter.runningTask?.isCancelled == true { throw ThrownError.cancellation }
                return .void
            },
            .function("sleep", [.arg("nanoseconds", .double)]) { a in
                try TaskDeclarations.sleep(seconds: try a.number("nanoseconds", .double) / 1e9, "Task.sleep(nanoseconds:)", a)
            },
            .function("sleep", [.arg("for", type: "Duration", hint: "Duration")]) { a in
                guard let duration = a.value("for")?.nativeOperand as? DurationValue else {
                    throw a.site.mismatch("cannot convert value of type '\(a.value("for")?.typeName ?? "Void")' to expected argument type 'Duration' (Task.sleep(for:))",
                                          expected: "Duration", found: a.value("for") ?? .void)
                }
                return try TaskDeclarations.sleep(seconds: duration.seconds, "Task.sleep(for:)", a)
            },
        ],
        constants: [
            // [Apple] (…/swift/task/iscancelled-swift.type.property: "A Boolean value that
            // indicates whether the current task should stop executing"): false outside a task.
            WorldConstant(name: "isCancelled") { bridge in .bool(bridge.interpreter?.runningTask?.isCancelled ?? false) },
        ])

    /// `CancellationError()` [Apple] (…/swift/cancellationerror): what a cancelled task's
    /// `Task.sleep` and `Task.checkCancellation()` throw.
    static let cancellationError = WorldType(
        name: "CancellationError", superclass: nil, summary: "the error a cancelled task's sleep or checkCancellation() throws",
        initializers: [.function("init", []) { _ in .native(CancellationErrorValue()) }])

    /// `TaskPriority` [Apple] (…/swift/taskpriority): a task's scheduling priority.
    static let taskPriority = WorldType(
        name: "TaskPriority", superclass: nil, summary: "a task's priority (it changes nothing on the world's one clock)",
        constants: ["high", "medium", "low", "userInitiated", "utility", "background"].map { name in
            WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "TaskPriority", choice: name)) }
        })

    /// `Duration` [Apple] (…/swift/duration: `.seconds(_:)`, `.milliseconds(_:)`,
    /// `.microseconds(_:)`, `.nanoseconds(_:)`).
    static let duration = WorldType(
        name: "Duration", superclass: nil, summary: "a length of time (Task.sleep(for:))",
        statics: [
            .function("seconds", [.arg("_", .double)]) { a in .native(DurationValue(seconds: try a.number(nil, .double))) },
            .function("milliseconds", [.arg("_", .double)]) { a in .native(DurationValue(seconds: try a.number(nil, .double) / 1e3)) },
            .function("microseconds", [.arg("_", .double)]) { a in .native(DurationValue(seconds: try a.number(nil, .double) / 1e6)) },
            .function("nanoseconds", [.arg("_", .double)]) { a in .native(DurationValue(seconds: try a.number(nil, .double) / 1e9)) },
        ])
}

enum TaskDeclarations {
    /// `Task.sleep` inside a task: suspends it for `seconds` of the world's clock.
    static func sleep(seconds: Double, _ call: String, _ a: BridgeArguments) throws -> Value {
        guard let task = a.site.interpreter.runningTask else {
            throw a.site.refuse("\(call) suspends a task: it is evaluated inside a Task { } body, or in a run (whose await makes the run itself a task)", .invalid)
        }
        guard seconds.isFinite, seconds >= 0, seconds <= a.world.limits.seconds else {
            throw a.site.refuse("\(call) for \(seconds) s is not a number of seconds within the scene (0 to \(a.world.limits.seconds) accepted)", .invalid)
        }
        try task.sleep(seconds: seconds, site: a.site)
        return .void
    }
}
