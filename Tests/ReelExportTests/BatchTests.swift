import Foundation
import ReelTestSupport
import Testing
import ReelModels
import ReelTimeline
@testable import ReelExport

/// The batch's pieces in-process: words, placeholders, manifests and their matrices,
/// shards, the plan's checks, the up-to-date records and the runner.
@Suite struct BatchTests {
    let dir: URL = {
        let d = TestScratch.url("reel-batch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func read(_ yaml: String) throws(SceneError) -> [BatchJobSpec] {
        try BatchManifestReader(file: "m.yaml").read(yaml).expand()
    }

    func refusal(_ yaml: String) -> SceneError? {
        do { _ = try read(yaml); return nil } catch { return error }
    }

    // MARK: hashing and words

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var h = SHA256()
        for _ in 0..<1000 { h.update(String(repeating: "a", count: 1000)) }
        #expect(h.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func wordsSplitAsAShellSplitsThem() throws {
        #expect(try ShellWords.split("pop  --text 'New message' -o \"out/a b.gif\"") == ["pop", "--text", "New message", "-o", "out/a b.gif"])
        #expect(try ShellWords.split(#"a\ b "c\"d" 'e\f' ''"#) == ["a b", "c\"d", "e\\f", ""])
        #expect(throws: ShellWordsError.self) { try ShellWords.split("pop --text 'open") }
        #expect(throws: ShellWordsError.self) { try ShellWords.split("pop \"open") }
        let words = ["pop", "--text", "it's", "-o", "out/x@2x.gif", "", "ar_EG", "a$b", "٤٢"]
        #expect(try ShellWords.split(ShellWords.join(words)) == words)
        #expect(ShellWords.join(["pop", "-o", "out/pop-1@2x.gif"]) == "pop -o out/pop-1@2x.gif")
    }

    // MARK: manifests and matrices

