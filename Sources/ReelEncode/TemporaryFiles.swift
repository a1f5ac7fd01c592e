import Foundation

/// Temporary outputs in progress, removed if a signal ends the process before they are
/// renamed into place.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    /// Temporary folders, removed (when empty) after the files.
    private var folders: Set<String> = []
    private var installed = false

    /// Every signal whose default action ends the process and that a user, a shell, a
    /// scheduler or the kernel sends: Ctrl-C, kill, a closed terminal, Ctrl-\, `kill -USR1`
    /// (the default of dd's and many job runners' "report" signal), an alarm(1)/timeout(1)
    /// with -s ALRM, a write to a closed pipe, CPU and file-size limits (ulimit -t / -f).
    /// SIGKILL cannot be caught: StaleTemporaries covers it.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                        SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ]

    func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
        if !installed {
            installed = true
            Self.installHandlers()
        }
    }

    /// Installs the clean-up on every fatal signal the process does not ignore (nohup's
    /// SIGHUP, a parent's ignored SIGPIPE stay ignored: then a write fails with EPIPE instead).
    private static func installHandlers() {
        // A parent may hand us these signals blocked (Foundation's Process does); then
        // Ctrl-C would wait until the export finished. Unblock them here, on the thread
        // that starts the export, before any drawing thread inherits the mask.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in fatalSignals { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in fatalSignals {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0 else { continue }
            let ignored = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            if ignored { continue }
            signal(sig) { received in
                TemporaryFiles.shared.removeAll()
                // Restore the default action and re-raise, so the exit status names the signal.
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    func unregister(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// A temporary folder: removed on a signal after the files registered in it.
    func registerFolder(_ path: String) {
        register(path + "/.")   // installs the handlers; "folder/." is never a file to unlink
        lock.lock(); defer { lock.unlock() }
        paths.remove(path + "/.")
        folders.insert(path)
    }

    func unregisterFolder(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        folders.remove(path)
    }

    /// From the signal handler: unlink and rmdir are async-signal-safe; the lock is only tried.
    func removeAll() {
        guard lock.try() else { return }
        for path in paths { unlink(path) }
        for folder in folders { rmdir(folder) }
        lock.unlock()
    }
}
