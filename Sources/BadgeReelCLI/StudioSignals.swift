import Foundation
import Synchronization

/// The write end of the pipe the studio's signal handler reports on (a handler may only do
/// async-signal-safe things: write(2) is one). Set once, before the handlers are installed.
nonisolated(unsafe) private var studioSignalPipe: Int32 = -1

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
    static let received = Atomic<Int32>(0)

    /// Installs the handlers; `stop` runs once, on a thread of its own, for the first signal.
    static func install(_ stop: @escaping @Sendable () -> Void) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        studioSignalPipe = fds[1]
        let readEnd = fds[0]
        _ = received.load(ordering: .relaxed)
        Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            stop()
        }.start()
        for sig in caught {
            signal(sig) { number in
                guard StudioSignals.received.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent).exchanged else { return }
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(studioSignalPipe, &byte, 1)
            }
        }
        // A parent may hand these signals blocked (Foundation's Process does).
        var set = sigset_t()
        sigemptyset(&set)
        for sig in caught { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
