import Foundation
import ReelTestSupport
import Testing
import ReelModels
import ReelTimeline
@testable import ReelExport

/// Scene files in-process: what the reader refuses (with line and path), and that what the
/// writer writes reads back to the same reel for any value.
@Suite struct SceneFileTests {
    func read(_ text: String) throws(SceneError) -> Reel { try SceneFileReader(file: "scene.yaml").read(text) }

    @Test(arguments: [
        ("actions:\n  - action: pop\n  - action: bump\n  - action: shake\n    durations: 2\n",
         "scene.yaml:5: actions[2].durations: unknown key for shake"),
        ("badge:\n  count: many\nactions: [pop]\n", "scene.yaml:2: badge.count: many: expected a whole number"),
        ("badge:\n  diameter: 1e20\nactions: [pop]\n", "scene.yaml:2: badge.diameter: 1e20: expected a number from 1 to 1000"),
        ("actions: [pop\n", "not valid YAML"),
        ("{\"fps\": 300, \"actions\": [\"pop\"]}", "scene.yaml:1: fps: 300: expected a number from 1 to 240"),
        ("canvas:\n  scale: 0\nactions: [pop]\n", "scene.yaml:2: canvas.scale: 0: expected"),
        ("encoding:\n  dither: ordered\nactions: [pop]\n", "scene.yaml:2: encoding.dither: ordered: expected one of none"),
        ("actions:\n  - pop\n  - action: shake\n    angle: 1\n    angleDegrees: 30\n", "actions[1].angleDegrees"),
        ("actions:\n  - action: wait\n", "actions[0].seconds"),
        ("actions:\n  - action: twirl\n", "scene.yaml:2: actions[0].action: twirl: unknown action"),
        ("actions:\n  - hide:\n", "no action key"),
        ("fps: 50\n", "actions: missing"),
        ("", "the file is empty"),
        ("host:\n  colour: red\nactions: [pop]\n", "scene.yaml:2: host.colour: unknown key"),
        ("badge:\n  dot: true\n  text: New\nactions: [pop]\n", "badge.text"),
        ("badge:\n  count: 1\n  count: 2\nactions: [pop]\n", "duplicated key"),
    ])
    func refusalsNameTheLineAndPath(text: String, expected: String) {
        do {
            _ = try read(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theExampleScenesRead() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        for name in ["increment-and-pop.yaml", "bell-test-rig.yaml", "tab-bar-dot.yaml"] {
            let reel = try SceneFileReader.load(examples.appendingPathComponent(name).path)
            #expect(!reel.scene.actions.isEmpty, "\(name)")
        }
    }

    @Test func shorthandsAndLists() throws {
        let reel = try read("""
            host: {size: [48, 40], icon: avatar}
            badge: {circleOffset: [-5, 5], count: 3}
            encoding: {loop: forever}
            actions: [increment, {action: shake, angleDegrees: 45}]
            """)
        #expect(reel.scene.setup.hostSize == Size(width: 48, height: 40))
        #expect(reel.scene.setup.circleOffset == Point(x: -5, y: 5))
        #expect(reel.encoding.loop == nil)
        guard case .animate(let animation) = reel.scene.actions[1], let p = animation.parameters(as: ShakeParameters.self) else { Issue.record("no shake"); return }
        #expect(abs(p.angle - .pi / 4) < 1e-15)
    }

    /// Any text, written and read back, is the same text: control characters, tabs, CR, NEL,
    /// LS, PS, quotes, backslashes, YAML's own markers.
    @Test(arguments: ["New", "a\tb", "line\nbreak", "cr\rhere", "nel\u{85}", "ls\u{2028}ps\u{2029}", "\u{1}\u{7F}\u{9F}",
                      "\"quoted\" \\ back", "yes", "~", "#hash", "- dash", ": colon", "  spaced  ", "nb\u{A0}sp", "mid\u{FEFF}bom"])
    func anyTextRoundTrips(text: String) throws {
        var reel = Reel(scene: Scene(animation: .seed(PopParameters()), setup: { var s = BadgeSetup(); s.text = text; return s }(),
                                     timing: ClipTiming()))
        reel.canvas.background = .clear
        let back = try read(SceneFileWriter.yaml(reel))
        #expect(back.scene.setup.text == text)
    }

    @Test func everyValueRoundTrips() throws {
        var setup = BadgeSetup()
        setup.count = 120; setup.maxCount = 99; setup.locale = "ar_EG"; setup.diameter = 22.5
        setup.hostSize = Size(width: 50, height: 60); setup.circleOffset = Point(x: -1.5, y: 2); setup.circleScale = 1.25
        setup.cornerStyle = .small; setup.style = .notification; setup.icon = "avatar"; setup.hostColor = RGBA(hex: 0x123456)
        setup.badgeColor = RGBA(hex: 0x34C759); setup.borderWidth = 2
        var timing = ClipTiming(); timing.fps = 29.97; timing.leadIn = 0.1; timing.hold = 0.3; timing.repeatCount = 2
        var shake = ShakeParameters(); shake.angle = 0.123456789; shake.calculationMode = .cubic; shake.curve = TimingFunction(0.1, -0.2, 0.3, 1.2)
        var reel = Reel(scene: Scene(animation: .seed(shake), setup: setup, timing: timing))
        reel.scene.actions += [.setCount(5), .increment(2), .decrement(1), .hide, .show, .hideCount, .showCount,
                               .animate(.seed(BlinkParameters())), .animate(.seed(BumpParameters()))]
        reel.canvas.scale = 3; reel.canvas.size = Size(width: 100, height: 80); reel.canvas.margin = 4
        reel.encoding.loop = 3; reel.encoding.dither = .bayer; reel.encoding.crf = 20; reel.encoding.matte = RGBA(hex: 0xF2F2F7)
        #expect(try read(SceneFileWriter.yaml(reel)) == reel)
    }

    /// A scene of no actions (`actions: []`, which the reader takes) is written as one: the
    /// writer left a bare `actions:`, null, which the reader refuses. The fuzz gate's
    /// scene-reader found it from `fps: 30` and `actions: [  ]` split by U+2028.
    @Test func anEmptyScriptRoundTrips() throws {
        let reel = try read("fps: 30\nactions: [  ]\n")
        #expect(reel.scene.actions.isEmpty)
        let written = SceneFileWriter.yaml(reel)
        #expect(written.hasSuffix("actions: []\n"))
        // The written file is the fixed point (it names the icon the reel left to a default).
        let back = try read(written)
        #expect(back.scene.actions.isEmpty && back.scene.fps == 30)
        #expect(SceneFileWriter.yaml(back) == written)
    }

    /// Scene files and batch manifests share one bounded YAML reader: a document nested past
    /// the composer's safe depth is refused by both, before it is parsed.
    @Test func deepNestingIsRefusedInEveryFile() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for text in ["actions: " + deep, "jobs: " + deep] {
            do { _ = try read(text); Issue.record("scene accepted") } catch { #expect(error.description.contains("nested 100000 deep")) }
            do { _ = try BatchManifestReader(file: "batch.yaml").read(text); Issue.record("manifest accepted") } catch {
                #expect(error.description.contains("nested 100000 deep"))
            }
        }
    }

    @Test func limitsAreCheckedBeforeWork() throws {
        let many = "actions:\n" + String(repeating: "  - hide\n", count: SceneFileReader.maxActions + 1)
        #expect(throws: SceneError.self) { try read(many) }
        // An alias bomb: refused by its alias count, before anything expands.
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n" }
        bomb += "? *a9\n: 1\nactions: [pop]\n"
        do { _ = try read(bomb); Issue.record("accepted") } catch { #expect(error.description.contains("aliases")) }
        // A text of 200 MB never reaches the model: the file is refused by its size.
        let dir = TestScratch.url("reel-scene-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.yaml")
        try Data(repeating: 0x61, count: SceneFileReader.maxBytes + 1).write(to: big)
        #expect(throws: ExportError.self) { try SceneFileReader.load(big.path) }
        // A FIFO is not a regular file: refused without blocking.
        let fifo = dir.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ExportError.self) { try SceneFileReader.load(fifo) }
    }
}
