import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

/// The world's recording of the seeds' own code against the built-in animations: the same
/// timeline (every frame's every layer value within 1e-9), or each difference explained by
/// the seed's code.
@Suite struct SeedRecordingTests {
    static let measure = FixedAdvanceMetrics()

    /// The built-in animation's clip, and the world's clip of `code` on the same setup and timing.
    static func clips(_ animation: BadgeAnimation, setup: BadgeSetup = BadgeSetup(), timing: ClipTiming = ClipTiming(),
                      _ code: (UIKitWorld) throws -> Void) throws -> (builtIn: Clip, world: Clip, actions: [SceneAction]) {
        let builtIn = Scene(animation: animation, setup: setup, timing: timing).makeClip(measure: measure)
        var worldSetup = setup
        worldSetup.layout = animation.name == "shake" ? .bell : .hub
        let world = UIKitWorld(setup: worldSetup, measure: measure, start: timing.leadIn)
        try code(world)
        try world.run()
        let scene = try world.scene(setup: worldSetup, fps: timing.fps, hold: timing.hold)
        return (builtIn, scene.makeClip(measure: measure), scene.actions)
    }

    @Test(arguments: [50.0, 60.0, 30.0])
    func popsAsTheBuiltInPop(fps: Double) throws {
        var timing = ClipTiming(); timing.fps = fps
        let (a, b, actions) = try Self.clips(.seed(PopParameters()), timing: timing) { try SeedCode.pop($0, in: Double.self) }
        let c = ClipComparison(a, b)
        #expect(c.mismatches.isEmpty, "\(c.summary)")
        #expect(c.largest <= 1e-9, "\(c.summary)")
        // One cornerRadius group on the circle alone, four size steps chained end to end.
        #expect(actions.filter { if case .viewAnimate = $0.unplaced { true } else { false } }.count == 4)
        #expect(b.startTime == a.startTime && b.exactDuration == a.exactDuration)
    }

    /// BadgeHub computes pop's sizes and times in Float: each step's duration is 0.05 read as
    /// a Float (0.0500000007…), so the steps and the radius group end up to 7.5e-10 s per step
    /// later than the library's decimal values, and sizes differ by Float's rounding of
    /// height × ratio. That, and nothing else, is the difference: measured, at most 3.9e-7
    /// points (the width, at frame 26 of 68 at 50 fps).
    @Test func popInFloatDiffersOnlyByFloatRounding() throws {
        let (a, b, _) = try Self.clips(.seed(PopParameters())) { try SeedCode.pop($0, in: Float.self) }
        let c = ClipComparison(a, b)
        #expect(c.mismatches.isEmpty, "\(c.summary)")
        #expect(c.largest > 1e-9 && c.largest < 1e-6, "\(c.summary)")
    }

    @Test func bumpsAsTheBuiltInBump() throws {
        let (a, b, _) = try Self.clips(.seed(BumpParameters())) { try SeedCode.bump($0) }
        let c = ClipComparison(a, b)
        #expect(c.mismatches.isEmpty, "\(c.summary)")
        #expect(c.largest <= 1e-9, "\(c.summary)")
    }

    @Test func blinksAsTheBuiltInBlink() throws {
        let (a, b, _) = try Self.clips(.seed(BlinkParameters())) { try SeedCode.blink($0) }
        let c = ClipComparison(a, b)
        #expect(c.mismatches.isEmpty, "\(c.summary)")
        #expect(c.largest <= 1e-9, "\(c.summary)")
    }

    @Test(arguments: [0.0, 0.5, 0.25])
    func shakesAsTheBuiltInShake(yOffset: Double) throws {
        var shake = ShakeParameters(); shake.yOffset = yOffset
        let (a, b, _) = try Self.clips(.seed(shake)) {
            try SeedCode.shakeWith($0, duration: 1.0, angle: .pi / 8, yOffset: yOffset)
        }
        let c = ClipComparison(a, b)
        #expect(c.mismatches.isEmpty, "\(c.summary)")
        #expect(c.largest <= 1e-9, "\(c.summary)")
    }
}
