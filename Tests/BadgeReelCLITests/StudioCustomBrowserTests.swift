import Foundation
import ReelTestSupport
import Testing

/// The studio in Playwright-driven Chromium for a scene's own Core Animation actions.
///
/// A suite of its own, serialized, beside `StudioCommandTests`' flows: a serialized
/// suite's next test waits behind every test already queued for the two cooperative threads,
/// so both chains run at the end of `swift test`, when the CPU-bound tests are done. As one
/// chain they ran one browser at a time there, about 20 s on one core; as two, side by side.
@Suite(.serialized) struct StudioCustomBrowserTests {
    /// A scene's own Core Animation actions edited in the browser (Playwright on Debian's
    /// Chromium, `scripts/studio-custom-browser`), on copies of `examples/custom/`: a list
    /// entry, sliders (a group child's too), a keyframe added and removed (keyTimes and
    /// timingFunctions following), refusals at their fields, undo, Save. Each edit changes
    /// the preview's frame; the saved file differs in the edited lines only, lists still
    /// flow lists, every comment kept; the group at a phone's 390 px, where nothing may
    /// scroll sideways.
    @Test(.tags(.chromium, .venv), .requires("chromium", ExternalTool.venvPython),
          arguments: [("wiggle", "wiggle.yaml", 1440), ("spring", "spring-scale-in.yaml", 1440), ("group", "fade-and-rise.yaml", 390)])
    func aPersonTunesACustomAnimationInTheBrowser(flow: String, file: String, width: Int) throws {
        let folder = TestScratch.url("studio-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: StudioCommandTests.repository.appendingPathComponent("examples/custom/\(file)"), encoding: .utf8)
        let scene = folder.appendingPathComponent(file)
        try original.write(to: scene, atomically: true, encoding: .utf8)
        let server = try StudioCommandTests.Server([scene.path])
        defer { _ = server.stop() }
        let (status, output, errors) = try BrowserScript.run("studio-custom-browser", [flow, server.url,
                                                                                        "--width", String(width), "--height", String(width < 900 ? 844 : 1000)])
        #expect(status == 0, "\(errors)")
        #expect(output.hasSuffix("saved\nok at \(width) px\nok\n"), "\(output)")
        let before = original.components(separatedBy: "\n"), after = try String(contentsOf: scene, encoding: .utf8).components(separatedBy: "\n")
        #expect(after.count == before.count)
        let changed = zip(before, after).filter { $0.0 != $0.1 }.map(\.1)
        switch flow {
        case "wiggle":
            #expect(output.contains("values entry: #preview changed") && output.contains("duration slider: #preview changed"))
            #expect(output.contains("refused at actions[1].keyTimes: "))
            #expect(changed == ["    values: [0, -0.26, 0.5, -0.16, 0.16, 0.1, 0]", "    keyTimes: [0, 0.15, 0.4, 0.6, 0.8, 0.9, 1]",
                                "    timingFunctions: [easeOut, easeInEaseOut, easeInEaseOut, easeInEaseOut, easeIn, easeIn]", "    duration: 0.6"])
        case "spring":
            #expect(output.contains("stiffness slider: #preview changed"))
            #expect(changed.count == 1 && changed.first?.hasPrefix("    stiffness: ") == true, "\(changed)")
        default:
            #expect(output.contains("child duration slider: #preview changed") && output.contains("undo: the preview is the one before"))
            #expect(changed == ["        duration: 0.45"])
        }
    }
}
