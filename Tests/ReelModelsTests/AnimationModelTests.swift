import Testing
import ReelTimeline
@testable import ReelModels

/// Each animation against the seed's numbers, on a stage whose animation starts at 0.
@Suite struct AnimationModelTests {
    func stage(_ animation: BadgeAnimation, count: Int = 1) -> BadgeStage {
        var setup = BadgeSetup()
        setup.count = count
        var stage = setup.makeStage(for: animation, measure: FixedAdvanceMetrics())
        animation.run(on: &stage)
        return stage
    }

    @Test func popWidthAtEverySegmentEnd() {
        let p = PopParameters()
        let s = stage(.seed(p))
        let ends: [(Double, Double)] = [(0, 30), (0.05, 25.5), (0.25, 31.5), (0.30, 28.5), (0.35, 30), (0.5, 30)]
        for (t, width) in ends {
            let badge = s.timeline.presentation(of: s.badge, at: t)
            #expect(near(badge.size.width, width), "width at \(t)")
            #expect(near(badge.size.height, width), "height at \(t)")
            #expect(near(badge.cornerRadius, width / 2), "cornerRadius at \(t)")
            #expect(near(badge.center.x, 91) && near(badge.center.y, 5), "center at \(t)")
        }
    }

    @Test func popCornerRadiusIsLinearWhileTheSizeIsEased() {
        let s = stage(.seed(PopParameters()))
        // 0.1 s: a quarter into the out step (0.05 → 0.25).
        let badge = s.timeline.presentation(of: s.badge, at: 0.1)
        #expect(near(badge.cornerRadius, 12.75 + 3 * 0.25))               // linear: 13.5
        #expect(near(badge.size.width, 25.5 + 6 * 0.129162, 1e-5))        // easeInEaseOut: 26.274971
        #expect(badge.cornerRadius > badge.size.height / 2)               // the mismatch drawing clamps
        // The label is not animated by pop.
        let label = s.timeline.presentation(of: s.label, at: 0.1)
        #expect(label.frame == Rect(x: 76, y: -10, width: 30, height: 30))
    }

    @Test func bumpPeaks() {
        let s = stage(.seed(BumpParameters()))
        // center y = initialCenter.y − v; initialCenter.y = 5.
        let expected: [(Double, Double)] = [(0, 5), (0.065, 1), (0.13, -3), (0.26, 5), (0.31, 3), (0.36, 1), (0.46, 5)]
        for (t, y) in expected {
            #expect(near(s.timeline.presentation(of: s.badge, at: t).center.y, y), "badge at \(t)")
            #expect(near(s.timeline.presentation(of: s.label, at: t).center.y, y), "label at \(t)")
        }
    }

    @Test func blinkAlpha() {
        let s = stage(.seed(BlinkParameters()))
        let expected: [(Double, Double)] = [(0, 0.1), (0.05, 0.55), (0.1, 1), (0.15, 0.55), (0.2, 0.1), (0.3, 1), (1, 1)]
        for (t, alpha) in expected {
            #expect(near(s.timeline.presentation(of: s.badge, at: t).opacity, alpha), "badge at \(t)")
            #expect(near(s.timeline.presentation(of: s.label, at: t).opacity, alpha), "label at \(t)")
        }
    }

    /// The clip time at which the overall easeInEaseOut curve reaches progress `u`.
    func timeAtEasedProgress(_ u: Double, duration: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if TimingFunction.easeInEaseOut(mid) < u { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2 * duration
    }

    @Test(arguments: [0.0, 0.5])
    func shakeRotationAtEachKeyframe(yOffset: Double) {
        var p = ShakeParameters()
        p.yOffset = yOffset
        let s = stage(.seed(p))
        let angle = Double.pi / 8
        let expected = [0, -angle, angle, -angle, angle, -angle, 0]
        for (k, rotation) in expected.enumerated() {
            let t = timeAtEasedProgress(Double(k) / 6, duration: 1)
            let host = s.timeline.presentation(of: s.host, at: t)
            #expect(near(host.rotation, rotation, 1e-6), "keyframe \(k)")
            #expect(host.anchorPoint == Point(x: 0.5, y: yOffset))
            #expect(host.frame == Rect(x: 0, y: 0, width: 24, height: 24))   // the icon does not jump
            // The badge does not rotate with the bell: 16 points, 9 inside the bell's edge.
            let badge = s.timeline.presentation(of: s.badge, at: t)
            #expect(badge.rotation == 0 && badge.frame == Rect(x: 15, y: 0, width: 16, height: 16))
        }
        // Half-way between keyframes 1 and 2 the bell passes upright.
        let between = timeAtEasedProgress(1.5 / 6, duration: 1)
        #expect(near(s.timeline.presentation(of: s.host, at: between).rotation, 0, 1e-6))
    }

    @Test func shakeKeyframeAngles() {
        var p = ShakeParameters()
        p.keyframes = 3
        p.angle = 1
        #expect(p.keyframeAngles == [-1, 1, 0])
    }

    @Test func clipPlacesTheAnimationAfterTheLeadIn() {
        var timing = ClipTiming()
        timing.leadIn = 0.5; timing.hold = 0.5; timing.repeatCount = 2; timing.fps = 10
        let clip = Clip.single(.seed(PopParameters()), setup: BadgeSetup(), timing: timing, measure: FixedAdvanceMetrics())
        #expect(near(clip.duration, 0.5 + 2 * (0.35 + 0.5)))
        #expect(clip.frameCount == 22)
        #expect(clip.start == 0.5)
        // The second run overshoots 0.85 s after the first.
        let first = clip.timeline.presentation(of: clip.layers.badge, at: 0.5 + 0.25)
        let second = clip.timeline.presentation(of: clip.layers.badge, at: 0.5 + 0.85 + 0.25)
        #expect(near(first.size.width, 31.5) && near(second.size.width, 31.5))
    }

    @Test func parametersRefuseBadValues() {
        var pop = PopParameters(); pop.popOutRatio = 0
        #expect(throws: ParameterError("popOutRatio", value: "0", accepted: "a number from 0.01 to 10")) { try pop.validate() }
        var shake = ShakeParameters(); shake.keyframes = 1
        #expect(throws: ParameterError.self) { try shake.validate() }
        var blink = BlinkParameters(); blink.blinkAlpha = .nan
        #expect(throws: ParameterError.self) { try blink.validate() }
        var clip = ClipTiming(); clip.fps = 241
        #expect(throws: ParameterError.self) { try clip.validate() }
        var setup = BadgeSetup(); setup.dot = true; setup.text = "x"
        #expect(throws: ParameterError.self) { try setup.validate() }
    }
}
