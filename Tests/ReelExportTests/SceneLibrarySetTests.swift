import Foundation
import ReelTestSupport
import Testing
import ReelModels
import ReelTimeline
@testable import ReelExport

/// Issue 41: planning a batch's `render --set` jobs over one large scene read every action again per
/// job. A set outside the actions takes them as the batch read them, once; the reel is the
/// one the edited file reads as alone; a set inside them reads them again.
@Suite struct SceneLibrarySetTests {
    @Test func aSetOutsideTheActionsKeepsTheActionsReadOnce() throws {
        let folder = TestScratch.url("scene-library-sets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.yaml").path
        let text = "fps: 20\nbadge:\n  count: 3\nactions:\n" + String(repeating: "  - increment\n", count: 200) + "  - action: pop\n    popOutRatio: 1.2\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let library = SceneLibrary()
        for set in [SceneAssignment(path: "badge.diameter", value: "31"), SceneAssignment(path: "fps", value: "25"),
                    SceneAssignment(path: "actions[200].popOutRatio", value: "1.4"), SceneAssignment(path: "badge.count", value: "9")] {
            let shared = try library.load(path, sets: [set])
            // Alone: the edited text read from scratch.
            let edited = try SceneTextEditor.apply([set], to: text, file: path)
            let alone = try SceneFileReader(file: path).read(edited)
            #expect(shared.scene == alone.scene && shared.canvas == alone.canvas, "\(set.path)")
        }
        // A set inside the actions is read: the last action is not the file's.
        let pop = try library.load(path, sets: [SceneAssignment(path: "actions[200].popOutRatio", value: "1.4")])
        #expect(pop.scene.actions.last != (try library.load(path)).scene.actions.last)
        #expect(pop.scene.actions.dropLast() == (try library.load(path)).scene.actions.dropLast())
    }

    /// The walk through a clip is keyed by the scene alone: what a clip draws is the same on
    /// every canvas, so jobs differing only in their canvas (background, scale, margin, size)
    /// walk it once (issue 41: 50 `--set canvas.scale=…` jobs walked a 10,000-action clip 50
    /// times), and each fits its own canvas to it, as its export does; another drawing is not.
    @Test func jobsDifferingInTheirCanvasWalkTheClipOnce() throws {
        let reel = Reel(scene: Scene(animation: .seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming()))
        var black = reel, larger = reel, wider = reel
        black.canvas.background = RGBA.parse("#000000")!
        larger.canvas.scale = 3
        wider.scene.setup.diameter = 40
        #expect(BatchPreflight.layoutKey(black) == BatchPreflight.layoutKey(reel))
        #expect(BatchPreflight.layoutKey(larger) == BatchPreflight.layoutKey(reel))
        #expect(BatchPreflight.layoutKey(wider) != BatchPreflight.layoutKey(reel))
        // The shared walk, fitted to each canvas, is the export's own canvas.
        let clip = reel.scene.makeClip(measure: RenderedTextMetrics())
        let drawing = CanvasSpec.drawnBounds(of: clip, scene: reel.scene)
        for canvas in [reel.canvas, larger.canvas] {
            var one = reel
            one.canvas = canvas
            #expect(try canvas.layout(fitting: drawing) == PreparedReel(one).layout)
        }
        #expect(try larger.canvas.layout(fitting: drawing) != reel.canvas.layout(fitting: drawing))
    }
}
