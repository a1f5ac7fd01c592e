import Foundation
import ReelExport
import ReelModels
import ReelSwiftOut

/// `POST /api/swift-code?api=uikit|swiftui`: the Swift that moves as the page's current state does
/// (the same request a preview sends), for the page's Swift panel: the file `-o NAME.swift`
/// writes for the command line the page shows, and that command.
enum StudioSwift {
    /// The answer: the file's name and text, its API, and the command line that writes it.
    struct Answer: Encodable {
        var name: String
        var api: String
        var command: String
        var swift: String
        /// What the text is, when it is not what `api` names by default (the page's note).
        var form: String?
    }

    /// The API the query names; uikit when it names none.
    static func api(_ text: String?) throws(StudioFailure) -> SwiftAPI {
        guard let text else { return .uikit }
        guard let api = SwiftAPI(rawValue: text) else {
            throw StudioFailure(400, "api \(ParameterText.quoted(text)): expected \(SwiftAPI.accepted)",
                                field: "api", value: ParameterText.quoted(text), accepted: SwiftAPI.accepted)
        }
        return api
    }

    /// The Swift file open in the studio with the page's edits (a UIKit file's UIKit, a
    /// SwiftUI file's SwiftUI, is itself), and the command that renders it. A SwiftUI file's
    /// view is not written as UIKit: refused, naming the choice that shows it.
    static func answer(_ swift: StudioSwiftDocument, sets: [[String]], api: SwiftAPI = .uikit) throws(StudioFailure) -> Answer {
        if swift.isSwiftUI, api == .uikit {
            throw StudioFailure(422, "a SwiftUI view is not written as UIKit: choose SwiftUI to see the file with your edits")
        }
        let (_, _, text) = try swift.edits(sets)
        let name = swift.path.split(separator: "/").last.map(String.init) ?? swift.path
        return Answer(name: name, api: api.rawValue, command: swift.command(output: "scene.gif"), swift: text,
                      form: swift.isSwiftUI ? "your SwiftUI file with the page's edits" : nil)
    }

    /// The Swift for `plan`, as `badgereel … -o NAME.swift` writes it (its command on the file's second line).
    static func answer(_ plan: StudioPlan, api: SwiftAPI) throws(StudioFailure) -> Answer {
        let stem = plan.output.split(separator: ".").dropLast().joined(separator: ".")
        let name = (stem.isEmpty ? "badge" : stem) + ".swift"
        // The page's command line ends with `-o FILE`; the Swift file's is the same with `-o NAME.swift`.
        var command = plan.command
        if command.hasSuffix(" -o " + plan.output) { command = String(command.dropLast(plan.output.count + 4)) }
        command += (api == .uikit ? "" : " \(plan.words.option(named: "swift-api")) \(api.rawValue)") + " -o " + name
        let options = Dictionary(ReelExporter.swiftReplayNames.map { ($0, plan.words.option(named: ParameterCatalog.kebab($0))) },
                                 uniquingKeysWith: { first, _ in first })
        let request = SwiftOut.Request(scene: plan.reel.scene, measure: RenderedTextMetrics(), fileName: name, commandLine: command,
                                       setupValues: ReelExporter.swiftSetupValues(plan.reel), options: options, api: api,
                                       canvas: api == .swiftui ? ReelExporter.swiftCanvas(plan.reel) : nil)
        do {
            return Answer(name: name, api: api.rawValue, command: command, swift: try SwiftOut.source(request))
        } catch {
            throw StudioFailure(422, error.message)
        }
    }
}
