import ReelTimeline

/// BadgeHub.pop(): the circle shrinks, overshoots and settles about its center while a
/// CAAnimationGroup moves its cornerRadius through the same ratios (linearly, so inside a
/// segment the radius and the size disagree, as on a device).
public struct PopParameters: ParameterSet, Codable, Hashable {
    /// Size at the end of the first step, times the base size.
    public var popStartRatio = 0.85
    /// Overshoot size, times the base size.
    public var popOutRatio = 1.05
    /// Undershoot size, times the base size.
    public var popInRatio = 0.95
    /// timeStart, timeOut, timeIn, timeEnd in the library.
    public var popStartTime = 0.05
    /// Seconds of the overshoot step.
    public var popOutTime = 0.2
    /// Seconds of the undershoot step.
    public var popInTime = 0.05
    /// Seconds of the settling step, back to the base size.
    public var popEndTime = 0.05
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    /// The library's values.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("popStartRatio", \.popStartRatio, ratios, unit: .ratio, help: "Size at the end of the first step, times the base size."),
        .number("popOutRatio", \.popOutRatio, ratios, unit: .ratio, help: "Overshoot size, times the base size."),
        .number("popInRatio", \.popInRatio, ratios, unit: .ratio, help: "Undershoot size, times the base size."),
        .number("popStartTime", \.popStartTime, stepSeconds, unit: .seconds, help: "Seconds of the first step."),
        .number("popOutTime", \.popOutTime, stepSeconds, unit: .seconds, help: "Seconds of the overshoot step."),
        .number("popInTime", \.popInTime, stepSeconds, unit: .seconds, help: "Seconds of the undershoot step."),
        .number("popEndTime", \.popEndTime, stepSeconds, unit: .seconds, help: "Seconds of the settling step."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The whole pop in seconds: the four steps one after another.
    public var duration: Double { popStartTime + popOutTime + popInTime + popEndTime }

    /// (ratio, duration) of the four steps, the last returning to 1.
    var steps: [(ratio: Double, duration: Double)] {
        [(popStartRatio, popStartTime), (popOutRatio, popOutTime), (popInRatio, popInTime), (1, popEndTime)]
    }
}

/// BadgeHub.bump(): the circle and label jump up and back twice, like a Dock icon.
public struct BumpParameters: ParameterSet, Codable, Hashable {
    /// bumpDist: height of the first jump in points.
    public var firstBumpDistance = 8.0
    /// bumpTimeSeconds: each half of the first jump.
    public var firstBumpTime = 0.13
    /// secondBumpDist.
    public var secondBumpDistance = 4.0
    /// bumpTimeSeconds2: each half of the second jump.
    public var secondBumpTime = 0.1
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    /// The library's values.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("firstBumpDistance", \.firstBumpDistance, distances, unit: .points, help: "Height of the first jump in points."),
        .number("firstBumpTime", \.firstBumpTime, stepSeconds, unit: .seconds, help: "Seconds of each half of the first jump."),
        .number("secondBumpDistance", \.secondBumpDistance, distances, unit: .points, help: "Height of the second jump in points."),
        .number("secondBumpTime", \.secondBumpTime, stepSeconds, unit: .seconds, help: "Seconds of each half of the second jump."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The whole bump in seconds: up and back twice.
    public var duration: Double { 2 * firstBumpTime + 2 * secondBumpTime }
}

/// BadgeHub.blink(): alpha drops to blinkAlpha at once, then eases to 1, blinkAlpha and 1.
public struct BlinkParameters: ParameterSet, Codable, Hashable {
    /// Alpha at the dim points, 0 to 1.
    public var blinkAlpha = 0.1
    /// Each of the three steps.
    public var blinkDuration = 0.1
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    /// The library's values.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("blinkAlpha", \.blinkAlpha, 0...1, unit: .fraction, help: "Alpha at the dim points, 0 to 1."),
        .number("blinkDuration", \.blinkDuration, stepSeconds, unit: .seconds, help: "Seconds of each of the three steps."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The whole blink in seconds: three steps.
    public var duration: Double { 3 * blinkDuration }
}

/// The Shaky Bell's shakeWith(duration:angle:yOffset:): the icon's anchor moves to
/// (0.5, yOffset), then keyframes swing it to −angle, +angle, … and back to 0.
public struct ShakeParameters: ParameterSet, Codable, Hashable {
    /// Seconds the whole shake takes.
    public var duration = 1.0
    /// Radians; the seed's .pi / 8.
    public var angle = Double.pi / 8
    /// Where the bell pivots, as a fraction of its height from the top. The seed's tap
    /// handler uses 0 (the top); its test rig's reset uses 0.5.
    public var yOffset = 0.0
    /// numberOfFrames: the last returns to 0, the others alternate −angle, +angle.
    public var keyframes = 6
    /// CAKeyframeAnimation.calculationMode of the swing keyframes.
    public var calculationMode: CalculationMode = .linear
    /// The keyframe block's overall curve (easeInEaseOut when the options name none).
    public var curve: TimingFunction = .easeInEaseOut

    /// The seed's values.
    public init() {}

    /// The angle in degrees, for people who think in them (the seed's rig shows degrees).
    public var angleDegrees: Double {
        get { angle * 180 / .pi }
        set { angle = newValue * .pi / 180 }
    }

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("duration", \.duration, stepSeconds, unit: .seconds, help: "Seconds the whole shake takes."),
        // Two full turns either way: past 90° Core Animation turns the short way between keyframes.
        .number("angle", \.angle, -6.3...6.3, unit: .radians, help: "Swing in radians.", default: "pi/8 = \(Double.pi / 8)"),
        .number("angleDegrees", \.angleDegrees, -360...360, unit: .degrees, help: "Swing in degrees, instead of angle.",
                default: "22.5", aliasOf: "angle"),
        .number("yOffset", \.yOffset, -10...10, unit: .fraction,
                help: "Pivot as a fraction of the bell's height from its top: 0 the top, 0.5 the middle."),
        .integer("keyframes", \.keyframes, 2...1000, help: "Keyframes, at least 2; the last returns to 0."),
        .choice("calculationMode", \.calculationMode, help: "Keyframe calculation mode."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The angle each keyframe turns to.
    public var keyframeAngles: [Double] {
        (0..<keyframes).map { k in k == keyframes - 1 ? 0 : (k % 2 == 0 ? -angle : angle) }
    }
}

/// The ranges the animations share. A ratio of 10 pops a 30-point badge to 300 points; a
/// step of a minute is far past any badge animation; distances stay within a large screen.
private let ratios = 0.01...10.0
private let stepSeconds = 0.001...60.0
private let distances = -2000.0...2000.0
private let curveHelp = "Curve of the UIView.animate steps (shake: the keyframes' overall curve)."
