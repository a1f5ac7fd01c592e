import ArgumentParser
import ReelModels
import ReelExport

/// Every animation's parameters, for the commands that take the animation by name (`still`,
/// `timeline`): a flag meant for another animation than the one named is refused. The
/// declarations fill two slot groups of one title (`EveryAnimationParameters`), declared by
/// each such command itself rather than in one group nesting them, for the reason
/// `ExportCommand` gives (the debug parser's checks repeat per level of nesting).
protocol AllAnimationOptions {
    var animations: ParameterSlots<EveryAnimationParameters.First> { get }
    var moreAnimations: ParameterSlots<EveryAnimationParameters.Second> { get }
}

extension AllAnimationOptions {
    /// Every animation parameter given, by declaration name.
    private var animationNamed: [(name: String, text: String)] { animations.named + moreAnimations.named }

    /// The values given for `name`, by declaration name, for a `ReelRequest`; a flag of
    /// another animation is refused here, in the command line's words (a request would only
    /// call it unknown): the first, by the registry's order and then each one's own.
    func animationValues(for name: AnimationName) throws -> [(name: String, text: String)] {
        let own = Set(name.parameters.map(\.name))
        let given = animationNamed
        let givenNames = Set(given.map(\.name))
        for other in AnimationName.allCases where other != name {
            if let flag = other.parameters.first(where: { givenNames.contains($0.name) && !own.contains($0.name) }) {
                throw ValidationError("\(Flags.flag(for: flag.name)) is a \(other.rawValue) parameter; it does not apply to \(name.rawValue)")
            }
        }
        return given
    }

    /// Every animation's flags given, for refusing them where a scene file holds its own values.
    var animationFlagsGiven: [String] { animationNamed.map { Flags.flag(for: $0.name) } }
}
