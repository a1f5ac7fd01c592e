/// A path's folder and last name, split on the last "/" in plain Swift: Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character relative name ("f", what
/// `-o f/` leaves once its slash is dropped), and URL makes relative paths absolute.
public enum PathName {
    /// The folder part: "a/b" → "a", "b" → ".", "/b" → "/", "/" → "/".
    public static func folder(of path: String) -> String {
        let trimmed = trimmingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var folder = trimmed[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last name: "a/b" → "b", "a/b/" → "b", "/" → "/".
    public static func name(of path: String) -> String {
        let trimmed = trimmingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = trimmed[trimmed.index(after: slash)...]
        return name.isEmpty ? "/" : String(name)
    }

    /// `name` inside `folder`, without doubling a slash.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path without trailing slashes ("/" stays "/").
    static func trimmingSlashes(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return String(p)
    }
}
