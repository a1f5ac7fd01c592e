import ArgumentParser
import ReelModels

/// `badgereel pop`: BadgeHub.pop() to a file.
struct PopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pop", abstract: AnimationName.pop.summary)
    @OptionGroup(title: "Pop") var parameters: PopOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve)) }
}

/// `badgereel bump`: BadgeHub.bump() to a file.
struct BumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bump", abstract: AnimationName.bump.summary)
    @OptionGroup(title: "Bump") var parameters: BumpOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve)) }
}

/// `badgereel blink`: BadgeHub.blink() to a file.
struct BlinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "blink", abstract: AnimationName.blink.summary)
    @OptionGroup(title: "Blink") var parameters: BlinkOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve)) }
}

/// `badgereel shake`: the Shaky Bell to a file.
struct ShakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shake", abstract: AnimationName.shake.summary)
    @OptionGroup(title: "Shake") var parameters: ShakeOptions
    @OptionGroup var export: ExportOptions
    func run() throws { try export.run(parameters.animation(curve: export.curve)) }
}

extension AnimationName: ExpressibleByArgument {}
