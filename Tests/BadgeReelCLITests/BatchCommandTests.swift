import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
import ReelExport
import ReelModels

/// `badgereel batch`: jobs parsed by the commands they name (in-process), and a few runs of
/// the binary for what only a process shows (files, exit statuses, the summary).
@Suite struct BatchCommandTests {
    let dir = scratchFolder()

    func write(_ text: String, _ name: String = "m.yaml") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The first job's refusal, as the command tells it.
    func planRefusal(_ yaml: String) throws -> CommandFailure? {
        let manifest = try write(yaml)
        let command = try BatchCommand.parse([manifest])
        do {
            for spec in try BatchManifestReader.jobs(in: manifest) { _ = try command.plan(spec) }
            return nil
        } catch let failure as CommandFailure {
            return failure
        }
    }

    @Test func eachJobIsParsedByItsCommandAndRefusedInItsWordsWithItsPlace() throws {
        let failure = try planRefusal("""
            jobs:
              - run: pop --count {c} --pop-out-ratio {r} -o out/{c}-{r}.gif
                matrix:
                  c: [1]
                  r: [1.2, big]
            """)
        let f = try #require(failure)
        #expect(f.exitCode == 64)
        #expect(f.description.hasPrefix("\(dir.path)/m.yaml:2: jobs[0] (c=1, r=big): --pop-out-ratio big: expected"), "\(f.description)")
        let unknown = try #require(try planRefusal("jobs:\n  - pop --cuont 3 -o a.gif\n"))
        #expect(unknown.exitCode == 64 && unknown.description.contains("jobs[0]: Unknown option '--cuont'"), "\(unknown.description)")
    }

