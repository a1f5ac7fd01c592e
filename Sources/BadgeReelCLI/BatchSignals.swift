import Foundation
import ReelEncode
import ReelExport

/// The write end of the pipe the signal handler reports on (a handler may only do
/// async-signal-safe things: write(2) is one). Set once, before the handlers are installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// SIGINT, SIGTERM and SIGHUP during a batch: stop every running export at its next frame,
/// remove the temporaries they leave, and exit 128 + the signal (130, 143, 129) — also as
/// the first process of a PID namespace (a container started with `exec badgereel batch`),
/// where a signal left to its default action is ignored, so Kubernetes' SIGTERM would wait
/// out the grace period and end in SIGKILL with temporaries on the shared volume.
enum BatchSignals {
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and the thread that acts on them; call before any export starts.
    static func install(_ cancellation: BatchCancellation) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        signalPipe = fds[1]
        let readEnd = fds[0]
        InterruptedOutputs.leaveSignalsToCaller(caught)
        let watcher = Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            stop(signal: Int32(number), cancellation)
        }
        watcher.start()
        for sig in caught {
            signal(sig) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(signalPipe, &byte, 1)
            }
        }
        // A parent may hand these signals blocked (Foundation's Process does): then nothing
        // would reach the handlers until the batch ended.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in caught { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static let lastWordsLock = NSLock()
    nonisolated(unsafe) private static var lastWords: (@Sendable (String) -> Void)?

    /// What the batch has to say before a signal ends it (its `--report` of the jobs done so
    /// far), given the signal's name; run on the watcher thread once the exports have stopped.
    static func beforeExit(_ body: @escaping @Sendable (String) -> Void) {
        lastWordsLock.withLock { lastWords = body }
    }

    /// Stops the batch and ends the process. The exports stop within a frame (milliseconds);
    /// one in a step without frames (a GIF's final write) is given 1.5 s, inside the 2 s a
    /// stop may take, before its temporary is removed under it. The report, when asked for,
    /// is written then: a CI step whose shard was preempted still learns which outputs it has.
    private static func stop(signal: Int32, _ cancellation: BatchCancellation) -> Never {
        cancellation.cancel()
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "SIGHUP"
        FileHandle.standardError.write(Data("badgereel: \(name): stopping the batch\n".utf8))
        cancellation.waitUntilStopped(seconds: 1.5)
        lastWordsLock.withLock { lastWords }?(name)
        InterruptedOutputs.removeTemporaries()
        // The exports are stopped mid-frame on their threads: exit() would run the libraries'
        // destructors under them. _exit ends the process as it stands, once a preload of
        // FFmpeg's libraries (never interrupted) has finished.
        FFmpegLibraries.settle()
        _exit(128 + signal)
    }
}
