import Foundation
import Synchronization

/// Temporary outputs in progress, removed if a signal ends the process before they are
/// renamed into place.
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()

    private struct Registered {
        var paths: Set<String> = []
        /// Temporary folders, removed (when empty) after the files.
        var folders: Set<String> = []
        var installed = false
    }

    private let registered = Mutex(Registered())

    /// Every signal whose default action ends the process and that a user, a shell, a
    /// scheduler or the kernel sends: Ctrl-C, kill, a closed terminal, Ctrl-\, `kill -USR1`
    /// (the default of dd's and many job runners' "report" signal), an alarm(1)/timeout(1)
    /// with -s ALRM, a write to a closed pipe, CPU and file-size limits (ulimit -t / -f).
    /// SIGKILL cannot be caught: StaleTemporaries covers it.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                        SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ]

    func register(_ path: String) {
        registered.withLock { r in
            r.paths.insert(path)
            Self.installOnce(&r)
        }
    }

    /// Installs the clean-up the first time a temporary is registered or made.
    private static func installOnce(_ r: inout Registered) {
        guard !r.installed else { return }
        r.installed = true
        installHandlers()
    }

    /// Makes a temporary (`make` creates it and gives its path) and registers it as one step
    /// a signal cannot split: a file made, then registered, was left behind by a signal that
    /// came in between (seen once in a full test run under load: SIGPIPE during a WebM
    /// export). The handlers are installed first; the fatal signals are blocked on this thread
    /// while the lock is held, so one sent to the process is handled on another thread, which
    /// waits for the lock (`removeAll`), or here once the temporary is registered.
    /// `make` gives the path it made, or nil when it made none.
    func creating(folder: Bool = false, _ make: () -> String?) {
        registered.withLock { Self.installOnce(&$0) }
        var fatal = sigset_t(), previous = sigset_t()
        sigemptyset(&fatal)
        for sig in Self.fatalSignals { sigaddset(&fatal, sig) }
        pthread_sigmask(SIG_BLOCK, &fatal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        registered.withLock { r in
            guard let path = make() else { return }
            if folder { r.folders.insert(path) } else { r.paths.insert(path) }
        }
    }

    /// Installs the clean-up on every fatal signal the process does not ignore (nohup's
    /// SIGHUP, a parent's ignored SIGPIPE stay ignored: then a write fails with EPIPE instead).
    private static func installHandlers(except handledByCaller: [Int32] = []) {
        // A parent may hand us these signals blocked (Foundation's Process does); then
        // Ctrl-C would wait until the export finished. Unblock them here, on the thread
        // that starts the export, before any drawing thread inherits the mask.
        var set = sigset_t()
        sigemptyset(&set)
        let signals = fatalSignals.filter { !handledByCaller.contains($0) }
        for sig in signals { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in signals {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0 else { continue }
            let ignored = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            if ignored { continue }
            signal(sig) { received in
                TemporaryFiles.shared.removeAll()
                // Restore the default action and re-raise, so the exit status names the signal.
                signal(received, SIG_DFL)
                raise(received)
                // The signal is blocked while its handler runs, so it is delivered (and
                // ends the process) when this returns; but the first process of a PID
                // namespace (a container's PID 1) ignores a signal whose action is the
                // default. There, exit as a shell reports a signal's death, 128 + its
                // number, rather than go on writing.
                if getpid() == 1 { _exit(128 + received) }
            }
        }
    }

    func unregister(_ path: String) {
        registered.withLock { _ = $0.paths.remove(path) }
    }

    /// A temporary folder made with `creating(folder: true)`, no longer to be removed on a signal.
    func unregisterFolder(_ path: String) {
        registered.withLock { _ = $0.folders.remove(path) }
    }

    /// The caller catches `signals` itself (a batch catches SIGINT, SIGTERM and SIGHUP, and
    /// stops its exports first) and calls removeAllNow before it exits; every other fatal
    /// signal (SIGUSR1, SIGALRM, SIGPIPE, ...) still removes the temporaries here.
    func leaveSignalsToCaller(_ signals: [Int32]) {
        registered.withLock { r in
            guard !r.installed else { return }
            r.installed = true
            Self.installHandlers(except: signals)
        }
    }

    /// Removes every temporary registered now; from an ordinary thread, so it waits for the lock.
    func removeAllNow() {
        registered.withLock { Self.remove(&$0) }
    }

    /// From the signal handler: unlink and rmdir are async-signal-safe; the lock is only
    /// tried, since the handler may have interrupted a thread that holds it. Another thread
    /// holds it for a registration's few instructions (or a file's creation, `creating`): the
    /// handler tries again for up to 20 ms (nanosleep is async-signal-safe) before it gives up,
    /// so a signal that lands then still removes what is registered.
    func removeAll() {
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000)
        for _ in 0..<2000 {
            if registered.withLockIfAvailable({ Self.remove(&$0) }) != nil { return }
            nanosleep(&pause, nil)
        }
    }

    private static func remove(_ r: inout Registered) {
        for path in r.paths { unlink(path) }
        for folder in r.folders { rmdir(folder) }
    }
}
