import ArgumentParser
import ReelModels
import ReelExport

/// Everything a seed animation's export takes besides the animation's own parameters.
///
/// Each export command declares these options itself, beside its animation's group, rather
/// than holding them in one `@OptionGroup` that nests the others: in a debug build
/// ArgumentParser checks an option group's declarations every time it builds the group's
/// argument set, and each of its checks builds the nested groups' sets again, so every level
/// of nesting multiplied the cost of each parse (a refused `pop` value: 0.63 CPU-s in the
/// debug binary with the groups nested, 0.14 flat, measured 2026-11-24; the tests parse
/// thousands of command lines). The flags, their order and `--help` are the same as when
/// they were nested; a test checks the four commands declare the same options in one order.
protocol ExportOptions {
    associatedtype Parameters: AnimationOptions
    /// The animation's own parameters.
    var parameters: Parameters { get }
    /// `-o`: the output file; its extension names the format.
    var output: String { get }
    var badge: BadgeOptions { get }
    var look: LookOptions { get }
    var canvas: CanvasOptions { get }
    var curve: CurveOptions { get }
    var clip: ClipOptions { get }
    var encoding: EncodingOptions { get }
    /// `--save-scene`: where to write the resolved parameters as a scene file, if asked.
    var saveScene: String? { get }
}

/// The help of the options `ExportOptions` adds besides its groups: one wording for every
/// export command.
enum ExportOptionHelp {
    static let output = ArgumentHelp("Output file; the format follows the extension: \(outputFormats).", valueName: "file")
    static let saveScene = ArgumentHelp("Also write the fully resolved parameters as a scene file once the export succeeds; `badgereel render` on it gives the same bytes.", valueName: "file.yaml")
}

extension ExportOptions {
    /// The request these flags and the animation's own make: every value as typed, by its
    /// declaration's name, checked and built by the library as the studio's are.
    func request() -> ReelRequest {
        let values = parameters.named + badge.named + look.named + canvas.named + curve.named + clip.named + encoding.requested
        return ReelRequest(animation: Parameters.kind, values: values, output: ValueWords.filled(output))
    }

    /// The reel these flags describe.
    func reel() throws -> Reel {
        try request().checkedReel()
    }

    /// The export, and the scene file if asked.
    func job() throws -> ExportJob {
        ExportJob(reel: try reel(), output: ValueWords.filled(output), saveScene: ValueWords.filled(saveScene))
    }

    /// No progress bar and no summary line.
    var quiet: Bool { encoding.quiet }
}
