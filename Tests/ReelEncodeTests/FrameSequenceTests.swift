import Foundation
import Testing
@testable import ReelEncode

/// PNG frames: bounded patterns, whole sequences or nothing, no stale frames, no leftovers.
@Suite struct FrameSequenceTests {
    let folder = temporaryFolder()

    func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test(arguments: ["f-%999999999d.png", "f-%10d.png", "f-%d.gif", "f-%d", "f-%d-%d.png", "f-%s.png", "%d/f.png", "f-%%d.png", "f-%x.png", "f-%-4d.png"])
    func unboundedOrMisnamedPatternsAreRefused(pattern: String) throws {
        let path = folder.appendingPathComponent(pattern).path
        #expect(throws: EncodeError.self) { try FramePattern(path) }
        #expect(throws: EncodeError.self) {
            try FileEncoder.encode(TestPattern(frameCount: 3), to: path, format: .pngSequence, settings: EncodeSettings(fps: 10))
        }
        #expect(names(folder.path).isEmpty)
    }

    @Test(arguments: [("f-%d.png", 11, "f-12.png"), ("f-%04d.png", 0, "f-0001.png"), ("F%9d.PNG", 0, "F        1.PNG"), ("a%1d.png", 122, "a123.png")])
    func acceptedPatterns(pattern: String, k: Int, name: String) throws {
        let p = try FramePattern(pattern)
        #expect(p.name(for: k) == name)
        #expect(p.frameNumber(of: name) == k + 1)
        #expect(p.frameNumber(of: "other.png") == nil)
    }

    @Test func aShorterExportLeavesNoStaleFramesInAPattern() throws {
        let pattern = folder.appendingPathComponent("f-%03d.png").path
        let other = folder.appendingPathComponent("notes.txt").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: other))
        try FileEncoder.encode(TestPattern(frameCount: 6), to: pattern, format: .pngSequence, settings: EncodeSettings(fps: 10))
        #expect(names(folder.path).filter { $0.hasPrefix("f-") }.count == 6)
        let result = try FileEncoder.encode(TestPattern(frameCount: 2), to: pattern, format: .pngSequence, settings: EncodeSettings(fps: 10))
        #expect(names(folder.path) == ["f-001.png", "f-002.png", "notes.txt"])
        // The bytes are the frames' bytes, not a folder entry's size.
        let sum = try ["f-001.png", "f-002.png"].reduce(Int64(0)) { total, name in
            total + Int64(try Data(contentsOf: folder.appendingPathComponent(name)).count)
        }
        #expect(result.bytes == sum)
        #expect(result.frameCount == 2)
    }

    @Test func aFolderIsReplacedAsAWhole() throws {
        let into = folder.appendingPathComponent("frames").path + "/"
        try FileEncoder.encode(TestPattern(frameCount: 5), to: into, format: .pngSequence, settings: EncodeSettings(fps: 10))
        #expect(names(into).count == 5)
        try FileEncoder.encode(TestPattern(frameCount: 3), to: into, format: .pngSequence, settings: EncodeSettings(fps: 10))
        #expect(names(into) == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
        #expect(names(folder.path) == ["frames"])   // no temporaries beside it
    }

    @Test func aFolderWithOtherFilesIsNeverReplaced() throws {
        let into = folder.appendingPathComponent("mine").path
        try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: into + "/thesis.txt"))
        #expect(throws: EncodeError.self) {
            try FileEncoder.encode(TestPattern(frameCount: 2), to: into + "/", format: .pngSequence, settings: EncodeSettings(fps: 10))
        }
        #expect(names(into) == ["thesis.txt"])
    }

    @Test func aFailedExportLeavesNoFolderAndKeepsTheOldFrames() throws {
        let into = folder.appendingPathComponent("new").path + "/"
        #expect(throws: TestPattern.Stop.self) {
            try FileEncoder.encode(TestPattern(failAt: 2), to: into, format: .pngSequence, settings: EncodeSettings(fps: 10))
        }
        #expect(names(folder.path).isEmpty)
        let old = folder.appendingPathComponent("old").path + "/"
        try FileEncoder.encode(TestPattern(frameCount: 4), to: old, format: .pngSequence, settings: EncodeSettings(fps: 10))
        let before = try Data(contentsOf: URL(fileURLWithPath: old + "frame-0004.png"))
        #expect(throws: TestPattern.Stop.self) {
            try FileEncoder.encode(TestPattern(failAt: 2), to: old, format: .pngSequence, settings: EncodeSettings(fps: 10))
        }
        #expect(names(old).count == 4)
        #expect(try Data(contentsOf: URL(fileURLWithPath: old + "frame-0004.png")) == before)
        #expect(names(folder.path) == ["old"])
    }

    /// What a SIGKILLed export leaves (a hidden file, a hidden folder of frames) is removed
    /// by the next export into the same folder once nobody holds its lock and it has been
    /// left alone for a minute; a locked one, a fresh one, and names that only look similar
    /// (a user's `.notes.badgereel-4000000-1.txt`, the old PID-only form) stay, whatever the
    /// PID in them says.
    @Test func onlyUnlockedTemporariesOfOurFormAreRemoved() throws {
        let old = Date().addingTimeInterval(-3600)
        func make(_ name: String, folder isFolder: Bool = false, age: Date? = old) throws -> String {
            let path = self.folder.appendingPathComponent(name).path
            if isFolder {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/frame-0001.png"))
            } else {
                try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            }
            if let age { try FileManager.default.setAttributes([.modificationDate: age], ofItemAtPath: path) }
            return (path as NSString).lastPathComponent
        }
        let staleFile = try make(StaleTemporaries.name(for: "clip.gif"))
        let staleFolder = try make(StaleTemporaries.name(for: "frames"), folder: true)
        let fresh = try make(StaleTemporaries.name(for: "fresh.gif"), age: nil)
        let locked = try make(StaleTemporaries.name(for: "locked.gif"))
        let users = try make(".notes.badgereel-4000000-1.txt")
        let oldForm = try make(".clip.badgereel-\(deadPID())-12345.gif")
        let lookalike = try make(".clip.badgereel-0123abcd-1-0123456789AB.gif")   // upper-case hex: not ours
        // Another process's lock, as an export in another PID namespace or pod would hold it.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // It holds the lock while `cat` waits on its input: closing the pipe ends both.
        holder.arguments = ["--exclusive", self.folder.appendingPathComponent(locked).path, "cat"]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        defer { try? input.fileHandleForWriting.close(); holder.waitUntilExit() }
        var waited = 0
        while waited < 100, TemporaryLock(self.folder.appendingPathComponent(locked).path, isFolder: false, wait: false).map({ $0.release(); return true }) ?? false {
            usleep(50_000); waited += 1
        }
        try FileEncoder.encode(TestPattern(frameCount: 2), to: folder.appendingPathComponent("a.gif").path, format: .gif, settings: EncodeSettings(fps: 10))
        let left = Set(names(folder.path))
        #expect(!left.contains(staleFile))
        #expect(!left.contains(staleFolder))
        for kept in [fresh, locked, users, oldForm, lookalike] { #expect(left.contains(kept), "\(kept) was removed") }
    }

    /// A temporary's name fits NAME_MAX for any legal output name, keeps a short extension,
    /// and carries the host tag and a random part.
    @Test func temporaryNamesFitAndDiffer() {
        let long = String(repeating: "é", count: 123) + ".gif"   // 250 bytes
        let name = StaleTemporaries.name(for: long)
        #expect(name.utf8.count <= 255)
        #expect(name.hasSuffix(".gif"))
        #expect(StaleTemporaries.isTemporaryName(name))
        #expect(StaleTemporaries.name(for: "a.gif") != StaleTemporaries.name(for: "a.gif"))
        #expect(!StaleTemporaries.isTemporaryName(".notes.badgereel-4000000-1.txt"))
    }

    /// A process id no process has: one that just exited.
    func deadPID() -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
