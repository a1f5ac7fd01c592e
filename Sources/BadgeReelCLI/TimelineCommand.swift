import ArgumentParser
import ReelEncode
import Foundation
import ReelModels
import ReelExport
import ReelTimeline
import struct ReelSwiftUI.ViewClip

/// `badgereel timeline <animation | scene.yaml>`: the evaluated frames as JSON, exactly what
/// export draws; `badgereel timeline animate KEYPATH …` for one of the user's own animations.
/// The first is the default subcommand, so `timeline pop` reads as it always has.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print the evaluated frames of an animation, a scene file or your own Swift animation code as JSON on stdout.",
        subcommands: [TimelineFramesCommand.self, TimelineAnimateCommand.self],
        defaultSubcommand: TimelineFramesCommand.self
    )
}

/// `badgereel timeline <animation | scene.yaml>` (the default subcommand, also `timeline frames`).
struct TimelineFramesCommand: ParsableCommand, AllAnimationOptions {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the evaluated frames of an animation, a scene file or your own Swift animation code as JSON on stdout.",
        discussion: """
            Each frame gives the host, badge and label layers at one time: x, y, width, height \
            (the frame before its transform, in points, host at 0,0, y down), opacity, the \
            transform's rotation (radians), scaleX, scaleY, translationX and translationY, the \
            host's anchor, the badge's corner radius, fill and border, the label's text. A scene \
            file's clock starts at 0; `timeline animate KEYPATH` takes the animate command's flags.
            """
    )

    @Argument(help: "pop, bump, blink or shake; or a scene file (YAML or JSON, - for standard input); or a Swift file (name.swift).")
    var animation: String

    @OptionGroup(title: "Swift file") var swift: SwiftFileOptions

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Animations") var animations: ParameterSlots<EveryAnimationParameters.First>
    @OptionGroup(title: "Animations") var moreAnimations: ParameterSlots<EveryAnimationParameters.Second>

    func run() throws {
        let scene: Scene
        var name: String?
        if SwiftFileInput.isSwift(animation) {
            // A Swift file takes the badge and clip flags; its code is its animation.
            let flags = curve.given.map { _ in "--curve" } + animationFlagsGiven + (clip.repeat == nil ? [] : ["--repeat"])
            if let flag = flags.first { throw ValidationError("\(flag) applies to a named animation; the Swift file \(animation) holds its own code") }
            let evaluation = try SwiftFileInput.scene(path: animation, swift: swift, setup: try badge.values(), timing: try clip.values())
            try SwiftFileInput.checkSetupFlags(badge.givenFlags, evaluation, path: animation)
            if let swiftUI = evaluation.swiftUI { return try TimelineOutput.print(swiftUI) }
            scene = evaluation.scene
            name = evaluation.animationName
        } else if let flag = swift.givenFlags.first {
            throw ValidationError("\(flag) applies to a Swift file, not to \(animation)")
        } else if let name = AnimationName(rawValue: animation) {
            let values = try animationValues(for: name) + badge.named + curve.named + clip.named
            scene = try ReelRequest(animation: name, values: values, output: nil).checkedReel().scene
        } else {
            // A scene file is a path ("-" for standard input); a bare word is a mistyped name.
            guard animation == "-" || animation.contains(".") || animation.contains("/") else {
                let names = AnimationName.allCases.map(\.rawValue) + [TimelineAnimateCommand.configuration.commandName ?? ""]
                throw ValidationError("\(animation): expected \(names.joined(separator: ", ")) or a scene file (name.yaml, name.json or -)")
            }
            // A scene file holds its own badge, clip and animations: flags would be ignored.
            let flags = badge.givenFlags + clip.givenFlags + curve.given.map { _ in "--curve" } + animationFlagsGiven
            if let flag = flags.first {
                throw ValidationError("\(flag) applies to a named animation; the scene file \(animation) holds its own values")
            }
            do throws(ExportError) { scene = try SceneFileReader.load(animation).scene } catch { throw CommandFailure(error) }
        }
        try TimelineOutput.print(scene, animationName: name)
    }
}

/// `badgereel timeline animate KEYPATH …`: the frames of one of the user's own animations,
/// framed (lead-in, runs, holds) as `badgereel animate` frames it.
struct TimelineAnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Print the frames of your own Core Animation animation as JSON (the animate command's flags)."
    )

    @Argument(help: ArgumentHelp("The key path animated: \(AnimationKeyPath.acceptedNames).", valueName: "keyPath"))
    var keyPath: String

    @OptionGroup(title: "Animation") var animation: AnimateOptions
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions

    /// The animation asked for as `animate` asks for it, without an output (the clip's own frame rate).
    var request: ReelRequest {
        ReelRequest(motion: .own(animation.kind, keyPath: keyPath), values: animation.named + badge.named + clip.named, output: nil)
    }

    func validate() throws { try request.checkedMotion() }

    func run() throws { try TimelineOutput.print(try request.checkedReel().scene) }
}

/// Writes a scene's timeline report on standard output.
enum TimelineOutput {
    /// A SwiftUI file's frames (issue 39).
    static func print(_ clip: ViewClip) throws {
        let report: SwiftUITimelineReport
        do throws(ExportError) { report = try SwiftUITimelineReport(clip: clip) } catch { throw CommandFailure(error) }
        do {
            try StandardStreams.output(Array(report.json.utf8))
        } catch {
            throw CommandFailure(description: error.description, exitCode: 74)
        }
    }

    static func print(_ scene: Scene, animationName: String? = nil) throws {
        let report: TimelineReport
        do throws(ExportError) { report = try TimelineReport(scene: scene, animationName: animationName) } catch {
            throw CommandFailure(error)
        }
        do {
            try report.write { try StandardStreams.output(Array($0.utf8)) }
        } catch {
            throw CommandFailure(description: (error as? EncodeError)?.description ?? "cannot write to standard output: \(error)", exitCode: 74)
        }
    }
}
