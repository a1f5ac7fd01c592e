import Foundation
import ReelTestSupport
import Testing

/// Issue 31 in Playwright-driven Chromium: `badgereel studio BadgeHub.swift --run '…'`.
@Suite(.serialized) struct StudioSwiftBrowserTests {
    static let run = "let hub = BadgeHub(view: host); hub.setCount(42); hub.pop()"

    /// A person opens the seeds' BadgeHub.swift (a copy), finds `Constants.popOutRatio` named
    /// as in the code, types 1.3, sees the pop's peak change, and saves
    /// (`scripts/studio-swift-browser badgehub`): the file differs from the original by that
    /// literal only, at a desktop's 1440 px and a phone's 390 px, where nothing scrolls sideways.
    @Test(.tags(.chromium, .venv), .requires("chromium", ExternalTool.venvPython), arguments: [1440, 390])
    func aPersonTunesTheirSwiftInTheBrowser(width: Int) throws {
        let folder = TestScratch.url("studio-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: StudioCommandTests.repository.appendingPathComponent("examples/swift/BadgeHub.swift"), encoding: .utf8)
        let file = folder.appendingPathComponent("BadgeHub.swift")
        try original.write(to: file, atomically: true, encoding: .utf8)
        let server = try StudioCommandTests.Server([file.path, "--run", Self.run])
        defer { _ = server.stop() }
        let (status, output, errors) = try BrowserScript.run("studio-swift-browser", ["badgehub", server.url,
                                                                                       "--width", String(width), "--height", String(width < 900 ? 844 : 1000)])
        #expect(status == 0, "\(errors)")
        #expect(output.contains("Constants.popOutRatio 1.3: #preview changed"), "\(output)")
        #expect(output.hasSuffix("saved\nok at \(width) px\nok\n"), "\(output)")
        let expected = original.replacingOccurrences(of: "static let popOutRatio: CGFloat = 1.05", with: "static let popOutRatio: CGFloat = 1.3")
        #expect(expected != original)
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
    }
}

/// Issue 39 in Playwright-driven Chromium: `badgereel studio LikeButton.swift --run '…'`, a
/// SwiftUI view tuned as a UIKit file is.
@Suite(.serialized) struct StudioSwiftUIBrowserTests {
    static let run = "var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }"

    /// A person opens the example LikeButton.swift (a copy), finds the liked scale named
    /// `.scaleEffect(_:)`, types 1.6, sees the settled heart change and the Swift panel show
    /// the file with the edit under SwiftUI, and saves (`scripts/studio-swift-browser
    /// likebutton`): the file differs from the original by that literal only.
    @Test(.tags(.chromium, .venv), .requires("chromium", ExternalTool.venvPython))
    func aPersonTunesTheirSwiftUIViewInTheBrowser() throws {
        let folder = TestScratch.url("studio-swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: StudioCommandTests.repository.appendingPathComponent("examples/swiftui/LikeButton.swift"), encoding: .utf8)
        let file = folder.appendingPathComponent("LikeButton.swift")
        try original.write(to: file, atomically: true, encoding: .utf8)
        let server = try StudioCommandTests.Server([file.path, "--run", Self.run])
        defer { _ = server.stop() }
        let (status, output, errors) = try BrowserScript.run("studio-swift-browser", ["likebutton", server.url])
        #expect(status == 0, "\(errors)")
        #expect(output.contains(".scaleEffect(_:) 1.6: #preview changed\nSwift panel: the file with the edit, under SwiftUI\n"), "\(output)")
        #expect(output.hasSuffix("saved\nok at 1440 px\nok\n"), "\(output)")
        let expected = original.replacingOccurrences(of: ".scaleEffect(isLiked ? 1.25 : 1)", with: ".scaleEffect(isLiked ? 1.6 : 1)")
        #expect(expected != original)
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
    }
}

/// `badgereel studio Badge.swift`'s refusals, before anything listens: one line, exit < 128.
@Suite struct StudioSwiftCommandTests {
    @Test func refusesWhatItCannotOpen() throws {
        let folder = TestScratch.url("studio-swift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // --run is a Swift file's.
        let scene = folder.appendingPathComponent("scene.yaml")
        try "actions: [pop]\n".write(to: scene, atomically: true, encoding: .utf8)
        let flag = try BinaryRunner.run(["studio", "--port", "0", scene.path, "--run", "pop()"])
        #expect(flag.status == 64)
        #expect(flag.stderr == "badgereel: --run: applies to a Swift file: badgereel studio Badge.swift --run '…'\n")
        let missing = try BinaryRunner.run(["studio", "--port", "0", "/nonexistent/Badge.swift", "--run", "pop()"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "badgereel: /nonexistent/Badge.swift: no such file\n")
        // Code the evaluation refuses: the refusal as render gives it, at its position.
        let bad = folder.appendingPathComponent("Bad.swift")
        try "import UIKit\nlet queue = DispatchQueue.global()\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try BinaryRunner.run(["studio", "--port", "0", bad.path, "--run", "badge.alpha = 0.5"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("badgereel: \(bad.path):2:"), "\(refused.stderr)")
        #expect(refused.stderr.filter { $0 == "\n" }.count == 1)
    }
}
