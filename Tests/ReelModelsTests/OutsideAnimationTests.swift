import Testing
import ReelTimeline
import ReelModels

/// A fifth animation written outside ReelModels, with only its public API (no `@testable`):
/// what `Animations/Pop.swift` and the others use is enough to write one, and the scene,
/// its clip, its keyframe marks and its equality take it as they take the seed's. (It is not
/// in `SeedAnimations.all`, so nothing looks it up by name; ARCHITECTURE.md's recipe
/// registered one like it, `nudge`, and ran every command on it.)
struct WiggleParameters: SeedAnimation {
    var wiggleDistance = 6.0
    var wiggleTime = 0.12
    var curve: TimingFunction = .easeInEaseOut

    init() {}

    static let name = AnimationName(declaring: "wiggle")
    static let summary = "The badge slides sideways and back."
    static let parameters: [Parameter<Self>] = [
        .number("wiggleDistance", \.wiggleDistance, -100...100, unit: .points, help: "How far it slides."),
        .number("wiggleTime", \.wiggleTime, 0.001...60, unit: .seconds, help: "Seconds of each half."),
        .curve("curve", \.curve, help: "The steps' curve."),
    ]

    var duration: Double { 2 * wiggleTime }
    var keyframeOffsets: [Double] { Self.chainOffsets([wiggleTime, wiggleTime]) }

    func run(on stage: inout BadgeStage) {
        let x0 = stage.hub.circleFrame.center.x
        let badge = stage.badge, label = stage.label
        func centerX(_ v: Double) -> [ViewChange] {
            [ViewChange(badge) { $0.center.x = x0 + v }, ViewChange(label) { $0.center.x = x0 + v }]
        }
        stage.animateChain(curve: .timing(curve), [
            ViewAnimationStep(duration: wiggleTime, changes: centerX(wiggleDistance)),
            ViewAnimationStep(duration: wiggleTime, changes: centerX(0)),
        ])
    }
}

@Suite struct OutsideAnimationTests {
    @Test func anAnimationOutsideTheModelsRunsInAScene() throws {
        var wiggle = try WiggleParameters.from([("wiggleDistance", "10")])
        wiggle.wiggleTime = 0.1
        var timing = ClipTiming()
        timing.leadIn = 0.2
        let scene = Scene(animation: .seed(wiggle), setup: BadgeSetup(), timing: timing)
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        #expect(clip.exactAnimationDuration == Rational(1, 5))
        #expect(scene.firstAnimationName == "wiggle" && !scene.isBell)
        // At the turn the badge is 10 points right of where it rests; back at the end.
        let rest = clip.timeline.presentation(of: clip.layers.badge, at: 0).center.x
        #expect(abs(clip.timeline.presentation(of: clip.layers.badge, at: 0.3).center.x - (rest + 10)) < 1e-9)
        #expect(abs(clip.timeline.presentation(of: clip.layers.badge, at: 0.4).center.x - rest) < 1e-9)
        #expect(BadgeAnimation(wiggle).keyframeOffsets == [0, 0.1, 0.2])
        #expect(BadgeAnimation(wiggle) == .seed(wiggle) && BadgeAnimation(wiggle) != .seed(WiggleParameters()))
        #expect(BadgeAnimation(wiggle).parameters(as: PopParameters.self) == nil)
        #expect(throws: ParameterError.self) { try WiggleParameters.from([("wiggleTime", "0")]) }
    }
}
