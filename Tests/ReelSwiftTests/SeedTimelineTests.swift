import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// The seeds' own Swift, verbatim in examples/swift, evaluated and recorded: the same timeline
/// as the built-in pop, bump, blink and shake at every frame time, or each difference named
/// and explained by the seed's code (docs/seed-demos.md shows them).
@Suite struct SeedTimelineTests {
    static let measure = FixedAdvanceMetrics()
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/swift")

    static func source(_ name: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// The built-in animation's clip and the clip of `run` on the seed file, same setup and timing.
    static func clips(_ animation: BadgeAnimation, file: String, run: String, setup: BadgeSetup = BadgeSetup(),
                      timing: ClipTiming = ClipTiming()) throws -> (builtIn: Clip, swift: Clip) {
        let builtIn = Scene(animation: animation, setup: setup, timing: timing).makeClip(measure: measure)
        var swiftSetup = setup
        swiftSetup.layout = animation.name == "shake" ? .bell : .hub
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: file, text: try source(file), run: run),
                                        setup: swiftSetup, timing: timing, measure: measure)
        let result = try SwiftScene.make(request)
        return (builtIn, result.scene.makeClip(measure: measure))
    }

    static let hub = "let hub = BadgeHub(view: host)\nhub.setCount(1)\n"

    @Test func popDiffersOnlyByBadgeHubsFloatArithmetic() throws {
        let (a, b) = try Self.clips(.seed(PopParameters()), file: "BadgeHub.swift", run: Self.hub + "hub.pop()")
        let d = TimelineDifference(a, b)
        #expect(d.mismatches.isEmpty, "\(d)")
        #expect(d.largest < 2e-5, "\(d)")
    }

    /// The tutorial's BadgeHub never sets `initialCenter` (it stays CGPoint.zero), so its bump
    /// flies the circle to y = 0 − 8 and rests at y = 0: the built-in bump with
    /// `initialCenter: zero` (the tutorial's copy) matches it exactly; against the library's
    /// bump the difference is that centre, 5 points at the first bump's top (frame 13).
    @Test func bumpMatchesTheBuiltInBumpOfTheTutorialsCopy() throws {
        var tutorial = BadgeSetup(); tutorial.initialCenter = .zero
        let (a, b) = try Self.clips(.seed(BumpParameters()), file: "BadgeHub.swift", run: Self.hub + "hub.bump()", setup: tutorial)
        let d = TimelineDifference(a, b)
        #expect(d.mismatches.isEmpty, "\(d)")
        #expect(d.largest <= 1e-9, "\(d)")
        let (library, same) = try Self.clips(.seed(BumpParameters()), file: "BadgeHub.swift", run: Self.hub + "hub.bump()")
        let e = TimelineDifference(library, same)
        #expect(e.largestAt.hasPrefix("frame 13 badge.position.y") && abs(e.largest - 5) < 1e-9, "\(e)")
    }

    @Test func blinkMatchesTheBuiltInBlink() throws {
        let (a, b) = try Self.clips(.seed(BlinkParameters()), file: "BadgeHub.swift", run: Self.hub + "hub.blink()")
        let d = TimelineDifference(a, b)
        #expect(d.mismatches.isEmpty, "\(d)")
        #expect(d.largest <= 1e-9, "\(d)")
    }

    /// `--view redCircle=badge --view countLabel=label` binds the properties by name: the same
    /// scene as the inference (the first UIView and UILabel added to the host).
    @Test func viewBindingsByNameMatchTheInference() throws {
        func scene(_ views: [String: ViewPart]) throws -> Scene {
            let request = SwiftSceneRequest(program: SwiftProgram(fileName: "BadgeHub.swift", text: try Self.source("BadgeHub.swift"),
                                                                  run: Self.hub + "hub.blink()"),
                                            views: views, measure: Self.measure)
            return try SwiftScene.make(request).scene
        }
        let named = try scene(["redCircle": .badge, "countLabel": .label])
        #expect(named == (try scene([:])))
        // Bound the other way round, the label's frame is drawn as the badge: a different scene.
        #expect(named != (try scene(["redCircle": .label, "countLabel": .badge])))
    }

    @Test(arguments: [0.0, 0.5])
    func shakeMatchesTheBuiltInShake(yOffset: Double) throws {
        var shake = ShakeParameters(); shake.yOffset = yOffset
        let run = "let bell = BadgeLabel()\nbell.imageView = host\nbell.shakeWith(duration: 1.0, angle: .pi/8, yOffset: \(yOffset))"
        let (a, b) = try Self.clips(.seed(shake), file: "ShakyBell.swift", run: run)
        let d = TimelineDifference(a, b)
        #expect(d.mismatches.isEmpty, "\(d)")
        #expect(d.largest <= 1e-9, "\(d)")
    }
}
