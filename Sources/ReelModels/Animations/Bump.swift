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

    // MARK: its Swift (-o NAME.swift)

    /// BadgeHub's bump() as BadgeHub wrote it, with the tuned values; `initialCenter` as the
    /// setup has it (the tutorial's copy never sets it).
    public func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod? {
        let center: [SeedSwiftCode] = setup.initialCenter == .zero ? [
            .line("// The Custom Badge tutorial's copy never sets initialCenter: it stays CGPoint.zero."),
            .line("let initialCenter = CGPoint.zero"),
        ] : [
            .line("// BadgeHub sets initialCenter with the circle's frame: its center at rest."),
            .line("let initialCenter = center"),
        ]
        let steps = [("bumpTimeSeconds", "firstBumpDistance"), ("bumpTimeSeconds", "0"),
                     ("bumpTimeSeconds2", "secondBumpDist"), ("bumpTimeSeconds2", "0")]
        return SeedSwiftMethod(name: "badgeBump", summary: [
            "BadgeHub's bump(): the circle and its count jump up and back twice, like a Dock icon.",
            "Call it on the badge circle with its count label (BadgeHub's redCircle and countLabel).",
        ], parameters: [.init("label", "UIView")], receiver: .badge, arguments: "label: label", body: [
            .line("// Bump values (BadgeHub's Constants)."),
            .constant(name: "firstBumpDistance", type: "CGFloat", value: firstBumpDistance),
            .constant(name: "bumpTimeSeconds", type: "TimeInterval", value: firstBumpTime),
            .constant(name: "secondBumpDist", type: "CGFloat", value: secondBumpDistance),
            .constant(name: "bumpTimeSeconds2", type: "TimeInterval", value: secondBumpTime),
        ] + center + [
            .blank,
            .block("func bumpCenterY(yVal: CGFloat) {", [
                .line("var center: CGPoint = self.center"),
                .line("center.y = initialCenter.y - yVal"),
                .line("self.center = center"),
                .line("label.center = center"),
            ]),
            .blank,
            .line("bumpCenterY(yVal: 0)"),
            .chain(curve: curve, steps: steps.map { .init(duration: $0.0, body: ["bumpCenterY(yVal: \($0.1))"]) }),
        ])
    }

    /// The circle's and count's centre y: to the rest centre at once, then the four steps.
    public func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks? {
        let y0 = stage.hub.bumpCenter.y
        let steps = [(firstBumpDistance, firstBumpTime), (0, firstBumpTime), (secondBumpDistance, secondBumpTime), (0, secondBumpTime)]
        let keyframes: [SeedSwiftUITracks.Keyframe] = [.move(to: y0)] + steps.map { .init(to: y0 - $0.0, duration: $0.1, curve: curve) }
        return SeedSwiftUITracks(name: "badgeBump", tracks: [.init(.badge, .centerY, keyframes), .init(.label, .centerY, keyframes)])
    }
}

extension AnimationName {
    /// BadgeHub's bump.
    public static var bump: AnimationName { BumpParameters.name }
}
