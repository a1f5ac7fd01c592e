import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
import ReelExport

/// Batch planning that scales: a job's words are read without the parser (`ExportWords`) and
/// must plan exactly what the command's parser makes of them, a scene is parsed once for all
/// its jobs, and every check an export makes before drawing is made at planning.
@Suite struct BatchPlanningTests {
    let dir = scratchFolder()

    func write(_ text: String, _ name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Plans every job twice, through a shared planner (words read by `ExportWords`, reels and
    /// scenes shared) and through the command's parser alone, and returns both, outcome by
    /// outcome (a job or its refusal's words).
    func planBothWays(_ manifest: String) throws -> (shared: [String], alone: [String]) {
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        var shared: [String] = [], alone: [String] = []
        for spec in try BatchManifestReader.jobs(in: manifest) {
            shared.append(outcome { try planner.plan(spec, place: command.place(of: spec)) { try command.parse($0, scenes: planner.scenes) } })
            alone.append(outcome { try command.parse(spec, scenes: SceneLibrary()) })
        }
        return (shared, alone)
    }

    func outcome(_ body: () throws -> ExportJob) -> String {
        do { return String(reflecting: try body()) } catch let failure as CommandFailure {
            return "refused \(failure.exitCode): \(failure.description)"
        } catch {
            return "error: \(error)"
        }
    }

    /// One dimension of a job shape's matrix: its placeholder, the values it plans with and
    /// the values it is refused for (or that make another shape: a word starting with `-`).
    struct Axis {
        var key: String
        var good: [String]
        var bad: [String]
        var all: [String] { good + bad }
    }

    /// The jobs of one run line: every combination of the good values (each one planned from
    /// the shape parsed once), then a pairwise design over all values — every value of every
    /// axis, and every pair of values of two axes, meets in some job (rows are added until no pair is left). Each job
    /// is its own manifest entry with one value per key, expanded as any matrix is. The full
    /// product (276 jobs, 552 parses at ~0.5 CPU-s each in a debug build, where
    /// ArgumentParser validates every option group on every parse) took 400 s alone; these
    /// ~45 jobs keep each refusal and each pair of refusals, in either order of the axes.
    static func entries(_ run: String, _ axes: [Axis]) -> (yaml: String, rows: [[String]]) {
        var rows: [[String]] = [[]]
        for axis in axes { rows = rows.flatMap { row in axis.good.map { row + [$0] } } }
        var uncovered = Set<[Int]>()
        for a in axes.indices { for b in axes.indices where a < b {
            for x in axes[a].all.indices { for y in axes[b].all.indices { uncovered.insert([a, x, b, y]) } }
        } }
        func cover(_ row: [String]) {
            let indices = zip(axes, row).map { axis, value in axis.all.firstIndex(of: value)! }
            for a in axes.indices { for b in axes.indices where a < b { uncovered.remove([a, indices[a], b, indices[b]]) } }
        }
        rows.forEach(cover)
        // Greedy (AETG-like, deterministic): each new row picks, axis by axis, the value that
        // covers the most pairs not yet covered with the values already chosen.
        while !uncovered.isEmpty {
            var chosen: [Int] = []
            for a in axes.indices {
                let best = axes[a].all.indices.max { x, y in
                    func gain(_ v: Int) -> Int {
                        chosen.indices.filter { uncovered.contains([$0, chosen[$0], a, v]) }.count
                            + (a + 1 < axes.count ? (a + 1..<axes.count).filter { b in axes[b].all.indices.contains { uncovered.contains([a, v, b, $0]) } }.count : 0)
                    }
                    return gain(x) < gain(y)
                }!
                chosen.append(best)
            }
            let row = zip(axes, chosen).map { $0.all[$1] }
            let before = uncovered.count
            cover(row)
            if uncovered.count == before {   // no gain from the greedy pick: take a pair directly
                let pair = uncovered.min { $0.lexicographicallyPrecedes($1) }!
                var forced = row
                forced[pair[0]] = axes[pair[0]].all[pair[1]]
                forced[pair[2]] = axes[pair[2]].all[pair[3]]
                cover(forced)
                rows.append(forced)
            } else {
                rows.append(row)
            }
        }
        func quoted(_ value: String) -> String { "\"" + value + "\"" }
        let yaml = rows.map { row in
            "  - run: \(run)\n    matrix:\n" + zip(axes, row).map { "      \($0.key): [\(quoted($1))]\n" }.joined()
        }.joined()
        return (yaml, rows)
    }

    @Test func jobsOfOneShapePlanWhatTheirOwnWordsParseTo() throws {
        let pop = Self.entries(
            "pop --style {style} --count {count} --max-count 99 --locale {locale} --scale {scale} --text {text} -o out/{style}-{count}-{locale}@{scale}x.{format}",
            [Axis(key: "style", good: ["notification"], bad: []),
             Axis(key: "count", good: ["1"], bad: ["-3", "", "x"]),
             Axis(key: "locale", good: ["ar_EG"], bad: ["zz_ZZ"]),
             Axis(key: "scale", good: ["2"], bad: ["0", "-1"]),
             Axis(key: "text", good: ["", "جديد"], bad: ["--x"]),
             Axis(key: "format", good: ["gif", "json"], bad: ["txt"])])
        let bump = Self.entries(
            "bump --count {c} --first-bump-distance {d} --curve {curve} --background {bg} --fps {fps} -o out/b-{c}-{d}-{curve}-{fps}.gif",
            [Axis(key: "c", good: ["1"], bad: []),
             Axis(key: "d", good: ["4"], bad: ["-4", "nope"]),
             Axis(key: "curve", good: ["linear"], bad: ["wobbly"]),
             Axis(key: "bg", good: ["transparent"], bad: ["nah"]),
             Axis(key: "fps", good: ["50"], bad: ["1000"])])
        let shake = Self.entries(
            "shake --angle {a} --hold {h} --loop {l} -o out/s-{a}-{h}-{l}.webp",
            [Axis(key: "a", good: ["0.3"], bad: ["-0.3", "9999"]),
             Axis(key: "h", good: ["0", "1"], bad: ["-1"]),
             Axis(key: "l", good: ["0", "3", "forever"], bad: ["-2"])])
        // The user's own Core Animation animations: the key path is the command's argument.
        let animate = Self.entries(
            "animate {kp} --to-value {to} --duration {d} -o out/a-{kp}-{to}-{d}.gif",
            [Axis(key: "kp", good: ["opacity"], bad: ["nope"]),
             Axis(key: "to", good: ["0.5"], bad: ["x"]),
             Axis(key: "d", good: ["0.5", "1"], bad: ["-1"])])
        let spring = Self.entries(
            "animate transform.scale --spring --stiffness {k} --to-value 1.2 -o out/spring-{k}.{format}",
            [Axis(key: "k", good: ["200"], bad: ["x"]),
             Axis(key: "format", good: ["gif", "mp4"], bad: [])])
        let manifest = try write("jobs:\n" + pop.yaml + bump.yaml + shake.yaml + animate.yaml + spring.yaml, "shapes.yaml")
        let (shared, alone) = try planBothWays(manifest)
        #expect(shared.count == pop.rows.count + bump.rows.count + shake.rows.count + animate.rows.count + spring.rows.count)
        #expect(shared.count < 75, "\(shared.count) jobs: the design grew")
        for (i, (a, b)) in zip(shared, alone).enumerated() { #expect(a == b, "job \(i)") }
        // The mix has both: jobs planned and jobs refused.
        #expect(shared.contains { $0.hasPrefix("refused") } && shared.contains { !$0.hasPrefix("refused") })
    }

    /// The same words after different commands plan each its own command: a shape is the
    /// command's name and its words. Keyed by the words alone, a bump job planned after a pop
    /// job of the same words took pop's parse and wrote a pop animation to the bump's file
    /// (`batch --check` under load called the bump stale 7 times in 60).
    @Test func theSameWordsUnderAnotherCommandPlanThatCommand() throws {
        let manifest = try write("""
            jobs:
              - run: pop -o out/a.gif
              - run: bump -o out/b.gif
              - run: blink -o out/c.gif
              - run: shake -o out/d.gif
              - run: pop --count 3 -o out/e.gif
              - run: bump --count 4 -o out/f.gif

            """, "commands.yaml")
        let (shared, alone) = try planBothWays(manifest)
        #expect(shared.count == 6)
        for (i, (a, b)) in zip(shared, alone).enumerated() { #expect(a == b, "job \(i)") }
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        let actions = try BatchManifestReader.jobs(in: manifest).map { spec in
            try planner.plan(spec, place: "") { try command.parse($0, scenes: planner.scenes) }.reel.scene.layoutAnimation.kind
        }
        #expect(actions == [.pop, .bump, .blink, .shake, .pop, .bump])
    }

    /// The seed animations', `animate`'s and render's words are read without the parser, and
    /// a job plans what its words parsed alone plan.
    @Test(arguments: [("pop --count {v} -o out/p-{v}.gif", true), ("render s.yaml --set fps={v}0 -o out/r-{v}.gif", true),
                      ("animate opacity --to-value 0.{v} -o out/a-{v}.gif", true),
                      ("animate transform.scale --spring --damping {v} -o out/s-{v}.mp4", true)])
    func whichWordsTheParserReads(run: String, readWithoutTheParser: Bool) throws {
        _ = try write("fps: 50\nactions:\n  - increment\n", "s.yaml")
        let line = run.replacingOccurrences(of: " s.yaml", with: " \(dir.path)/s.yaml")
        let manifest = try write("jobs:\n  - run: \(line)\n    matrix:\n      v: [1, 2, 3]\n", "once.yaml")
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        for spec in try BatchManifestReader.jobs(in: manifest) {
            if case .export = ExportWords.read(spec.arguments) { #expect(readWithoutTheParser) } else { #expect(!readWithoutTheParser) }
            let shared = outcome { try planner.plan(spec, place: command.place(of: spec)) { try command.parse($0, scenes: planner.scenes) } }
            #expect(!shared.hasPrefix("refused"), "\(shared)")
            #expect(shared == outcome { try command.parse(spec, scenes: SceneLibrary()) })
        }
    }

    @Test func aSceneIsParsedOnceAndSharedByItsJobs() throws {
        var scene = "fps: 50\nbadge:\n  count: 0\nactions:\n"
        for _ in 0..<500 { scene += "  - increment\n  - action: wait\n    seconds: 0.002\n" }
        _ = try write(scene, "scene.yaml")
        let manifest = try write("""
            jobs:
              - run: render \(dir.path)/scene.yaml -o \(dir.path)/out/a-{n}.gif
                matrix:
                  n: [\((1...100).map(String.init).joined(separator: ", "))]
            """, "scenes.yaml")
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        let tasks = try BatchManifestReader.jobs(in: manifest).map { try command.plan($0, with: planner) }
        #expect(tasks.count == 100)
        // One copy of the actions for every job: the same array storage.
        let first = tasks[0].job.reel.scene.actions
        #expect(first.count == 1_000)
        for task in tasks {
            let same = task.job.reel.scene.actions.withUnsafeBufferPointer { a in first.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
            #expect(same)
        }
    }

    /// A render job's `--set`s are applied, in the shared parse and the parser's path alike,
    /// and a refused value is refused as the command alone refuses it. A batch once rendered
    /// every `render … --set` job as the plain scene (and let `fps=9999` through).
    @Test func aRenderJobsSetsAreApplied() throws {
        _ = try write("fps: 50\ncanvas:\n  scale: 2\nactions:\n  - increment\n", "scene.yaml")
        let manifest = try write("""
            jobs:
              - render \(dir.path)/scene.yaml -o \(dir.path)/out/plain.gif
              - render \(dir.path)/scene.yaml --set canvas.scale=1 -o \(dir.path)/out/one.gif
              - render \(dir.path)/scene.yaml --set canvas.scale=3 --set fps=10 -o \(dir.path)/out/three.gif
              - render \(dir.path)/scene.yaml --set fps=9999 -o \(dir.path)/out/refused.gif

            """, "sets.yaml")
        let (shared, alone) = try planBothWays(manifest)
        for (i, (a, b)) in zip(shared, alone).enumerated() { #expect(a == b, "job \(i)") }
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        let specs = try BatchManifestReader.jobs(in: manifest)
        let reels = try specs.prefix(3).map { try command.plan($0, with: planner).job.reel }
        #expect(reels.map(\.canvas.scale) == [2, 1, 3])
        #expect(reels.map(\.scene.fps) == [50, 50, 10])
        // Refused in the words `render` alone uses, with the job's place.
        let single = try #require(runInProcess(["render", "\(dir.path)/scene.yaml", "--set", "fps=9999", "-o", "\(dir.path)/x.gif"]))
        #expect(throws: (any Error).self) { try command.plan(specs[3], with: planner) }
        #expect(shared[3].hasPrefix("refused \(single.code): ") && shared[3].hasSuffix(single.message), "\(shared[3]) / \(single.message)")
    }

    @Test func theScenesOfABatchAreBoundedTogether() throws {
        var paths: [String] = []
        for i in 0..<3 {
            var scene = "actions:\n"
            for _ in 0..<40 { scene += "  - increment\n" }
            scene += "  - action: wait\n    seconds: 0.\(i + 1)\n"
            paths.append(try write(scene, "s\(i).yaml"))
        }
        let library = SceneLibrary(maxBytes: 1 << 20, maxActions: 100)
        #expect(try library.load(paths[0]).scene.actions.count == 41)
        #expect(try library.load(paths[1]).scene.actions.count == 41)
        // The same file again costs nothing; a third distinct one is over the batch's bound.
        #expect(try library.load(paths[0]).scene.actions.count == 41)
        #expect(throws: ExportError.self) { try library.load(paths[2]) }
        let small = SceneLibrary(maxBytes: 1_000, maxActions: 10_000)
        _ = try small.load(paths[0])
        #expect(throws: ExportError.self) { try small.load(paths[1]) }
    }

    /// What an export refuses before drawing is refused at planning, before any job runs,
    /// with the job's place and the export's own words and status.
    @Test(arguments: [
        ("pop --repeat 1000 --hold 60 -o out/long.gif", 64, "600"),
        ("pop --icon missing.png -o out/icon.gif", 66, "missing.png"),
        ("pop --fps 120 -o out/fast.webp", 64, "--fps 120"),
        ("pop -o file/inside.gif", 74, "file is not a folder"),
    ])
    func runTimeRefusalsAreMadeAtPlanning(line: String, status: Int32, words: String) throws {
        _ = try write("not a folder\n", "file")
        _ = try write("jobs:\n  - pop -o out/first.gif\n  - \(line)\n", "m.yaml")
        let r = try BinaryRunner.run(["batch", "m.yaml"], in: dir)
        #expect(r.status == status, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("badgereel: m.yaml:3: jobs[1]: ") && r.stderr.contains(words), "\(r.stderr)")
        // Nothing ran: no folder made, no file written.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
