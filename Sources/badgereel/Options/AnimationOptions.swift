import ArgumentParser
import ReelTimeline
import ReelModels

/// An option group of one animation's parameters.
protocol AnimationOptions: ParsableArguments {
    /// The flags the user gave, for refusing them on another animation.
    var givenFlags: [String] { get }
    /// The animation with these flags over the seed's defaults.
    func animation(curve: TimingFunction?) throws -> BadgeAnimation
}

/// BadgeHub.pop()'s parameters.
struct PopOptions: AnimationOptions {
    private static let d = PopParameters()
    @Option(parsing: .unconditional, help: "Size at the end of the first step, times the base size (default: \(plainNumber(d.popStartRatio))).", transform: Parse.number)
    var popStartRatio: Double?
    @Option(parsing: .unconditional, help: "Overshoot size, times the base size (default: \(plainNumber(d.popOutRatio))).", transform: Parse.number)
    var popOutRatio: Double?
    @Option(parsing: .unconditional, help: "Undershoot size, times the base size (default: \(plainNumber(d.popInRatio))).", transform: Parse.number)
    var popInRatio: Double?
    @Option(parsing: .unconditional, help: "Seconds of the first step (default: \(plainNumber(d.popStartTime))).", transform: Parse.number)
    var popStartTime: Double?
    @Option(parsing: .unconditional, help: "Seconds of the overshoot step (default: \(plainNumber(d.popOutTime))).", transform: Parse.number)
    var popOutTime: Double?
    @Option(parsing: .unconditional, help: "Seconds of the undershoot step (default: \(plainNumber(d.popInTime))).", transform: Parse.number)
    var popInTime: Double?
    @Option(parsing: .unconditional, help: "Seconds of the settling step (default: \(plainNumber(d.popEndTime))).", transform: Parse.number)
    var popEndTime: Double?

    var givenFlags: [String] {
        [("--pop-start-ratio", popStartRatio), ("--pop-out-ratio", popOutRatio), ("--pop-in-ratio", popInRatio),
         ("--pop-start-time", popStartTime), ("--pop-out-time", popOutTime), ("--pop-in-time", popInTime),
         ("--pop-end-time", popEndTime)].compactMap { $0.1 == nil ? nil : $0.0 }
    }

    func animation(curve: TimingFunction?) throws -> BadgeAnimation {
        var p = PopParameters()
        if let popStartRatio { p.popStartRatio = popStartRatio }
        if let popOutRatio { p.popOutRatio = popOutRatio }
        if let popInRatio { p.popInRatio = popInRatio }
        if let popStartTime { p.popStartTime = popStartTime }
        if let popOutTime { p.popOutTime = popOutTime }
        if let popInTime { p.popInTime = popInTime }
        if let popEndTime { p.popEndTime = popEndTime }
        if let curve { p.curve = curve }
        try checked { () throws(InvalidParameter) in try p.validate() }
        return .pop(p)
    }
}

/// BadgeHub.bump()'s parameters.
struct BumpOptions: AnimationOptions {
    private static let d = BumpParameters()
    @Option(parsing: .unconditional, help: "Height of the first jump in points (default: \(plainNumber(d.firstBumpDistance))).", transform: Parse.number)
    var firstBumpDistance: Double?
    @Option(parsing: .unconditional, help: "Seconds of each half of the first jump (default: \(plainNumber(d.firstBumpTime))).", transform: Parse.number)
    var firstBumpTime: Double?
    @Option(parsing: .unconditional, help: "Height of the second jump in points (default: \(plainNumber(d.secondBumpDistance))).", transform: Parse.number)
    var secondBumpDistance: Double?
    @Option(parsing: .unconditional, help: "Seconds of each half of the second jump (default: \(plainNumber(d.secondBumpTime))).", transform: Parse.number)
    var secondBumpTime: Double?

    var givenFlags: [String] {
        [("--first-bump-distance", firstBumpDistance), ("--first-bump-time", firstBumpTime),
         ("--second-bump-distance", secondBumpDistance), ("--second-bump-time", secondBumpTime)]
            .compactMap { $0.1 == nil ? nil : $0.0 }
    }

    func animation(curve: TimingFunction?) throws -> BadgeAnimation {
        var p = BumpParameters()
        if let firstBumpDistance { p.firstBumpDistance = firstBumpDistance }
        if let firstBumpTime { p.firstBumpTime = firstBumpTime }
        if let secondBumpDistance { p.secondBumpDistance = secondBumpDistance }
        if let secondBumpTime { p.secondBumpTime = secondBumpTime }
        if let curve { p.curve = curve }
        try checked { () throws(InvalidParameter) in try p.validate() }
        return .bump(p)
    }
}

