import ArgumentParser
import Foundation
import ReelModels
import ReelExport

/// `badgereel timeline <animation>`: the evaluated frames as JSON, exactly what export draws.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print an animation's evaluated frames as JSON on stdout.",
        discussion: """
            Each frame gives the host, badge and label layers at one time: x, y, width, height \
            (the frame before rotation, in points, host at 0,0, y down), opacity, and the host's \
            anchor and rotation, the badge's corner radius, the label's text.
            """
    )

    @Argument(help: "pop, bump, blink or shake.")
    var animation: AnimationName

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup var parameters: AllAnimationOptions

    func run() throws {
        let animation = try parameters.animation(animation, curve: curve)
        let setup = try BadgeSetup.fromFlags(badge, nil)
        let timing = try clip.timing(defaultFPS: ClipTiming().fps)
        let report: TimelineReport
        do throws(ExportError) { report = try TimelineReport(scene: Scene(animation: animation, setup: setup, timing: timing)) } catch {
            throw CommandFailure(error)
        }
        let out = FileHandle.standardOutput
        do {
            try report.write { try out.write(contentsOf: Data($0.utf8)) }
        } catch {
            throw CommandFailure(.output(path: "standard output", reason: "cannot write: \(error.localizedDescription)"))
        }
    }
}
