import ArgumentParser
import ReelModels
import ReelExport

/// `badgereel still`: one frame as a PNG, the reference stills a design system documents.
struct StillCommand: ParsableCommand, AllAnimationOptions {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Write one frame of an animation or of your own Swift animation code as a PNG: a badge state for a design system's reference.",
        discussion: "The canvas is fitted to the whole clip, so stills of one animation at different times line up."
    )

    @Argument(help: "The scene: pop, bump or blink (BadgeHub on an app icon) or shake (the bell); or a Swift file (name.swift).")
    var animation: String = AnimationName.pop.rawValue

    @Option(parsing: .unconditional, help: "Clip time in seconds (default: 0, the resting state before the animation).")
    var at: Double = 0

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var output: String

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Animations") var animations: ParameterSlots<EveryAnimationParameters.First>
    @OptionGroup(title: "Animations") var moreAnimations: ParameterSlots<EveryAnimationParameters.Second>
    @OptionGroup(title: "Swift file") var swift: SwiftFileOptions

    /// The named animation, or a refusal naming what is accepted.
    var name: AnimationName {
        get throws {
            guard let name = AnimationName(rawValue: animation) else {
                throw ValidationError("\(animation): expected \(AnimationName.allCases.map(\.rawValue).joined(separator: ", ")) or a Swift file (name.swift)")
            }
            return name
        }
    }

    /// The still's reel, asked for as every export asks: no output format, so the clip's own
    /// default frame rate.
    func request() throws -> ReelRequest {
        ReelRequest(animation: try name,
                    values: try animationValues(for: try name) + badge.named + look.named + canvas.named + curve.named + clip.named,
                    output: nil)
    }

    func run() throws {
        let reel: Reel
        var sources: [String] = []
        if SwiftFileInput.isSwift(animation) {
            sources = [animation]
            let flags = curve.given.map { _ in "--curve" } + animationFlagsGiven
            if let flag = flags.first { throw ValidationError("\(flag) applies to a named animation; the Swift file \(animation) holds its own code") }
            reel = try SwiftFileInput.reel(path: animation, swift: swift, badge: badge, look: look, canvas: canvas, clip: clip, output: output)
        } else {
            if let flag = swift.givenFlags.first { throw ValidationError("\(flag) applies to a Swift file, not to \(animation)") }
            reel = try request().checkedReel()
        }
        do throws(ExportError) { try ReelExporter.still(reel, at: at, to: output, sources: sources) } catch { throw CommandFailure(error) }
    }
}
