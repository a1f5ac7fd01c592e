import Foundation

/// Writes bytes to a path with open(2) and write(2), never through FileManager.createFile:
/// that writes a temporary of its own beside the path and renames it over, which a signal can
/// strand in our folders and which replaces a temporary we hold an flock on (StaleTemporaries).
enum FileBytes {
    /// Writes `data` to `path`: a new file when `create` (never an existing one, never through
    /// a link), else the existing file `path`, truncated. False with errno set on failure; a
    /// file this call created is removed again.
    static func store(_ data: Data, to path: String, create: Bool) -> Bool {
        let flags = O_WRONLY | O_NOFOLLOW | O_CLOEXEC | (create ? O_CREAT | O_EXCL : O_TRUNC)
        let fd = open(path, flags, 0o666)
        guard fd >= 0 else { return false }
        let ok = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress else { return true }   // no bytes to write
            var offset = 0
            while offset < raw.count {
                let n = write(fd, base + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
        let failure = ok ? 0 : errno
        let closed = close(fd) == 0
        guard ok && closed else {
            if create { unlink(path) }
            if failure != 0 { errno = failure }
            return false
        }
        return true
    }
}