    @Test(arguments: ["still -o a.png", "timeline pop", "sweep pop --count 1,2 -o a.gif", "batch other.yaml"])
    func commandsThatAreNotExportsAreRefused(line: String) throws {
        let f = try #require(try planRefusal("jobs:\n  - \(line)\n"))
        let word = String(line.split(separator: " ")[0])
        #expect(f.exitCode == 64 && f.description.contains("\(word) is not an export a batch runs; expected pop, bump, blink, shake, animate or render"),
                "\(f.description)")
    }

    @Test func aSceneFromStandardInputIsRefusedBeforeItIsRead() throws {
        let f = try #require(try planRefusal("jobs:\n  - render - -o out/a.gif\n"))
        #expect(f.exitCode == 64 && f.description.hasSuffix("jobs[0]: reads the scene from standard input; a batch job reads files"))
    }

    @Test func aGoodJobPlansTheExportItsCommandPlans() throws {
        let manifest = try write("jobs:\n  - run: bump --count 120 --max-count 99 --scale 3 -o out/b.mp4\n")
        let spec = try #require(try BatchManifestReader.jobs(in: manifest).first)
        let task = try BatchCommand.parse([manifest]).plan(spec)
        var direct = try ExportCommand<BumpParameters>.parse(["--count", "120", "--max-count", "99", "--scale", "3", "-o", "out/b.mp4"]).job()
        // What the same command run alone records (a Lottie file's description): its words, never argv[0].
        direct.commandLine = "badgereel bump --count 120 --max-count 99 --scale 3 -o out/b.mp4"
        #expect(task.job == direct)
    }

    @Test func badBatchFlagsAreRefused() {
        #expect(throws: (any Error).self) { try BatchCommand.parse(["m.yaml", "--jobs", "0"]) }
        #expect(throws: (any Error).self) { try BatchCommand.parse(["m.yaml", "--shard", "2/2"]) }
        #expect(throws: Never.self) { try BatchCommand.parse(["m.yaml", "--shard", "1/2", "--jobs", "3"]) }
    }

    // MARK: the binary

    /// The jobs on the summary's `row` line.
    func count(_ row: String, in summary: String) -> Int? {
        for line in summary.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first.map(String.init) == row, fields.count > 1 { return Int(fields[1]) }
        }
        return nil
    }

    static let manifest = """
        jobs:
          - run: pop --count {count} --size 60x60 --hold 0 -o out/{count}/pop.gif
            matrix:
              count: [1, 150]
          - run: bump --text "New" --size 60x60 -o out/bump.mp4
          - blink --dot --size 60x60 -o out/blink.gif
        """

    @Test func aBatchWritesWhatSingleRunsWriteThenSkipsWhatIsUpToDate() throws {
        _ = try write(Self.manifest)
        var r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("4 jobs in") && count("done", in: r.stderr) == 4, "\(r.stderr)")
        let singles: [([String], String)] = [
            (["pop", "--count", "1", "--size", "60x60", "--hold", "0"], "out/1/pop.gif"),
            (["pop", "--count", "150", "--size", "60x60", "--hold", "0"], "out/150/pop.gif"),
            (["bump", "--text", "New", "--size", "60x60"], "out/bump.mp4"),
            (["blink", "--dot", "--size", "60x60"], "out/blink.gif"),
        ]
        for (arguments, output) in singles {
            let single = dir.appendingPathComponent("single.\(URL(fileURLWithPath: output).pathExtension)").path
            let s = try BinaryRunner.run(arguments + ["-q", "-o", single])
            #expect(s.status == 0, "\(s.stderr)")
            #expect(FileManager.default.contents(atPath: single) == FileManager.default.contents(atPath: dir.appendingPathComponent(output).path),
                    "\(output)")
        }
        r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(r.status == 0 && count("skipped", in: r.stderr) == 4, "\(r.stderr)")
        // A changed argument renders that job again, and only it.
        _ = try write(Self.manifest.replacingOccurrences(of: "\"New\"", with: "\"Neu\""))
        r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(r.status == 0 && count("done", in: r.stderr) == 1 && count("skipped", in: r.stderr) == 3, "\(r.stderr)")
        r = try BinaryRunner.run(["batch", "m.yaml", "--force", "--jobs", "1", "-q"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(count("skipped", in: r.stderr) == 4, "\(r.stderr)")
    }

    /// Jobs whose words differ only in the command each write their own animation. The
    /// planner once shared one parse between `pop --size 40x40 -o …` and `bump --size 40x40
    /// -o …`: 5 of 6 bump files were pop animations.
    @Test func theSameWordsUnderAnotherCommandWriteThatCommandsAnimation() throws {
        var manifest = "jobs:\n"
        for k in 1...3 { manifest += "  - run: pop --size 40x40 -o same/p\(k).gif\n  - run: bump --size 40x40 -o same/b\(k).gif\n" }
        _ = try write(manifest, "same.yaml")
        let r = try BinaryRunner.run(["batch", "same.yaml", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["pop", "bump"] {
            let single = dir.appendingPathComponent("same-\(name).gif").path
            let s = try BinaryRunner.run([name, "--size", "40x40", "-q", "-o", single])
            #expect(s.status == 0, "\(s.stderr)")
            let expected = try #require(FileManager.default.contents(atPath: single))
            for k in 1...3 {
                let output = "same/\(name.prefix(1))\(k).gif"
                #expect(FileManager.default.contents(atPath: dir.appendingPathComponent(output).path) == expected, "\(output)")
            }
        }
    }

    @Test func shardsListEveryJobOnceAsRunnableCommands() throws {
        _ = try write(Self.manifest)
        let all = try BinaryRunner.run(["batch", "m.yaml", "--list"], in: dir)
        #expect(all.status == 0)
        let lines = all.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "badgereel pop --count 1 --size 60x60 --hold 0 -o out/1/pop.gif" && lines.count == 4, "\(lines)")
        #expect(lines.contains("badgereel bump --text New --size 60x60 -o out/bump.mp4"))
        var union: [String] = []
        for i in 0..<3 {
            let r = try BinaryRunner.run(["batch", "m.yaml", "--list", "--shard", "\(i)/3"], in: dir)
            union += r.stdout.split(separator: "\n").map(String.init)
        }
        #expect(union.sorted() == lines.sorted())
        // Listing runs nothing.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func shardsAndCoreCountsWriteTheSameBytesAsTheWholeBatch() throws {
        let whole = dir.appendingPathComponent("whole"), sharded = dir.appendingPathComponent("sharded")
        for folder in [whole, sharded] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("m.yaml"))
        }
        #expect(try BinaryRunner.run(["batch", "m.yaml", "-q"], in: whole).status == 0)
        for i in [1, 0] {   // shards in either order, each on one thread
            #expect(try BinaryRunner.run(["batch", "m.yaml", "-q", "--shard", "\(i)/2", "--jobs", "1"], in: sharded).status == 0)
        }
        for output in ["out/1/pop.gif", "out/150/pop.gif", "out/bump.mp4", "out/blink.gif"] {
            let a = FileManager.default.contents(atPath: whole.appendingPathComponent(output).path)
            #expect(a != nil && a == FileManager.default.contents(atPath: sharded.appendingPathComponent(output).path), "\(output)")
        }
    }

    @Test func duplicateOutputsAreRefusedBeforeAnyWork() throws {
        _ = try write("jobs:\n  - pop -o out/a.gif\n  - run: bump -o out/{x}.gif\n    matrix: {x: [b, a]}\n")
        let r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "badgereel: m.yaml:3: jobs[1] (x=a): out/a.gif: jobs[0] writes it too; every job needs its own output\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func aJobThatWouldFailIsRefusedBeforeAnyJobRuns() throws {
        // Its icon is read at planning, as its export would read it before drawing: the batch
        // stops there, so no job fails after others ran and no folder is left empty.
        _ = try write("jobs:\n  - pop --size 60x60 -o out/a.gif\n  - pop --icon missing.png -o out/b.gif\n  - bump --size 60x60 -o out/c.gif\n")
        let r = try BinaryRunner.run(["batch", "m.yaml", "--jobs", "1"], in: dir)
        #expect(r.status == 66)
        #expect(r.stderr.hasPrefix("badgereel: m.yaml:3: jobs[1]: ") && r.stderr.contains("missing.png"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    /// A missing icon is found while planning: the batch refuses before any job runs.
    @Test func aMissingIconIsRefusedAtPlanning() throws {
        _ = try write("jobs:\n  - pop --size 60x60 -o out/a.gif\n  - pop --icon missing.png -o out/b.gif\n")
        let r = try BinaryRunner.run(["batch", "m.yaml", "--jobs", "1"], in: dir)
        #expect(r.status == 66)
        #expect(r.stderr == "badgereel: m.yaml:3: jobs[1]: --icon missing.png: no such file; expected bell, app, avatar, none, or a .png or .svg file\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
