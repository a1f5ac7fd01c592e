import Foundation
import ReelEncode
import ReelModels
import ReelTimeline
import ReelSwiftInput
import ReelSwiftOut

extension ReelExporter {
    /// Writes `reel` as the Swift that moves as its export does (`SwiftOut`): UIKit and Core
    /// Animation code, or with `api` SwiftUI keyframes; through the one write policy.
    static func exportSwift(_ reel: Reel, to output: String, api: SwiftAPI, commandLine: String?,
                            options: [String: String]) throws(ExportError) -> ExportSummary {
        try checkWritable(output)
        let request = SwiftOut.Request(scene: reel.scene, measure: RenderedTextMetrics(), fileName: output,
                                       commandLine: commandLine, setupValues: swiftSetupValues(reel), options: options, api: api,
                                       canvas: api == .swiftui ? swiftCanvas(reel) : nil)
        let text: String
        do {
            text = try SwiftOut.source(request)
        } catch {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a scene the Swift writer can write: \(error.message)"))
        }
        return try writeSwift(text, to: output, api: api, duration: SceneSchedule(reel.scene).end)
    }

    /// Writes generated Swift `text` to `output` through the one write policy, and says so.
    /// A text past what BadgeReel reads (`SwiftSourceSize`) is refused, nothing written: its
    /// first line replays it, and the replay would be refused before it is read (a SwiftUI
    /// view's UIKit form is a keyframe a frame for each view that moves: 40 views over 30 s
    /// wrote 26 MB).
    static func writeSwift(_ text: String, to output: String, api: SwiftAPI, duration: Double) throws(ExportError) -> ExportSummary {
        let data = Data(text.utf8)
        guard data.count <= SwiftSourceSize.maxBytes else {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "Swift that BadgeReel reads back, at most \(SwiftSourceSize.maxBytes) bytes; the \(api.rawValue) form of this clip is \(data.count) bytes: a shorter clip, or fewer views that move"))
        }
        do {
            try AtomicOutput.write(to: output) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .writing(any: error, to: output)
        }
        return ExportSummary(path: output, format: "swift (\(api.rawValue))", width: 0, height: 0, frames: 0,
                             duration: duration, bytes: data.count, output: .swift(api))
    }

    /// The canvas `reel`'s export draws on, for the SwiftUI form's scene view and replay line:
    /// its frame in the host's points, and the canvas values besides its size and margin that
    /// were given (the scale, the background); nil where the canvas is refused (the export
    /// would be too).
    public static func swiftCanvas(_ reel: Reel) -> SwiftOut.SceneCanvas? {
        guard let layout = try? reel.canvas.layout(for: reel.scene.makeClip(measure: RenderedTextMetrics()), of: reel.scene) else { return nil }
        let named = Set(CanvasSpec.infos.map(\.name)).subtracting(["size", "margin"])
        return SwiftOut.SceneCanvas(frame: Rect(origin: layout.origin, size: layout.size),
                                    values: swiftSetupValues(reel).filter { named.contains($0.name) })
    }

    /// The badge, look and canvas values that set a replay's views up as `reel`'s scene has
    /// them, by parameter name: every value given that is not the default, in declaration
    /// order; a switch that is on has no text (the studio's Swift panel writes the same line).
    public static func swiftSetupValues(_ reel: Reel) -> [(name: String, text: String?)] {
        var values: [(name: String, text: String?)] = []
        func add(_ infos: [ParameterInfo], _ given: [(key: String, text: String)], defaults: [(key: String, text: String)]) {
            let defaults = Dictionary(defaults.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
            for (key, text) in given where defaults[key] != text {
                guard let info = infos.first(where: { $0.key == key }) else { continue }
                if info.kind == .toggle { if text == "true" { values.append((info.name, nil)) } } else { values.append((info.name, text)) }
            }
        }
        add(BadgeSetup.infos, reel.scene.setup.keyedTexts, defaults: BadgeSetup().keyedTexts)
        add(CanvasSpec.infos, reel.canvas.keyedTexts, defaults: CanvasSpec().keyedTexts)
        return values
    }

    /// Every name a replay line may spell as an option: `run`, the clip's, and every badge,
    /// look and canvas parameter's; a front end maps each to its option (`SwiftOut.Request.options`).
    public static let swiftReplayNames: [String] = ["run"] + SwiftOut.replayClipNames + SwiftUIViewFile.replayNames + ["fps"]
        + BadgeSetup.infos.map(\.name) + CanvasSpec.infos.map(\.name)
}
