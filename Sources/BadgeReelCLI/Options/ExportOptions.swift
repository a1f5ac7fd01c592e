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
        var values = parameters.named + badge.named + look.named + canvas.named + curve.named + clip.named + encoding.named
        if encoding.noLoop { values.append(("loop", "1")) }
        return ReelRequest(animation: A.kind, values: values, output: output)
    }

    /// The reel these flags describe for the animation whose options are `parameters`.
    func reel<A: AnimationOptions>(_ parameters: A) throws -> Reel {
        do throws(ReelRequest.Refusal) { return try request(parameters).reel() } catch {
            throw ValidationError(error.message)
        }
    }

    /// The export of the animation whose options are `parameters`, and the scene file if asked.
    func job<A: AnimationOptions>(_ parameters: A) throws -> ExportJob {
        ExportJob(reel: try reel(parameters), output: output, saveScene: saveScene)
    }
}

extension BadgeSetup {
    /// The setup the badge and look flags describe, over the seed's defaults.
    static func fromFlags(_ badge: BadgeOptions, _ look: LookOptions?) throws -> BadgeSetup {
        do { return try BadgeSetup.from(badge.given + (look?.given ?? [])) } catch {
            throw ValidationError(Flags.message(for: error))
        }
    }
}
