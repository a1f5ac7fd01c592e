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

    /// The reel these flags describe for `animation`.
    func reel(_ animation: BadgeAnimation) throws -> Reel {
        let setup = try BadgeSetup.fromFlags(badge, look)
        let timing = try clip.timing(defaultFPS: ReelExporter.defaultFPS(for: output))
        return Reel(scene: Scene(animation: animation, setup: setup, timing: timing),
                    canvas: try canvas.values(), encoding: try encoding.spec())
    }

    /// The export of `animation` with these options, and the scene file if asked.
    func job(_ animation: BadgeAnimation) throws -> ExportJob {
        ExportJob(reel: try reel(animation), output: output, saveScene: saveScene)
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
