import Foundation
import ReelTestSupport
import Testing
import ReelTimeline
import ReelModels
import ReelRender
import ReelExport
@testable import ReelLottie

/// The package's root, from this file's place in it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One clip to export, as the command line would make it: a reel, prepared by ReelExport.
struct LottieCase: Sendable, CustomTestStringConvertible {
    var name: String
    var reel: Reel
    var testDescription: String { name }

    static func single(_ name: String, _ animation: BadgeAnimation, setup: BadgeSetup = BadgeSetup(),
                       background: RGBA = .white) -> LottieCase {
        var reel = Reel(scene: Scene(animation: animation, setup: setup, timing: ClipTiming()))
        reel.canvas.background = background
        return LottieCase(name: name, reel: reel)
    }

    static func example(_ file: String) throws -> LottieCase {
        let path = packageRoot.appendingPathComponent("examples/\(file)").path
        return LottieCase(name: (file as NSString).deletingPathExtension, reel: try SceneFileReader.load(path))
    }

    /// The document with the clip and canvas it was made from.
    func document(bake: Bool = false) throws -> (LottieDocument, Clip, CanvasLayout) {
        let (doc, prepared) = try preparedDocument(bake: bake)
        return (doc, prepared.clip, prepared.layout)
    }

    func preparedDocument(bake: Bool) throws -> (LottieDocument, PreparedReel) {
        let prepared = try PreparedReel(reel)
        let doc = try LottieExport.document(clip: prepared.clip, layout: prepared.layout, background: reel.canvas.background,
                                            icons: prepared.icons,
                                            options: LottieOptions(bake: bake, generator: "BadgeReel test", commandLine: "badgereel \(name)"))
        return (doc, prepared)
    }

    /// Writes the JSON as `name.json` (`name-baked.json` with dense keyframes) and every
    /// frame k as `name/frame-NNNN.png` numbered from 1 (as `-o name/` writes them) under `folder`.
    func write(to folder: URL, bake: Bool = false) throws -> (json: URL, frames: URL, document: LottieDocument) {
        let (document, prepared) = try preparedDocument(bake: bake)
        let json = folder.appendingPathComponent(bake ? "\(name)-baked.json" : "\(name).json")
        try LottieExport.json(document.animation).write(to: json)
        let frames = folder.appendingPathComponent(name)
        if bake && FileManager.default.fileExists(atPath: frames.path) { return (json, frames, document) }
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let renderer = prepared.makeRenderer()
        for k in 0..<prepared.clip.frameCount {
            renderer.render(prepared.clip.snapshot(frame: k))
            try renderer.canvas.writePNG(to: frames.appendingPathComponent(String(format: "frame-%04d.png", k + 1)).path)
        }
        return (json, frames, document)
    }
}

let checkedCases: [LottieCase] = {
    var cases: [LottieCase] = [
        .single("pop", .seed(PopParameters())),
        .single("bump", .seed(BumpParameters())),
        .single("blink", .seed(BlinkParameters())),
        .single("shake", .seed(ShakeParameters())),
        .single("pop-transparent", .seed(PopParameters()), background: .clear),
    ]
    if let scene = try? LottieCase.example("increment-and-pop.yaml") { cases.append(scene) }
    return cases
}()

