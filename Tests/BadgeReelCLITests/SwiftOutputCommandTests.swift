import Foundation
import ReelTestSupport
import Testing
import ArgumentParser
import ReelExport
import ReelSwiftOut
import ReelModels
@testable import BadgeReelCLI

/// `-o NAME.swift` and `--swift-api` on every export command, read in process: the words and
/// the parser plan the same job, a bad or misplaced `--swift-api` is one line and nothing is
/// written, the file replays and records its command, `--save-scene` is unchanged.
@Suite struct SwiftOutputCommandTests {
    let dir = scratchFolder()

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func bothRoads(_ words: [String]) throws -> ExportJob {
        guard case .export(let export) = ExportWords.read(words) else { throw CheckFailure("\(words) went to the parser") }
        let direct = try export.job()
        let command = try BadgeReel.parseAsRoot(words)
        guard let planned = command as? any PlannedExport else { throw CheckFailure("\(words) parsed as \(type(of: command))") }
        let parsed = try planned.job()
        #expect(String(reflecting: direct) == String(reflecting: parsed), "\(words)")
        return direct
    }

    struct CheckFailure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }

    @Test func everyExportCommandTakesSwiftAPI() throws {
        let scene = WriterScene.write(in: dir)
        let cases: [([String], SwiftAPI?)] = [
            (["pop", "--pop-out-ratio", "1.2", "-o", path("p.swift")], nil),
            (["shake", "--swift-api", "swiftui", "-o", path("s.swift")], .swiftui),
            (["animate", "opacity", "--to-value", "0", "--swift-api", "uikit", "-o", path("a.swift")], .uikit),
            (["render", scene, "--swift-api", "swiftui", "-o", path("r.swift")], .swiftui),
        ]
        for (words, api) in cases {
            let job = try bothRoads(words)
            #expect(job.swiftAPI == api, "\(words)")
        }
    }

    @Test func aBadSwiftAPIIsOneLineOnBothRoads() throws {
        let words = ["pop", "--swift-api", "appkit", "-o", path("never.swift")]
        guard case .export(let export) = ExportWords.read(words) else { Issue.record("left to the parser"); return }
        var direct = (message: "", code: Int32(0)), parsed = (message: "", code: Int32(0))
        do { _ = try export.job(); Issue.record("planned") } catch { direct = Main.outcome(of: error) }
        do { var c = try BadgeReel.parseAsRoot(words); try c.run(); Issue.record("ran") } catch { parsed = Main.outcome(of: error) }
        #expect(direct.message == "--swift-api appkit: expected uikit or swiftui" && direct.code == 64)
        #expect(parsed.message == direct.message && parsed.code == direct.code, "\(parsed)")
        #expect(!FileManager.default.fileExists(atPath: path("never.swift")))
    }

    @Test func swiftAPIForAnotherOutputIsRefusedAndNothingIsWritten() throws {
        let job = try bothRoads(["pop", "--swift-api", "swiftui", "-o", path("x.gif")])
        #expect(throws: ExportError.self) { try ReelExporter.run(job) }
        do { try ReelExporter.run(job) } catch {
            #expect(Flags.message(for: error) == "--swift-api swiftui: expected a .swift output (-o NAME.swift): it chooses the Swift the file is written in")
            #expect(error.exitStatus == 64)
        }
        #expect(!FileManager.default.fileExists(atPath: path("x.gif")))
    }

    /// A batch refuses a misplaced --swift-api before any job runs, and writes a .swift job.
    @Test func aBatchChecksSwiftJobsFirst() throws {
        let preflight = BatchPreflight()
        let misplaced = try bothRoads(["blink", "--swift-api", "swiftui", "-o", path("b.gif")])
        #expect(throws: ExportError.self) { try preflight.check(misplaced) }
        let swift = try bothRoads(["blink", "--swift-api", "swiftui", "-o", path("b.swift")])
        try preflight.check(swift)
        try ReelExporter.run(swift)
        #expect(try String(contentsOfFile: path("b.swift"), encoding: .utf8).contains("import SwiftUI"))
    }

    @Test func theFileReplaysAndRecordsItsCommand() throws {
        var job = try bothRoads(["bump", "--first-bump-distance", "12", "--count", "42", "--hold", "0.5", "-o", path("b.swift")])
        job.commandLine = "badgereel bump --first-bump-distance 12 --count 42 --hold 0.5 -o b.swift"
        let summary = try ReelExporter.run(job)
        #expect(summary.format == "swift (uikit)")
        let text = try String(contentsOfFile: path("b.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines[0] == "// badgereel render b.swift --run 'badge.badgeBump(label: label)' --count 42 --hold 0.5")
        #expect(lines[1] == "// badgereel bump --first-bump-distance 12 --count 42 --hold 0.5 -o b.swift")
        #expect(text.contains("let firstBumpDistance: CGFloat = 12.0"))
        // Written through the write policy: no temporary left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".b.swift") || $0.contains("b.swift.") }.isEmpty)
    }

    @Test func saveSceneIsTheSameBesideASwiftFile() throws {
        let swift = try bothRoads(["pop", "--pop-in-ratio", "0.9", "-o", path("p2.swift"), "--save-scene", path("from-swift.yaml")])
        let video = try bothRoads(["pop", "--pop-in-ratio", "0.9", "-o", path("p2.mp4"), "--save-scene", path("from-mp4.yaml")])
        try ReelExporter.saveScene(swift.reel, to: path("from-swift.yaml"))
        try ReelExporter.saveScene(video.reel, to: path("from-mp4.yaml"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("from-swift.yaml"))) == Data(contentsOf: URL(fileURLWithPath: path("from-mp4.yaml"))))
    }

    @Test func aSweepRefusesSwiftInOneLine() throws {
        do {
            var c = try BadgeReel.parseAsRoot(["sweep", "pop", "--pop-out-ratio", "1.1,1.3", "-o", path("grid.swift")])
            try c.run()
            Issue.record("ran")
        } catch {
            let outcome = Main.outcome(of: error)
            #expect(outcome.code == 64 && outcome.message.hasPrefix("--output ") && outcome.message.contains("write one cell's Swift"), "\(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("grid.swift")))
    }
}

/// A small scene file for `render`.
enum WriterScene {
    static func write(in dir: URL) -> String {
        let path = dir.appendingPathComponent("scene.yaml").path
        try? Data("actions:\n  - action: setCount\n    count: 3\n  - pop\n  - action: wait\n    seconds: 0.2\n  - bump\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }
}
