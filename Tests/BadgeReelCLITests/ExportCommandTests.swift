import Foundation
import ReelTestSupport
import Testing

/// End-to-end runs of the built binary: what only a separate process shows (exit statuses,
/// stderr, signals, files next to the output).
@Suite struct ExportCommandTests {
    let dir = scratchFolder()

    /// The summary counts the clip's frames, as every format and `timeline` do (68, 73, 65,
    /// 100); the file stores fewer, since a frame that changes nothing lasts longer instead
    /// (19, 24, 15, 51), so the length is what stays.
    @Test(.tags(.ffmpeg), .requires("ffprobe"), arguments: [("pop", 68, 19, 1.36), ("bump", 73, 24, 1.46), ("blink", 65, 15, 1.3), ("shake", 100, 51, 2.0)])
    func eachAnimationAsAGIF(name: String, clipFrames: Int, storedFrames: Int, duration: Double) throws {
        let out = dir.appendingPathComponent("\(name).gif").path
        let r = try BinaryRunner.run([name, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("\(clipFrames) frames"), "\(r.stderr)")
        let p = try probe(out)
        #expect(p.codec == "gif" && p.frames == storedFrames)
        #expect(abs(p.duration - duration) < 0.011, "\(p.duration)")
    }

    @Test(.tags(.ffmpeg), .requires("ffprobe")) func mp4At60AndScaleAndSize() throws {
        let out = dir.appendingPathComponent("pop.mp4").path
        let r = try BinaryRunner.run(["pop", "--size", "161x100", "--scale", "3", "-o", out, "-q"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let p = try probe(out)
        #expect(p.codec == "h264" && p.frames == 81 && p.width == 484 && p.height == 300)   // 483 padded to even
    }

    @Test func sceneFileAndSaveSceneGiveTheSameBytes() throws {
        let a = dir.appendingPathComponent("a.gif").path, b = dir.appendingPathComponent("b.gif").path
        let scene = dir.appendingPathComponent("a.yaml").path
        var r = try BinaryRunner.run(["bump", "--count", "120", "--max-count", "99", "--first-bump-distance", "12", "--curve", "easeOut",
                                      "--badge-color", "#34C759", "--icon", "avatar", "--hold", "0.3", "--repeat", "2",
                                      "--loop", "2", "--dither", "sierra2_4a", "-o", a, "--save-scene", scene, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        r = try BinaryRunner.run(["render", scene, "-o", b, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test(.tags(.ffmpeg), .requires("ffprobe")) func theIncrementAndPopExample() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/increment-and-pop.yaml").path
        let out = dir.appendingPathComponent("inc.gif").path
        let r = try BinaryRunner.run(["render", example, "-o", out, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try probe(out)
        // 0.5 + 4 × 0.35 pops + 3 × 0.6 + 1.2 s at 50 fps: 245 drawn, 75 stored (a frame that
        // changes nothing lasts longer instead).
        #expect(p.frames == 75 && abs(p.duration - 4.9) < 0.011)
    }

    @Test(.tags(.ffmpeg), .requires("ffprobe")) func sweepGrid() throws {
        let out = dir.appendingPathComponent("grid.gif").path
        let r = try BinaryRunner.run(["sweep", "shake", "--angle", "0.2,0.4", "--y-offset", "0,0.5,1", "-o", out, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try probe(out)
        // 100 drawn, 51 stored: frames that repeat the one before last longer instead.
        #expect(p.frames == 51 && p.width > 0 && p.height > 0)
        #expect(Double(p.width) / Double(p.height) > 1)   // three columns, two rows
    }

    @Test func countZeroWarns() throws {
        let out = dir.appendingPathComponent("zero.gif").path
        let r = try BinaryRunner.run(["pop", "--count", "0", "-o", out, "-q"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning") && r.stderr.contains("--count 0"))
    }

    @Test func exitStatusesFollowSysexits() throws {
        // A value refused: usage (64).
        var r = try BinaryRunner.run(["pop", "-o", dir.appendingPathComponent("x.avi").path])
        #expect(r.status == 64 && r.stderr.contains("--output") && r.stderr.contains("extension"), "\(r.stderr)")
        // An output that cannot be written: I/O (74), one line naming the path.
        r = try BinaryRunner.run(["pop", "-o", "/nonexistent-folder/x.gif"])
        #expect(r.status == 74 && r.stderr.contains("/nonexistent-folder") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        // A scene file's bad content: data (65), with file and line.
        let scene = dir.appendingPathComponent("bad.yaml")
        try Data("badge:\n  count: many\nactions: [pop]\n".utf8).write(to: scene)
        r = try BinaryRunner.run(["render", scene.path, "-o", dir.appendingPathComponent("bad.gif").path])
        #expect(r.status == 65 && r.stderr.contains("bad.yaml:2: badge.count"), "\(r.stderr)")
        // A missing input: 66.
        r = try BinaryRunner.run(["render", dir.appendingPathComponent("missing.yaml").path, "-o", dir.appendingPathComponent("m.gif").path])
        #expect(r.status == 66 && r.stderr.contains("missing.yaml"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func timelineStreamsJSONAndReportsAFullDisk() throws {
        var r = try BinaryRunner.run(["timeline", "pop"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any]
        #expect((object?["frames"] as? [Any])?.count == 68)
        // /dev/full refuses every write: the command must say so and fail.
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["timeline", "pop"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74 && text.contains("standard output"), "\(text)")
        r = try BinaryRunner.run(["timeline", "wobble"])
        #expect(r.status == 64 && r.stdout.isEmpty)
    }

    /// Ctrl-C in the middle of a long export: the temporary file goes, the old file stays.
    @Test func interruptedExportLeavesNothing() throws {
        // An MP4 opens its file at once (a GIF only in its second pass).
        let out = dir.appendingPathComponent("long.mp4")
        let original = Data("previous version".utf8)
        try original.write(to: out)
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["pop", "--size", "540x540", "--lead-in", "0", "--hold", "0.65", "--repeat", "10", "-q", "-o", out.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary file exists, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if try !FileManager.default.contentsOfDirectory(atPath: dir.path).filter({ $0.hasPrefix(".long") }).isEmpty { break }
            usleep(20_000)
        }
        usleep(200_000)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try Data(contentsOf: out) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }
}
