import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

/// The world's Core Animation semantics against independent formulas: springs, groups with
/// begin times, keyframes with key times and timing functions, property animators,
/// CATransaction durations and completions, endless repeats, removal, geometry.
@Suite struct WorldSemanticsTests {
    static let measure = FixedAdvanceMetrics()

    /// A world on the default setup, run by `code`, and the clip of its recording.
    static func record(length: Double? = nil, _ code: (UIKitWorld) throws -> Void) throws -> (UIKitWorld, Clip, [SceneAction]) {
        var setup = BadgeSetup(); setup.layout = .hub
        let world = UIKitWorld(setup: setup, measure: measure)
        try code(world)
        try world.run()
        let scene = try world.scene(setup: setup, fps: 100, length: length)
        return (world, scene.makeClip(measure: measure), scene.actions)
    }

    static func badge(_ clip: Clip, _ t: Double) -> LayerState { clip.timeline.presentation(of: clip.layers.badge, at: t) }

    @Test(arguments: [(0.5, 0.0), (0.3, 2.0), (1.0, 0.0), (0.1, -1.0)])
    func uiViewSpringIsTheCitedSpring(ratio: Double, velocity: Double) throws {
        var x0 = 0.0
        let (_, clip, _) = try Self.record { w in
            x0 = w.badge.center.x
            try w.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                          options: [], animations: { w.badge.center.x += 40 })
        }
        let s = Formula.uikitSpring(ratio: ratio, duration: 0.6)
        for t in stride(from: 0.0, to: 0.6, by: 0.013) {
            let expected = x0 + 40 * Formula.spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: velocity, at: t)
            #expect(abs(Self.badge(clip, t).position.x - expected) < 1e-9, "t \(t)")
        }
        #expect(Self.badge(clip, 0.6).position.x == x0 + 40)
    }

    @Test func springAnimationMapsFieldForFieldAndSettles() throws {
        let (_, clip, _) = try Self.record { w in
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = .nsNumber(1); spring.toValue = .nsNumber(2)
            spring.mass = 2; spring.stiffness = 300; spring.damping = 12; spring.initialVelocity = 1
            spring.duration = spring.settlingDuration
            try w.badge.layer.add(spring, forKey: "s")
        }
        for t in stride(from: 0.0, to: 1.0, by: 0.017) {
            let expected = 1 + Formula.spring(mass: 2, stiffness: 300, damping: 12, velocity: 1, at: t)
            #expect(abs(Self.badge(clip, t).scaleX - expected) < 1e-9, "t \(t)")
        }
        // settlingDuration: within 0.1 % of the distance from then on (checked at 1 ms).
        let settle = SpringParameters(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1).settlingDuration
        for t in stride(from: settle, to: settle + 2, by: 0.001) {
            #expect(abs(1 - Formula.spring(mass: 2, stiffness: 300, damping: 12, velocity: 1, at: t)) <= 0.001 + 1e-12)
        }
    }

    @Test func groupChildrenRunInTheGroupsTimeFromTheirBeginTimes() throws {
        var model = 0.0
        let (_, clip, _) = try Self.record { w in
            model = w.badge.alpha
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = .nsNumber(0); fade.toValue = .nsNumber(1)
            fade.beginTime = 0.25; fade.duration = 0.5
            let grow = CABasicAnimation(keyPath: "cornerRadius")
            grow.fromValue = .nsNumber(0); grow.toValue = .nsNumber(20)
            grow.beginTime = 0.5; grow.duration = 1; grow.fillMode = .backwards
            let group = CAAnimationGroup()
            group.animations = [fade, grow]; group.duration = 1
            try w.badge.layer.add(group, forKey: "g")
        }
        let radius = Self.badge(clip, 1.5).cornerRadius
        for t in stride(from: 0.0, to: 1.2, by: 0.01) {
            let s = Self.badge(clip, t)
            let opacity = t >= 0.25 && t < 0.75 ? (t - 0.25) / 0.5 : model
            #expect(abs(s.opacity - opacity) < 1e-9, "t \(t)")
            // Filled backwards inside the group, cut by the group's end at 1 s.
            let r = t < 1 ? (t < 0.5 ? 0 : 20 * (t - 0.5)) : radius
            #expect(abs(s.cornerRadius - r) < 1e-9, "t \(t)")
        }
    }

    @Test func keyframesFollowKeyTimesAndTheirTimingFunctions() throws {
        var x0 = 0.0
        let (_, clip, _) = try Self.record { w in
            x0 = w.badge.center.x
            let move = CAKeyframeAnimation(keyPath: "position.x")
            move.values = [.nsNumber(x0), .nsNumber(x0 + 10), .nsNumber(x0 + 30)]
            move.keyTimes = [0, 0.2, 1]
            move.timingFunctions = [CAMediaTimingFunctionName.curve(named: "kCAMediaTimingFunctionEaseIn")!,
                                    CAMediaTimingFunctionName.curve(named: "linear")!]
            move.duration = 2
            try w.badge.layer.add(move, forKey: nil)
        }
        for t in stride(from: 0.0, to: 2.0, by: 0.01) {
            let u = t / 2
            let expected = u < 0.2 ? x0 + 10 * Formula.easeIn(u / 0.2) : x0 + 10 + 20 * (u - 0.2) / 0.8
            // ReelTimeline solves a timing curve to 1e-6 in x (TimingFunction); 10 points × that.
            #expect(abs(Self.badge(clip, t).position.x - expected) < 1e-5, "t \(t)")
        }
    }

    @Test func propertyAnimatorWithControlPointsAndCompletion() throws {
        var x0 = 0.0, completedAt: Double?
        let (_, clip, _) = try Self.record { w in
            x0 = w.badge.center.x
            let animator = try UIViewPropertyAnimator(world: w, duration: 0.8, controlPoint1: Point(x: 0.1, y: 0.7),
                                                      controlPoint2: Point(x: 0.3, y: 1)) { w.badge.center.x = x0 + 50 }
            animator.addCompletion { position in
                #expect(position == .end)
                completedAt = w.now.doubleValue
            }
            try animator.startAnimation(afterDelay: 0.2)
        }
        #expect(completedAt == 1.0)
        for t in stride(from: 0.0, to: 1.0, by: 0.01) {
            let expected = t < 0.2 ? x0 : x0 + 50 * Formula.bezier(0.1, 0.7, 0.3, 1, at: (t - 0.2) / 0.8)
            // The curve is solved to 1e-6 in x; its slope reaches 7 here: 50 points × 7e-7.
            #expect(abs(Self.badge(clip, t).position.x - expected) < 5e-5, "t \(t)")
        }
    }

    @Test func propertyAnimatorDampingRatioIsUIViewsSpring() throws {
        let (_, a, _) = try Self.record { w in
            let animator = UIViewPropertyAnimator(world: w, duration: 0.7, dampingRatio: 0.4) { w.badge.alpha = 0.2 }
            try animator.startAnimation()
        }
        let (_, b, _) = try Self.record { w in
            try w.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                          animations: { w.badge.alpha = 0.2 })
        }
        #expect(ClipComparison(a, b).largest == 0)
    }

    @Test func transactionDurationAndCompletion() throws {
        var completedAt: Double?
        let (_, clip, _) = try Self.record { w in
            w.transactionBegin()
            w.transactionSetAnimationDuration(0.8)
            w.transactionSetCompletionBlock { completedAt = w.now.doubleValue }
            let fade = CABasicAnimation(keyPath: "opacity")   // duration 0: the transaction's
            fade.fromValue = .nsNumber(0); fade.toValue = .nsNumber(1)
            try w.badge.layer.add(fade, forKey: "fade")
            let late = CABasicAnimation(keyPath: "cornerRadius")
            late.toValue = .nsNumber(3); late.duration = 0.5; late.beginTime = w.currentMediaTime() + 0.6
            try w.badge.layer.add(late, forKey: "late")
            try w.transactionCommit()
        }
        // The completion waits for the later end: 0.6 + 0.5.
        #expect(completedAt == 1.1)
        for t in stride(from: 0.0, to: 0.8, by: 0.01) { #expect(abs(Self.badge(clip, t).opacity - t / 0.8) < 1e-9) }
        // Outside a transaction, duration 0 runs as Core Animation's 0.25.
        let (_, other, _) = try Self.record { w in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = .nsNumber(0); fade.toValue = .nsNumber(1)
            try w.badge.layer.add(fade, forKey: nil)
        }
        #expect(abs(Self.badge(other, 0.2).opacity - 0.8) < 1e-9)
    }

    @Test func aBeginTimeInThePastIsRefusedWithTheMediaTime() throws {
        #expect(throws: WorldError.self) {
            _ = try Self.record { w in
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.beginTime = 0.5
                try w.badge.layer.add(fade, forKey: nil)
            }
        }
    }

    @Test func endlessRepeatPlaysToTheClipsEndTwoCyclesByDefault() throws {
        var x0 = 0.0
        let (world, clip, actions) = try Self.record { w in
            x0 = w.badge.center.x
            try w.animate(withDuration: 0.5, delay: 0.1, options: [.repeat, .autoreverse, .curveLinear],
                          animations: { w.badge.center.x += 10 })
        }
        #expect(world.defaultLength == 0.1 + 2 * 1.0)
        #expect(clip.duration == 2.1)
        guard case .at(_, .viewAnimate(let p)) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(p.repeatDuration == 2.0 && p.autoreverses)
        for t in stride(from: 0.1, to: 2.1, by: 0.01) {
            let phase = (t - 0.1).truncatingRemainder(dividingBy: 1)
            let expected = x0 + 10 * (phase <= 0.5 ? phase / 0.5 : (1 - phase) / 0.5)
            #expect(abs(Self.badge(clip, t).position.x - expected) < 1e-9, "t \(t)")
        }
        // An endless layer animation, with a length given: cut there.
        let (_, cut, _) = try Self.record(length: 3) { w in
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = .nsNumber(0); spin.toValue = .nsNumber(Double.pi); spin.duration = 0.4
            spin.repeatCount = Double(Float.greatestFiniteMagnitude)
            try w.badge.layer.add(spin, forKey: "spin")
        }
        #expect(cut.duration == 3)
        #expect(abs(Self.badge(cut, 2.9).rotation - ShortestRotation.normalized(Double.pi * 0.25)) < 1e-9)
    }

    /// Issue 41: a finite repeatCount or repeatDuration past the scene's 600 s was drawn as an
    /// endless animation cut to two cycles (exit 0); it ends, so it is refused, never "forever"
    /// — unless the run takes it off first (issue 38: `repeatCount = Float(Int.max)` until a
    /// stopWobble() removes it), which is the other side of this test.
    @Test func aFiniteRepetitionPastTheSceneIsRefusedNotDrawnAsForever() throws {
        let tail = "and the run did not remove it: expected at most "
        for (count, duration, expected) in [
            (1_000.0, 0.0, "CABasicAnimation.repeatCount 1000 runs 1000 s, past the scene's 600 s, \(tail)600 repetitions, .infinity to repeat forever, or removeAnimation(forKey:) before the run ends"),
            (0.0, 601.0, "CABasicAnimation.repeatDuration 601 runs 601 s, past the scene's 600 s, \(tail)600 s, .infinity to repeat forever, or removeAnimation(forKey:) before the run ends"),
        ] {
            do {
                _ = try Self.record { w in
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.fromValue = .nsNumber(0); spin.toValue = .nsNumber(1); spin.duration = 1
                    spin.repeatCount = count; spin.repeatDuration = duration
                    try w.badge.layer.add(spin, forKey: "spin")
                }
                Issue.record("drawn: \(count), \(duration)")
            } catch {
                #expect("\(error)".hasSuffix(expected), "\(error)")
            }
        }
        // Forever stays forever: HUGE, Float.greatestFiniteMagnitude and .infinity.
        for count in [Double.infinity, Double(Float.greatestFiniteMagnitude)] {
            let (_, clip, _) = try Self.record(length: 3) { w in
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = .nsNumber(0); spin.toValue = .nsNumber(1); spin.duration = 1
                spin.repeatCount = count
                try w.badge.layer.add(spin, forKey: "spin")
            }
            #expect(clip.duration == 3)
        }
    }

    /// A given length cuts the clip there, a finite repeat still running then included (it was
    /// drawn to its own end, 525 s, whatever the length): TabBarBadgeViewShake's 1050 shakes of
    /// 0.25 s there and back, 10 pt either side of x = 76, linear (CABasicAnimation's timing
    /// function nil is linear), shown for 2 s. A repeat past the scene's 600 s is drawn for the
    /// length too instead of refused: the clip ends before either would.
    @Test func aGivenLengthCutsALongFiniteRepeat() throws {
        let (_, clip, _) = try Self.record(length: 2) { w in
            let side = CABasicAnimation(keyPath: "position.x")
            side.fromValue = .nsNumber(66); side.toValue = .nsNumber(86)
            side.autoreverses = true
            side.repeatCount = 1050
            try w.badge.layer.add(side, forKey: "position")
        }
        #expect(clip.duration == 2)
        // 0.125 s: halfway there, 76; 0.3 s: 0.05 s into the way back, 86 − 20 · 0.2 = 82;
        // 1.9 s (three 0.5 s cycles, then 0.25 s there and 0.15 s back): 86 − 20 · 0.6 = 74.
        #expect(abs(Self.badge(clip, 0.125).position.x - 76) < 1e-6)
        #expect(abs(Self.badge(clip, 0.3).position.x - 82) < 1e-6)
        #expect(abs(Self.badge(clip, 1.9).position.x - 74) < 1e-6)
        let (_, long, _) = try Self.record(length: 3) { w in
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = .nsNumber(0); spin.toValue = .nsNumber(1); spin.duration = 1
            spin.repeatCount = 1000
            try w.badge.layer.add(spin, forKey: "spin")
        }
        #expect(long.duration == 3)
        #expect(abs(Self.badge(long, 2.5).rotation - 0.5) < 1e-6)
    }

    /// The other side: a finite repeat past the scene that the run removes (by key, by
    /// removeAllAnimations, or by adding another with its key) is drawn as the device shows
    /// it: repeating until the removal, then the model.
    @Test func aFiniteRepetitionPastTheSceneRemovedByTheRunIsDrawnUntilThen() throws {
        let removals: [(CALayer) throws -> Void] = [
            { try $0.removeAnimation(forKey: "wobble") },
            { try $0.removeAllAnimations() },
        ]
        for remove in removals {
            let (_, clip, _) = try Self.record { w in
                let tilt = CABasicAnimation(keyPath: "transform.rotation.z")
                tilt.fromValue = .nsNumber(0.1); tilt.toValue = .nsNumber(-0.1); tilt.duration = 0.2
                tilt.autoreverses = true
                tilt.repeatCount = Double(Float(Int.max))
                try w.badge.layer.add(tilt, forKey: "wobble")
                try w.asyncAfter(seconds: 2) { try remove(w.badge.layer) }
            }
            #expect(clip.duration == 2)
            // A 0.4 s cycle, linear: 0.1 → -0.1 in 0.2 s, then back. At 1.1 s, 0.1 s into the
            // way back: 0; at 1.25 s, 0.05 s into the way there: 0.05; after the removal, 0.
            #expect(abs(Self.badge(clip, 1.1).rotation - 0) < 1e-6)
            #expect(abs(Self.badge(clip, 1.25).rotation - 0.05) < 1e-6)
            #expect(Self.badge(clip, 2).rotation == 0)
        }
    }

    @Test func removingByKeyShowsTheModelFromThen() throws {
        var model = 0.0
        let (_, clip, _) = try Self.record { w in
            model = w.badge.layer.cornerRadius
            let grow = CABasicAnimation(keyPath: "cornerRadius")
            grow.fromValue = .nsNumber(0); grow.toValue = .nsNumber(40); grow.duration = 2
            try w.badge.layer.add(grow, forKey: "grow")
            #expect(w.badge.layer.animationKeys() == ["grow"])
            try w.asyncAfter(seconds: 0.5) {
                try w.badge.layer.removeAnimation(forKey: "grow")
                #expect(w.badge.layer.animationKeys() == nil)
            }
            // The same key replaces: this one runs from 1 s.
            try w.asyncAfter(seconds: 1) {
                let again = CABasicAnimation(keyPath: "cornerRadius")
                again.fromValue = .nsNumber(5); again.toValue = .nsNumber(5); again.duration = 0.5
                try w.badge.layer.add(again, forKey: "grow")
            }
        }
        #expect(abs(Self.badge(clip, 0.25).cornerRadius - 5) < 1e-9)
        #expect(Self.badge(clip, 0.5).cornerRadius == model)
        #expect(Self.badge(clip, 1.2).cornerRadius == 5)
        #expect(Self.badge(clip, 1.6).cornerRadius == model)
    }

    @Test func timedCallsRunInTimeOrderOnTheClock() throws {
        var log: [(String, Double)] = []
        _ = try Self.record { w in
            try w.asyncAfter(seconds: 0.3) { log.append(("b", w.now.doubleValue)) }
            try w.asyncAfter(seconds: 0.1) {
                log.append(("a", w.now.doubleValue))
                try w.asyncAfter(seconds: 0.2) { log.append(("c", w.now.doubleValue)) }
            }
            try w.animate(withDuration: 0.25, animations: { w.badge.alpha = 0.5 }) { finished in
                #expect(finished)
                log.append(("done", w.now.doubleValue))
            }
        }
        #expect(log.map(\.0) == ["a", "done", "b", "c"])
        #expect(log.map(\.1) == [0.1, 0.25, 0.3, 0.30000000000000004].map { Rational(reading: $0).doubleValue })
    }

    @Test func limitsAreNamed() throws {
        var limits = WorldLimits(); limits.views = 2
        let world = UIKitWorld(setup: BadgeSetup(), measure: Self.measure, limits: limits)
        _ = try world.makeView(); _ = try world.makeLabel()
        do { _ = try world.makeImageView(); Issue.record("a third view was made") } catch { #expect(error.limit == .views) }
        var few = WorldLimits(); few.scheduledCalls = 1
        let other = UIKitWorld(setup: BadgeSetup(), measure: Self.measure, limits: few)
        try other.asyncAfter(seconds: 1) {}
        #expect(throws: WorldError("more than 1 timed calls scheduled (the scheduledCalls limit)", limit: .scheduledCalls)) {
            try other.asyncAfter(seconds: 2) {}
        }
    }

    @Test func undrawableTransformsAreRefusedWithWhy() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(perspective.undrawableReason?.contains("perspective") == true)
        #expect(CATransform3DMakeRotation(0.3, 1, 0, 0).undrawableReason?.contains("out of the screen's plane") == true)
        let skew = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(skew.decomposition == nil)
        let world = UIKitWorld(setup: BadgeSetup(), measure: Self.measure)
        world.badge.transform = skew
        #expect(throws: WorldError.self) { try world.run() }
        let other = UIKitWorld(setup: BadgeSetup(), measure: Self.measure)
        other.badge.layer.transform = perspective
        do { try other.run(); Issue.record("perspective drawn") } catch let error as WorldError { #expect(error.message.contains("m34")) }
    }

    @Test(arguments: [(0.3, 1.5, 2.0, 4.0, -7.0), (-2.5, 0.5, 0.5, 0, 0), (3.0, 1, -1, 10, 2), (0, 2, 3, -1, 1)])
    func transformsDecomposeToTheirMatrices(rotation: Double, sx: Double, sy: Double, tx: Double, ty: Double) {
        // Built by methods (the code's way), and read back from the matrix alone.
        let t = CGAffineTransform(translationX: tx, y: ty).rotated(by: rotation).scaledBy(x: sx, y: sy)
        var bare = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        bare.hint = nil
        for m in [t, bare] {
            guard let d = m.decomposition else { Issue.record("no decomposition of \(m)"); continue }
            let back = CGAffineTransform(d)
            for (x, y) in [(back.a, m.a), (back.b, m.b), (back.c, m.c), (back.d, m.d), (back.tx, m.tx), (back.ty, m.ty)] {
                #expect(abs(x - y) < 1e-12)
            }
        }
        // Points map as Core Graphics maps them: x′ = a·x + c·y + tx.
        let p = Point(x: 3, y: -2).applying(t)
        #expect(abs(p.x - (t.a * 3 + t.c * -2 + t.tx)) < 1e-12 && abs(p.y - (t.b * 3 + t.d * -2 + t.ty)) < 1e-12)
        // CATransform3D's plane functions agree with CGAffineTransform's.
        let three = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(tx, ty, 0), rotation, 0, 0, 1), sx, sy, 1)
        for (x, y) in [(three.m11, t.a), (three.m12, t.b), (three.m21, t.c), (three.m22, t.d), (three.m41, t.tx), (three.m42, t.ty)] {
            #expect(abs(x - y) < 1e-12)
        }
    }

    @Test func frameFollowsCenterBoundsTransformAndAnchor() throws {
        let world = UIKitWorld(setup: BadgeSetup(), measure: Self.measure)
        let v = try world.makeView(frame: Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(v.center == Point(x: 30, y: 30) && v.bounds == Rect(x: 0, y: 0, width: 40, height: 20))
        v.layer.anchorPoint = Point(x: 0, y: 0)     // the layer moves; the position stays
        #expect(v.center == Point(x: 30, y: 30) && v.frame == Rect(x: 30, y: 30, width: 40, height: 20))
        v.layer.anchorPoint = Point(x: 0.5, y: 0.5)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The bounding box of the turned bounds: 20 wide, 40 high, about the same center.
        #expect(abs(v.frame.width - 20) < 1e-12 && abs(v.frame.height - 40) < 1e-12)
        #expect(abs(v.frame.midX - 30) < 1e-12 && abs(v.frame.midY - 30) < 1e-12)
    }

    @Test func aLabelInsideTheBadgeMovesWithIt() throws {
        let (_, clip, _) = try Self.record { w in
            let circle = try w.makeView(frame: Rect(x: 70, y: -10, width: 30, height: 30))
            let count = try w.makeLabel(frame: Rect(x: 0, y: 0, width: 30, height: 30))
            count.text = "7"
            try circle.addSubview(count)
            try w.host.addSubview(circle)
            circle.bind(to: .badge); count.bind(to: .label)
            try w.animate(withDuration: 1, options: [.curveLinear], animations: { circle.center.y += 20 })
        }
        for t in [0.0, 0.3, 0.5, 1.0] {
            let label = clip.timeline.presentation(of: clip.layers.label, at: t)
            #expect(abs(label.position.y - (5 + 20 * min(t, 1))) < 1e-9, "t \(t)")
            #expect(label.position.x == 85 && label.text == "7")
        }
    }

    @Test func timingFunctionNamesInBothSpellings() throws {
        for (new, old) in [("easeInEaseOut", "kCAMediaTimingFunctionEaseInEaseOut"), ("linear", "kCAMediaTimingFunctionLinear"),
                           ("easeIn", "kCAMediaTimingFunctionEaseIn"), ("easeOut", "kCAMediaTimingFunctionEaseOut"),
                           ("default", "kCAMediaTimingFunctionDefault")] {
            #expect(CAMediaTimingFunctionName.curve(named: new) != nil)
            #expect(CAMediaTimingFunctionName.curve(named: new) == CAMediaTimingFunctionName.curve(named: old))
        }
        #expect(CAMediaTimingFunctionName.curve(named: "kCAMediaTimingFunctionBounce") == nil)
        #expect(throws: WorldError.self) { try TimingFunction.controlPoints(1.2, 0, 0.5, 1) }
    }

    /// A hue that is not a finite number has no sector of the colour wheel: the colour is made
    /// (its components NaN, as the arithmetic gives) instead of trapping in `Int(hue * 6)`.
    @Test func aNonFiniteHueMakesAColourWithoutTrapping() {
        for hue in [Double.nan, .infinity, -.infinity] {
            let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
            #expect(color.rgba.green.isNaN, "\(hue)")
        }
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).rgba.red == 1)
    }
}
