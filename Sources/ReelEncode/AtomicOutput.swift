import Foundation

/// Writes an output so nothing is ever lost: into a temporary file beside the destination
/// (beside a symbolic link's target), renamed over it only once complete, under the rules of
/// `OutputPolicy`. On any error, or on a signal that ends the process (see TemporaryFiles),
/// the temporary file is removed and an existing file at the destination is left as it was.
public enum AtomicOutput {
    /// Fails with one line when `path` could not be written under `OutputPolicy`: a missing
    /// or read-only folder, a device, FIFO or socket, a file not writable by the user.
    public static func checkWritable(_ path: String) throws(EncodeError) {
        _ = try OutputPolicy.destination(path)
    }

    /// Runs `body` with a temporary path, then renames it to `path` (a link's target).
    /// Temporaries that killed exports left in the same folder are removed first (see
    /// StaleTemporaries).
    public static func write(to path: String, _ body: (String) throws -> Void) throws {
        let destination = try OutputPolicy.destination(path)
        StaleTemporaries.remove(in: destination.folder)
        let (temporary, fd) = try createRegisteredTemporary(in: destination.folder, for: PathName.name(of: destination.path))
        defer { close(fd) }
        defer { TemporaryFiles.shared.unregister(temporary) }
        do {
            try body(temporary)
            destination.applyAttributes(to: temporary)
            // Checked again just before the rename: what is there may have changed while we encoded.
            _ = try OutputPolicy.destination(destination.path)
            guard rename(temporary, destination.path) == 0 else {
                throw EncodeError("cannot move the finished file into place: \(String(cString: strerror(errno)))", kind: .output)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Creates a new temporary file (`createTemporary`), locked (which tells other processes it
    /// is alive; held until it is renamed or removed), and registered with TemporaryFiles in
    /// the same step, so no signal finds it made but not registered.
    static func createRegisteredTemporary(in folder: String, for name: String) throws(EncodeError) -> (String, Int32) {
        var made: Result<(String, Int32), EncodeError> = .failure(EncodeError("cannot create a temporary file in \(OutputPolicy.quoted(folder))", kind: .output))
        TemporaryFiles.shared.creating {
            do throws(EncodeError) {
                let (path, fd) = try createTemporary(in: folder, for: name)
                _ = flock(fd, LOCK_EX | LOCK_NB)
                made = .success((path, fd))
                return path
            } catch {
                made = .failure(error)
                return nil
            }
        }
        return try made.get()
    }

    /// Creates a new temporary file (O_EXCL: never an existing one, never through a link),
    /// with the mode a new file gets (0666 less the umask).
    static func createTemporary(in folder: String, for name: String) throws(EncodeError) -> (String, Int32) {
        for _ in 0..<8 {
            let path = PathName.join(folder, StaleTemporaries.name(for: name))
            let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (path, fd) }
            guard errno == EEXIST else { break }
        }
        throw EncodeError("cannot create a temporary file in \(OutputPolicy.quoted(folder)): \(String(cString: strerror(errno)))", kind: .output)
    }
}
