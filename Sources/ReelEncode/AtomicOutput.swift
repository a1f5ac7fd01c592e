import Foundation

/// Writes an output so nothing is ever lost: into a temporary file beside the destination,
/// renamed over it only once complete. On any error, or on SIGINT/SIGTERM/SIGHUP, the
/// temporary file is removed and an existing file at the destination is left as it was.
public enum AtomicOutput {
    /// A hidden name in the same folder (so the rename is atomic) that keeps the extension,
    /// which writers use to pick the format.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/" + StaleTemporaries.name(for: url.lastPathComponent)
    }

    /// Fails with one line when `path`'s folder is missing or not writable.
    public static func checkWritable(_ path: String) throws(EncodeError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodeError("the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw EncodeError("the folder \(folder) is not writable")
        }
    }

    /// Runs `body` with a temporary path, then renames it to `path`. Temporaries that killed
    /// exports left in the same folder are removed first (see StaleTemporaries).
    public static func write(to path: String, _ body: (String) throws -> Void) throws {
        try checkWritable(path)
        StaleTemporaries.remove(in: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let temporary = temporaryPath(for: path)
        TemporaryFiles.shared.register(temporary)
        defer { TemporaryFiles.shared.unregister(temporary) }
        do {
            try body(temporary)
            guard rename(temporary, path) == 0 else {
                throw EncodeError("cannot move the finished file into place: \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

/// Temporary outputs in progress, removed if the process is interrupted before they are
/// renamed into place.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    /// Temporary folders, removed (when empty) after the files.
    private var folders: Set<String> = []
    private var installed = false

    func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
        if !installed {
            installed = true
            // A parent may hand us these signals blocked (Foundation's Process does); then
            // Ctrl-C would wait until the export finished. Unblock them here, on the
            // thread that starts the export, before any drawing thread inherits the mask.
            var set = sigset_t()
            sigemptyset(&set)
            for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, sig) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            for sig in [SIGINT, SIGTERM, SIGHUP] {
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

    /// The caller catches SIGINT, SIGTERM and SIGHUP itself (a batch, which stops its exports
    /// first) and calls removeAllNow before it exits: no handler is installed here.
    func leaveSignalsToCaller() {
        lock.lock(); defer { lock.unlock() }
        installed = true
    }

    /// Removes every temporary registered now; from an ordinary thread, so it waits for the lock.
    func removeAllNow() {
        lock.lock(); defer { lock.unlock() }
        for path in paths { unlink(path) }
        for folder in folders { rmdir(folder) }
    }

    /// From the signal handler: unlink and rmdir are async-signal-safe; the lock is only tried.
    fileprivate func removeAll() {
        guard lock.try() else { return }
        for path in paths { unlink(path) }
        for folder in folders { rmdir(folder) }
        lock.unlock()
    }
}
