import Foundation
import ReelTestSupport
import Testing
import ReelModels
import ReelTimeline
@testable import ReelExport

/// The pipeline as a library: the entry points every front end calls.
@Suite struct ReelExporterTests {
    let dir: URL = {
        let d = TestScratch.url("reel-exporter-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    func reel(_ animation: BadgeAnimation = .seed(PopParameters()), fps: Double = 50) -> Reel {
        var timing = ClipTiming(); timing.fps = fps
        return Reel(scene: Scene(animation: animation, setup: BadgeSetup(), timing: timing))
    }

    @Test func exportReportsProgressAndWhatItWrote() throws {
        let out = dir.appendingPathComponent("pop.gif").path
        final class Events: @unchecked Sendable { var started = 0; var frames: [[Int]] = []; var passes = 0 }
        let events = Events()
        let summary = try ReelExporter.export(reel(), to: out) { event in
            switch event {
            case .started(let frames, let passes): events.started += 1; events.passes = passes; #expect(frames == 68)
            case .frame(let pass, let index): events.frames.append([pass, index])
            }
        }
        // Every frame of both passes, in order, also when the second pass draws nothing
        // (GIFKeptRectangles).
        #expect(events.started == 1 && events.passes == 2)
        #expect(events.frames == (0..<2).flatMap { pass in (0..<68).map { [pass, $0] } })
        // The summary counts the clip's 68 frames (the file stores 19: the lead-in's and the
        // hold's repeats last longer instead).
        #expect(summary.frames == 68 && summary.format == "gif" && summary.width == 246 && summary.height == 246)
        let bytes = try #require(summary.bytes)
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: out))).count)
    }

    /// A count of 0 hides the badge throughout (BadgeHub's checkZero), worth a warning only when
    /// nothing else is drawn over the host: a scene that adds layers (a Swift file's UIKit
    /// layer form replays with `--count 0`) draws them, and was warned "the host alone".
    @Test func aHiddenBadgeIsWarnedOnlyWhenTheHostIsAlone() {
        var setup = BadgeSetup(); setup.count = 0
        let alone = Reel(scene: Scene(animation: .seed(PopParameters()), setup: setup, timing: ClipTiming()))
        #expect(ReelExporter.warnings(for: alone).map(\.path) == ["badge.count"])
        var layered = alone
        var layer = SublayerParameters(); layer.name = "dot"; layer.kind = .shape
        layered.scene.actions.append(.layer(layer))
        #expect(ReelExporter.warnings(for: layered).isEmpty)
        // A Swift file's actions are placed at their times: its layers, and a view it binds as
        // the badge, draw over the host too (every UIKit-form replay was warned before).
        var placed = alone
        placed.scene.actions.append(.at(0, .layer(layer)))
        #expect(ReelExporter.warnings(for: placed).isEmpty)
        var bound = alone, onHost = alone
        var set = SetViewParameters(); set.values.alpha = 1
        bound.scene.actions.append(.at(0, .set(set)))
        #expect(ReelExporter.warnings(for: bound).isEmpty)
        set.view = .host
        onHost.scene.actions.append(.at(0, .set(set)))
        #expect(ReelExporter.warnings(for: onHost).map(\.path) == ["badge.count"])
    }

    @Test func theSameReelWritesTheSameBytes() throws {
        let a = dir.appendingPathComponent("a.gif").path, b = dir.appendingPathComponent("b.gif").path
        try ReelExporter.export(reel(.seed(BumpParameters())), to: a)
        try ReelExporter.export(reel(.seed(BumpParameters())), to: b)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test func codecRulesAreTheEncodersInTheCallersWords() {
        #expect(throws: ExportError.self) { try ReelExporter.export(reel(fps: 60), to: dir.appendingPathComponent("x.gif").path) }
        do {
            try ReelExporter.export(reel(fps: 60), to: dir.appendingPathComponent("x.gif").path)
        } catch {
            guard case .invalid(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.path == "fps" && e.value == "60" && e.accepted.contains("at most 50 for GIF"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.gif").path))
    }

    @Test func errorsCarryNeutralPaths() {
        var bad = reel()
        bad.scene.setup.icon = "bell.gif"
        do { try ReelExporter.export(bad, to: dir.appendingPathComponent("y.gif").path); Issue.record("accepted") } catch {
            guard case .invalid(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.path == "host.icon")
        }
        bad.scene.setup.icon = dir.appendingPathComponent("missing.png").path
        do { try ReelExporter.export(bad, to: dir.appendingPathComponent("y.gif").path); Issue.record("accepted") } catch {
            guard case .inputFile(let key, let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(key == "host.icon")
            #expect(path.hasSuffix("missing.png"))
            #expect(!reason.contains("missing.png"), "the path once: \(reason)")
        }
        do { try ReelExporter.export(reel(), to: "/nonexistent-folder/z.gif"); Issue.record("accepted") } catch {
            #expect(error.description.contains("/nonexistent-folder"))
        }
    }

    @Test func stillAndSweepAndTimeline() throws {
        let png = dir.appendingPathComponent("still.png").path
        try ReelExporter.still(reel(), at: 0.5, to: png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).starts(with: [0x89, 0x50, 0x4E, 0x47]))

        var a = ShakeParameters(); a.angle = 0.2
        var b = ShakeParameters(); b.angle = 0.8
        let grid = try SweepGrid(cells: [reel(.seed(a)), reel(.seed(b))], captions: [["angle 0.2"], ["angle 0.8"]], columns: nil)
        let summary = try grid.export(to: dir.appendingPathComponent("grid.gif").path)
        // The clip's 100 frames (the file stores fewer: frames that change nothing are merged
        // into the one before).
        #expect(summary.frames == 100 && summary.width > summary.height)
        #expect(throws: ExportError.self) {
            try SweepGrid(cells: Array(repeating: reel(), count: SweepGrid.maxCells + 1), captions: Array(repeating: [], count: SweepGrid.maxCells + 1), columns: nil)
        }

        let clip = reel().scene.makeClip(measure: RenderedTextMetrics())
        var pieces = 0
        var text = ""
        try TimelineReport(clip: clip, animation: .seed(PopParameters())).write { pieces += 1; text += $0 }
        struct Report: Decodable { struct Frame: Decodable { var time: Double }; var animation: String; var frames: [Frame] }
        let report = try JSONDecoder().decode(Report.self, from: Data(text.utf8))
        #expect(report.animation == "pop" && report.frames.count == 68 && report.frames[1].time == 0.02)
        #expect(text == TimelineReport(clip: clip, animation: .seed(PopParameters())).json)
        struct Full: Error {}
        #expect(throws: Full.self) { try TimelineReport(clip: clip, animation: .seed(PopParameters())).write { _ in throw Full() } }
        // A scene's report names its first animation, or the name it is given (a Swift file's
        // function that started it).
        #expect(try TimelineReport(scene: reel().scene).animationName == "pop")
        #expect(try TimelineReport(scene: reel().scene, animationName: "wiggle").json.contains("\"animation\": \"wiggle\""))
    }

    @Test func aSavedSceneRendersTheSameBytes() throws {
        var r = reel(.seed(BlinkParameters()))
        r.scene.setup.text = "New\tline"
        r.scene.setup.icon = "app"   // a saved scene names its icon
        r.encoding.loop = 2
        let scene = dir.appendingPathComponent("s.yaml").path
        try ReelExporter.saveScene(r, to: scene)
        let back = try SceneFileReader.load(scene)
        #expect(back == r)
        let a = dir.appendingPathComponent("a.webp").path, b = dir.appendingPathComponent("b.webp").path
        try ReelExporter.export(r, to: a)
        try ReelExporter.export(back, to: b)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }
}
