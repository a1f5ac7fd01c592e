import Testing
@testable import ReelTimeline

/// UIKit's block animations of a view's frame and transform are additive since iOS 8 (WWDC
/// 2014, "Building Interruptible and Responsive Interactions"): a block adds, per property, an
/// additive animation from (old − new) to zero over the model, which takes the new value at
/// once. A second block on a property in flight therefore adds its motion to the first's:
/// presentation = model + Σ (oldᵢ − newᵢ)(1 − pᵢ), pᵢ each block's eased progress (0 during its
/// delay, which is filled backwards; 1 once it has ended and been removed). That formula is
/// written out in each test below, independently of the timeline's code.
@Suite struct AdditiveViewAnimationTests {
    static func stage() -> (Timeline, Timeline.LayerID) {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        return (t, id)
    }

    /// A linear block's progress at `t`: begun at `begin`, lasting `duration`.
    static func progress(_ t: Double, begin: Double, duration: Double) -> Double {
        min(1, max(0, (t - begin) / duration))
    }

    @Test func twoBlocksOnOnePropertyAddTheirMotionsAtEveryFrame() {
        var (t, id) = Self.stage()
        let x0 = t.model(of: id, at: 0).center.x
        t.animate(at: 0, duration: 1, curve: .timing(.linear), [ViewChange(id) { $0.center.x += 100 }])
        t.animate(at: 0, duration: 1, delay: 0.5, curve: .timing(.linear), [ViewChange(id) { $0.center.x += 100 }])
        for k in 0...200 {
            let time = Double(k) / 100
            let model = x0 + 200
            let expected = model + (x0 - (x0 + 100)) * (1 - Self.progress(time, begin: 0, duration: 1))
                + ((x0 + 100) - (x0 + 200)) * (1 - Self.progress(time, begin: 0.5, duration: 1))
            #expect(t.model(of: id, at: time).center.x == model, "t = \(time)")
            #expect(abs(t.presentation(of: id, at: time).center.x - expected) < 1e-9, "t = \(time)")
        }
        #expect(t.presentation(of: id, at: 1.5).center.x == x0 + 200)
    }

    /// The same for a size and a rotation, with UIKit's default curve: two overlapping blocks,
    /// the second starting while the first runs.
    @Test func sizeAndRotationAddTooUnderTheDefaultCurve() {
        var (t, id) = Self.stage()
        let ease = TimingFunction.easeInEaseOut
        t.animate(at: 0, duration: 1, [ViewChange(id) { $0.size.width = 30; $0.rotation = 0.5 }])
        t.animate(at: 0.25, duration: 1, [ViewChange(id) { $0.size.width = 50; $0.rotation = 1.25 }])
        for k in 0...150 {
            let time = Double(k) / 100
            let p1 = ease(Self.progress(time, begin: 0, duration: 1))
            let p2 = time < 0.25 ? 0 : ease(Self.progress(time, begin: 0.25, duration: 1))
            let shown = t.presentation(of: id, at: time)
            if time >= 0.25 {
                #expect(abs(shown.size.width - (50 + (10 - 30) * (1 - p1) + (30 - 50) * (1 - p2))) < 1e-9, "t = \(time)")
                #expect(abs(shown.rotation - (1.25 + (0 - 0.5) * (1 - p1) + (0.5 - 1.25) * (1 - p2))) < 1e-9, "t = \(time)")
            } else {
                #expect(abs(shown.size.width - (10 + 20 * p1)) < 1e-9, "t = \(time)")
            }
        }
    }

    /// A model value set without animation while a block runs: what is shown moves by as much
    /// at once, the block's remaining offset still added (the additive animation is over the model).
    @Test func aModelChangeUnderABlockInFlightKeepsItsRemainingOffset() {
        var (t, id) = Self.stage()
        t.animate(at: 0, duration: 1, curve: .timing(.linear), [ViewChange(id) { $0.center.y = 105 }])
        t.setModel(of: id, at: 0.5) { $0.center.y = 0 }
        #expect(abs(t.presentation(of: id, at: 0.75).center.y - (0 + (5 - 105) * (1 - 0.75))) < 1e-9)
        #expect(t.presentation(of: id, at: 0.25).center.y == 30)
    }

    /// Alone, a block computes exactly the plain interpolation it always has (the built-in
    /// animations' bytes rest on it): compared with `==` to the non-additive animation.
    @Test func aLoneBlockIsExactlyThePlainInterpolation() {
        var (t, id) = Self.stage()
        t.animate(at: 0, duration: 0.7, [ViewChange(id) { $0.center.x = 33.3; $0.size.height = 17.1; $0.rotation = 2.9 }])
        var (plain, pid) = Self.stage()
        let from = plain.model(of: pid, at: 0)
        let timing = MediaTiming(beginTime: 0, duration: 0.7)
        plain.setModel(of: pid, at: 0) { $0.center.x = 33.3; $0.size.height = 17.1; $0.rotation = 2.9 }
        plain.add(BasicAnimation(keyPath: \LayerState.position, from: from.position, to: Point(x: 33.3, y: from.position.y),
                                 timing: timing, timingFunction: .easeInEaseOut), to: pid, at: 0)
        plain.add(BasicAnimation(keyPath: \LayerState.size, from: from.size, to: Size(width: from.size.width, height: 17.1),
                                 timing: timing, timingFunction: .easeInEaseOut), to: pid, at: 0)
        plain.add(BasicAnimation(keyPath: \LayerState.presentedRotation, from: 0, to: 2.9,
                                 timing: timing, timingFunction: .easeInEaseOut), to: pid, at: 0)
        for k in 0...80 {
            let time = Double(k) / 100
            #expect(t.presentation(of: id, at: time) == plain.presentation(of: pid, at: time), "t = \(time)")
        }
    }

    /// `.beginFromCurrentState` is not additive: the block starts from what is on screen and
    /// writes over the one in flight (UIKit's behaviour before iOS 8, kept for that option).
    @Test func beginFromCurrentStateReplacesTheBlockInFlight() {
        var (t, id) = Self.stage()
        t.animate(at: 0, duration: 1, curve: .timing(.linear), [ViewChange(id) { $0.center.x = 105 }])
        t.animate(at: Rational(reading: 0.5), duration: 1, curve: .timing(.linear), repeating: ViewAnimationRepeat(fromCurrentState: true),
                  [ViewChange(id) { $0.center.x = 5 }])
        // From 55 (on screen at 0.5) back to 5 over a second: 30 at 1.0, whatever the first adds.
        #expect(abs(t.presentation(of: id, at: 1).center.x - 30) < 1e-9)
    }
}
