import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// The studio's Swift panel in a real browser (headless Chromium through the .venv's
/// Playwright, `scripts/studio-swift-check`) at a desktop's and a phone's width: the UIKit
/// form of the pop, a slider's value followed into the file, the SwiftUI form, Copy.
@Suite(.serialized) struct StudioSwiftPanelBrowserTests {
    @Test(.tags(.chromium, .venv), .requires("chromium", ExternalTool.venvPython), arguments: [(1440, 900), (390, 844)])
    func theSwiftPanelFollowsThePage(width: Int, height: Int) throws {
        let server = try StudioCommandTests.Server()
        defer { _ = server.stop() }
        let (status, stdout, stderr) = try BrowserScript.run("studio-swift-check", [server.url, "--width", String(width), "--height", String(height)])
        #expect(status == 0, "\(stderr)")
        #expect(stdout.contains("ok at \(width) px"))
    }
}
