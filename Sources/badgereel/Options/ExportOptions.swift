import ArgumentParser
import Foundation
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode

/// Everything an export takes besides its animation's own parameters.
struct ExportOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Output file; the format follows the extension: \(OutputFormat.accepted).", valueName: "file"))
    var output: String

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions

    @Option(help: ArgumentHelp("Also write the fully resolved parameters as a scene file; `badgereel render` on it gives the same bytes.", valueName: "file.yaml"))
    var saveScene: String?

    /// The scene these flags describe.
    func scene(_ animation: BadgeAnimation) throws -> Scene {
        let format = try SceneExport.outputFormat(output)
        var setup = try badge.setup()
        try look.apply(to: &setup)
        let timing = try clip.timing(defaultFPS: format == .gif ? 50 : 60)
        var scene = Scene(animation: animation, setup: setup, timing: timing)
        scene.canvas = try canvas.spec()
        scene.encoding = try encoding.spec()
        return scene
    }

    /// Renders `animation` with these options, writes the file, and the scene file if asked.
    func run(_ animation: BadgeAnimation) throws {
        let scene = try scene(animation)
        if let saveScene { try SceneExport.save(scene, to: saveScene) }
        try SceneExport.run(scene, to: output, quiet: encoding.quiet)
    }
}

/// How the file is encoded.
struct EncodingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Plays of an animated GIF, WebP or APNG; the file loops forever without it.", transform: Parse.integer)
    var loop: Int?

    @Flag(help: "Play once (the same as --loop 1).")
    var noLoop = false

    @Option(help: ArgumentHelp("GIF dithering: \(Dither.allCases.map(\.rawValue).joined(separator: ", ")) (default: none, smallest at equal SSIM on flat badge art).", valueName: "mode"),
            transform: Parse.dither)
    var dither: Dither?

    @Option(parsing: .unconditional, help: "H.264 (and VP9) quality, 0 to 51, lower is better (default: 18).", transform: Parse.integer)
    var crf: Int?

    @Option(help: ArgumentHelp("The page color a transparent GIF sits on: soft edges are blended onto it (default: none, edges cut at half alpha). Also the backdrop of a transparent canvas in MP4.", valueName: "color"),
            transform: Parse.color)
    var matte: RGBA?

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    /// The encoding part of a scene.
    func spec() throws -> EncodingSpec {
        var e = EncodingSpec()
        if let loop, noLoop { throw ValidationError("--loop \(loop) with --no-loop: give one or the other") }
        if let loop {
            guard loop >= 1 && loop <= 65535 else { throw ValidationError("--loop \(loop): expected a number of plays from 1 to 65535") }
            e.loop = loop
        }
        if noLoop { e.loop = 1 }
        e.dither = dither?.rawValue
        if let crf {
            guard (0...51).contains(crf) else { throw ValidationError("--crf \(crf): expected a whole number from 0 to 51") }
            e.crf = crf
        }
        e.matte = matte
        return e
    }
}

/// A one-line warning on stderr.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("badgereel: warning: \(message)\n".utf8))
}
