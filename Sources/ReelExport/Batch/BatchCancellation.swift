import Foundation
import Synchronization

/// Stops a running batch from another thread (a signal watcher): once cancelled, no export
/// starts, and each running export stops at its next frame and waits there for the process to
/// end, so nothing more is written while the caller removes the temporaries. Frames take
/// milliseconds, so every export has stopped well within the 2 s between Kubernetes' SIGTERM
/// and the caller's exit.
public final class BatchCancellation: Sendable {
    private struct State {
        var cancelled = false
        var running = 0
        var stopped = 0
    }

    private let state = Mutex(State())
    private let never = DispatchSemaphore(value: 0)

    /// A cancellation not yet cancelled.
    public init() {}

    /// Whether `cancel` was called.
    public var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Starts no more exports and stops those running at their next frame.
    public func cancel() {
        state.withLock { $0.cancelled = true }
    }

    /// Waits until every running export has stopped, or `seconds` have passed (an export in a
    /// step without frames: a GIF's final write). Returns whether all stopped.
    @discardableResult
    public func waitUntilStopped(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let done = state.withLock { $0.stopped >= $0.running }
            if done { return true }
            if Date() >= deadline { return false }
            usleep(5_000)
        }
    }

    /// An export starts; false (and nothing starts) once cancelled.
    func begin() -> Bool {
        state.withLock { state in
            if state.cancelled { return false }
            state.running += 1
            return true
        }
    }

    /// An export ended.
    func end() {
        state.withLock { $0.running -= 1 }
    }

    /// Called at every frame: returns at once unless cancelled; then blocks for good, since
    /// the process is ending and this export must write nothing more.
    func checkpoint() {
        let stopping = state.withLock { state in
            guard state.cancelled else { return false }
            state.stopped += 1
            return true
        }
        if stopping { never.wait() }
    }
}
