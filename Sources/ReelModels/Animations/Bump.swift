import ReelTimeline

/// BadgeHub.bump(): the circle and label jump up and back twice, like a Dock icon.
public struct BumpParameters: SeedAnimation {
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

    public static let name = AnimationName(declaring: "bump")
    public static let summary = "BadgeHub's bump: the badge jumps twice, like a Dock icon."

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

    /// Up and back, twice.
    public var keyframeOffsets: [Double] {
        Self.chainOffsets([firstBumpTime, firstBumpTime, secondBumpTime, secondBumpTime])
    }

    /// BadgeHub.bump(): center y = initialCenter.y − v for the circle and label
    /// (bumpCenterY; the tutorial's copy with initialCenter never set uses 0).
    public func run(on stage: inout BadgeStage) {
        let y0 = stage.hub.bumpCenter.y
        let badge = stage.badge, label = stage.label
        func bumpCenterY(_ v: Double) -> [ViewChange] {
            [ViewChange(badge) { $0.center.y = y0 - v }, ViewChange(label) { $0.center.y = y0 - v }]
        }
        for change in bumpCenterY(0) { stage.setModel(of: change.layer, change.change) }
        stage.animateChain(curve: .timing(curve), [
            ViewAnimationStep(duration: firstBumpTime, changes: bumpCenterY(firstBumpDistance)),
            ViewAnimationStep(duration: firstBumpTime, changes: bumpCenterY(0)),
            ViewAnimationStep(duration: secondBumpTime, changes: bumpCenterY(secondBumpDistance)),
            ViewAnimationStep(duration: secondBumpTime, changes: bumpCenterY(0)),
        ])
    }
}

extension AnimationName {
    /// BadgeHub's bump.
    public static var bump: AnimationName { BumpParameters.name }
}