/// BadgeHub.blink()'s parameters.
struct BlinkOptions: AnimationOptions {
    private static let d = BlinkParameters()
    @Option(parsing: .unconditional, help: "Alpha at the dim points, 0 to 1 (default: \(plainNumber(d.blinkAlpha))).", transform: Parse.number)
    var blinkAlpha: Double?
    @Option(parsing: .unconditional, help: "Seconds of each of the three steps (default: \(plainNumber(d.blinkDuration))).", transform: Parse.number)
    var blinkDuration: Double?

    var givenFlags: [String] {
        [("--blink-alpha", blinkAlpha), ("--blink-duration", blinkDuration)].compactMap { $0.1 == nil ? nil : $0.0 }
    }

    func animation(curve: TimingFunction?) throws -> BadgeAnimation {
        var p = BlinkParameters()
        if let blinkAlpha { p.blinkAlpha = blinkAlpha }
        if let blinkDuration { p.blinkDuration = blinkDuration }
        if let curve { p.curve = curve }
        try checked { () throws(InvalidParameter) in try p.validate() }
        return .blink(p)
    }
}

/// The Shaky Bell's shakeWith(duration:angle:yOffset:) parameters.
struct ShakeOptions: AnimationOptions {
    private static let d = ShakeParameters()
    @Option(parsing: .unconditional, help: "Seconds the whole shake takes (default: \(plainNumber(d.duration))).", transform: Parse.number)
    var duration: Double?
    @Option(parsing: .unconditional, help: "Swing in radians (default: pi/8 = \(d.angle)).", transform: Parse.number)
    var angle: Double?
    @Option(parsing: .unconditional, help: "Swing in degrees, instead of --angle (default: 22.5).", transform: Parse.number)
    var angleDegrees: Double?
    @Option(parsing: .unconditional, help: "Pivot as a fraction of the bell's height from its top: 0 the top, 0.5 the middle (default: \(plainNumber(d.yOffset))).", transform: Parse.number)
    var yOffset: Double?
    @Option(parsing: .unconditional, help: "Keyframes, at least 2; the last returns to 0 (default: \(d.keyframes)).", transform: Parse.integer)
    var keyframes: Int?
    @Option(help: ArgumentHelp("Keyframe calculation mode: \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")) (default: linear).",
                               valueName: "mode"),
            transform: Parse.calculationMode)
    var calculationMode: CalculationMode?

    var givenFlags: [String] {
        var flags: [String] = []
        if duration != nil { flags.append("--duration") }
        if angle != nil { flags.append("--angle") }
        if angleDegrees != nil { flags.append("--angle-degrees") }
        if yOffset != nil { flags.append("--y-offset") }
        if keyframes != nil { flags.append("--keyframes") }
        if calculationMode != nil { flags.append("--calculation-mode") }
        return flags
    }

    func animation(curve: TimingFunction?) throws -> BadgeAnimation {
        var p = ShakeParameters()
        if let angle, let angleDegrees {
            throw ValidationError("--angle \(plainNumber(angle)) with --angle-degrees \(plainNumber(angleDegrees)): give one or the other")
        }
        if let duration { p.duration = duration }
        if let angle { p.angle = angle }
        if let angleDegrees { p.angle = angleDegrees * .pi / 180 }
        if let yOffset { p.yOffset = yOffset }
        if let keyframes { p.keyframes = keyframes }
        if let calculationMode { p.calculationMode = calculationMode }
        if let curve { p.curve = curve }
        try checked { () throws(InvalidParameter) in try p.validate() }
        return .shake(p)
    }
}

/// Every animation's parameters, for the commands that take the animation by name (`still`,
/// `timeline`): a flag meant for another animation than the one named is refused.
struct AllAnimationOptions: ParsableArguments {
    @OptionGroup(title: "Pop") var pop: PopOptions
    @OptionGroup(title: "Bump") var bump: BumpOptions
    @OptionGroup(title: "Blink") var blink: BlinkOptions
    @OptionGroup(title: "Shake") var shake: ShakeOptions

    func animation(_ name: AnimationName, curve: TimingFunction?) throws -> BadgeAnimation {
        let groups: [(AnimationName, any AnimationOptions)] = [(.pop, pop), (.bump, bump), (.blink, blink), (.shake, shake)]
        for (other, group) in groups where other != name {
            if let flag = group.givenFlags.first {
                throw ValidationError("\(flag) is a \(other.rawValue) parameter; it does not apply to \(name.rawValue)")
            }
        }
        switch name {
        case .pop: return try pop.animation(curve: curve)
        case .bump: return try bump.animation(curve: curve)
        case .blink: return try blink.animation(curve: curve)
        case .shake: return try shake.animation(curve: curve)
        }
    }
}
