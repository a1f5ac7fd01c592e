import Foundation
import ReelTestSupport
import Testing
import ReelExport

/// What CI and job systems read from a batch: `--report`, `--check`, `--log`, a shard index
/// past N, and the build in every record (a copied build skips, a different build renders).
@Suite struct BatchForCITests {
    let dir = scratchFolder()

    /// Two exports that succeed.
    static let good = """
        jobs:
          - run: pop --count {count} --size 60x60 --hold 0 -o out/pop-{count}.gif
            matrix:
              count: [1, 150]

        """
    /// And one that fails while it runs: every check a job can fail is made at planning
    /// (a missing icon refuses the whole batch), so the failure is the file system's — the run
    /// is limited to 16 KiB files (`ulimit -f`, SIGXFSZ ignored, so a write gets EFBIG), and
    /// this GIF is larger (24 KB: the smallest clip measured well over the limit; the 300x300
    /// at 4x it replaced drew 1200x1200 frames, 2.8 CPU-s a run, to fail the same way).
    static let manifest = good + "  - pop --count 2 --size 100x100 --scale 4 -o out/missing.gif\n"

    /// Runs the binary with files limited to 16 KiB, as `manifest`'s failing job needs.
    func runLimited(_ arguments: [String]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["-c", "trap '' XFSZ; ulimit -f 16; exec \"$0\" \"$@\"", BinaryRunner.executable.path] + arguments,
                             in: dir, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    func write(_ text: String, _ name: String = "m.yaml") throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(path).path))?[.size] as? Int
    }

    @Test func theReportListsEveryJobWithItsStateBytesAndMessage() throws {
        try write(Self.manifest)
        var r = try runLimited(["batch", "m.yaml", "-q", "--report", "report.json"])
        #expect(r.status == 1, "\(r.stderr)")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("report.json"))) as? [String: Any]
        var jobs = try #require(report?["jobs"] as? [[String: Any]])
        #expect(jobs.map { $0["output"] as? String } == ["out/pop-1.gif", "out/pop-150.gif", "out/missing.gif"])
        #expect(jobs.map { $0["state"] as? String } == ["rendered", "rendered", "failed"])
        #expect(jobs[0]["bytes"] as? Int == size("out/pop-1.gif") && jobs[0]["bytes"] as? Int != nil)
        #expect((jobs[0]["seconds"] as? Double).map { $0 > 0 } == true)
        #expect((jobs[2]["message"] as? String)?.contains("File too large") == true, "\(jobs[2])")
        #expect(jobs[2]["bytes"] is NSNull && jobs[2]["seconds"] is NSNull)
        #expect((report?["counts"] as? [String: Int]) == ["rendered": 2, "skipped": 0, "failed": 1, "notRun": 0])
        // Again: the two written are skipped, with their sizes.
        r = try runLimited(["batch", "m.yaml", "-q", "--report", "report.json"])
        report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("report.json"))) as? [String: Any]
        jobs = try #require(report?["jobs"] as? [[String: Any]])
        #expect(jobs.map { $0["state"] as? String } == ["skipped", "skipped", "failed"])
        #expect(jobs[1]["bytes"] as? Int == size("out/pop-150.gif"))
        // No temporary of the report's write is left.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!names.contains { $0.contains(".badgereel-") }, "\(names)")
    }

    @Test func checkListsStaleOutputsRendersNothingAndExitsOneUntilUpToDate() throws {
        try write(Self.good)
        var r = try BinaryRunner.run(["batch", "m.yaml", "--check"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout == "out/pop-1.gif\nout/pop-150.gif\n", "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        #expect(try BinaryRunner.run(["batch", "m.yaml", "-q"], in: dir).status == 0)
        r = try BinaryRunner.run(["batch", "m.yaml", "--check"], in: dir)
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stdout) \(r.stderr)")
        // An output changed by hand is stale again.
        try Data("x".utf8).write(to: dir.appendingPathComponent("out/pop-150.gif"))
        r = try BinaryRunner.run(["batch", "m.yaml", "--check"], in: dir)
        #expect(r.status == 1 && r.stdout == "out/pop-150.gif\n", "\(r.stdout)")
    }

    @Test func logPrintsOneLinePerFinishedJob() throws {
        try write(Self.manifest)
        let r = try runLimited(["batch", "m.yaml", "-q", "--log", "--jobs", "1"])
        let lines = r.stderr.split(separator: "\n").filter { $0.hasPrefix("badgereel: [") }
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines.first?.hasPrefix("badgereel: [1/3] rendered out/pop-1.gif (") == true, "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("badgereel: [3/3] failed out/missing.gif: ") }, "\(r.stderr)")
    }

    @Test func aShardIndexPastTheCountIsRefusedSayingSo() throws {
        try write(Self.manifest)
        let r = try BinaryRunner.run(["batch", "m.yaml", "--shard", "4/4"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "badgereel: --shard 4/4: expected an index below the shard count 4 (0 to 3, counting from 0 as JOB_COMPLETION_INDEX does); a Job's completions and the N of --shard must be the same number\n",
                "\(r.stderr)")
    }

    /// The same build copied to another folder skips what is up to date; the copy with one byte
    /// changed (in its GNU build id note: what another link changes) renders again.
    @Test func recordsFollowTheBuildNotItsPath() throws {
        try write(Self.good)
        #expect(try BinaryRunner.run(["batch", "m.yaml", "-q"], in: dir).status == 0)
        let copy = dir.appendingPathComponent("elsewhere/badgereel")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: copy)
        var r = try BinaryRunner.run(["batch", "m.yaml", "--check"], in: dir, executable: copy)
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stdout)")

        var bytes = try [UInt8](Data(contentsOf: copy))
        let id = try #require(ELFBuildIDProbe.offset(in: bytes))
        bytes[id] ^= 0xff
        try Data(bytes).write(to: copy)
        r = try BinaryRunner.run(["batch", "m.yaml", "--check"], in: dir, executable: copy)
        #expect(r.status == 1 && r.stdout == "out/pop-1.gif\nout/pop-150.gif\n", "\(r.stdout) \(r.stderr)")
        r = try BinaryRunner.run(["batch", "m.yaml"], in: dir, executable: copy)
        #expect(r.status == 0 && r.stderr.contains("done         2"), "\(r.stderr)")
    }
}

/// Where an ELF file's GNU build id bytes start: the test's own small search ("GNU\0" after a
/// note header of namesz 4, type 3), independent of the reader under test.
enum ELFBuildIDProbe {
    static func offset(in bytes: [UInt8]) -> Int? {
        let pattern: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4e, 0x55, 0]
        guard bytes.count > pattern.count else { return nil }
        for i in 0..<min(bytes.count - pattern.count, 1 << 16) where bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
            return i + pattern.count
        }
        return nil
    }
}
