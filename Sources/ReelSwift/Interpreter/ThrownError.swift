/// An error the evaluated code throws, as Swift throws it — today only a task's
/// `CancellationError` (`Task.sleep` in a cancelled task, `Task.checkCancellation()`): it
/// propagates through `try`, becomes nil at `try?`, runs a `do` statement's `catch`, and ends
/// a task whose body lets it out, as an error leaving a `Task`'s operation does [Apple]
/// (…/swift/task: the error is the task's result, which nothing here reads).
enum ThrownError: Error {
    case cancellation

    /// The error value a `catch` binds to `error`.
    var value: Value { .native(CancellationErrorValue()) }
    var typeName: String { "CancellationError" }
}

/// `CancellationError()` [Apple] (…/swift/cancellationerror: "An error that indicates a task
/// was canceled").
struct CancellationErrorValue: NativeValue {
    var typeName: String { "CancellationError" }
    func isEqual(to other: any NativeValue) -> Bool { other is CancellationErrorValue }
}
