import ArgumentParser
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode

/// `badgereel still`: one frame as a PNG, the reference stills a design system documents.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Write one frame as a PNG: a badge state for a design system's reference.",
        discussion: "The canvas is fitted to the whole clip, so stills of one animation at different times line up."
    )

    @Argument(help: "The scene: pop, bump or blink (BadgeHub on an app icon) or shake (the bell).")
    var animation: AnimationName = .pop

    @Option(parsing: .unconditional, help: "Clip time in seconds (default: 0, the resting state before the animation).", transform: Parse.number)
    var at: Double = 0

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var output: String

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup var parameters: AllAnimationOptions

    func run() throws {
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output \(output): expected a .png file")
        }
        let scene = try parameters.animation(animation, curve: curve.curve)
        var setup = try badge.setup()
        try look.apply(to: &setup)
        let timing = try clip.timing()
        let icons = try IconSet.loading(setup.icon)
        let clip = Clip.single(scene, setup: setup, timing: timing, measure: RenderedTextMetrics())
        guard at.isFinite, at >= 0, at <= clip.duration else {
            throw ValidationError("--at \(plainNumber(at)): expected a time from 0 to \(plainNumber(clip.duration)) s, the clip's length")
        }
        let spec = try canvas.spec()
        let renderer = Renderer(layout: try spec.layout(for: clip), background: spec.background, icons: icons)
        renderer.render(clip.timeline.evaluate(at: at))
        do {
            try AtomicOutput.write(to: output) { path in try renderer.canvas.writePNG(to: path) }
        } catch {
            throw ValidationError("--output \(output): \(error)")
        }
    }
}
