import Testing
@testable import ReelTimeline

/// Frames that land exactly on a discontinuity show the value from its far side: the clock,
/// the media timing and the key times are compared exactly.
@Suite struct ExactBoundaryTests {
    func stage() -> (Timeline, Timeline.LayerID) {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        return (t, id)
    }

    /// Frame k at `fps`, exactly.
    func frame(_ k: Int, fps: Double) -> Rational { Rational(k) / Rational(reading: fps) }

    @Test func aModelChangeAtASumOfDurationsShowsOnTheFrameAtThatTime() {
        var (t, id) = stage()
        let start = Rational(reading: 0.1) + Rational(reading: 0.3) + Rational(reading: 0.2)
        t.setModel(of: id, at: start) { $0.opacity = 0.1 }
        #expect(t.presentation(of: id, at: frame(35, fps: 60)).opacity == 1)
        #expect(t.presentation(of: id, at: frame(36, fps: 60)).opacity == 0.1)
        // The Double entry point reads 36/60 = 0.6 as 3/5 too.
        #expect(t.presentation(of: id, at: 36.0 / 60).opacity == 0.1)
    }

    @Test func aChainedStepBeginsAndEndsExactlyAtItsSum() {
        var (t, id) = stage()
        // Three 0.1 s steps after 0.1 s: the last ends at 0.4 s (in floating point 0.1 + 0.1 +
        // 0.1 + 0.1 is 0.4000000000000001), the 24th frame at 60 fps.
        let end = t.animateChain(at: Rational(reading: 0.1), curve: .timing(.linear), [
            ViewAnimationStep(duration: 0.1, changes: [ViewChange(id) { $0.opacity = 0 }]),
            ViewAnimationStep(duration: 0.1, changes: [ViewChange(id) { $0.opacity = 1 }]),
            ViewAnimationStep(duration: 0.1, changes: [ViewChange(id) { $0.opacity = 0.5 }]),
        ])
        #expect(end == Rational(2, 5))
        // Step 2 begins at frame 12 (0.2 s): its start value, not step 1's last.
        #expect(t.presentation(of: id, at: frame(12, fps: 60)).opacity == 0)
        #expect(t.presentation(of: id, at: frame(18, fps: 60)).opacity == 1)
        // Just before the end the last step is still animating; at the end the model shows.
        let before = t.presentation(of: id, at: frame(23, fps: 60)).opacity
        #expect(abs(before - (1 - 0.5 * 5.0 / 6)) < 1e-12)
        #expect(t.presentation(of: id, at: frame(24, fps: 60)).opacity == 0.5)
    }

    @Test func mediaTimingBoundariesAreExact() {
        // Begins at 0.1 + 0.2 (read as the 3/10 it sums to), lasts 0.3 s, twice.
        let timing = MediaTiming(beginTime: 0.1 + 0.2, duration: 0.3, repeatCount: 2)
        #expect(timing.localTime(atParentTime: Rational(3, 10)) == .zero)
        #expect(timing.localTime(atParentTime: Rational(3, 10) - Rational(1, 1_000_000)) == nil)
        // The second iteration starts at local 0.3 exactly; the end, 0.6 s later, is excluded.
        #expect(timing.localTime(atParentTime: Rational(3, 5)) == .zero)
        #expect(timing.localTime(atParentTime: Rational(9, 10)) == nil)
        #expect(timing.exactEndTime == Rational(9, 10))
        // In floating point the same boundaries miss: 0.1 + 0.2 + 0.3 + 0.3 > 0.9.
        #expect(0.1 + 0.2 + 0.3 + 0.3 != 0.9)
    }

    @Test func discreteValuesAppearExactlyAtTheirKeyTimes() {
        // Key times k/7 (not finite decimals) under a linear curve over 7/10 s: value k
        // appears at frame 10k at 100 fps and not a frame earlier.
        let values: [Double] = [0, 1, 2, 3, 4, 5, 6]
        let a = KeyframeAnimation(keyPath: \LayerState.opacity, values: values, keyTimes: (0..<7).map { Double($0) / 7 },
                                  calculationMode: .discrete, timing: MediaTiming(duration: 0.7))
        for k in 1..<7 {
            var on = LayerState(), before = LayerState()
            a.apply(parentTime: frame(10 * k, fps: 100), to: &on)
            a.apply(parentTime: frame(10 * k - 1, fps: 100), to: &before)
            #expect(on.opacity == values[k], "key \(k)")
            #expect(before.opacity == values[k - 1], "before key \(k)")
        }
    }

    @Test func keyframesThatMeetAddNoSecondKeyTime() throws {
        // k/n + 1/n is one ulp off (k+1)/n in floating point for many n; exactly it is
        // the next keyframe's start, so the animation has n + 1 values and key times k/n.
        for n in 2...20 {
            var (t, id) = stage()
            let frames = (0..<n).map { k in
                ViewKeyframe(relativeStartTime: Double(k) / Double(n), relativeDuration: 1 / Double(n),
                             changes: [ViewChange(id) { $0.opacity = Double(k + 2) }])
            }
            t.animateKeyframes(at: .zero, duration: 1, curve: .linear, calculationMode: .cubic, frames)
            // Where a duplicate key time would hold, the value keeps moving.
            for k in 1..<n {
                let atKey = t.presentation(of: id, at: Rational(k, n)).opacity
                let after = t.presentation(of: id, at: Rational(k, n) + Rational(1, 100 * n)).opacity
                #expect(atKey == Double(k + 1), "n = \(n), key \(k)")
                #expect(after > atKey, "n = \(n), after key \(k)")
            }
        }
    }
}
