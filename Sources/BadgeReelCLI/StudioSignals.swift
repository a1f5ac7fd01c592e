import Foundation

/// SIGTERM and SIGINT for `badgereel studio`: the first one caught starts the server's
/// graceful shutdown, and once it has finished the command exits 128 + the signal (143, 130),
/// as the batch does; a supervisor read the old exit 0 as a studio that had finished its work.
///
/// The handlers are the command's own (as `BatchSignals`'), not ServiceLifecycle's signal
/// sources beside a second set: libdispatch takes a signal through a signalfd that only sees
/// it on threads that block it, so two watchers for the same signal lost it now and then and
/// the studio never stopped.
enum StudioSignals {
    static let caught: [Int32] = [SIGTERM, SIGINT]

    /// The first signal caught; 0 while none was.
    static var received: Int32 { SignalWatcher.received.load(ordering: .sequentiallyConsistent) }

    /// Installs the handlers; `stop` runs once, on a thread of its own, for the first signal.
    static func install(_ stop: @escaping @Sendable () -> Void) {
        SignalWatcher.install(caught) { _ in stop() }
    }
}
