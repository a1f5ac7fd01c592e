import Foundation

/// A path as the file system resolves it, so two spellings of one file compare equal:
/// absolute (relative paths against the current folder), `.` and `..` removed, and every
/// symbolic link in the part that exists followed. A file that does not exist yet resolves
/// through its nearest existing folder.
public enum ResolvedPath {
    /// `path` resolved, as the type describes.
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

    /// The same, with the folders resolved so far kept in `folders`: a batch's 10,000 outputs
    /// in a handful of folders walk and `realpath` each folder once, and each file costs one
    /// `lstat` (a file that is itself a symbolic link is resolved in full).
    public static func of(_ path: String, folders: inout [String: String]) -> String {
        let absolute = PlainPath.absolute(path)
        let full: String, folder: String, name: String
        // A plain path is its own standard form, and its folder and name are string slices
        // (`PlainPath`); anything else is standardized by `URL`.
        if PlainPath.isPlain(absolute) {
            full = absolute
            folder = PlainPath.folder(ofPlain: absolute)
            name = PlainPath.name(ofPlain: absolute)
        } else {
            let standard = URL(fileURLWithPath: absolute).standardizedFileURL
            full = standard.path
            folder = standard.deletingLastPathComponent().path
            name = standard.lastPathComponent
        }
        var info = stat()
        if full == "/" || (lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK) { return of(path) }
        let resolvedFolder: String
        if let known = folders[folder] { resolvedFolder = known } else {
            resolvedFolder = of(folder)
            folders[folder] = resolvedFolder
        }
        return resolvedFolder + (resolvedFolder.hasSuffix("/") ? "" : "/") + name
    }
}
