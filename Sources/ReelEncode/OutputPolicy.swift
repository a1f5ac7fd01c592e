import Foundation

/// The one rule for every file the tool writes (exports, frame folders, scene files, the
/// studio's saves, batch records, Lottie), as cp and rsync apply it:
///
/// - a symbolic link is followed and its target replaced, in the target's folder, so the
///   link stays a link and the real file is updated; a link to nothing is refused, as GNU
///   cp refuses to write through a dangling link;
/// - what exists there must be a regular file (a folder for a frame folder): a device, a
///   FIFO or a socket is refused, never replaced by a regular file (as root, writing over
///   /dev/zero replaced the system's device);
/// - a file the user could not write to directly (`access(W_OK)`) is never replaced, even
///   though the folder would let a rename do it;
/// - the replaced file's mode (and, where the system lets us, owner and group) is kept.
///
/// Refusals are `EncodeError`s of kind `.output` (sysexits' 74).
public enum OutputPolicy {
    /// Where a write lands: the path after following links, and what is there now.
    public struct Destination: Sendable {
        /// The path written: the link's target when the output is a symbolic link.
        public let path: String
        /// The folder the temporary goes into (the target's, so the rename is atomic).
        public let folder: String
        /// The existing file's mode, owner and group; nil when there is no file yet.
        let existing: (mode: mode_t, uid: uid_t, gid: gid_t)?

        /// Gives the finished temporary the replaced file's mode and owner before it is
        /// renamed into place (a new file keeps the umask's mode it was created with).
        func applyAttributes(to temporary: String) {
            guard let existing else { return }
            if existing.uid != geteuid() || existing.gid != getegid() {
                // Only root (or a member of the group) may; otherwise the writer owns the new
                // file, as after rsync without --owner.
                _ = chown(temporary, existing.uid, existing.gid)
            }
            // Permission bits only: set-id bits are not carried to a file we wrote (as cp
            // drops them when it cannot keep the owner).
            _ = chmod(temporary, existing.mode & 0o777)
        }
    }

    /// The link hops followed before giving up (Linux's own limit, MAXSYMLINKS).
    static let maxLinks = 40

    /// Checks `path` as the destination of a file and says where to write. `wantsFolder`:
    /// a frame folder, which must be a folder when it exists.
    public static func destination(_ path: String, wantsFolder: Bool = false) throws(EncodeError) -> Destination {
        var current = path
        var hops = 0
        var info = stat()
        while true {
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else {
                    throw EncodeError("cannot look at \(quoted(current)) (\(String(cString: strerror(code))))", kind: .output)
                }
                if hops > 0 {
                    throw EncodeError("a symbolic link to \(quoted(current)), which does not exist; not writing through a dangling link", kind: .output)
                }
                try checkFolder(of: current)
                return Destination(path: current, folder: PathName.folder(of: current), existing: nil)
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { break }
            hops += 1
            guard hops <= maxLinks else {
                throw EncodeError("too many levels of symbolic links", kind: .output)
            }
            guard let target = readLink(current) else {
                throw EncodeError("cannot read the symbolic link \(quoted(current))", kind: .output)
            }
            current = target.hasPrefix("/") ? target : PathName.join(PathName.folder(of: current), target)
        }
        let through = hops > 0 ? "a symbolic link to \(quoted(current)), which is " : ""
        switch info.st_mode & S_IFMT {
        case S_IFREG where !wantsFolder, S_IFDIR where wantsFolder:
            break
        case S_IFDIR:
            throw EncodeError("\(through)a folder; expected a file name", kind: .output)
        case S_IFREG:
            throw EncodeError("a new folder or one of earlier frames; \(hops > 0 ? "it is a symbolic link to a file" : "it is a file")", kind: .usage)
        case S_IFCHR, S_IFBLK:
            throw EncodeError("\(through)a device, not a regular file; refusing to replace it", kind: .output)
        case S_IFIFO:
            throw EncodeError("\(through)a FIFO, not a regular file; refusing to replace it", kind: .output)
        case S_IFSOCK:
            throw EncodeError("\(through)a socket, not a regular file; refusing to replace it", kind: .output)
        default:
            throw EncodeError("\(through)not a regular file; refusing to replace it", kind: .output)
        }
        // What `cp` checks before it overwrites: the file itself must be writable by us; the
        // folder's permission alone (which is all rename needs) does not make it ours.
        guard access(current, W_OK) == 0 else {
            let mode = String(info.st_mode & 0o777, radix: 8)
            throw EncodeError("\(through)not writable by you (mode 0\(mode)); refusing to replace it", kind: .output)
        }
        try checkFolder(of: current)
        return Destination(path: current, folder: PathName.folder(of: current),
                           existing: (info.st_mode, info.st_uid, info.st_gid))
    }

    /// Fails unless the folder `path` goes into exists and is writable.
    static func checkFolder(of path: String) throws(EncodeError) {
        let folder = PathName.folder(of: path)
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw EncodeError("the folder \(quoted(folder)) does not exist", kind: .output)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw EncodeError("the folder \(quoted(folder)) is not writable", kind: .output)
        }
    }

    /// The target of the symbolic link at `path`.
    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A path in messages, cut short when it is long.
    public static func quoted(_ path: String) -> String {
        path.count <= 200 ? path : String(path.prefix(120)) + "…" + String(path.suffix(60))
    }
}
