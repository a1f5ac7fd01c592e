import Foundation
import Synchronization

/// SHA-256 digests of files, each read once per batch however many jobs name it (one icon
/// shared by a thousand jobs is hashed once). Safe to use from several threads.
public final class FileDigests: Sendable {
    /// The largest file hashed: far above any icon, scene or badge clip.
    public static let maxBytes = 1 << 30

    private let cache = Mutex<[String: (size: Int, digest: String)]>([:])

    /// An empty cache.
    public init() {}

    /// Size and digest of the file at `path`, cached.
    public func digest(of path: String) throws(ExportError) -> (size: Int, digest: String) {
        if let known = cache.withLock({ $0[path] }) { return known }
        let value = try Self.compute(path)
        cache.withLock { $0[path] = value }
        return value
    }

    /// How much of a file is read at a time: large enough that the read calls cost nothing
    /// next to hashing (1 MiB: ~0.7 ms of SHA-256 each), small enough to keep memory flat
    /// whatever the file's size.
    static let chunkBytes = 1 << 20

    /// Size and digest of the file at `path`, read now (for outputs, which change), streamed
    /// through one buffer.
    public static func compute(_ path: String) throws(ExportError) -> (size: Int, digest: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .input(path: path, reason: errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        // Checked on the open file, so what is checked is what is read.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .input(path: path, reason: "cannot read it: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .input(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maxBytes else { throw .input(path: path, reason: "\(info.st_size) bytes; expected at most \(maxBytes)") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 64)
        defer { buffer.deallocate() }
        var hash = SHA256()
        var size = 0
        while true {
            let n = read(fd, buffer.baseAddress, chunkBytes)
            if n < 0 {
                if errno == EINTR { continue }
                throw .input(path: path, reason: "cannot read it: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            size += n
            // A file that grows while it is read is still bounded.
            guard size <= maxBytes else { throw .input(path: path, reason: "more than \(maxBytes) bytes") }
            hash.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return (size, hash.hexDigest())
    }
}
