import ArgumentParser
import ReelModels
import ReelExport

// Each seed animation's command is named by its `AnimationName`, the name the studio, scene
// files and `still`/`timeline` use for it: one spelling. Each declares `ExportOptions`'
// options itself, in one order (see there why they are not one nested group).

/// `badgereel pop`: BadgeHub.pop() to a file.
struct PopCommand: PlannedExport, ExportOptions {
    static let configuration = CommandConfiguration(commandName: AnimationName.pop.rawValue, abstract: AnimationName.pop.summary)
    @OptionGroup(title: "Pop") var parameters: PopOptions
    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions
    @Option(help: ExportOptionHelp.saveScene) var saveScene: String?
}

/// `badgereel bump`: BadgeHub.bump() to a file.
struct BumpCommand: PlannedExport, ExportOptions {
    static let configuration = CommandConfiguration(commandName: AnimationName.bump.rawValue, abstract: AnimationName.bump.summary)
    @OptionGroup(title: "Bump") var parameters: BumpOptions
    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions
    @Option(help: ExportOptionHelp.saveScene) var saveScene: String?
}

/// `badgereel blink`: BadgeHub.blink() to a file.
struct BlinkCommand: PlannedExport, ExportOptions {
    static let configuration = CommandConfiguration(commandName: AnimationName.blink.rawValue, abstract: AnimationName.blink.summary)
    @OptionGroup(title: "Blink") var parameters: BlinkOptions
    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions
    @Option(help: ExportOptionHelp.saveScene) var saveScene: String?
}

/// `badgereel shake`: the Shaky Bell to a file.
struct ShakeCommand: PlannedExport, ExportOptions {
    static let configuration = CommandConfiguration(commandName: AnimationName.shake.rawValue, abstract: AnimationName.shake.summary)
    @OptionGroup(title: "Shake") var parameters: ShakeOptions
    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String
    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Canvas") var canvas: CanvasOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup(title: "Encoding") var encoding: EncodingOptions
    @Option(help: ExportOptionHelp.saveScene) var saveScene: String?
}

extension AnimationName: ExpressibleByArgument {}
