import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
import ReelExport

/// Batch planning that scales: jobs of one shape share one parse and must plan exactly what
/// their own words parse to, a scene is parsed once for all its jobs, and every check an
/// export makes before drawing is made at planning.
@Suite struct BatchPlanningTests {
    let dir = scratchFolder()

    func write(_ text: String, _ name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Plans every job twice, through a shared planner (shapes parsed once) and through the
    /// parser alone, and returns both, outcome by outcome (a job or its refusal's words).
    func planBothWays(_ manifest: String) throws -> (shared: [String], alone: [String]) {
        let command = try BatchCommand.parse([manifest])
        let planner = JobPlanner()
        var shared: [String] = [], alone: [String] = []
        for spec in try BatchManifestReader.jobs(in: manifest) {
            shared.append(outcome { try planner.plan(spec) { try command.parse($0, scenes: planner.scenes) } })
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

    @Test func jobsOfOneShapePlanWhatTheirOwnWordsParseTo() throws {
        let manifest = try write("""
            jobs:
              - run: pop --style {style} --count {count} --max-count 99 --locale {locale} --scale {scale} --text {text} -o out/{style}-{count}-{locale}@{scale}x.{format}
                matrix:
                  style: [notification]
                  count: [1, "-3", "", x]
                  locale: [ar_EG, zz_ZZ]
                  scale: [2, "0", "-1"]
                  text: ["", "جديد", "--x"]
                  format: [gif, json, txt]
              - run: bump --count {c} --first-bump-distance {d} --curve {curve} --background {bg} --fps {fps} -o out/b-{c}-{d}-{curve}-{fps}.gif
                matrix:
                  c: [1]
                  d: [4, "-4", nope]
                  curve: [linear, wobbly]
                  bg: [transparent, nah]
                  fps: [50, 1000]
              - run: shake --angle {a} --hold {h} --loop {l} -o out/s-{a}-{h}-{l}.webp
                matrix:
                  a: [0.3, "-0.3", "9999"]
                  h: [0, 1, "-1"]
                  l: [0, 3, forever, "-2"]
            """, "shapes.yaml")
        let (shared, alone) = try planBothWays(manifest)
        #expect(shared.count == 4 * 2 * 3 * 3 * 3 + 3 * 2 * 2 * 2 + 3 * 3 * 4)
        for (i, (a, b)) in zip(shared, alone).enumerated() { #expect(a == b, "job \(i)") }
        // The mix has both: jobs planned and jobs refused.
        #expect(shared.contains { $0.hasPrefix("refused") } && shared.contains { !$0.hasPrefix("refused") })
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

/// The shared parse keys what it reads by reflection by the option group's type (ShapeMemo):
/// that holds only while no export command has two option groups of one type.
@Suite struct SharedParseAssumptionTests {
    @Test(arguments: [["pop", "-o", "a.gif"], ["bump", "-o", "a.gif"], ["blink", "-o", "a.gif"],
                      ["shake", "-o", "a.gif"], ["render", "s.yaml", "-o", "a.gif"]])
    func everyOptionGroupTypeAppearsOnce(words: [String]) throws {
        let command = try #require(BadgeReel.configuration.subcommands.first { $0.configuration.commandName == words[0] })
        let parsed = try command.parseAsRoot(Array(words.dropFirst()))
        #expect(parsed is any PlannedExport)
        let types = JobPlanner.groups(in: parsed).map { ObjectIdentifier(type(of: $0)) }
        #expect(Set(types).count == types.count)
    }
}
