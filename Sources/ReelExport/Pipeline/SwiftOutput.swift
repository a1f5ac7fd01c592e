import Foundation
import ReelEncode
import ReelModels
import ReelSwiftOut

extension ReelExporter {
    /// Whether `output` names a Swift source file.
    static func isSwift(_ output: String) -> Bool { output.lowercased().hasSuffix(".swift") }

    /// Writes `reel` as the Swift that moves as its export does (`SwiftOut`): UIKit and Core
    /// Animation code, or with `api` SwiftUI keyframes; through the one write policy.
    static func exportSwift(_ reel: Reel, to output: String, api: SwiftAPI, commandLine: String?) throws(ExportError) -> ExportSummary {
        try checkWritable(output)
        let request = SwiftOut.Request(scene: reel.scene, measure: RenderedTextMetrics(), fileName: output,
                                       commandLine: commandLine, setupFlags: setupFlags(reel), api: api)
        let text: String
        do {
            text = try SwiftOut.source(request)
        } catch {
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a scene the Swift writer can write: \(error.message)"))
        }
        let data = Data(text.utf8)
        do {
            try AtomicOutput.write(to: output) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .writing(any: error, to: output)
        }
        return ExportSummary(path: output, format: "swift (\(api.rawValue))", width: 0, height: 0, frames: 0,
                             duration: SceneSchedule(reel.scene).end, bytes: data.count)
    }

    /// The badge, look and canvas flags that set a replay's views up as `reel`'s scene has
    /// them: every value given that is not the default, in declaration order (the studio's
    /// Swift panel writes the same first line).
    public static func swiftSetupFlags(_ reel: Reel) -> [String] { setupFlags(reel) }

    /// The flags of `swiftSetupFlags`.
    static func setupFlags(_ reel: Reel) -> [String] {
        let defaults = Dictionary(BadgeSetup().keyedTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        var flags: [String] = []
        for (key, text) in reel.scene.setup.keyedTexts where defaults[key] != text {
            guard let info = BadgeSetup.infos.first(where: { $0.key == key }) else { continue }
            flags += info.kind == .toggle ? (text == "true" ? [Flags.flag(for: info.name)] : []) : [Flags.flag(for: info.name), text]
        }
        let canvasDefaults = Dictionary(CanvasSpec().keyedTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        for (key, text) in reel.canvas.keyedTexts where canvasDefaults[key] != text {
            guard let info = CanvasSpec.infos.first(where: { $0.key == key }) else { continue }
            flags += info.kind == .toggle ? (text == "true" ? [Flags.flag(for: info.name)] : []) : [Flags.flag(for: info.name), text]
        }
        return flags
    }
}
