import ArgumentParser
import ReelModels
import ReelExport

// Each seed animation's command is named by its `AnimationName`, the name the studio, scene
// files and `still`/`timeline` use for it: one spelling.

/// `badgereel pop`: BadgeHub.pop() to a file.
struct PopCommand: PlannedExport {
    static let configuration = CommandConfiguration(commandName: AnimationName.pop.rawValue, abstract: AnimationName.pop.summary)
    @OptionGroup(title: "Pop") var parameters: PopOptions
    @OptionGroup var export: ExportOptions
    func job() throws -> ExportJob { try export.job(parameters) }
    var quiet: Bool { export.encoding.quiet }
}

/// `badgereel bump`: BadgeHub.bump() to a file.
struct BumpCommand: PlannedExport {
    static let configuration = CommandConfiguration(commandName: AnimationName.bump.rawValue, abstract: AnimationName.bump.summary)
    @OptionGroup(title: "Bump") var parameters: BumpOptions
    @OptionGroup var export: ExportOptions
    func job() throws -> ExportJob { try export.job(parameters) }
    var quiet: Bool { export.encoding.quiet }
}

/// `badgereel blink`: BadgeHub.blink() to a file.
struct BlinkCommand: PlannedExport {
    static let configuration = CommandConfiguration(commandName: AnimationName.blink.rawValue, abstract: AnimationName.blink.summary)
    @OptionGroup(title: "Blink") var parameters: BlinkOptions
    @OptionGroup var export: ExportOptions
    func job() throws -> ExportJob { try export.job(parameters) }
    var quiet: Bool { export.encoding.quiet }
}

/// `badgereel shake`: the Shaky Bell to a file.
struct ShakeCommand: PlannedExport {
    static let configuration = CommandConfiguration(commandName: AnimationName.shake.rawValue, abstract: AnimationName.shake.summary)
    @OptionGroup(title: "Shake") var parameters: ShakeOptions
    @OptionGroup var export: ExportOptions
    func job() throws -> ExportJob { try export.job(parameters) }
    var quiet: Bool { export.encoding.quiet }
}

extension AnimationName: ExpressibleByArgument {}
