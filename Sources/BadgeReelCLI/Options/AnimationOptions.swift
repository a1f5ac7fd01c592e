import ArgumentParser
import ReelModels
import ReelExport

/// An option group of one animation's parameters (the curve comes from `CurveOptions`).
protocol AnimationOptions: ParameterOptions {
    static var kind: AnimationName { get }
}

/// BadgeHub.pop()'s parameters.
struct PopOptions: AnimationOptions {
    typealias Values = PopParameters
    static let kind = AnimationName.pop
    @Option(parsing: .unconditional, help: help(Values.self, "popStartRatio")) var popStartRatio: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popOutRatio")) var popOutRatio: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popInRatio")) var popInRatio: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popStartTime")) var popStartTime: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popOutTime")) var popOutTime: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popInTime")) var popInTime: String?
    @Option(parsing: .unconditional, help: help(Values.self, "popEndTime")) var popEndTime: String?
    func validate() throws { try validateParameters() }
}

/// BadgeHub.bump()'s parameters.
struct BumpOptions: AnimationOptions {
    typealias Values = BumpParameters
    static let kind = AnimationName.bump
    @Option(parsing: .unconditional, help: help(Values.self, "firstBumpDistance")) var firstBumpDistance: String?
    @Option(parsing: .unconditional, help: help(Values.self, "firstBumpTime")) var firstBumpTime: String?
    @Option(parsing: .unconditional, help: help(Values.self, "secondBumpDistance")) var secondBumpDistance: String?
    @Option(parsing: .unconditional, help: help(Values.self, "secondBumpTime")) var secondBumpTime: String?
    func validate() throws { try validateParameters() }
}

/// BadgeHub.blink()'s parameters.
struct BlinkOptions: AnimationOptions {
    typealias Values = BlinkParameters
    static let kind = AnimationName.blink
    @Option(parsing: .unconditional, help: help(Values.self, "blinkAlpha")) var blinkAlpha: String?
    @Option(parsing: .unconditional, help: help(Values.self, "blinkDuration")) var blinkDuration: String?
    func validate() throws { try validateParameters() }
}

/// The Shaky Bell's shakeWith(duration:angle:yOffset:) parameters.
struct ShakeOptions: AnimationOptions {
    typealias Values = ShakeParameters
    static let kind = AnimationName.shake
    @Option(parsing: .unconditional, help: help(Values.self, "duration")) var duration: String?
    @Option(parsing: .unconditional, help: help(Values.self, "angle")) var angle: String?
    @Option(parsing: .unconditional, help: help(Values.self, "angleDegrees")) var angleDegrees: String?
    @Option(parsing: .unconditional, help: help(Values.self, "yOffset")) var yOffset: String?
    @Option(parsing: .unconditional, help: help(Values.self, "keyframes")) var keyframes: String?
    @Option(help: help(Values.self, "calculationMode")) var calculationMode: String?
    func validate() throws { try validateParameters() }
}

/// Every animation's parameters, for the commands that take the animation by name (`still`,
/// `timeline`): a flag meant for another animation than the one named is refused. Each such
/// command declares the four groups itself rather than one group nesting them, for the
/// reason `ExportOptions` gives (the debug parser's checks repeat per level of nesting).
protocol AllAnimationOptions {
    var pop: PopOptions { get }
    var bump: BumpOptions { get }
    var blink: BlinkOptions { get }
    var shake: ShakeOptions { get }
}

extension AllAnimationOptions {
    /// The values given for `name`, by declaration name, for a `ReelRequest`; a flag of
    /// another animation is refused here, in the command line's words (a request would only
    /// call it unknown).
    func animationValues(for name: AnimationName) throws -> [(name: String, text: String)] {
        let groups: [(AnimationName, [String])] = [(.pop, pop.givenFlags), (.bump, bump.givenFlags),
                                                   (.blink, blink.givenFlags), (.shake, shake.givenFlags)]
        for (other, flags) in groups where other != name {
            if let flag = flags.first {
                throw ValidationError("\(flag) is a \(other.rawValue) parameter; it does not apply to \(name.rawValue)")
            }
        }
        switch name {
        case .pop: return pop.named
        case .bump: return bump.named
        case .blink: return blink.named
        case .shake: return shake.named
        }
    }

    /// Every animation's flags given, for refusing them where a scene file holds its own values.
    var animationFlagsGiven: [String] { pop.givenFlags + bump.givenFlags + blink.givenFlags + shake.givenFlags }
}