    @Test func aMatrixExpandsLastKeyFastestAndFillsEachWordVerbatim() throws {
        let specs = try read("""
            jobs:
              - run: badgereel pop --count {count} --text "{word}" -o out/{count}-{word}.gif
                matrix:
                  count: [1, 150]
                  word: [New, "two words"]
              - bump -o out/bump.gif
            """)
        #expect(specs.map(\.arguments) == [
            ["pop", "--count", "1", "--text", "New", "-o", "out/1-New.gif"],
            ["pop", "--count", "1", "--text", "two words", "-o", "out/1-two words.gif"],
            ["pop", "--count", "150", "--text", "New", "-o", "out/150-New.gif"],
            ["pop", "--count", "150", "--text", "two words", "-o", "out/150-two words.gif"],
            ["bump", "-o", "out/bump.gif"],
        ])
        #expect(specs.map(\.number) == [0, 1, 2, 3, 4])
        #expect(specs[1].label == "jobs[0] (count=1, word=two words)")
        #expect(specs[4].label == "jobs[1]" && specs[4].line == 6)
    }

    @Test func literalBracesAndAListOfWords() throws {
        let specs = try read("""
            jobs:
              - run: [pop, --text, "{{x}}", -o, "out/{n}.gif"]
                matrix: {n: 7}
            """)
        #expect(specs.map(\.arguments) == [["pop", "--text", "{x}", "-o", "out/7.gif"]])
    }

    @Test(arguments: [
        ("jobs:\n  - run: pop -o out/{count}.gif\n", "m.yaml:2: jobs[0].run: {count}: unknown placeholder; there is no matrix"),
        ("jobs:\n  - run: pop --count {cuont} -o out/{count}.gif\n    matrix:\n      count: [1, 2]\n",
         "m.yaml:2: jobs[0].run: {cuont}: unknown placeholder; the matrix has count"),
        ("jobs:\n  - run: pop -o out/pop.gif\n    matrix:\n      count: [1, 2]\n",
         "m.yaml:2: jobs[0].matrix.count: not used in run; every matrix key must fill a {placeholder}"),
        ("jobs:\n  - run: pop -o out/{n}.gif\n    matrix:\n      n: []\n", "m.yaml:4: jobs[0].matrix.n: an empty list; expected at least one value"),
        ("jobs:\n  - run: pop --text {x -o a.gif\n", "a { that opens no {name}"),
        ("jobs:\n  - run: pop --text 'x -o a.gif\n", "m.yaml:2: jobs[0].run: a single quote is not closed"),
        ("jobs:\n  - run: pop -o a.gif\n    matrx: {}\n", "m.yaml:3: jobs[0].matrx: unknown key; expected one of matrix, run"),
        ("jobs: []\n", "m.yaml:1: jobs: expected a non-empty list of jobs"),
        ("jobz:\n  - pop\n", "m.yaml:1: jobz: unknown key; expected one of jobs"),
    ])
    func badManifestsAreRefusedWithTheirPlace(yaml: String, message: String) {
        let error = refusal(yaml)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test func theExpansionIsBoundedBeforeAnyJobIsMade() {
        // 100 × 100 × 100 = 10⁶ combinations: refused from the counts alone.
        let values = "[" + (0..<100).map(String.init).joined(separator: ", ") + "]"
        let error = refusal("jobs:\n  - run: pop --count {a} --hold {b} --fps {c} -o out/{a}{b}{c}.gif\n    matrix:\n      a: \(values)\n      b: \(values)\n      c: \(values)\n")
        #expect(error?.description.contains("expands to more than \(BatchManifest.maxJobs) jobs") == true, "\(String(describing: error))")
    }

    // MARK: shards

    @Test func everyJobIsInExactlyOneShardForEveryN() throws {
        let outputs = (0..<53).map { "out/pop-\($0 % 7)-\($0)@\($0 % 2 + 2)x.gif" }
        for n in 1...7 {
            var seen: [String: Int] = [:]
            var sizes: [Int] = []
            for i in 0..<n {
                let mine = try BatchShard("\(i)/\(n)").select(outputs) { $0 }
                // Kept in the manifest's order.
                #expect(mine == outputs.filter(mine.contains))
                sizes.append(mine.count)
                for o in mine { seen[o, default: 0] += 1 }
                // Stable: the same share every time, whatever the order the jobs are listed in.
                #expect(try BatchShard("\(i)/\(n)").select(outputs.reversed()) { $0 }.sorted() == mine.sorted())
            }
            #expect(seen.count == outputs.count && seen.values.allSatisfy { $0 == 1 }, "N = \(n)")
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "N = \(n): \(sizes)")
        }
        // Fixed across runs, machines and versions: the deal depends on the outputs' names alone.
        // By their SHA-256 the order is c, a, b, d (Python's hashlib agrees), so shard 1 of 3
        // takes the second and fifth: a.
        #expect(try BatchShard("1/3").select(["a.gif", "b.gif", "c.gif", "d.gif"]) { $0 } == ["a.gif"])
        #expect(try BatchShard("0/3").select(["a.gif", "b.gif", "c.gif", "d.gif"]) { $0 } == ["c.gif", "d.gif"])
    }

    @Test(arguments: ["3/3", "-1/2", "1/0", "1", "a/b", "0/10001", "1/2/3"])
    func badShardsAreRefused(text: String) {
        #expect(throws: ExportError.self) { try BatchShard(text) }
    }

    // MARK: the plan's checks

    func task(_ words: [String], output: String, count: Int = 1, icon: String? = nil, number: Int = 0) -> BatchTask {
        var setup = BadgeSetup()
        setup.count = count
        setup.icon = icon
        var timing = ClipTiming(); timing.fps = 50; timing.hold = 0
        let reel = Reel(scene: Scene(animation: .seed(PopParameters()), setup: setup, timing: timing))
        let spec = BatchJobSpec(number: number, entry: number, line: number + 2, values: [], arguments: words + ["-o", output])
        return BatchTask(spec: spec, job: ExportJob(reel: reel, output: output))
    }

    func planRefusal(_ tasks: [BatchTask]) -> String? {
        do throws(ExportError) { try BatchPlan.check(tasks, manifest: "m.yaml"); return nil } catch { return error.description }
    }

    @Test func duplicateOutputsAreRefusedAsResolvedPaths() throws {
        let a = dir.appendingPathComponent("out/a.gif").path
        let other = dir.path + "/out/../out/./a.gif"
        let refused = planRefusal([task(["pop"], output: a), task(["bump"], output: other, number: 1)])
        #expect(refused == "m.yaml:3: jobs[1]: \(other): jobs[0] writes it too; every job needs its own output")
        // Through a symbolic link to the folder, too.
        try FileManager.default.createDirectory(atPath: dir.appendingPathComponent("real").path, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: dir.appendingPathComponent("real").path)
        #expect(planRefusal([task(["pop"], output: dir.path + "/real/x.gif"), task(["pop"], output: dir.path + "/link/x.gif", number: 1)]) != nil)
        #expect(planRefusal([task(["pop"], output: a), task(["pop"], output: dir.path + "/out/b.gif", number: 1)]) == nil)
    }

    @Test func anOutputNeverLandsOnAnInput() throws {
        let icon = dir.appendingPathComponent("icon.png").path
        let refused = planRefusal([task(["pop"], output: dir.path + "/a.gif", icon: icon), task(["pop"], output: icon, number: 1)])
        #expect(refused?.contains("jobs[1]: \(icon): jobs[0] reads it; an output never lands on an input") == true, "\(refused ?? "")")
        var scene = task(["render"], output: dir.path + "/b.gif")
        scene.job.sources = [dir.path + "/scene.yaml"]
        #expect(planRefusal([scene, task(["pop"], output: dir.path + "/./scene.yaml", number: 1)]) != nil)
        #expect(planRefusal([task(["pop"], output: "-")])?.contains("standard output") == true)
        #expect(planRefusal([task(["pop"], output: dir.path + "/frames/")])?.contains("PNG frame sequences") == true)
    }

    /// `--report` is one more file the batch writes: not the manifest, not a job's output,
    /// not a file a job reads (it once overwrote the manifest and exited 0).
    @Test func theReportNeverLandsOnAnInputOrAnOutput() throws {
        let manifest = dir.appendingPathComponent("m.yaml").path
        let icon = dir.appendingPathComponent("icon.png").path
        let tasks = [task(["pop"], output: dir.path + "/a.gif", icon: icon), task(["pop"], output: dir.path + "/b.gif", number: 1)]
        func refusal(_ report: String) -> String? {
            do throws(ExportError) { try BatchPlan.check(tasks, manifest: manifest, report: report); return nil } catch { return error.description }
        }
        #expect(refusal(dir.path + "/./m.yaml")?.contains("(it is the manifest)") == true, "\(refusal(manifest) ?? "")")
        #expect(refusal(dir.path + "/out/../b.gif")?.contains("(jobs[1] writes it)") == true)
        #expect(refusal(icon)?.contains("(jobs[0] reads it)") == true)
        #expect(refusal(dir.path + "/report.json") == nil)
    }

    // MARK: running

    /// A killed run's temporaries go on the next run even when every job is up to date (no
    /// export, whose own sweep would have taken them, runs then); a fresh one, which may be
    /// another process's at work, and a user's look-alike stay.
    @Test func aRerunWithNothingToDoStillRemovesAKilledRunsTemporaries() throws {
        let out = dir.appendingPathComponent("kept").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let t = task(["pop"], output: out + "/pop.gif")
        guard case .done = BatchRunner.run([t])[0] else { Issue.record("the first run did not export"); return }
        let stale = out + "/.pop.badgereel-0a1b2c3d-4242-00112233aabb.gif"
        let fresh = out + "/.pop.badgereel-0a1b2c3d-4243-00112233aabc.gif"
        let users = out + "/.notes.badgereel-4000000-1.txt"
        for path in [stale, fresh, users] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        // Left alone for two minutes, past StaleTemporaries.minimumAge.
        var old = [timespec(tv_sec: time(nil) - 120, tv_nsec: 0), timespec(tv_sec: time(nil) - 120, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, stale, &old, 0) == 0 && utimensat(AT_FDCWD, users, &old, 0) == 0)
        guard case .skipped = BatchRunner.run([t])[0] else { Issue.record("the rerun was not up to date"); return }
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh) && FileManager.default.fileExists(atPath: users))
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aBatchWritesTheBytesASingleExportWritesAndCreatesFolders() throws {
        let tasks = (0..<3).map { task(["pop", "--count", "\($0 + 1)"], output: dir.path + "/deep/er/pop-\($0).gif", count: $0 + 1, number: $0) }
        let outcomes = BatchRunner.run(tasks, options: .init(concurrency: 3))
        for (i, outcome) in outcomes.enumerated() {
            guard case .done(let summary, _) = outcome else { Issue.record("\(outcome)"); continue }
            let single = dir.appendingPathComponent("single-\(i).gif").path
            // A lone export draws on every core; in the batch each draws on one thread.
            try ReelExporter.run(ExportJob(reel: tasks[i].job.reel, output: single), workers: 4)
            #expect(bytes(single) == bytes(tasks[i].job.output) && summary.bytes == bytes(single)?.count)
        }
    }

    @Test func anUpToDateJobIsSkippedAndAnyChangeRendersItAgain() throws {
        let out = dir.appendingPathComponent("pop.gif").path
        let icon = dir.appendingPathComponent("icon.svg").path
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="blue"/></svg>"##
        try Data(svg.utf8).write(to: URL(fileURLWithPath: icon))
        func outcome(_ t: BatchTask, force: Bool = false) -> String {
            switch BatchRunner.run([t], options: .init(force: force))[0] {
            case .done: "done"
            case .skipped: "skipped"
            case .failed(let e): "failed: \(e)"
            case .notRun: "not run"
            }
        }
        let base = task(["pop", "--icon", icon], output: out, icon: icon)
        #expect(outcome(base) == "done")
        #expect(FileManager.default.fileExists(atPath: BatchStamp.path(for: out)))
        #expect(outcome(base) == "skipped")
        #expect(outcome(base, force: true) == "done")
        // A changed argument (and the reel it makes).
        let changed = task(["pop", "--icon", icon, "--count", "2"], output: out, count: 2, icon: icon)
        #expect(outcome(changed) == "done")
        #expect(outcome(changed) == "skipped")
        #expect(outcome(base) == "done")
        // A changed input file, same name, same arguments.
        try Data(svg.replacingOccurrences(of: "blue", with: "red").utf8).write(to: URL(fileURLWithPath: icon))
        #expect(outcome(base) == "done")
        #expect(outcome(base) == "skipped")
        // The output changed or removed behind the batch's back.
        try Data("not a gif".utf8).write(to: URL(fileURLWithPath: out))
        #expect(outcome(base) == "done")
        try FileManager.default.removeItem(atPath: out)
        #expect(outcome(base) == "done")
        #expect(outcome(base) == "skipped")
    }

    @Test func aFailedJobDoesNotStopTheOthersUnlessFailFast() throws {
        let missing = dir.appendingPathComponent("missing.png").path
        let tasks = [task(["pop"], output: dir.path + "/f/a.gif", number: 0),
                     task(["pop", "--icon", missing], output: dir.path + "/f/b.gif", icon: missing, number: 1),
                     task(["pop", "--count", "3"], output: dir.path + "/f/c.gif", count: 3, number: 2)]
        let outcomes = BatchRunner.run(tasks, options: .init(concurrency: 1))
        guard case .done = outcomes[0], case .failed(let error) = outcomes[1], case .done = outcomes[2] else {
            Issue.record("\(outcomes)"); return
        }
        #expect(error.description.contains(missing))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/f/b.gif"))
        let stopped = BatchRunner.run(tasks, options: .init(concurrency: 1, force: true, failFast: true))
        guard case .done = stopped[0], case .failed = stopped[1], case .notRun = stopped[2] else { Issue.record("\(stopped)"); return }
    }
}

