import Foundation
import ReelTestSupport
import Hummingbird
import NIOCore
import ReelExport
import ReelModels
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio
import StudioTestSupport

/// `POST /api/swift-code`: the Swift panel's text is the file `badgereel … -o NAME.swift` writes
/// for the command line the page shows, in either API; a bad value or API is one refusal.
@Suite struct StudioSwiftTests {
    static func answer(_ response: RouterClient.Response) throws -> [String: String] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: String])
    }

    @Test func theSwiftIsTheCommandLinesFile() async throws {
        try await StudioServerTests.app().test { client in
            try await client.execute(uri: "/api/swift-code?api=uikit", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("pop", [["pop-out-ratio", "1.2"]], format: "mp4")) { r in
                #expect(r.status == .ok)
                let answer = try Self.answer(r)
                #expect(answer["name"] == "pop.swift" && answer["api"] == "uikit")
                #expect(answer["command"] == "badgereel pop --pop-out-ratio 1.2 -o pop.swift")
                // The same text the command line writes for that command.
                let words = ["pop", "--pop-out-ratio", "1.2", "-o", "pop.swift"]
                guard case .export(let export) = ExportWords.read(words) else { Issue.record("words"); return }
                var job = try export.job()
                job.commandLine = "badgereel " + words.joined(separator: " ")
                let folder = TestScratch.url("studio-swift-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                job.output = folder.appendingPathComponent("pop.swift").path
                try ReelExporter.run(job)
                let written = try String(contentsOfFile: job.output, encoding: .utf8)
                // Only the file's name differs: the command line above wrote it elsewhere.
                #expect(answer["swift"] == written.replacingOccurrences(of: job.output, with: "pop.swift"))
            }
            try await client.execute(uri: "/api/swift-code?api=swiftui", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("shake", [["angle-degrees", "30"]])) { r in
                #expect(r.status == .ok)
                let answer = try Self.answer(r)
                #expect(answer["command"] == "badgereel shake --angle-degrees 30 --swift-api swiftui -o shake.swift")
                #expect(answer["swift"]?.contains("keyframeAnimator(initialValue: BellShakeValues(), trigger: trigger)") == true)
            }
        }
    }

    @Test func aBadAPIOrValueIsOneRefusal() async throws {
        try await StudioServerTests.app().test { client in
            try await client.execute(uri: "/api/swift-code?api=appkit", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("pop", [])) { r in
                #expect(r.status == .badRequest)
                #expect(StudioServerTests.refusal(r)?["message"] == "api appkit: expected uikit or swiftui")
                #expect(StudioServerTests.refusal(r)?["field"] == "api")
            }
            let refused = try #require(StudioServerTests.cliMessage("pop", ["--pop-out-ratio", "99"]))
            try await client.execute(uri: "/api/swift-code", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("pop", [["pop-out-ratio", "99"]])) { r in
                #expect(r.status == .badRequest)
                #expect(StudioServerTests.error(r) == refused)
            }
        }
    }
}
