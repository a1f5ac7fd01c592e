import Foundation

/// Reading an input file (a scene, a manifest) safely: only a regular file or standard input,
/// never more than a limit, so a FIFO, a device or a huge file is refused instead of
/// blocking or filling memory.
public enum SceneFileInput {
    /// The text of `path` ("-" for standard input), at most `limit` bytes of UTF-8.
    public static func read(_ path: String, limit: Int) throws(ExportError) -> String {
        let data: Data
        if path == "-" {
            data = readAll(FileHandle.standardInput, limit: limit + 1)
        } else {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw .input(path: path, reason: errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))")
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw .input(path: path, reason: "not a regular file") }
            guard Int(info.st_size) <= limit else {
                throw .input(path: path, reason: "\(info.st_size) bytes; expected at most \(limit)")
            }
            guard let handle = FileHandle(forReadingAtPath: path) else { throw .input(path: path, reason: "cannot read it") }
            defer { try? handle.close() }
            data = readAll(handle, limit: limit + 1)
        }
        guard data.count <= limit else { throw .input(path: path, reason: "more than \(limit) bytes; expected at most \(limit)") }
        // The standard library's decoding keeps a byte-order mark (Foundation's drops it, and
        // the studio's Save then wrote the file without it — issue 32); the YAML reader skips it.
        guard let text = String(validating: data, as: UTF8.self) else { throw .input(path: path, reason: "not UTF-8 text") }
        return text
    }

    private static func readAll(_ handle: FileHandle, limit: Int) -> Data {
        var data = Data()
        while data.count < limit {
            guard let chunk = try? handle.read(upToCount: min(1 << 16, limit - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }
}
