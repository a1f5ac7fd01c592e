import Foundation
import Hummingbird
import Testing
@testable import ReelStudio
import ReelSwift
import StudioTestSupport

/// Issue 39 items 1 and 4: the studio's Swift mode on a SwiftUI file — its view previewed as
/// `render` draws it, its literals as controls, the plot reading its most moving view, the
/// Swift panel showing the file itself (a SwiftUI view is not written as UIKit), and an export
/// byte-identical to the command line's.
@Suite(.serialized) struct StudioSwiftUITests {
    static let like = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/swiftui/LikeButton.swift")
    static let run = "var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }"

    static func open() throws -> (folder: URL, path: String, document: StudioSwiftDocument) {
        let (folder, path, _) = try StudioSwiftModeTests.file(try String(contentsOf: like, encoding: .utf8), name: "LikeButton.swift")
        return (folder, path, try StudioSwiftModeTests.open(path, run: run))
    }

    /// The preview's header and the badge lane's scale in every frame.
    static func preview(_ client: RouterClient, _ sets: [[String]] = []) async throws -> (header: [String: Any], scales: [Double], frames: Int) {
        try await client.execute(uri: "/api/preview", method: .post, headers: StudioExchange.json, body: StudioSwiftModeTests.body(sets)) { r in
            #expect(r.status == .ok)
            let stream = try StudioExchange.Stream(r.body)
            let timeline = try #require(stream.header["timeline"] as? [String: Any])
            let frames = try #require(timeline["frames"] as? [[String: Any]])
            return (stream.header, frames.compactMap { ($0["badge"] as? [String: Any])?["scaleX"] as? Double }, stream.frames.count)
        }
    }

    @Test func theViewIsPreviewedAndItsLiteralsAreControls() async throws {
        let (folder, _, document) = try Self.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(document.isSwiftUI)
        try await StudioSwiftModeTests.app(document).test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                #expect((root["swift"] as? [String: Any])?["api"] as? String == "swiftui")
            }
            let (_, controls) = try await StudioSwiftModeTests.swiftValues(client)
            let texts = controls.compactMap { $0["text"] as? String }
            // The liked scale and the symbol's point size feed what is drawn.
            #expect(texts.contains("1.25") && texts.contains("44"), "\(texts)")

            let (header, scales, frames) = try await Self.preview(client)
            #expect(frames > 1)
            #expect(header["yaml"] as? String == StudioPreview.noSceneFile)
            #expect((header["keyframes"] as? [Double])?.isEmpty == true)
            // The heart's scale springs from 1 past 1.25 (bounce 0.3) and settles there.
            let peak = try #require(scales.max())
            #expect(abs((scales.first ?? 0) - 1) < 1e-9 && abs((scales.last ?? 0) - 1.25) < 1e-3 && peak > 1.25, "\(scales)")
        }
    }

    @Test func anEditOfTheScaleChangesThePreview() async throws {
        let (folder, path, document) = try Self.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await StudioSwiftModeTests.app(document).test { client in
            let (_, controls) = try await StudioSwiftModeTests.swiftValues(client)
            let scale = try #require(controls.first { $0["text"] as? String == "1.25" }?["id"] as? String)
            let (edited, scales, _) = try await Self.preview(client, [[scale, "1.6"]])
            #expect(abs((scales.last ?? 0) - 1.6) < 1e-3, "\(scales)")
            #expect(edited["unsaved"] as? Bool == true)
            let onDisk = try String(contentsOfFile: path, encoding: .utf8), original = try String(contentsOf: Self.like, encoding: .utf8)
            #expect(onDisk == original, "previewing wrote the file")
        }
    }

    @Test func theSwiftPanelShowsTheFileItselfNeverUIKit() async throws {
        let (folder, _, document) = try Self.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await StudioSwiftModeTests.app(document).test { client in
            let (_, controls) = try await StudioSwiftModeTests.swiftValues(client)
            let scale = try #require(controls.first { $0["text"] as? String == "1.25" }?["id"] as? String)
            try await client.execute(uri: "/api/swift-code?api=uikit", method: .post, headers: StudioExchange.json,
                                     body: StudioSwiftModeTests.body([[scale, "1.6"]])) { r in
                #expect(r.status == .unprocessableContent)
                #expect(StudioExchange.refusal(r)?["message"]?.contains("choose SwiftUI") == true)
            }
            try await client.execute(uri: "/api/swift-code?api=swiftui", method: .post, headers: StudioExchange.json,
                                     body: StudioSwiftModeTests.body([[scale, "1.6"]])) { r in
                #expect(r.status == .ok)
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: String])
                let original = try String(contentsOf: Self.like, encoding: .utf8)
                #expect(root["swift"] == original.replacingOccurrences(of: ".scaleEffect(isLiked ? 1.25 : 1)", with: ".scaleEffect(isLiked ? 1.6 : 1)"))
                #expect(root["api"] == "swiftui" && root["form"] != nil)
            }
        }
    }

    /// The studio's GIF is the command line's: the same evaluation, the same frames, the same encoder.
    @Test func theExportIsTheCommandLines() async throws {
        let (folder, path, document) = try Self.open()
        defer { try? FileManager.default.removeItem(at: folder) }
        let commandLine = folder.appendingPathComponent("cli.gif").path
        #expect(runInProcess(["render", path, "--run", Self.run, "-o", commandLine]) == nil)
        let expected = try Data(contentsOf: URL(fileURLWithPath: commandLine))
        try await StudioSwiftModeTests.app(document).test { client in
            try await client.execute(uri: "/api/export", method: .post, headers: StudioExchange.json,
                                     body: StudioExchange.body(StudioRequest.swiftMode, sets: [], format: "gif")) { r in
                #expect(r.status == .ok)
                #expect(Data(r.body.readableBytesView) == expected)
            }
        }
    }
}
