import ReelEncode
import ReelModels
import ReelRender
import ReelSwiftInput
import ReelSwiftOut
import ReelSwiftUI

extension ReelExporter {
    /// A SwiftUI file's view exported (issue 39): its frames laid out and drawn by
    /// `SwiftUIFrames`, encoded as a scene's are; `-o x.swift` as SwiftUI source
    /// (`SwiftUIViewFile`). Lottie output of a SwiftUI view is not written yet: refused, naming
    /// what is (the Lottie writer takes a timeline's layers, not a laid-out view tree).
    static func exportSwiftUI(_ clip: ViewClip, reel: Reel, kind: ReelOutput, to output: String, swiftAPI: SwiftAPI?,
                              commandLine: String?, options: [String: String],
                              progress: ((ExportEvent) -> Void)?) throws(ExportError) -> ExportSummary {
        if case .swift = kind {
            return try exportSwiftUIView(clip, reel: reel, to: output, swiftAPI: swiftAPI, commandLine: commandLine, options: options)
        }
        guard case .encoded = kind else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "an image or video file (GIF, MP4, WebP, APNG, PNG frames…) or a .swift file for a SwiftUI view: its Lottie output is not written yet (the Lottie writer takes a Core Animation timeline's layers; a SwiftUI view is a laid-out tree of text, symbols, shapes and stacks it has no layers for)"))
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

extension ReelExporter {
    /// A SwiftUI view's clip written as SwiftUI source (issue 39 item 4), or with `uikit` as
    /// Core Animation layers in a host view (`SwiftUILayerFile`), refused by name where that
    /// form has no exact spelling of what the view draws.
    static func exportSwiftUIView(_ clip: ViewClip, reel: Reel, to output: String, swiftAPI: SwiftAPI?, commandLine: String?,
                                  options: [String: String]) throws(ExportError) -> ExportSummary {
        if swiftAPI == .uikit { return try exportSwiftUILayers(clip, reel: reel, to: output, commandLine: commandLine, options: options) }
        try checkWritable(output)
        let timing = ClipTiming()
        var values = swiftUIReplayValues(reel, output: output)
        if let start = clip.motion?.start, start != timing.leadIn { values.append(("leadIn", plainNumber(start))) }
        let request = SwiftUIViewFile.Request(clip: clip, fileName: output, commandLine: commandLine, replayValues: values, options: options,
                                              layout: ViewLayout(measure: PangoTextMeasure()))
        let text: String
        do {
            text = try SwiftUIViewFile.source(request)
        } catch {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a SwiftUI view the Swift writer can write: \(error.message)"))
        }
        return try writeSwift(text, to: output, api: .swiftui, duration: clip.duration)
    }
}

extension ReelExporter {
    /// The bound on a SwiftUI view's clip whose UIKit form is written to `output`
    /// (`exportSwiftUILayers`): that form writes a keyframe a frame for each number that moves,
    /// so its text grows with the clip, and past `SwiftSourceSize.maxBytes` it is refused. The
    /// clip so far (`ViewClipBound.checkedAt`) is written as that form; one already a quarter
    /// past the limit stops the clip there, as the whole clip's would be past it too: a prefix
    /// keeps the whole clip's keyframes up to its last frame (the pruning of straight stretches
    /// is the same on frame times scaled alike), less one keyframe a number and a few digits a
    /// key time, far inside a quarter. A prefix the form refuses (nothing moves yet) goes on.
    public static func swiftUILayerBound(output: String) -> ViewClipBound {
        ViewClipBound { prefix in
            let request = SwiftUIViewFile.Request(clip: prefix, fileName: output, layout: ViewLayout(measure: PangoTextMeasure()))
            guard let text = try? SwiftUILayerFile.source(request) else { return false }
            return text.utf8.count > SwiftSourceSize.maxBytes + SwiftSourceSize.maxBytes / 4
        }
    }

    /// The canvas values a SwiftUI view's replay needs as the original had them, and a frame
    /// rate the user chose (the default one is what the replay's own output defaults to; the
    /// keyframes are in seconds, whatever the rate).
    static func swiftUIReplayValues(_ reel: Reel, output: String) -> [(name: String, text: String?)] {
        var values = swiftSetupValues(reel).filter { value in CanvasSpec.infos.contains { $0.name == value.name } }
        if reel.scene.fps != defaultFPS(for: output) { values.append(("fps", plainNumber(reel.scene.fps))) }
        return values
    }

    /// `--swift-api uikit` of a SwiftUI view: its views as layers, its motion as keyframe
    /// animations (`SwiftUILayerFile`); what that form does not write is refused, naming the
    /// option, what the view has and what is written; nothing is written then.
    static func exportSwiftUILayers(_ clip: ViewClip, reel: Reel, to output: String, commandLine: String?,
                                    options: [String: String]) throws(ExportError) -> ExportSummary {
        try checkWritable(output)
        let request = SwiftUIViewFile.Request(clip: clip, fileName: output, commandLine: commandLine,
                                              replayValues: swiftUIReplayValues(reel, output: output), options: options,
                                              layout: ViewLayout(measure: PangoTextMeasure()))
        // A clip its bound stopped (`swiftUILayerBound`) is a prefix already past what is written.
        if clip.stoppedEarly {
            let bytes = (try? SwiftUILayerFile.source(request))?.utf8.count ?? 0
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "Swift that BadgeReel reads back, at most \(SwiftSourceSize.maxBytes) bytes; the uikit form of this clip's first \(clip.frames.count) frames is already \(bytes) bytes, so it was evaluated no further: a shorter clip, or fewer views that move"))
        }
        let text: String
        do {
            text = try SwiftUILayerFile.source(request)
        } catch {
            throw .invalid(ParameterError("swiftApi", value: SwiftAPI.uikit.rawValue,
                                          accepted: "swiftui for this SwiftUI view, or a view the UIKit form writes: \(error.message)"))
        }
        return try writeSwift(text, to: output, api: .uikit, duration: clip.duration)
    }
}
