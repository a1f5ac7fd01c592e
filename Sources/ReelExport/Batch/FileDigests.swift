import Foundation

/// SHA-256 digests of files, each read once per batch however many jobs name it (one icon
/// shared by a thousand jobs is hashed once). Safe to use from several threads.
public final class FileDigests: @unchecked Sendable {
    /// The largest file hashed: far above any icon, scene or badge clip.
    public static let maxBytes = 1 << 30

    private let lock = NSLock()
    private var cache: [String: (size: Int, digest: String)] = [:]

    public init() {}

    /// Size and digest of the file at `path`, cached.
    public func digest(of path: String) throws(ExportError) -> (size: Int, digest: String) {
        lock.lock()
        if let known = cache[path] { lock.unlock(); return known }
        lock.unlock()
        let value = try Self.compute(path)
        lock.lock(); cache[path] = value; lock.unlock()
        return value
    }

    /// Size and digest of the file at `path`, read now (for outputs, which change).
    public static func compute(_ path: String) throws(ExportError) -> (size: Int, digest: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .input(path: path, reason: errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .input(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maxBytes else { throw .input(path: path, reason: "\(info.st_size) bytes; expected at most \(maxBytes)") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .input(path: path, reason: "cannot read it") }
        defer { try? handle.close() }
        var hash = SHA256()
        var size = 0
        while size <= maxBytes {
            guard let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty else { break }
            hash.update(chunk)
            size += chunk.count
        }
        guard size <= maxBytes else { throw .input(path: path, reason: "more than \(maxBytes) bytes") }
        return (size, hash.hexDigest())
    }
}