/// Cases beyond the issue's list: every kind of host icon, a border, text, a dot.
func moreCases(iconFolder: URL) throws -> [LottieCase] {
    var avatar = BadgeSetup(); avatar.icon = "avatar"; avatar.count = 12
    var bordered = BadgeSetup(); bordered.borderWidth = 2; bordered.count = 7; bordered.cornerStyle = .large
    var text = BadgeSetup(); text.text = "New"; text.style = .notification
    var dot = BadgeSetup(); dot.dot = true
    var png = BadgeSetup(); png.icon = try writePNGIcon(in: iconFolder).path
    var svg = BadgeSetup(); svg.icon = try writeSVGIcon(in: iconFolder).path
    var blink = BlinkParameters(); blink.blinkAlpha = 0.3
    // A border whose ring's inner radius clamps to 0 mid-pop: baked after the exact check.
    var clamped = BadgeSetup(); clamped.borderWidth = 7.5; clamped.cornerStyle = .large
    // A Catmull-Rom shake: the one animation the command line can make that is baked.
    var cubic = ShakeParameters(); cubic.calculationMode = .cubic
    // 24 fps: no animation boundary falls on a frame.
    var film = LottieCase.single("bump-24fps", .seed(BumpParameters()))
    film.reel.scene.fps = 24
    // Users' own Core Animation animations: a spring (baked), a keyframe wiggle with segment
    // curves repeated (baked: repeats), a group of a fade and a translation (exact keyframes).
    let custom = try ["spring-scale-in", "wiggle", "fade-and-rise"].map { name in
        LottieCase(name: "custom-\(name)",
                   reel: try SceneFileReader.load(packageRoot.appendingPathComponent("examples/custom/\(name).yaml").path))
    }
    return custom + [
        film,
        try .example("tab-bar-dot.yaml"),
        try .example("bell-test-rig.yaml"),
        .single("shake-cubic", .seed(cubic)),
        .single("border-clamped-pop", .seed(PopParameters()), setup: clamped),
        .single("avatar-bump", .seed(BumpParameters()), setup: avatar),
        .single("border-blink", .seed(blink), setup: bordered),
        .single("text-pop", .seed(PopParameters()), setup: text),
        .single("dot-pop", .seed(PopParameters()), setup: dot),
        .single("png-pop", .seed(PopParameters()), setup: png),
        .single("svg-pop", .seed(PopParameters()), setup: svg),
    ]
}

/// A 48×48 PNG icon with soft and hard edges, drawn by the renderer itself.
func writePNGIcon(in folder: URL) throws -> URL {
    let layout = CanvasLayout(origin: Point(x: -24, y: -24), size: Size(width: 48, height: 48), scale: 1)
    let renderer = Renderer(layout: layout, background: .clear, icons: IconSet())
    var timeline = Timeline()
    timeline.addLayer(LayerState(frame: Rect(x: -20, y: -20, width: 40, height: 40), cornerRadius: 10,
                                 backgroundColor: RGBA(hex: 0x34C759)))
    timeline.addLayer(LayerState(frame: Rect(x: -8, y: -8, width: 16, height: 16), cornerRadius: 8,
                                 backgroundColor: .white))
    renderer.render(timeline.evaluate(at: 0))
    let url = folder.appendingPathComponent("icon.png")
    try renderer.canvas.writePNG(to: url.path)
    return url
}

func writeSVGIcon(in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("icon.svg")
    try Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="4" y="4" width="56" height="56" rx="14" fill="#FF9500"/>
      <path d="M20 44 L32 16 L44 44 Z" fill="#FFFFFF"/>
    </svg>
    """.utf8).write(to: url)
    return url
}

@Suite struct LottieIndependentPlayerTests {
    /// rlottie, a player that shares no code with BadgeReel, draws every frame of each clip's
    /// JSON within 35 dB PSNR of BadgeReel's own frame, and the `lottie` package parses the
    /// JSON back without losing a key. Needs the virtual environment scripts/setup makes:
    /// without it the test fails, it does not skip.
    @Test(.tags(.venv), .requires(ExternalTool.venvPython)) func rlottieDrawsOurFrames() throws {
        #expect(checkedCases.count == 6, "examples/increment-and-pop.yaml did not load")
        let python = packageRoot.appendingPathComponent(".venv/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path),
                     "no \(python.path): run scripts/setup to make the virtual environment with rlottie-python and lottie")
        let folder: URL
        if let keep = ProcessInfo.processInfo.environment["LOTTIE_CHECK_OUT"] {
            folder = URL(fileURLWithPath: keep)
        } else {
            folder = TestScratch.url("badgereel-lottie-\(UUID().uuidString)")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = [packageRoot.appendingPathComponent("scripts/check-lottie").path, "--min-psnr", "35"]
        for c in checkedCases + (try moreCases(iconFolder: folder)) {
            let written = try c.write(to: folder)
            arguments += [written.json.path, written.frames.path]
            print("\(c.name): baked \(written.document.baked.isEmpty ? "nothing" : written.document.baked.joined(separator: "; "))")
        }
        // Dense keyframes everywhere must draw the same frames.
        for c in checkedCases {
            let written = try c.write(to: folder, bake: true)
            arguments += [written.json.path, written.frames.path]
        }
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(output)
        #expect(process.terminationStatus == 0, "scripts/check-lottie failed (files kept in \(folder.path)):\n\(output)")
        if process.terminationStatus == 0 && ProcessInfo.processInfo.environment["LOTTIE_CHECK_OUT"] == nil {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
