import ArgumentParser
import ReelModels

/// `badgereel pop`: BadgeHub.pop() to a file.
struct PopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pop", abstract: "Export BadgeHub's pop: the badge shrinks, overshoots and settles.")
    @OptionGroup(title: "Pop") var parameters: PopOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve.curve)) }
}

/// `badgereel bump`: BadgeHub.bump() to a file.
struct BumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bump", abstract: "Export BadgeHub's bump: the badge jumps twice, like a Dock icon.")
    @OptionGroup(title: "Bump") var parameters: BumpOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve.curve)) }
}

/// `badgereel blink`: BadgeHub.blink() to a file.
struct BlinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "blink", abstract: "Export BadgeHub's blink: the badge dims and brightens twice.")
    @OptionGroup(title: "Blink") var parameters: BlinkOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve.curve)) }
}

/// `badgereel shake`: the Shaky Bell to a file.
struct ShakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shake", abstract: "Export the Shaky Bell: the bell swings about its pivot, the badge stays level.")
    @OptionGroup(title: "Shake") var parameters: ShakeOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve.curve)) }
}
