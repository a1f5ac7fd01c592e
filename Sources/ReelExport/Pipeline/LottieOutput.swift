import Foundation
import ReelEncode
import ReelLottie
import ReelModels

extension ReelExporter {
    /// Writes `reel` as a Lottie animation of the same clip the GIF would show: same canvas,
    /// frame rate, lead-in, runs and holds (frame k at k / fps).
    static func exportLottie(_ reel: Reel, to output: String, commandLine: String?) throws(ExportError) -> ExportSummary {
        let prepared = try PreparedReel(reel)
        try checkWritable(output)
        let options = LottieOptions(bake: reel.encoding.lottieBake, generator: "BadgeReel", commandLine: commandLine)
        let data: Data
        do {
            data = try LottieExport.data(clip: prepared.clip, layout: prepared.layout, background: reel.canvas.background,
                                         icons: prepared.icons, options: options)
        } catch {
            throw .encoder("Lottie: \(error)")
        }
        do {
            try AtomicOutput.write(to: output) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .output(path: output, reason: "\(error)")
        }
        let frames = prepared.clip.frameCount
        return ExportSummary(path: output, format: "lottie", width: prepared.layout.pixelWidth, height: prepared.layout.pixelHeight,
                             frames: frames, duration: Double(frames) / reel.scene.fps, bytes: data.count)
    }
}
