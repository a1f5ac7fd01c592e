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
        } catch let error as LottieError {
            // Every limit of the format is a refusal of the command's values: exit 64, naming them.
            switch error.limit {
            case .fps, .frames: throw .invalid(ParameterError("fps", value: plainNumber(reel.scene.fps), accepted: "a rate that keeps a Lottie file within its limits: \(error.description)"))
            case .canvas: throw .invalid(ParameterError("canvas.scale", value: plainNumber(reel.canvas.scale), accepted: "a canvas a Lottie file can hold: \(error.description)"))
            case .content: throw .invalid(ParameterError("output", value: ParameterText.quoted(output), accepted: "a video or image format for this clip; as Lottie, \(error.description)"))
            }
        } catch {
            throw .encoder("Lottie: \(error)")
        }
        do {
            try AtomicOutput.write(to: output) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .writing(any: error, to: output)
        }
        let frames = prepared.clip.frameCount
        return ExportSummary(path: output, format: "lottie", width: prepared.layout.pixelWidth, height: prepared.layout.pixelHeight,
                             frames: frames, duration: Double(frames) / reel.scene.fps, bytes: data.count, output: .lottie)
    }
}
