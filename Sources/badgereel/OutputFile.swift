import ArgumentParser
import Foundation

/// Writes an output so nothing is ever lost: into a temporary file beside the destination,
/// renamed over it only once complete; on any error the temporary file is removed and an
/// existing file at the destination is left exactly as it was.
enum OutputFile {
    static func write(to path: String, _ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--output \(path): the folder \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw ValidationError("--output \(path): the folder \(directory) is not writable")
        }
        // Same folder (so the rename is atomic), hidden, and keeping the extension, which
        // writers use to pick the format.
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        let temporary = directory + "/." + url.deletingPathExtension().lastPathComponent
            + ".badgereel-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" + ext
        TemporaryFiles.shared.register(temporary)
        defer { TemporaryFiles.shared.unregister(temporary) }
        do {
            try body(temporary)
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw ValidationError("--output \(path): cannot move the finished file into place: \(reason)")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

/// Temporary outputs in progress, removed if the process is interrupted (SIGINT, SIGTERM)
/// before they are renamed into place.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var installed = false

    func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
        if !installed {
            installed = true
            for sig in [SIGINT, SIGTERM, SIGHUP] {
                signal(sig) { received in
                    TemporaryFiles.shared.removeAll()
                    // Restore the default action and re-raise, so the exit status says which signal.
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
        }
    }

    func unregister(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// Called from the signal handler: unlink is async-signal-safe; the lock is only tried.
    fileprivate func removeAll() {
        guard lock.try() else { return }
        for path in paths { unlink(path) }
        lock.unlock()
    }
}
