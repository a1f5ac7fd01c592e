import ReelTimeline

/// The Shaky Bell's shakeWith(duration:angle:yOffset:): the icon's anchor moves to
/// (0.5, yOffset), then keyframes swing it to −angle, +angle, … and back to 0.
public struct ShakeParameters: SeedAnimation {
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

    public static let name = AnimationName(declaring: "shake")
    public static let summary = "The Shaky Bell: the bell swings about its pivot, the badge stays level."
    public static let isBell = true

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

    /// UIView.animateKeyframes: keyframe k spans 1/n of the progress and the block's curve
    /// maps time to progress, so keyframe k is reached where curve(t/d) = (k+1)/n.
    public var keyframeOffsets: [Double] {
        let n = Double(keyframes)
        return [0] + (0..<keyframes).map { k in duration * curve.time(reaching: (Double(k) + 1) / n) }
    }

    /// shakeWith(duration:angle:yOffset:) on the host: its anchor moves to (0.5, yOffset),
    /// then the keyframes swing it.
    public func run(on stage: inout BadgeStage) {
        let yOffset = self.yOffset
        let host = stage.host
        stage.setModel(of: host) { $0.setAnchorPoint(Point(x: 0.5, y: yOffset)) }
        // k/n and 1/n (n ≤ 1000) read back as those exact fractions, so keyframe k starts
        // exactly where keyframe k − 1 ends.
        let n = Double(keyframes)
        let frames = keyframeAngles.enumerated().map { k, angle in
            ViewKeyframe(relativeStartTime: Double(k) / n, relativeDuration: 1 / n,
                         changes: [ViewChange(host) { $0.rotation = angle }])
        }
        stage.animateKeyframes(duration: duration, curve: curve, calculationMode: calculationMode, frames)
    }
}

extension AnimationName {
    /// The Shaky Bell's shake.
    public static var shake: AnimationName { ShakeParameters.name }
}
