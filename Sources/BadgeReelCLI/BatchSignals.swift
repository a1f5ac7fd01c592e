import Foundation
import ReelEncode
import ReelExport
import Synchronization

/// SIGINT, SIGTERM and SIGHUP during a batch: stop every running export at its next frame,
/// remove the temporaries they leave, and exit 128 + the signal (130, 143, 129) — also as
/// the first process of a PID namespace (a container started with `exec badgereel batch`),
/// where a signal left to its default action is ignored, so Kubernetes' SIGTERM would wait
/// out the grace period and end in SIGKILL with temporaries on the shared volume.
///
/// One owner of the exit status: the batch ends by itself only while no signal has been
/// caught (`mayEndByItself`), and the watcher acts on a signal only while the batch has not
/// ended by itself. Without it, a signal that came while every running export was past its
/// last frame let both end the process: the batch's `exit(0)` won 6 times in 30, with jobs
/// never run, a report without "stopped" and a preempted CI shard recorded as passed.
enum BatchSignals {
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Who ends the process, decided once under this lock: nil while nobody has.
    private static let ender = Mutex<Ender?>(nil)
    enum Ender: Equatable { case batch, signal }

    /// Installs the handlers and the thread that acts on them; call before any export starts.
    static func install(_ cancellation: BatchCancellation) {
        InterruptedOutputs.leaveSignalsToCaller(caught)
        SignalWatcher.install(caught) { signal in
            // The batch ended by itself first: every job had its outcome; its status stands.
            guard claim(.signal) else { return }
            stop(signal: signal, cancellation)
        }
    }

    /// Takes the decision for `who`; false when it was taken already for the other. The batch
    /// cannot take it once a signal was caught, whether or not the watcher has woken yet.
    static func claim(_ who: Ender) -> Bool {
        ender.withLock { decided in
            if let decided { return decided == who }
            if who == .batch && SignalWatcher.received.load(ordering: .sequentiallyConsistent) != 0 { return false }
            decided = who
            return true
        }
    }

    /// Called before the batch reports and ends by itself (also when it fails): returns when
    /// it may; when a signal was caught, never returns, and the watcher ends the process with
    /// 128 + the signal after writing the report of a stopped batch.
    static func mayEndByItself() {
        guard !claim(.batch) else { return }
        while true { pause() }
    }

    private static let lastWords = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// What the batch has to say before a signal ends it (its `--report` of the jobs done so
    /// far), given the signal's name; run on the watcher thread once the exports have stopped.
    static func beforeExit(_ body: @escaping @Sendable (String) -> Void) {
        lastWords.withLock { $0 = body }
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
        lastWords.withLock { $0 }?(name)
        InterruptedOutputs.removeTemporaries()
        // The exports are stopped mid-frame on their threads: exit() would run the libraries'
        // destructors under them. _exit ends the process as it stands, once a preload of
        // FFmpeg's libraries (never interrupted) has finished.
        FFmpegLibraries.settle()
        _exit(128 + signal)
    }
}
