import Foundation
import ReelModels
import ReelRender
import ReelEncode
import ReelTimeline
import ReelSwiftOut

/// The export pipeline as a library: reel → prepared clip and canvas → frames on every core →
/// encoder → file, renamed into place when complete. Front ends parse, call and report.
public enum ReelExporter {
    /// What `-o` accepts: the encoders' formats, Lottie JSON and Swift source.
    public static let acceptedOutputs = OutputFormat.accepted + ", .json (Lottie) or .swift (Swift source)"

    /// What `output` names (`ReelOutput`), refused when nothing writes its extension.
    public static func output(_ output: String, swiftAPI: SwiftAPI? = nil) throws(ExportError) -> ReelOutput {
        guard let kind = ReelOutput(path: output, swiftAPI: swiftAPI) else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a known extension: \(acceptedOutputs)"))
        }
        return kind
    }

    /// The encoder's format `output` names, refused (before anything is drawn) when it is not
    /// one or, given the frame rate, when the format could not play it.
    public static func outputFormat(_ output: String, fps: Double) throws(ExportError) -> OutputFormat {
        guard case .encoded(let format) = ReelOutput(path: output) else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a known extension: \(acceptedOutputs)"))
        }
        try check(format, fps: fps, width: 1, height: 1)
        return format
    }

    /// The encoder's rules, in the caller's words.
    static func check(_ format: OutputFormat, fps: Double, width: Int, height: Int) throws(ExportError) {
        do { try format.check(fps: fps, width: width, height: height) } catch {
            switch error.subject {
            case .fps: throw .invalid(ParameterError("fps", value: plainNumber(fps), accepted: error.accepted))
            case .canvas: throw .invalid(ParameterError("canvas.scale", value: error.value, accepted: error.accepted))
            }
        }
    }

    /// The frame rate when none is given: 50 for GIF (its fastest exact rate in whole
    /// centiseconds) and for Lottie, which is "the same clip the GIF shows" (README): the
    /// same frame rate and frame count as the GIF of the same command; 60 for the rest.
    public static func defaultFPS(for output: String) -> Double {
        switch ReelOutput(path: output) {
        case .encoded(.gif), .lottie: EncodeSettings.maxGIFFrameRate
        case .encoded, .swift, nil: 60
        }
    }

    /// Things worth a warning that are not errors: a count that hides the badge throughout,
    /// when nothing else is drawn over the host (layers a scene adds are, and a view the code
    /// binds as the badge or the label: a Swift file's `--swift-api uikit` form replays with
    /// `--count 0` and draws its own). A Swift file's actions are placed at their times
    /// (`.at`), so each is read unplaced: read as they were, every such replay was warned
    /// that it showed the host alone.
    public static func warnings(for reel: Reel) -> [ExportWarning] {
        let setup = reel.scene.setup
        let drawsMore = reel.scene.actions.contains { action in
            switch action.unplaced {
            case .setCount, .increment, .layer: true
            case .set(let p): p.view != .host
            default: false
            }
        }
        if setup.count <= 0 && setup.text == nil && !setup.dot && !drawsMore {
            return [ExportWarning(path: "badge.count", value: String(setup.count),
                                  message: "BadgeHub's checkZero hides the badge at 0 or less; the clip shows the host alone")]
        }
        return []
    }

    /// Renders `reel` and writes it to `output` in the format its extension names, drawing on
    /// `workers` threads (a batch running several exports at once gives each fewer; frames
    /// are pure, so the bytes do not depend on it).
    @discardableResult
    public static func export(_ reel: Reel, to output: String, commandLine: String? = nil, swiftAPI: SwiftAPI? = nil,
                              swiftOptions: [String: String] = [:],
                              workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                              progress: ((ExportEvent) -> Void)? = nil) throws(ExportError) -> ExportSummary {
        let format: OutputFormat
        let kind = try self.output(output, swiftAPI: swiftAPI)
        try checkBudget(reel, output: kind)
        if let swiftUI = reel.swiftUI {
            return try exportSwiftUI(swiftUI, reel: reel, kind: kind, to: output, swiftAPI: swiftAPI, commandLine: commandLine,
                                     options: swiftOptions, progress: progress)
        }
        switch kind {
        case .lottie: return try exportLottie(reel, to: output, commandLine: commandLine)
        case .swift(let api): return try exportSwift(reel, to: output, api: api, commandLine: commandLine, options: swiftOptions)
        case .encoded: format = try outputFormat(output, fps: reel.scene.fps)
        }
        let prepared = try PreparedReel(reel)
        let frames = prepared.frames(workers: workers)
        // Fonts set up here, before the first pass, rather than by the first frame drawn.
        warmUpFonts()
        return try encode(frames, reel: reel, to: output, format: format, progress: progress)
    }

    /// Encodes `frames` as `reel` says.
    static func encode(_ frames: some DrawnFrames, reel: Reel, to output: String, format: OutputFormat,
                       progress: ((ExportEvent) -> Void)?) throws(ExportError) -> ExportSummary {
        try check(format, fps: reel.scene.fps, width: frames.width, height: frames.height)
        try checkAlpha(reel, format: format)
        if format != .raw { try checkDestination(output, format: format) }
        let settings = reel.encoding.settings(fps: reel.scene.fps, transparent: reel.canvas.background.alpha < 1)
        if let progress {
            // A budget's search draws once (KeptFrames) and encodes from memory.
            progress(.started(frames: frames.frameCount, passes: format == .gif && reel.encoding.maxSize == nil ? 2 : 1))
            frames.onFrame = { pass, k in progress(.frame(pass: pass, index: k)) }
        }
        // The first frames are drawn while FileEncoder waits for FFmpeg's libraries.
        frames.startDrawing()
        let result: EncodedFile
        var budget: BudgetOutcome?
        do {
            if let limit = reel.encoding.maxSize {
                (result, budget) = try BudgetSearch.encode(frames, to: output, format: format, settings: settings, limit: limit)
            } else {
                result = try FileEncoder.encode(frames, to: output, format: format, settings: settings)
            }
        } catch let error as BudgetError {
            throw budgetRefusal(error, reel: reel, format: format)
        } catch let error as FormatLimitError {
            throw .invalid(ParameterError(error.subject == .fps ? "fps" : "canvas.scale", value: error.value, accepted: error.accepted))
        } catch let error as EncodeError {
            throw .writing(error, to: output)
        } catch {
            throw .encoder("\(error)")
        }
        // What the file holds: the encoded size (MP4 padded to even), the clip's frames (a
        // WebP file stores a run of repeats as one longer frame, but plays the clip's 14
        // frames; the summary said "5 frames" where every other format and the timeline say
        // 14), the bytes written (a frame folder's frames added up).
        return ExportSummary(path: output, format: format.rawValue, width: result.width, height: result.height,
                             frames: result.sourceFrameCount,
                             duration: Double(result.sourceFrameCount) / (budget?.fps ?? reel.scene.fps),
                             bytes: format == .raw ? nil : Int(result.bytes), output: .encoded(format), budget: budget)
    }

    /// Runs `job`: the export, then its scene file, written only once the export succeeded.
    @discardableResult
    public static func run(_ job: ExportJob, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                           progress: ((ExportEvent) -> Void)? = nil) throws(ExportError) -> ExportSummary {
        try OutputSafety.check(job)
        try checkSwiftAPI(job)
        // Written last, but refused first: a device or a file the user cannot write was
        // found only after the export had been written.
        if let saveScene = job.saveScene {
            // A SwiftUI view has no scene-file form yet: the file would hold the scene's badge.
            if job.reel.swiftUI != nil {
                throw .invalid(ParameterError("saveScene", value: ParameterText.quoted(saveScene),
                                              accepted: "a scene file of a UIKit Swift file or a seed animation: a SwiftUI view has no scene-file form yet"))
            }
            try checkWritable(saveScene)
        }
        let summary = try export(job.reel, to: job.output, commandLine: job.commandLine, swiftAPI: job.swiftAPI, swiftOptions: job.swiftOptions,
                                 workers: workers, progress: progress)
        if let saveScene = job.saveScene { try self.saveScene(job.reel, to: saveScene) }
        return summary
    }

    /// Refuses `--swift-api` for an output that is not Swift source.
    static func checkSwiftAPI(_ job: ExportJob) throws(ExportError) {
        guard let api = job.swiftAPI else { return }
        switch ReelOutput(path: job.output, swiftAPI: api) {
        case .swift: return
        case .encoded, .lottie, nil:
            throw .invalid(ParameterError("swiftApi", value: api.rawValue,
                                          accepted: "a .swift output (-o NAME.swift): it chooses the Swift the file is written in"))
        }
    }

    /// One frame at clip time `at` (seconds) as a PNG. `sources` are the files the reel was
    /// read from (a Swift file): the PNG never replaces one of them, whatever its name says
    /// (`-o frame.png` a symbolic or hard link to the Swift file was written over it).
    public static func still(_ reel: Reel, at time: Double, to output: String, sources: [String] = []) throws(ExportError) {
        guard output.lowercased().hasSuffix(".png") else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output), accepted: "a .png file"))
        }
        try OutputSafety.check(ExportJob(reel: reel, output: output, sources: sources))
        if let swiftUI = reel.swiftUI { return try stillSwiftUI(swiftUI, reel: reel, at: time, to: output) }
        let prepared = try PreparedReel(reel)
        guard time.isFinite, time >= 0, time <= prepared.clip.duration else {
            throw .invalid(ParameterError("at", value: plainNumber(time),
                                          accepted: "a time from 0 to \(plainNumber(prepared.clip.duration)) s, the clip's length"))
        }
        try checkWritable(output)
        let renderer = prepared.makeRenderer()
        renderer.render(prepared.clip.timeline.evaluate(at: time))
        do {
            try AtomicOutput.write(to: output) { path in try renderer.canvas.writePNG(to: path) }
        } catch {
            throw .writing(any: error, to: output)
        }
    }

    /// Refuses a see-through canvas in MP4 with no backdrop named: H.264 has no alpha, and
    /// the clip silently came out on white. With `matte` the backdrop is the user's choice.
    static func checkAlpha(_ reel: Reel, format: OutputFormat) throws(ExportError) {
        guard format == .mp4, reel.canvas.background.alpha < 1, reel.encoding.matte == nil else { return }
        throw .invalid(ParameterError("background", value: reel.canvas.background.alpha == 0 ? "transparent" : reel.canvas.background.hexString,
                                      accepted: [.text("an opaque color for .mp4, which has no alpha; write .webm or .mov to keep transparency, or give "),
                                                 .value(at: "encoding.matte"), .text(" COLOR as the backdrop")]))
    }

    /// Fails as an output error when `path` could not be written (OutputPolicy).
    static func checkWritable(_ path: String) throws(ExportError) {
        do { try AtomicOutput.checkWritable(path) } catch { throw .writing(error, to: path) }
    }

    /// `checkWritable` for what is at `path` already (a device, a file the user cannot write),
    /// where a batch will make the folder when there is nothing yet: judged before any job runs.
    static func checkWhatIsThere(_ path: String) throws(ExportError) {
        var info = stat()
        if lstat(path, &info) == 0 { try checkWritable(path) }
    }

    /// Fails, before anything is drawn, when `output` could not be written in `format`: a
    /// malformed frame pattern, a frame folder over other files, a destination OutputPolicy
    /// refuses.
    static func checkDestination(_ output: String, format: OutputFormat) throws(ExportError) {
        do { try FileEncoder.checkDestination(output, format: format) } catch { throw .writing(error, to: output) }
    }

    /// Writes a scene file's edited text (the studio's Save) through the same safe write as
    /// every output.
    public static func saveSceneText(_ text: String, to path: String) throws(ExportError) {
        do {
            try AtomicOutput.write(to: path) { temporary in
                try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            }
        } catch {
            throw .writing(any: error, to: path)
        }
    }

    /// Writes `reel` as a scene file (YAML) that `SceneFileReader` reads back to the same reel.
    public static func saveScene(_ reel: Reel, to path: String) throws(ExportError) {
        do {
            try AtomicOutput.write(to: path) { temporary in
                try Data(SceneFileWriter.yaml(reel).utf8).write(to: URL(fileURLWithPath: temporary))
            }
        } catch {
            throw .writing(any: error, to: path)
        }
    }
}
