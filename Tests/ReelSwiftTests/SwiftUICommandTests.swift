import Foundation
import ReelRender
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// Issue 39's example commands on our own SwiftUI files (examples/swiftui): a like button
/// changed in `withAnimation`, a bell whose count badge animates by `.animation(_:value:)`,
/// and the bell's `#Preview` as a still, drawn by SwiftUIRenderer.
@Suite struct SwiftUICommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/swiftui")
    static let like = folder.appendingPathComponent("LikeButton.swift").path
    static let bell = folder.appendingPathComponent("BellWithBadge.swift").path
    static let likeRun = "var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }"
    let dir = scratchFolder()

    @Test func renderWritesTheAnimatedView() throws {
        let gif = dir.appendingPathComponent("like.gif").path
        #expect(runInProcess(["render", Self.like, "--run", Self.likeRun, "-o", gif]) == nil)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        let badge = dir.appendingPathComponent("badge.gif").path
        #expect(runInProcess(["render", Self.bell, "--run", "var v = BellWithBadge(); v.count += 1", "-o", badge]) == nil)
        #expect(FileManager.default.fileExists(atPath: badge))
    }

    /// The preview's frame, looked at pixel by pixel: white canvas, the blue bell in the middle,
    /// the red count badge at its top right with white text.
    @Test func stillDrawsThePreview() throws {
        let png = dir.appendingPathComponent("bell.png").path
        #expect(runInProcess(["still", Self.bell, "-o", png]) == nil)
        let frame = try PNGFile.read(png)
        // 72-point view (a 48-point bell padded by 12), its badge reaching the top right
        // corner: centred on a canvas of 2 × (36 + 8) points at @2x.
        #expect((frame.width, frame.height) == (176, 176))
        let corner = frame.pixel(x: 2, y: 2)
        #expect((corner.r, corner.g, corner.b) == (255, 255, 255))
        // The bell's body, below the middle of its 48-point box (layout (36, 40) → canvas (44, 48)).
        let bellBody = frame.pixel(x: 88, y: 96)
        #expect(bellBody.b > 200 && bellBody.r < 40, "bell \(bellBody)")
        // The badge's capsule left of its digit (layout (55, 8.6) → canvas (63, 16.6)).
        let badge = frame.pixel(x: 126, y: 33)
        #expect(badge.r > 220 && badge.g < 90 && badge.b < 80, "badge \(badge)")
        // A named preview that does not exist is refused with the ones that do.
        let refused = runInProcess(["still", Self.bell, "--preview", "Four", "-o", png])
        #expect(refused?.message == "\(Self.bell):1:1: error: the file has no #Preview named \"Four\" (it has: \"Three\")")
        #expect(refused?.code == 65)
    }

    @Test func timelineNamesWhatMovesByItsPlace() throws {
        let result = try BinaryRunner.run(["timeline", Self.bell, "--run", "var v = BellWithBadge(); v.count += 1"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(json["view"] as? String == "BellWithBadge")
        let frames = try #require(json["frames"] as? [[String: Any]])
        func opacity(_ frame: [String: Any], _ path: String) -> Double? {
            (frame["views"] as? [[String: Any]])?.first { $0["path"] as? String == path }?["opacity"] as? Double
        }
        // The badge is hidden (count 0) until the change at the lead-in, then fades in.
        #expect(opacity(frames[0], "overlay") == 0)
        #expect(opacity(frames.last!, "overlay") == 1)
        #expect(frames.contains { (opacity($0, "overlay") ?? 0) > 0 && (opacity($0, "overlay") ?? 1) < 1 })
    }

    @Test func aRunThatChangesNothingDrawnIsRefused() {
        let out = dir.appendingPathComponent("still.gif").path
        let refused = runInProcess(["render", Self.like, "--run", "var v = LikeButton(); v.isLiked = false", "-o", out])
        #expect(refused?.message == "--run:1:1: error: nothing drawn moves: the run changes the state of LikeButton 1 time(s) and its views look the same after each change")
        #expect(refused?.code == 65)
        // The preview alone does not move: a picture for `still`, refused as a clip.
        let preview = runInProcess(["render", Self.like, "-o", out])
        #expect(preview?.message == "\(Self.like):1:1: error: nothing drawn moves: LikeButton is shown as it is, with no state change or animation; give a run that changes its state, or draw it with still")
        #expect(preview?.code == 65)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// What SwiftUI views do not have yet is refused by name, never written as the scene's badge.
    @Test func outputsWithoutASwiftUIFormAreRefused() {
        let gif = dir.appendingPathComponent("like.gif").path, yaml = dir.appendingPathComponent("like.yaml").path
        let saved = runInProcess(["render", Self.like, "--run", Self.likeRun, "-o", gif, "--save-scene", yaml])
        #expect(saved?.message == "--save-scene \(yaml): expected a scene file of a UIKit Swift file or a seed animation: a SwiftUI view has no scene-file form yet")
        #expect(saved?.code == 64)
        let lottie = runInProcess(["render", Self.like, "--run", Self.likeRun, "-o", dir.appendingPathComponent("like.json").path])
        #expect(lottie?.code == 64)
        #expect(!FileManager.default.fileExists(atPath: gif) && !FileManager.default.fileExists(atPath: yaml))
    }

    /// A badge or look flag sets up the views a UIKit file's code is given; a SwiftUI view draws
    /// its own, so each is refused by name (it was accepted and did nothing), nothing written;
    /// the canvas and timing flags apply.
    @Test func badgeAndLookFlagsAreRefusedForASwiftUIView() {
        let gif = dir.appendingPathComponent("flags.gif").path
        for (command, flag, value) in [("render", "--count", "7"), ("still", "--icon", "bell"), ("timeline", "--diameter", "40"), ("render", "--badge-color", "blue")] {
            var words = [command, Self.like, "--run", Self.likeRun, flag, value]
            if command != "timeline" { words += ["-o", command == "still" ? dir.appendingPathComponent("flags.png").path : gif] }
            let refused = runInProcess(words)
            #expect(refused?.message == "\(flag) applies to a UIKit Swift file's host, badge and label; \(Self.like) is a SwiftUI view, which draws its own (it takes the canvas and timing flags)", "\(words)")
            #expect(refused?.code == 64)
        }
        #expect(!FileManager.default.fileExists(atPath: gif))
        #expect(runInProcess(["render", Self.like, "--run", Self.likeRun, "--scale", "1", "--lead-in", "0.1", "-o", gif]) == nil)
    }
}
