import ArgumentParser
import ReelModels
import ReelExport
import ReelTimeline

/// `badgereel animate KEYPATH`: one Core Animation animation of the user's own, from flags
/// named as its fields are in Swift, to a file (and with `--save-scene` the equivalent scene).
struct AnimateCommand: PlannedExport {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Export your own CABasicAnimation, CAKeyframeAnimation or CASpringAnimation on the badge or host.",
        discussion: """
            Fields are Core Animation's in kebab-case: --values 1,1.4,0.9,1 --key-times 0,0.3,0.7,1 \
            --timing-functions easeOut,linear,easeIn --duration 0.5 --repeat-count 2 --autoreverses; \
            --spring --stiffness 200 --damping 10 for a spring. Key paths: \(AnimationKeyPath.acceptedNames).
            """
    )

    @Argument(help: ArgumentHelp("The key path animated: \(AnimationKeyPath.acceptedNames).", valueName: "keyPath"))
    var keyPath: String

    @OptionGroup(title: "Animation") var animation: AnimateOptions

    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions

    @Option(help: ArgumentHelp("Also write the fully resolved animation as a scene file once the export succeeds; `badgereel render` on it gives the same bytes.", valueName: "file.yaml"))
    var saveScene: String?

    @Option(name: .customLong("swift-api"), help: SwiftAPIOption.help) var swiftAPI: String?

    /// The request these flags make: the user's animation and every section's values by
    /// declaration name, checked and built by the library as every export's are.
    var request: ReelRequest {
        ReelRequest(motion: .own(animation.kind, keyPath: keyPath),
                    values: animation.named + badge.named + look.named + canvas.named + clip.named + encoding.requested,
                    output: output)
    }

    func validate() throws { try request.checkedMotion() }

    /// The reel these flags describe.
    func reel() throws -> Reel { try request.checkedReel() }

    func job() throws -> ExportJob {
        ExportJob(reel: try reel(), output: output, saveScene: saveScene, swiftAPI: try SwiftAPIOption.parse(swiftAPI),
                  swiftOptions: Flags.swiftReplayOptions)
    }

    var quiet: Bool { encoding.quiet }
}
