import Foundation

/// Temporaries left behind by an export that was killed (SIGKILL, a power cut) before it
/// could clean up: hidden entries named `.NAME.badgereel-PID-RANDOM[.ext]` beside an output.
/// Removed by the next export into the same folder, but only those whose process is gone
/// and that belong to the current user; a folder only when it holds nothing but files.
enum StaleTemporaries {
    /// The marker every temporary name carries, followed by "PID-RANDOM".
    static let marker = ".badgereel-"

    /// A hidden temporary name for `name` in the same folder, keeping its extension.
    static func name(for name: String) -> String {
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        return "." + base + marker + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))" + (ext.isEmpty ? "" : "." + ext)
    }

    /// The process id in a temporary's name, or nil when the name is not one.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: marker, options: .backwards) else { return nil }
        let tail = name[marker.upperBound...]
        let parts = tail.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        let random = parts[1].prefix(while: { $0 != "." })
        guard !random.isEmpty, UInt32(random) != nil else { return nil }
        return pid
    }

    /// Whether a process with this id is running (or exists and is not ours to signal).
    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes the stale temporaries in `folder`; never fails (what cannot be removed stays).
    static func remove(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = owner(of: name), pid != getpid(), !isAlive(pid) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid() else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK:
                unlink(path)
            case S_IFDIR:
                removeFolderOfFiles(path)
            default:
                continue
            }
        }
    }

    /// Removes the files in `path`, then the folder; leaves it when it holds anything else.
    static func removeFolderOfFiles(_ path: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            var info = stat()
            let file = path + "/" + name
            guard lstat(file, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG || kind == S_IFLNK { unlink(file) }
        }
        rmdir(path)
    }
}
