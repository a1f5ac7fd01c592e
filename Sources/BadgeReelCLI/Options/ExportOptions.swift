import ArgumentParser
import ReelModels
import ReelExport

/// Everything an export takes besides its animation's own parameters.
struct ExportOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Output file; the format follows the extension: \(outputFormats).", valueName: "file"))
    var output: String

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions

    @Option(help: ArgumentHelp("Also write the fully resolved parameters as a scene file once the export succeeds; `badgereel render` on it gives the same bytes.", valueName: "file.yaml"))
    var saveScene: String?

    /// The request these flags and the animation's own make: every value as typed, by its
    /// declaration's name, checked and built by the library as the studio's are.
    func request<A: AnimationOptions>(_ parameters: A) -> ReelRequest {
        let values = parameters.named + badge.named + look.named + canvas.named + curve.named + clip.named + encoding.requested
        return ReelRequest(animation: A.kind, values: values, output: ValueWords.filled(output))
    }

    /// The reel these flags describe for the animation whose options are `parameters`.
    func reel<A: AnimationOptions>(_ parameters: A) throws -> Reel {
        try request(parameters).checkedReel()
    }

    /// The export of the animation whose options are `parameters`, and the scene file if asked.
    func job<A: AnimationOptions>(_ parameters: A) throws -> ExportJob {
        ExportJob(reel: try reel(parameters), output: ValueWords.filled(output), saveScene: ValueWords.filled(saveScene))
    }
}
