import Foundation

/// Stops a running batch from another thread (a signal watcher): once cancelled, no export
/// starts, and each running export stops at its next frame and waits there for the process to
/// end, so nothing more is written while the caller removes the temporaries. Frames take
/// milliseconds, so every export has stopped well within the 2 s between Kubernetes' SIGTERM
/// and the caller's exit.
public final class BatchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private let never = DispatchSemaphore(value: 0)
    private var cancelled = false
    private var running = 0
    private var stopped = 0

    /// A cancellation not yet cancelled.
    public init() {}

    /// Whether `cancel` was called.
    public var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }

    /// Starts no more exports and stops those running at their next frame.
    public func cancel() {
        lock.lock(); defer { lock.unlock() }
        cancelled = true
    }

    /// Waits until every running export has stopped, or `seconds` have passed (an export in a
    /// step without frames: a GIF's final write). Returns whether all stopped.
    @discardableResult
    public func waitUntilStopped(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            lock.lock(); let done = stopped >= running; lock.unlock()
            if done { return true }
            if Date() >= deadline { return false }
            usleep(5_000)
        }
    }

    /// An export starts; false (and nothing starts) once cancelled.
    func begin() -> Bool {
        lock.lock(); defer { lock.unlock() }
        if cancelled { return false }
        running += 1
        return true
    }

    /// An export ended.
    func end() {
        lock.lock(); defer { lock.unlock() }
        running -= 1
    }

    /// Called at every frame: returns at once unless cancelled; then blocks for good, since
    /// the process is ending and this export must write nothing more.
    func checkpoint() {
        lock.lock()
        guard cancelled else { lock.unlock(); return }
        stopped += 1
        lock.unlock()
        never.wait()
    }
}
