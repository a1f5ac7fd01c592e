import Foundation
import Testing
import ReelTimeline
import ReelModels
import ReelRender
@testable import ReelLottie

/// The real font engine for text widths, as the command line uses it.
struct PangoMetrics: TextMeasuring {
    func width(of text: String, fontSize: Double, weight: Int) -> Double {
        TextMetrics().width(of: text, fontSize: fontSize, weight: Int32(weight))
    }
}

/// The package's root, from this file's place in it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One clip to export, as the command line would make it.
struct LottieCase: Sendable, CustomTestStringConvertible {
    var name: String
    var scene: Scene
    var testDescription: String { name }

    static func single(_ name: String, _ animation: BadgeAnimation, background: RGBA = .white) -> LottieCase {
        var scene = Scene(animation: animation, setup: BadgeSetup(), timing: ClipTiming())
        scene.canvas.background = background
        return LottieCase(name: name, scene: scene)
    }

    static func example(_ file: String) throws -> LottieCase {
        let path = packageRoot.appendingPathComponent("examples/\(file)").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scene = try SceneReader(file: path, dithers: []).read(text)
        return LottieCase(name: (file as NSString).deletingPathExtension, scene: scene)
    }

    func clip() -> Clip { scene.makeClip(measure: PangoMetrics()) }

    /// The canvas the GIF of the scene gets: fitted to everything it draws.
    func layout(_ clip: Clip) -> CanvasLayout {
        let bounds = CanvasLayout.drawnBounds(of: (0..<clip.frameCount).map { clip.snapshot(frame: $0) })
        return scene.canvas.size.map { CanvasLayout.centered(on: bounds, size: $0, scale: scene.canvas.scale) }
            ?? CanvasLayout.fitting(bounds, margin: scene.canvas.margin, scale: scene.canvas.scale)
    }

    func document(bake: Bool = false) throws -> (LottieDocument, Clip, CanvasLayout) {
        let clip = clip(), layout = layout(clip)
        let doc = try LottieExport.document(clip: clip, layout: layout, background: scene.canvas.background, icons: IconSet(),
                                            options: LottieOptions(bake: bake, generator: "BadgeReel test", commandLine: "badgereel \(name)"))
        return (doc, clip, layout)
    }

    /// Writes the JSON as `name.json` and every frame as `name/frame-NNNNN.png` under `folder`.
    func write(to folder: URL, bake: Bool = false) throws -> (json: URL, frames: URL, document: LottieDocument) {
        let (document, clip, layout) = try document(bake: bake)
        let json = folder.appendingPathComponent("\(name).json")
        try LottieExport.json(document.animation).write(to: json)
        let frames = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let renderer = Renderer(layout: layout, background: scene.canvas.background, icons: IconSet())
        for k in 0..<clip.frameCount {
            renderer.render(clip.snapshot(frame: k))
            try renderer.canvas.writePNG(to: frames.appendingPathComponent(String(format: "frame-%05d.png", k)).path)
        }
        return (json, frames, document)
    }
}

let checkedCases: [LottieCase] = {
    var cases: [LottieCase] = [
        .single("pop", .pop(PopParameters())),
        .single("bump", .bump(BumpParameters())),
        .single("blink", .blink(BlinkParameters())),
        .single("shake", .shake(ShakeParameters())),
        .single("pop-transparent", .pop(PopParameters()), background: .clear),
    ]
    if let scene = try? LottieCase.example("increment-and-pop.yaml") { cases.append(scene) }
    return cases
}()

@Suite struct LottieIndependentPlayerTests {
    /// rlottie, a player that shares no code with BadgeReel, draws every frame of each clip's
    /// JSON within 35 dB PSNR of BadgeReel's own frame, and the `lottie` package parses the
    /// JSON back without losing a key. Needs the virtual environment scripts/setup makes:
    /// without it the test fails, it does not skip.
    @Test func rlottieDrawsOurFrames() throws {
        #expect(checkedCases.count == 6, "examples/increment-and-pop.yaml did not load")
        let python = packageRoot.appendingPathComponent(".venv/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path),
                     "no \(python.path): run scripts/setup to make the virtual environment with rlottie-python and lottie")
        let folder: URL
        if let keep = ProcessInfo.processInfo.environment["LOTTIE_CHECK_OUT"] {
            folder = URL(fileURLWithPath: keep)
        } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("badgereel-lottie-\(UUID().uuidString)")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = [packageRoot.appendingPathComponent("scripts/check-lottie").path, "--min-psnr", "35"]
        for c in checkedCases {
            let written = try c.write(to: folder)
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
        #expect(process.terminationStatus == 0, "scripts/check-lottie failed:\n\(output)")
        if process.terminationStatus == 0 && ProcessInfo.processInfo.environment["LOTTIE_CHECK_OUT"] == nil {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
