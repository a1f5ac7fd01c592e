import Foundation

/// Path arithmetic without Foundation's `URL` for the paths where it is plain string work: a
/// batch asks for the folder of each of its 10,000 outputs twice (the preflight's folder
/// check, the plan's resolved paths), and `URL(fileURLWithPath:)` with `standardizedFileURL`,
/// `deletingLastPathComponent()` and `path` was a tenth of planning a job.
///
/// A path is *plain* when it is absolute, every component is non-empty and neither `.` nor
/// `..`, there is no trailing slash, and it holds only ASCII letters, digits and `._-+,=@`:
/// then standardizing changes nothing and the folder is the text before the last slash, as
/// `URL` says (`PlainPathTests` compares the two). Anything else goes through `URL`.
enum PlainPath {
    /// `path` made absolute against the current folder, as `URL(fileURLWithPath:)` does.
    static func absolute(_ path: String) -> String {
        path.utf8.first == UInt8(ascii: "/") ? path : currentDirectory() + "/" + path
    }

    /// The current folder (getcwd(3)), as `FileManager.currentDirectoryPath` gives it.
    static func currentDirectory() -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else {
                return FileManager.default.currentDirectoryPath
            }
            return String(cString: base)
        }
    }

    /// Whether `path` is plain (see the type).
    static func isPlain(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.first == UInt8(ascii: "/"), utf8.count > 1 else { return false }
        // The current component's length and how many of its bytes are dots.
        var length = 0, dots = 0
        for byte in utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "/"):
                // An empty component (`//`), or one that is `.` or `..`.
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
                continue
            case UInt8(ascii: "."):
                dots += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "@"):
                break
            default:
                return false
            }
            length += 1
        }
        // No trailing slash, and the last component is not `.` or `..`.
        return length > 0 && !(dots == length && length <= 2)
    }

    /// The folder of a plain path: the text before its last slash, or `/`.
    static func folder(ofPlain path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return slash == utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a plain path.
    static func name(ofPlain path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `URL(fileURLWithPath: path).deletingLastPathComponent().path`.
    static func folder(of path: String) -> String {
        let absolute = absolute(path)
        if isPlain(absolute) { return folder(ofPlain: absolute) }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
