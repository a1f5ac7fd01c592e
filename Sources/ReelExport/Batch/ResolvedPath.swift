import Foundation

/// A path as the file system resolves it, so two spellings of one file compare equal:
/// absolute (relative paths against the current folder), `.` and `..` removed, and every
/// symbolic link in the part that exists followed. A file that does not exist yet resolves
/// through its nearest existing folder.
public enum ResolvedPath {
    public static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var rest: [String] = []
        // Walk up to the nearest part that exists, resolve it, then add the rest back.
        while existing != "/", !FileManager.default.fileExists(atPath: existing) {
            let url = URL(fileURLWithPath: existing)
            rest.insert(url.lastPathComponent, at: 0)
            existing = url.deletingLastPathComponent().path
        }
        var resolved = realpath(existing, nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? existing
        for part in rest { resolved += (resolved.hasSuffix("/") ? "" : "/") + part }
        return resolved
    }
}
