import Foundation
import ArgumentParser
import ReelModels
import ReelExport

/// `badgereel pop`, `bump`, …: one seed animation to a file. One command for every animation
/// in the registry (`SeedAnimations.all`), named by its `AnimationName`, the name the
/// studio, scene files and `still`/`timeline` use for it: one spelling. Its first group is
/// the animation's own parameters, made from the declarations (`ParameterSlots`).
///
/// The option groups are declared flat, beside the animation's group, rather than in one
/// `@OptionGroup` that nests the others: in a debug build ArgumentParser checks an option
/// group's declarations every time it builds the group's argument set, and each of its
/// checks builds the nested groups' sets again, so every level of nesting multiplied the
/// cost of each parse (a refused `pop` value: 0.63 CPU-s in the debug binary with the
/// groups nested, 0.14 flat, measured 2026-11-24; the tests parse thousands of command lines).
struct ExportCommand<Animation: SeedAnimation>: PlannedExport {
    // Reached for words `ExportWords` leaves to the parser (and by tests that parse); the
    // request it builds is the one those words would (`ExportWordsTests`).
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Animation.name.rawValue, abstract: Animation.summary)
    }

    @OptionGroup(title: Animation.name.title) var parameters: ParameterSlots<OwnParameters<Animation>>
    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions
    @Option(help: ExportOptionHelp.saveScene) var saveScene: String?
    @Option(name: .customLong("swift-api"), help: SwiftAPIOption.help) var swiftAPI: String?

    /// The request these flags and the animation's own make: every value as typed, by its
    /// declaration's name, checked and built by the library as the studio's are.
    func request() -> ReelRequest {
        let values = parameters.named + badge.named + look.named + canvas.named + curve.named + clip.named + encoding.requested
        return ReelRequest(animation: Animation.name, values: values, output: output)
    }

    /// The reel these flags describe.
    func reel() throws -> Reel {
        try request().checkedReel()
    }

    /// The export, and the scene file if asked.
    func job() throws -> ExportJob {
        ExportJob(reel: try reel(), output: output, saveScene: saveScene, swiftAPI: try SwiftAPIOption.parse(swiftAPI),
                  swiftOptions: Flags.swiftReplayOptions)
    }

    /// No progress bar and no summary line.
    var quiet: Bool { encoding.quiet }
}

/// The export command of each registered animation, in the registry's order.
func exportCommands() -> [any ParsableCommand.Type] {
    func command<A: SeedAnimation>(_: A.Type) -> any ParsableCommand.Type { ExportCommand<A>.self }
    return SeedAnimations.all.map { command($0) }
}

/// The help of the options an export adds besides its groups: one wording for every export
/// command. `animate` and `render` take their output with `output` too; their scene files
/// hold other things, so they word `--save-scene` themselves.
enum ExportOptionHelp {
    static let output = ArgumentHelp("Output file; the format follows the extension: \(outputFormats).", valueName: "file")
    static let saveScene = ArgumentHelp("Also write the fully resolved parameters as a scene file once the export succeeds; `badgereel render` on it gives the same bytes.", valueName: "file.yaml")
}

extension AnimationName: ExpressibleByArgument {}

extension AnimationName {
    /// The title of its options in help: `Pop`.
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
