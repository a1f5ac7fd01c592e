import ReelEncode
import ReelModels
import ReelRender
import ReelSwiftUI

extension ReelExporter {
    /// A SwiftUI file's view exported (issue 39): its frames laid out and drawn by
    /// `SwiftUIFrames`, encoded as a scene's are. Lottie and Swift output of a SwiftUI view are
    /// not written yet: refused, naming what is.
    static func exportSwiftUI(_ clip: ViewClip, reel: Reel, kind: ReelOutput, to output: String,
                              progress: ((ExportEvent) -> Void)?) throws(ExportError) -> ExportSummary {
        guard case .encoded = kind else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "an image or video file (GIF, MP4, WebP, APNG, PNG frames…) for a SwiftUI view: its Lottie and Swift output are not written yet"))
        }
        let format = try outputFormat(output, fps: reel.scene.fps)
        let frames = try SwiftUIFrames(clip: clip, canvas: reel.canvas)
        warmUpFonts()
        return try encode(frames, reel: reel, to: output, format: format, progress: progress)
    }

    /// One frame of a SwiftUI file's view, at `time` seconds of its clip, as a PNG.
    static func stillSwiftUI(_ clip: ViewClip, reel: Reel, at time: Double, to output: String) throws(ExportError) {
        let frames = try SwiftUIFrames(clip: clip, canvas: reel.canvas)
        guard time.isFinite, time >= 0, time <= frames.duration else {
            throw .invalid(ParameterError("at", value: plainNumber(time),
                                          accepted: "a time from 0 to \(plainNumber(frames.duration)) s, the clip's length"))
        }
        try checkWritable(output)
        frames.draw(frames.frameIndex(at: time))
        do {
            try AtomicOutput.write(to: output) { path in try frames.renderer.canvas.writePNG(to: path) }
        } catch {
            throw .writing(any: error, to: output)
        }
    }
}
