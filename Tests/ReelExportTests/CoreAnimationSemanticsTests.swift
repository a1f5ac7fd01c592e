import Testing
import ReelExport
import ReelModels
import ReelTimeline

/// A user's animation, written as a scene file, rendered frame by frame by the engine and
/// compared with `ReferenceCoreAnimation`'s evaluator at every frame: frame k is at exactly
/// k / fps, so frames that fall on a begin, an end, a key time or a wrap test which side of it
/// Core Animation puts them.
@Suite struct CoreAnimationSemanticsTests {
    /// The still time before the action, so a backwards fill has time to show (or not).
    static let leadIn = Q(1, 4)

    /// The clip of `action` (YAML lines under `- `) after the lead-in, with a hold after.
    static func clip(_ action: String, fps: Int, hold: String = "0.5") throws -> Clip {
        let text = """
        fps: \(fps)
        badge:
          count: 1
        actions:
          - action: wait
            seconds: \(leadIn)
          - \(action.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    "))
          - action: wait
            seconds: \(hold)
        """
        return try SceneFileReader(file: "test.yaml").read(text).scene.makeClip(measure: RenderedTextMetrics())
    }

    /// Every frame's badge value against the reference's `expected` (nil: the model value).
    static func compare(_ clip: Clip, fps: Int, model: Double, tolerance: Double = 1e-6,
                        read: (LayerState) -> Double, expected: (Q) -> Double?,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        var mismatches: [String] = []
        for k in 0..<clip.frameCount {
            let t = Q(k, fps)
            let actual = read(clip.snapshot(frame: k).layers[clip.layers.badge])
            let want = expected(t - leadIn) ?? model
            if !(abs(actual - want) <= tolerance) { mismatches.append("frame \(k) (t = \(t.value)): \(actual), expected \(want)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(6).joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    // MARK: keyframes

    @Test(arguments: [50, 60, 64])
    func keyframesWithKeyTimesAndSegmentCurves(fps: Int) throws {
        let clip = try Self.clip("""
        action: animate
        keyPath: transform.scale
        values: [1, 1.4, 0.9, 1]
        keyTimes: [0, 0.3, 0.7, 1]
        timingFunctions: [easeOut, linear, "cubic-bezier(0.2,0.9,0.3,1.2)"]
        duration: 0.5
        """, fps: fps)
        let reference = ReferenceKeyframes(values: [1, 1.4, 0.9, 1], keyTimes: [0, 0.3, 0.7, 1],
                                           curves: [ReferenceCurve.named["easeOut"]!, .linear,
                                                    ReferenceCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1.2)])
        var timing = ReferenceTiming(); timing.duration = Q(1, 2)
        Self.compare(clip, fps: fps, model: 1, read: \.scaleX) { t in
            timing.local(atParent: t, inGroup: false).map { reference.value(at: ($0 / timing.exactDuration).value) }
        }
        // transform.scale moves x and y alike.
        Self.compare(clip, fps: fps, model: 1, read: \.scaleY) { t in
            timing.local(atParent: t, inGroup: false).map { reference.value(at: ($0 / timing.exactDuration).value) }
        }
    }

    @Test func keyframesUnderAnOverallCurveAndDiscrete() throws {
        let fps = 50
        var timing = ReferenceTiming(); timing.duration = Q(2, 5)
        let eased = try Self.clip("""
        action: animate
        keyPath: transform.rotation.z
        values: [0, -0.3, 0.3, 0]
        timingFunction: easeInEaseOut
        duration: 0.4
        """, fps: fps)
        let even = ReferenceKeyframes(values: [0, -0.3, 0.3, 0], keyTimes: nil, curves: nil)
        let curve = ReferenceCurve.named["easeInEaseOut"]!
        Self.compare(eased, fps: fps, model: 0, read: \.rotation) { t in
            timing.local(atParent: t, inGroup: false).map { even.value(at: curve(($0 / timing.exactDuration).value)) }
        }
        let discrete = try Self.clip("""
        action: animate
        keyPath: opacity
        values: [0.2, 0.9, 0.5]
        keyTimes: [0, 0.25, 0.5, 1]
        calculationMode: discrete
        duration: 0.4
        """, fps: fps)
        let steps = ReferenceKeyframes(values: [0.2, 0.9, 0.5], keyTimes: [0, 0.25, 0.5, 1], curves: nil, discrete: true)
        Self.compare(discrete, fps: fps, model: 1, tolerance: 0, read: \.opacity) { t in
            timing.local(atParent: t, inGroup: false).map { steps.value(at: ($0 / timing.exactDuration).value) }
        }
    }

    // MARK: fill modes

    @Test(arguments: ["removed", "forwards", "backwards", "both"], [true, false])
    func fillModeBeforeAndAfter(fill: String, removedOnCompletion: Bool) throws {
        let fps = 50
        let clip = try Self.clip("""
        action: animate
        keyPath: opacity
        fromValue: 0.2
        toValue: 0.6
        beginTime: 0.2
        duration: 0.3
        fillMode: \(fill)
        removedOnCompletion: \(removedOnCompletion)
        """, fps: fps)
        var timing = ReferenceTiming()
        timing.begin = Q(1, 5); timing.duration = Q(3, 10); timing.fill = fill; timing.removedOnCompletion = removedOnCompletion
        Self.compare(clip, fps: fps, model: 1, read: \.opacity) { t in
            // The animation is on the layer only from the action's start.
            guard t >= .zero else { return nil }
            return timing.local(atParent: t, inGroup: false).map { 0.2 + 0.4 * ($0 / timing.exactDuration).value }
        }
        // The action takes beginTime + duration on the scene's clock, whatever the fill.
        #expect(clip.exactAnimationDuration == Rational(1, 2))
        // Spot checks in words: before the begin, only a backwards fill shows the start; after
        // the end only a forwards fill on an animation kept on the layer shows the end.
        let before = clip.snapshot(frame: 13).layers[clip.layers.badge].opacity   // t = 0.26, local 0.01
        let after = clip.snapshot(frame: 40).layers[clip.layers.badge].opacity    // t = 0.8, past 0.75
        #expect(before == (fill == "backwards" || fill == "both" ? 0.2 : 1))
        #expect(after == (!removedOnCompletion && (fill == "forwards" || fill == "both") ? 0.6 : 1))
    }

    // MARK: repeat, autoreverse, speed, timeOffset

    @Test(arguments: [
        // (repeatCount, repeatDuration, autoreverses)
        ("2", "0", true), ("1.5", "0", true), ("2.5", "0", false), ("0", "0.5", true), ("0", "0.35", false),
    ])
    func autoreverseWithRepeat(count: String, total: String, autoreverses: Bool) throws {
        let fps = 50
        let clip = try Self.clip("""
        action: animate
        keyPath: transform.translation.y
        fromValue: 0
        toValue: 20
        duration: 0.2
        repeatCount: \(count)
        repeatDuration: \(total)
        autoreverses: \(autoreverses)
        fillMode: forwards
        removedOnCompletion: false
        timingFunction: easeIn
        """, fps: fps)
        var timing = ReferenceTiming()
        timing.duration = Q(1, 5); timing.autoreverses = autoreverses; timing.fill = "forwards"; timing.removedOnCompletion = false
        timing.repeatCount = Self.q(count); timing.repeatDuration = Self.q(total)
        let curve = ReferenceCurve.named["easeIn"]!
        Self.compare(clip, fps: fps, model: 0, read: \.translationY) { t in
            guard t >= .zero else { return nil }
            return timing.local(atParent: t, inGroup: false).map { 20 * curve(($0 / timing.exactDuration).value) }
        }
    }

    @Test(arguments: [("2", "0.1"), ("0.5", "0"), ("1.25", "0.3")])
    func speedAndTimeOffset(speed: String, offset: String) throws {
        let fps = 60
        let clip = try Self.clip("""
        action: animate
        keyPath: position.x
        fromValue: 10
        toValue: 50
        duration: 0.4
        repeatCount: 2
        speed: \(speed)
        timeOffset: \(offset)
        """, fps: fps)
        var timing = ReferenceTiming()
        timing.duration = Q(2, 5); timing.repeatCount = Q(2); timing.speed = Self.q(speed); timing.offset = Self.q(offset)
        let model = clip.snapshot(frame: 0).layers[clip.layers.badge].position.x
        Self.compare(clip, fps: fps, model: model, read: \.position.x) { t in
            guard t >= .zero else { return nil }
            return timing.local(atParent: t, inGroup: false).map { 10 + 40 * ($0 / timing.exactDuration).value }
        }
        // The action lasts its active time over its speed on the scene's clock.
        let length = Q(4, 5) / Self.q(speed)
        #expect(clip.exactAnimationDuration == Rational(length.n, length.d))
    }

    // MARK: springs

    @Test(arguments: [
        // (stiffness, damping, initialVelocity): under-, critically and over-damped.
        (200.0, 10.0, 0.0), (300.0, 5.0, 4.0), (100.0, 20.0, 0.0), (64.0, 16.0, -2.0), (100.0, 50.0, 0.0), (50.0, 40.0, 3.0),
    ])
    func springClosedForm(stiffness: Double, damping: Double, velocity: Double) throws {
        let fps = 60
        let clip = try Self.clip("""
        action: spring
        keyPath: transform.scale
        fromValue: 0.5
        toValue: 1.5
        stiffness: \(stiffness)
        damping: \(damping)
        initialVelocity: \(velocity)
        duration: 1.5
        """, fps: fps)
        let spring = ReferenceSpring(mass: 1, stiffness: stiffness, damping: damping, velocity: velocity)
        // The closed form itself agrees with integrating the equation of motion.
        for t in stride(from: 0.05, through: 1.5, by: 0.05) {
            #expect(abs(spring.progress(t) - spring.integrated(t)) < 1e-6, "closed form at \(t)")
        }
        var timing = ReferenceTiming(); timing.duration = Q(3, 2)
        Self.compare(clip, fps: fps, model: 1, tolerance: 1e-9, read: \.scaleX) { t in
            timing.local(atParent: t, inGroup: false).map { 0.5 + spring.progress($0.value) }
        }
    }

    @Test(arguments: [(200.0, 10.0), (100.0, 20.0), (100.0, 50.0), (130.5071656342394, 18.84955592153876)])
    func springWithoutDurationRunsItsSettlingDuration(stiffness: Double, damping: Double) throws {
        let clip = try Self.clip("""
        action: spring
        keyPath: opacity
        fromValue: 0
        toValue: 1
        stiffness: \(stiffness)
        damping: \(damping)
        """, fps: 50)
        let settle = clip.animationDuration
        let spring = ReferenceSpring(mass: 1, stiffness: stiffness, damping: damping, velocity: 0)
        // Settled: within 0.1% of rest from then on, and not yet 2 ms before.
        for t in stride(from: settle, through: settle + 3, by: 0.001) { #expect(abs(1 - spring.progress(t)) <= 0.001 + 1e-12) }
        #expect((0..<10).contains { abs(1 - spring.progress(settle - 0.002 + Double($0) * 0.0001)) > 0.001 })
    }

    // MARK: groups

    @Test func groupClipsItsChildren() throws {
        let fps = 50
        let clip = try Self.clip("""
        action: group
        duration: 0.3
        animations:
          - keyPath: opacity
            fromValue: 0
            toValue: 1
            duration: 0.6
          - keyPath: transform.translation.y
            fromValue: 0
            toValue: 30
            beginTime: 0.1
            duration: 0.1
            fillMode: forwards
          - action: spring
            keyPath: transform.scale
            fromValue: 2
            toValue: 1
            stiffness: 300
            damping: 12
            beginTime: 0.2
            duration: 0.5
            fillMode: backwards
        """, fps: fps)
        var group = ReferenceTiming(); group.duration = Q(3, 10)
        var fade = ReferenceTiming(); fade.duration = Q(3, 5)
        var rise = ReferenceTiming(); rise.begin = Q(1, 10); rise.duration = Q(1, 10); rise.fill = "forwards"
        var scale = ReferenceTiming(); scale.begin = Q(1, 5); scale.duration = Q(1, 2); scale.fill = "backwards"
        let spring = ReferenceSpring(mass: 1, stiffness: 300, damping: 12, velocity: 0)
        /// A child's local time inside the group, or nil when the group or the child shows nothing.
        func child(_ timing: ReferenceTiming, _ t: Q) -> Q? {
            group.local(atParent: t, inGroup: false).flatMap { timing.local(atParent: $0, inGroup: true) }
        }
        Self.compare(clip, fps: fps, model: 1, read: \.opacity) { t in
            child(fade, t).map { ($0 / fade.exactDuration).value }
        }
        Self.compare(clip, fps: fps, model: 0, read: \.translationY) { t in
            child(rise, t).map { 30 * ($0 / rise.exactDuration).value }
        }
        Self.compare(clip, fps: fps, model: 1, tolerance: 1e-9, read: \.scaleX) { t in
            child(scale, t).map { 2 - spring.progress($0.value) }
        }
        // The fade is cut at the group's end: 0.5 of the way, never more.
        let last = clip.snapshot(frame: 27).layers[clip.layers.badge]   // t = 0.54, group time 0.29
        #expect(abs(last.opacity - 0.29 / 0.6) < 1e-12)
        #expect(clip.snapshot(frame: 28).layers[clip.layers.badge].opacity == 1)
        #expect(clip.exactAnimationDuration == Rational(3, 10))
    }

    /// The count moves with the badge (geometry, transform, opacity) but keeps its own fill.
    @Test func badgeAnimationsMoveTheCountButNotItsFill() throws {
        let clip = try Self.clip("""
        action: group
        duration: 0.4
        animations:
          - keyPath: transform.rotation.z
            fromValue: 0
            toValue: 1
            duration: 0.4
          - keyPath: backgroundColor
            fromValue: "#0000FF"
            toValue: "#00FF00"
            duration: 0.4
        """, fps: 50)
        let s = clip.snapshot(frame: 20)   // t = 0.4, local 0.15
        let badge = s.layers[clip.layers.badge], label = s.layers[clip.layers.label]
        #expect(abs(badge.rotation - 0.375) < 1e-12 && abs(label.rotation - 0.375) < 1e-12)
        #expect(abs(badge.backgroundColor.green - 0.375) < 1e-12)
        #expect(label.backgroundColor == .clear)
    }

    static func q(_ text: String) -> Q {
        let parts = text.split(separator: ".")
        guard parts.count == 2 else { return Q(Int(text)!) }
        var d = 1
        for _ in parts[1] { d *= 10 }
        return Q(Int(parts[0])! * d + Int(parts[1])!, d)
    }
}
