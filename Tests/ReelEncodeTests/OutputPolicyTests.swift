import Foundation
import Testing
@testable import ReelEncode

/// The one write policy (OutputPolicy, AtomicOutput): links followed, odd files refused,
/// modes kept, nothing but regular files replaced.
@Suite struct OutputPolicyTests {
    let folder = temporaryFolder()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        try AtomicOutput.write(to: path(name)) { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }
        return try String(contentsOfFile: path(name), encoding: .utf8)
    }

    @Test func aSymbolicLinkIsFollowedAndItsTargetReplacedKeepingItsMode() throws {
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real.appendingPathComponent("scene.yaml"))
        chmod(real.appendingPathComponent("scene.yaml").path, 0o600)
        try FileManager.default.createSymbolicLink(atPath: path("link.yaml"), withDestinationPath: "real/scene.yaml")
        #expect(try write("link.yaml", "new") == "new")
        var info = stat()
        #expect(lstat(path("link.yaml"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(stat(real.appendingPathComponent("scene.yaml").path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // The temporary went beside the target, and nothing is left of it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["scene.yaml"])
    }

    @Test func devicesFIFOsSocketsFoldersAndDanglingLinksAreRefused() throws {
        #expect(mkfifo(path("fifo.gif"), 0o600) == 0)
        let socketPath = path("s.gif")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (i, b) in socketPath.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = b }
        }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        #expect(bound == 0)
        try FileManager.default.createSymbolicLink(atPath: path("null.gif"), withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: path("dangling.gif"), withDestinationPath: "nowhere/x.gif")
        try FileManager.default.createDirectory(atPath: path("dir.gif"), withIntermediateDirectories: true)
        for name in ["fifo.gif", "s.gif", "null.gif", "dangling.gif", "dir.gif"] {
            do {
                _ = try write(name, "x")
                Issue.record("\(name) was written")
            } catch let error as EncodeError {
                #expect(error.kind == .output, "\(name): \(error)")
            }
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(path("fifo.gif"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(path("s.gif"), &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK)
    }

    /// A legal 251-byte name gets a temporary that fits NAME_MAX.
    @Test func aLongLegalNameIsWritten() throws {
        let name = String(repeating: "n", count: 247) + ".gif"
        #expect(try write(name, "long") == "long")
    }

    /// A new file gets the umask's mode, as any new file does.
    @Test func aNewFileGetsTheUsualMode() throws {
        _ = try write("new.txt", "x")
        // The process's umask, read without changing it (tests run in parallel).
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") } ?? "Umask: 0022"
        let mask = mode_t(line.split(separator: "\t").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022)
        var info = stat()
        #expect(stat(path("new.txt"), &info) == 0 && info.st_mode & 0o777 == 0o666 & ~mask)
    }
}