/// A batch fits one canvas per scene that differs in more than its count's effect
/// (`BatchPreflight.CountEffect`): reels that share a key must fit the same canvas.
@Suite struct CanvasFitSharingTests {
    @Test func reelsThatShareAFitKeyFitTheSameCanvas() throws {
        var reels: [Reel] = []
        for style in BadgeStyle.allCases {
            for locale in [nil, "ar_EG"] as [String?] {
                for maxCount in [99, BadgeHub.Constants.defaultMaxCount] {
                    for count in [-5, 0, 1, 5, 9, 10, 11, 47, 99, 100, 101, 999, 1000, 1001, 12_345] {
                        var setup = BadgeSetup()
                        setup.style = style; setup.locale = locale; setup.maxCount = maxCount; setup.count = count
                        reels.append(Reel(scene: Scene(animation: .seed(PopParameters()), setup: setup, timing: ClipTiming())))
                    }
                }
            }
        }
        // The bell's layout, a custom diameter (the notification font scales with it), a dot
        // and a text of its own: the key reads the stage each sets up.
        for count in [0, 1, 7, 12, 47, 100, 1000] {
            var setup = BadgeSetup()
            setup.count = count
            reels.append(Reel(scene: Scene(animation: .seed(ShakeParameters()), setup: setup, timing: ClipTiming())))
            setup.style = .notification; setup.diameter = 23
            reels.append(Reel(scene: Scene(animation: .seed(ShakeParameters()), setup: setup, timing: ClipTiming())))
            reels.append(Reel(scene: Scene(animation: .seed(BumpParameters()), setup: setup, timing: ClipTiming())))
            setup.text = "new"
            reels.append(Reel(scene: Scene(animation: .seed(PopParameters()), setup: setup, timing: ClipTiming())))
            setup.text = nil; setup.dot = true
            reels.append(Reel(scene: Scene(animation: .seed(PopParameters()), setup: setup, timing: ClipTiming())))
        }
        // A script that changes the count is keyed by its whole scene.
        var counting = reels[0]
        counting.scene.actions.insert(.increment(1), at: 0)
        #expect(BatchPreflight.layoutKey(counting) == .reel(counting.scene))

        var fits: [BatchPreflight.LayoutKey: PreparedReel] = [:]
        for reel in reels {
            let prepared = try PreparedReel(reel)
            let key = BatchPreflight.layoutKey(reel)
            if let shared = fits[key] { #expect(shared.layout == prepared.layout, "\(reel.scene.setup)") } else { fits[key] = prepared }
        }
        // The sharing is real: "99+" for 100 and 999 (one width), 1000 wider; hidden at 0 and -5.
        #expect(fits.count < reels.count)
        var hundred = reels[0], thousand = reels[0]
        hundred.scene.setup.maxCount = 99; thousand.scene.setup.maxCount = 99
        hundred.scene.setup.count = 100; thousand.scene.setup.count = 1000
        #expect(BatchPreflight.layoutKey(hundred) != BatchPreflight.layoutKey(thousand))
        #expect(try PreparedReel(hundred).layout != PreparedReel(thousand).layout)
    }
}
