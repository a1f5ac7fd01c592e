import Foundation

/// Temporaries beside an output, and the removal of those a killed export (SIGKILL, a power
/// cut) left behind.
///
/// A name is `.NAME.badgereel-HOST-PID-RANDOM[.ext]`: HOST is 8 hex digits from the boot id
/// and host name, RANDOM 12 hex digits, so two processes with the same PID in two PID
/// namespaces, pods or hosts sharing one folder never pick the same name (and the file is
/// created with O_EXCL besides). A PID says nothing across namespaces, so liveness is not
/// read from it: the owner holds an `flock` on the temporary for its whole life, and a
/// temporary is stale only when it has our user, the exact name form, no lock, and has not
/// changed for `minimumAge` (which covers the moment between creating and locking it, and a
/// writer on NFS, where Linux maps flock to POSIX locks that any close by the writer drops).
/// Anything else, a user's `.notes.badgereel-4000000-1.txt` included, is never touched.
public enum StaleTemporaries {
    /// The marker every temporary name carries, followed by "HOST-PID-RANDOM".
    static let marker = ".badgereel-"
    /// How long an unlocked temporary must have been left alone before it is removed.
    static let minimumAge: TimeInterval = 60
    /// Extensions kept on a temporary's name (writers never need longer ones).
    static let maxExtensionBytes = 15
    /// A name's limit in bytes (Linux's NAME_MAX).
    static let nameMax = 255

    /// This machine's boot id and host name, hashed (FNV-1a) to 8 hex digits.
    static let hostTag: String = {
        let boot = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? ""
        var hash: UInt32 = 2_166_136_261
        // gethostname(2), not ProcessInfo.hostName, which may ask DNS for a canonical name.
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count - 1) == 0
            ? String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        for byte in (boot.trimmingCharacters(in: .whitespacesAndNewlines) + "@" + host).utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hex(UInt64(hash), digits: 8)
    }()

    /// A hidden temporary name for `name` in the same folder, keeping a short extension. The
    /// name part is shortened (on a character boundary) so the whole fits NAME_MAX: a legal
    /// 251-byte output name still gets a temporary.
    public static func name(for name: String) -> String {
        var base = name, ext = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let candidate = String(name[name.index(after: dot)...])
            if !candidate.isEmpty, candidate.utf8.count <= maxExtensionBytes, !candidate.contains("-") {
                ext = "." + candidate
                base = String(name[..<dot])
            }
        }
        let random = hex(UInt64.random(in: 0...0xFFFF_FFFF_FFFF), digits: 12)
        let tail = marker + hostTag + "-\(getpid())-" + random + ext
        let room = nameMax - 1 - tail.utf8.count
        var kept = ""
        var bytes = 0
        for character in base {
            let size = character.utf8.count
            guard bytes + size <= room else { break }
            kept.append(character)
            bytes += size
        }
        return "." + kept + tail
    }

    /// Whether `name` has exactly the form `name(for:)` gives.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: marker, options: .backwards) else { return false }
        var tail = name[marker.upperBound...]
        if let dot = tail.firstIndex(of: ".") {
            let ext = tail[tail.index(after: dot)...]
            guard !ext.isEmpty, ext.utf8.count <= maxExtensionBytes else { return false }
            tail = tail[..<dot]
        }
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return false }
        let isHex = { (s: Substring, n: Int) in s.count == n && s.allSatisfy { $0.isHexDigit && !$0.isUppercase } }
        return isHex(parts[0], 8) && isHex(parts[2], 12)
            && (1...10).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Removes the stale temporaries in `folder`; never fails (what cannot be proven stale
    /// or cannot be removed stays).
    public static func remove(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where isTemporaryName(name) {
            let path = PathName.join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == geteuid() else { continue }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFDIR else { continue }
            let age = Date().timeIntervalSince1970 - Double(info.st_mtim.tv_sec)
            guard age >= minimumAge else { continue }
            // Locked by its owner, or a lock we cannot take: not provably stale.
            guard let lock = TemporaryLock(path, isFolder: kind == S_IFDIR, wait: false) else { continue }
            if kind == S_IFDIR { removeFolderOfFiles(path) } else { unlink(path) }
            lock.release()
        }
    }

    /// Removes the files in `path`, then the folder; leaves it when it holds anything else.
    static func removeFolderOfFiles(_ path: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            var info = stat()
            let file = PathName.join(path, name)
            guard lstat(file, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG || kind == S_IFLNK { unlink(file) }
        }
        rmdir(path)
    }

    static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// An exclusive `flock` on a temporary file or folder, held from just after it is created
/// until it is renamed into place or removed: what tells another process it is not stale.
final class TemporaryLock {
    private var fd: Int32

    /// Takes the lock on `path` (never following a symbolic link); nil when it cannot be
    /// opened or, with `wait` false, another process holds it.
    init?(_ path: String, isFolder: Bool, wait: Bool) {
        let flags = (isFolder ? O_RDONLY | O_DIRECTORY : O_RDWR) | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        fd = open(path, flags)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0 else {
            close(fd)
            return nil
        }
    }

    func release() {
        if fd >= 0 { close(fd); fd = -1 }
    }

    deinit { release() }
}
