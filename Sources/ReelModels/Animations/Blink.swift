import ReelTimeline

/// BadgeHub.blink(): alpha drops to blinkAlpha at once, then eases to 1, blinkAlpha and 1.
public struct BlinkParameters: SeedAnimation {
    /// Alpha at the dim points, 0 to 1.
    public var blinkAlpha = 0.1
    /// Each of the three steps.
    public var blinkDuration = 0.1
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    /// The library's values.
    public init() {}

    public static let name = AnimationName(declaring: "blink")
    public static let summary = "BadgeHub's blink: the badge dims and brightens twice."

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("blinkAlpha", \.blinkAlpha, 0...1, unit: .fraction, help: "Alpha at the dim points, 0 to 1."),
        .number("blinkDuration", \.blinkDuration, stepSeconds, unit: .seconds, help: "Seconds of each of the three steps."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The whole blink in seconds: three steps.
    public var duration: Double { 3 * blinkDuration }

    /// The ends of the three steps.
    public var keyframeOffsets: [Double] { Self.chainOffsets([blinkDuration, blinkDuration, blinkDuration]) }

    /// BadgeHub.blink(): setAlpha(blinkAlpha), then animate to 1, blinkAlpha, 1.
    public func run(on stage: inout BadgeStage) {
        let badge = stage.badge, label = stage.label
        func setAlpha(_ a: Double) -> [ViewChange] {
            [ViewChange(badge) { $0.opacity = a }, ViewChange(label) { $0.opacity = a }]
        }
        stage.changeHub { $0.setAlpha(blinkAlpha) }
        for change in setAlpha(blinkAlpha) { stage.setModel(of: change.layer, change.change) }
        stage.animateChain(curve: .timing(curve), [
            ViewAnimationStep(duration: blinkDuration, changes: setAlpha(1)),
            ViewAnimationStep(duration: blinkDuration, changes: setAlpha(blinkAlpha)),
            ViewAnimationStep(duration: blinkDuration, changes: setAlpha(1)),
        ])
        stage.changeHub { $0.setAlpha(1) }
    }

    // MARK: its Swift (-o NAME.swift)

    /// BadgeHub's blink() as BadgeHub wrote it, with the tuned values.
    public func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod? {
        SeedSwiftMethod(name: "badgeBlink", summary: [
            "BadgeHub's blink(): alpha drops to blinkAlpha at once, then eases to 1, blinkAlpha and 1.",
            "Call it on the badge circle with its count label.",
        ], parameters: [.init("label", "UIView")], receiver: .badge, arguments: "label: label", body: [
            .line("// Blink values (BadgeHub's Constants)."),
            .constant(name: "blinkDuration", type: "TimeInterval", value: blinkDuration),
            .constant(name: "blinkAlpha", type: "CGFloat", value: blinkAlpha),
            .blank,
            .block("func setAlpha(alpha: CGFloat) {", [
                .line("self.alpha = alpha"),
                .line("label.alpha = alpha"),
            ]),
            .blank,
            .line("setAlpha(alpha: blinkAlpha)"),
            .chain(curve: curve, steps: ["1", "blinkAlpha", "1"].map { .init(duration: "blinkDuration", body: ["setAlpha(alpha: \($0))"]) }),
        ])
    }

    /// The circle's and count's opacity: to blinkAlpha at once, then the three steps.
    public func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks? {
        let keyframes: [SeedSwiftUITracks.Keyframe] = [.move(to: blinkAlpha)]
            + [1, blinkAlpha, 1].map { .init(to: $0, duration: blinkDuration, curve: curve) }
        return SeedSwiftUITracks(name: "badgeBlink", tracks: [.init(.badge, .opacity, keyframes), .init(.label, .opacity, keyframes)])
    }
}

extension AnimationName {
    /// BadgeHub's blink.
    public static var blink: AnimationName { BlinkParameters.name }
}
