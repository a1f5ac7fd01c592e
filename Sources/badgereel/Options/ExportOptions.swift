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

    /// Renders `animation` with these options and writes the file.
    func run(_ animation: BadgeAnimation) throws {
        guard let format = OutputFormat.forPath(output) else {
            throw ValidationError("--output \(output): unknown extension; expected \(OutputFormat.accepted)")
        }
        var setup = try badge.setup()
        try look.apply(to: &setup)
        let timing = try clip.timing(defaultFPS: format == .gif ? 50 : 60)
        if format == .gif, timing.fps > EncodeSettings.maxGIFFrameRate {
            throw ValidationError("--fps \(formatNumber(timing.fps)): GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs; expected at most 50 for GIF")
        }
        if setup.count <= 0 && setup.text == nil && !setup.dot {
            warn("--count \(setup.count): BadgeHub's checkZero hides the badge at 0 or less; the clip shows the host alone")
        }
        let icons = try IconSet.loading(setup.icon)
        let clip = Clip.single(animation, setup: setup, timing: timing, measure: RenderedTextMetrics())
        let layout = try canvas.layout(for: clip)
        var settings = try encoding.settings(fps: timing.fps, format: format)
        settings.transparent = canvas.background.alpha < 1
        let frames = ClipFrames(clip: clip, layout: layout, background: canvas.background, icons: icons,
                                workers: ProcessInfo.processInfo.activeProcessorCount)
        let passes = format == .gif ? 2 : 1
        let progress = Progress(total: clip.frameCount * passes, quiet: encoding.quiet)
        frames.onFrame = { pass, k in progress.update(done: pass * clip.frameCount + k + 1) }
        do {
            try Exporter.export(frames, to: output, format: format, settings: settings)
        } catch let error as EncodeError {
            progress.clear()
            throw ValidationError("--output \(output): \(error.description)")
        }
        progress.clear()
        if !encoding.quiet && format != .raw {
            report(format: format, layout: layout, frames: clip.frameCount, duration: Double(clip.frameCount) / timing.fps)
        }
    }

    private func report(format: OutputFormat, layout: CanvasLayout, frames: Int, duration: Double) {
        var size = ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: output), let bytes = attributes[.size] as? Int {
            size = ", " + (bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.1f KB", Double(bytes) / 1e3))
        }
        FileHandle.standardError.write(Data("\(output): \(format.rawValue), \(layout.pixelWidth)x\(layout.pixelHeight), \(frames) frames, \(String(format: "%.2f", duration)) s\(size)\n".utf8))
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

    func settings(fps: Double, format: OutputFormat) throws -> EncodeSettings {
        var s = EncodeSettings(fps: fps)
        if let loop, noLoop { throw ValidationError("--loop \(loop) with --no-loop: give one or the other") }
        if let loop {
            guard loop >= 1 && loop <= 65535 else { throw ValidationError("--loop \(loop): expected a number of plays from 1 to 65535") }
            s.loop = .times(loop)
        }
        if noLoop { s.loop = .times(1) }
        if let dither { s.dither = dither }
        if let crf {
            guard (0...51).contains(crf) else { throw ValidationError("--crf \(crf): expected a whole number from 0 to 51") }
            s.crf = crf
        }
        if let matte {
            func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
            s.matte = (byte(matte.red), byte(matte.green), byte(matte.blue))
        }
        return s
    }
}

/// A one-line warning on stderr.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("badgereel: warning: \(message)\n".utf8))
}
