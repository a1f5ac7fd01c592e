import Foundation
import Synchronization

/// The write end of the pipe the signal handlers report on (a handler may only do
/// async-signal-safe things: write(2) is one). Set once, before the handlers are installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The command's own handlers for the signals that stop it (the batch's, the studio's): the
/// first signal caught is recorded by the handler itself and acted on by a thread of its own.
/// Their own handlers, not libdispatch's signal sources: a signal left to its default action is
/// ignored by the first process of a PID namespace, and two watchers of one signal (a dispatch
/// source beside a handler) lost it now and then.
enum SignalWatcher {
    /// The first signal caught; 0 while none was. Set in the handler (a lock-free atomic
    /// compare-and-swap is async-signal-safe), so the command sees it before the thread wakes.
    static let received = Atomic<Int32>(0)

    /// Installs handlers for `signals`; `act` runs once, on a thread of its own, with the first
    /// one caught. Installed once per process.
    static func install(_ signals: [Int32], _ act: @escaping @Sendable (Int32) -> Void) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        signalPipe = fds[1]
        let readEnd = fds[0]
        // Touched here, so no handler is the first to initialise it.
        _ = received.load(ordering: .relaxed)
        Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            act(Int32(number))
        }.start()
        for sig in signals {
            signal(sig) { number in
                guard SignalWatcher.received.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent).exchanged else { return }
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipe, &byte, 1)
            }
        }
        // A parent may hand these signals blocked (Foundation's Process does): then nothing
        // would reach the handlers until the command ended.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in signals { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
