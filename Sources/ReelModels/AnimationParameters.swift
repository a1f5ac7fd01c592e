import ReelTimeline

/// BadgeHub.pop(): the circle shrinks, overshoots and settles about its center while a
/// CAAnimationGroup moves its cornerRadius through the same ratios (linearly, so inside a
/// segment the radius and the size disagree, as on a device).
public struct PopParameters: Codable, Hashable, Sendable {
    public var popStartRatio = 0.85
    public var popOutRatio = 1.05
    public var popInRatio = 0.95
    /// timeStart, timeOut, timeIn, timeEnd in the library.
    public var popStartTime = 0.05
    public var popOutTime = 0.2
    public var popInTime = 0.05
    public var popEndTime = 0.05
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    public init() {}

    public var duration: Double { popStartTime + popOutTime + popInTime + popEndTime }

    /// (ratio, duration) of the four steps, the last returning to 1.
    var steps: [(ratio: Double, duration: Double)] {
        [(popStartRatio, popStartTime), (popOutRatio, popOutTime), (popInRatio, popInTime), (1, popEndTime)]
    }
}

/// BadgeHub.bump(): the circle and label jump up and back twice, like a Dock icon.
public struct BumpParameters: Codable, Hashable, Sendable {
    public var firstBumpDistance = 8.0
    /// bumpTimeSeconds: each half of the first jump.
    public var firstBumpTime = 0.13
    /// secondBumpDist.
    public var secondBumpDistance = 4.0
    /// bumpTimeSeconds2: each half of the second jump.
    public var secondBumpTime = 0.1
    public var curve: TimingFunction = .easeInEaseOut

    public init() {}

    public var duration: Double { 2 * firstBumpTime + 2 * secondBumpTime }
}

/// BadgeHub.blink(): alpha drops to blinkAlpha at once, then eases to 1, blinkAlpha and 1.
public struct BlinkParameters: Codable, Hashable, Sendable {
    public var blinkAlpha = 0.1
    /// Each of the three steps.
    public var blinkDuration = 0.1
    public var curve: TimingFunction = .easeInEaseOut

    public init() {}

    public var duration: Double { 3 * blinkDuration }
}

/// The Shaky Bell's shakeWith(duration:angle:yOffset:): the icon's anchor moves to
/// (0.5, yOffset), then keyframes swing it to −angle, +angle, … and back to 0.
public struct ShakeParameters: Codable, Hashable, Sendable {
    public var duration = 1.0
    /// Radians; the seed's .pi / 8.
    public var angle = Double.pi / 8
    /// Where the bell pivots, as a fraction of its height from the top. The seed's tap
    /// handler uses 0 (the top); its test rig's reset uses 0.5.
    public var yOffset = 0.0
    /// numberOfFrames: the last returns to 0, the others alternate −angle, +angle.
    public var keyframes = 6
    public var calculationMode: CalculationMode = .linear
    /// The keyframe block's overall curve (easeInEaseOut when the options name none).
    public var curve: TimingFunction = .easeInEaseOut

    public init() {}

    /// The angle each keyframe turns to.
    public var keyframeAngles: [Double] {
        (0..<keyframes).map { k in k == keyframes - 1 ? 0 : (k % 2 == 0 ? -angle : angle) }
    }
}
