import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

/// Which views are drawn, blocks' options and forms, and what the world refuses.
@Suite struct WorldBindingTests {
    static let measure = FixedAdvanceMetrics()

    static func record(_ code: (UIKitWorld) throws -> Void) throws -> (UIKitWorld, Clip, [SceneAction]) {
        var setup = BadgeSetup(); setup.layout = .hub
        let world = UIKitWorld(setup: setup, measure: measure)
        try code(world)
        try world.run()
        let scene = try world.scene(setup: setup, fps: 100)
        return (world, scene.makeClip(measure: measure), scene.actions)
    }

    @Test func anUnboundViewIsNotDrawnAndABoundOneReplacesThePart() throws {
        let (world, clip, actions) = try Self.record { w in
            let stray = try w.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            stray.alpha = 0.3
            try stray.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
            try w.animate(withDuration: 0.5, animations: { stray.center.x = 40 })
            let circle = try w.makeView(frame: Rect(x: 5, y: 6, width: 20, height: 20))
            circle.backgroundColor = .named("systemBlue")
            circle.bind(to: .badge)
            // The predefined badge is no longer drawn: its changes are ignored.
            w.badge.alpha = 0
        }
        #expect(world.unboundAnimationCount == 1)
        #expect(actions.count == 3)   // the badge's set, the stage label hidden, and the end
        let badge = clip.timeline.presentation(of: clip.layers.badge, at: 0.2)
        #expect(badge.frame == Rect(x: 5, y: 6, width: 20, height: 20) && badge.opacity == 1)
        #expect(badge.backgroundColor == RGBA(hex: 0x007AFF))
        // The stage's count label went with the stage's badge.
        #expect(clip.timeline.presentation(of: clip.layers.label, at: 0).isHidden)
    }

    /// A badge of the code's own with a label of its own: that label is drawn, and a badge bound
    /// with the stage's label still bound hides only the stage's.
    @Test func theStagesLabelGoesWithTheStagesBadge() throws {
        let (_, clip, _) = try Self.record { w in
            let circle = try w.makeView(frame: Rect(x: 5, y: 6, width: 20, height: 20))
            circle.bind(to: .badge)
            let count = try w.makeLabel(frame: Rect(x: 5, y: 6, width: 20, height: 20))
            count.text = "12"
            count.bind(to: .label)
        }
        let label = clip.timeline.presentation(of: clip.layers.label, at: 0)
        #expect(!label.isHidden)
        let (_, kept, _) = try Self.record { w in w.badge.alpha = 0.5 }
        #expect(!kept.timeline.presentation(of: kept.layers.label, at: 0).isHidden)
    }

    @Test func durationZeroSetsAtOnceAndCompletesAfterTheDelay() throws {
        var completed: Double?
        let (_, _, actions) = try Self.record { w in
            try w.animate(withDuration: 0, delay: 0.3, animations: { w.badge.alpha = 0.5 }) { _ in completed = w.now.doubleValue }
        }
        #expect(completed == 0.3)
        guard case .at(0, .set(let p)) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(p.values.alpha == 0.5)
    }

    @Test func performWithoutAnimationAndNestedBlocks() throws {
        let (_, _, actions) = try Self.record { w in
            try w.performWithoutAnimation { w.badge.alpha = 0.4 }
        }
        guard case .at(0, .set(let p)) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(p.values.alpha == 0.4)
        #expect(throws: WorldError.self) {
            _ = try Self.record { w in
                try w.animate(withDuration: 1, animations: { try w.animate(withDuration: 1, animations: {}) })
            }
        }
        #expect(throws: WorldError.self) {
            _ = try Self.record { w in try w.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {} }
        }
    }

    @Test func runningPropertyAnimatorIsABlockWithItsOptionsCurve() throws {
        let (_, a, _) = try Self.record { w in
            try UIViewPropertyAnimator.runningPropertyAnimator(world: w, withDuration: 0.4, delay: 0.1, options: [.curveEaseIn],
                                                               animations: { w.badge.center.y += 5 })
        }
        let (_, b, _) = try Self.record { w in
            try w.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseIn], animations: { w.badge.center.y += 5 })
        }
        #expect(ClipComparison(a, b).largest == 0)
    }

    @Test func endlessKeyframesRepeatToTheEnd() throws {
        let (world, clip, actions) = try Self.record { w in
            try w.animateKeyframes(withDuration: 0.4, delay: 0, options: [.repeat, .calculationModeLinear], animations: {
                try w.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { w.host.transform = CGAffineTransform(rotationAngle: 0.3) }
                try w.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { w.host.transform = .identity }
            })
        }
        #expect(world.defaultLength == 0.8)
        guard case .at(_, .viewKeyframes(let a)) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(a.block.repeatDuration == 0.8 && a.keyframes.count == 2)
        // The second cycle passes through the same angles as the first.
        let host = clip.layers.host
        for t in stride(from: 0.0, to: 0.4, by: 0.05) {
            #expect(abs(clip.timeline.presentation(of: host, at: t).rotation - clip.timeline.presentation(of: host, at: t + 0.4).rotation) < 1e-12)
        }
    }

    @Test func valuesAScenecannotHoldAreRefusedNamingThePart() throws {
        #expect(throws: WorldError.self) {
            _ = try Self.record { w in w.label.text = String(repeating: "9", count: 200) }
        }
    }
}
