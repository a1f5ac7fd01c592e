import ArgumentParser
import Foundation
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode

/// Renders a scene to a file: the one path every export takes, from flags or a scene file.
enum SceneExport {
    /// The format `output` names, refused at once (before anything is drawn) when it is
    /// unknown or, given the frame rate, when a GIF could not keep it.
    static func outputFormat(_ output: String, fps: Double? = nil) throws -> OutputFormat {
        guard let format = OutputFormat.forPath(output) else {
            throw ValidationError("--output \(output): unknown extension; expected \(OutputFormat.accepted)")
        }
        if format == .gif, let fps, fps > EncodeSettings.maxGIFFrameRate {
            throw ValidationError("--fps \(plainNumber(fps)): GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs; expected at most 50 for GIF")
        }
        return format
    }

    static func run(_ scene: Scene, to output: String, quiet: Bool) throws {
        let format = try outputFormat(output, fps: scene.fps)
        let setup = scene.setup
        if setup.count <= 0 && setup.text == nil && !setup.dot && !scene.actions.contains(where: Self.changesCount) {
            warn("--count \(setup.count): BadgeHub's checkZero hides the badge at 0 or less; the clip shows the host alone")
        }
        let icons = try IconSet.loading(setup.icon)
        let clip = scene.makeClip(measure: RenderedTextMetrics())
        let layout = try scene.canvas.layout(for: clip)
        let frames = ClipFrames(clip: clip, layout: layout, background: scene.canvas.background, icons: icons,
                                workers: ProcessInfo.processInfo.activeProcessorCount)
        // Fonts set up here, before the first pass, rather than by the first frame drawn.
        warmUpFonts()
        try write(frames, scene: scene, layout: layout, to: output, format: format, quiet: quiet)
    }

    /// Encodes `frames` as `scene` says, with progress and the summary line.
    static func write(_ frames: ClipFrames, scene: Scene, layout: CanvasLayout, to output: String,
                      format: OutputFormat, quiet: Bool) throws {
        let settings = try encodeSettings(scene, format: format)
        let passes = format == .gif ? 2 : 1
        let total = frames.frameCount
        let progress = Progress(frames: total, passes: passes, quiet: quiet)
        frames.onFrame = { pass, k in progress.update(pass: pass, frame: k) }
        defer { progress.clear() }
        do {
            try Exporter.export(frames, to: output, format: format, settings: settings)
        } catch let error as EncodeError {
            throw ValidationError("--output \(output): \(error.description)")
        }
        progress.clear()
        if !quiet && format != .raw {
            report(output, format: format, layout: layout, frames: total, duration: Double(total) / scene.fps)
        }
    }

    /// Writes `scene` as YAML, through a temporary file.
    static func save(_ scene: Scene, to path: String) throws {
        do {
            try AtomicOutput.write(to: path) { temporary in
                try Data(SceneWriter.yaml(scene).utf8).write(to: URL(fileURLWithPath: temporary))
            }
        } catch {
            throw ValidationError("--save-scene \(path): \(error)")
        }
    }

    private static func changesCount(_ action: SceneAction) -> Bool {
        switch action {
        case .setCount, .increment: true
        default: false
        }
    }

    private static func encodeSettings(_ scene: Scene, format: OutputFormat) throws -> EncodeSettings {
        var s = EncodeSettings(fps: scene.fps)
        if let loop = scene.encoding.loop { s.loop = .times(loop) }
        if let name = scene.encoding.dither {
            guard let d = Dither(rawValue: name) else {
                throw ValidationError("--dither \(name): expected one of \(Dither.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            s.dither = d
        }
        if let crf = scene.encoding.crf { s.crf = crf }
        if let m = scene.encoding.matte {
            func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
            s.matte = (byte(m.red), byte(m.green), byte(m.blue))
        }
        s.transparent = scene.canvas.background.alpha < 1
        return s
    }

    private static func report(_ output: String, format: OutputFormat, layout: CanvasLayout, frames: Int, duration: Double) {
        var size = ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: output), let bytes = attributes[.size] as? Int {
            size = ", " + (bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.1f KB", Double(bytes) / 1e3))
        }
        FileHandle.standardError.write(Data("\(output): \(format.rawValue), \(layout.pixelWidth)x\(layout.pixelHeight), \(frames) frames, \(String(format: "%.2f", duration)) s\(size)\n".utf8))
    }
}

