import Testing
@testable import ReelTimeline

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite struct BasicAnimationTests {
    func value(_ a: BasicAnimation<Double>, at t: Double, current: Double = 10) -> Double {
        var s = LayerState(); s.opacity = current
        a.apply(parentTime: t, to: &s)
        return s.opacity
    }

    @Test func fromToByCombinations() {
        let timing = MediaTiming(duration: 1)
        let kp = \LayerState.opacity
        #expect(value(BasicAnimation(keyPath: kp, from: 0, to: 4, timing: timing), at: 0.5) == 2)
        #expect(value(BasicAnimation(keyPath: kp, from: 2, by: 4, timing: timing), at: 0.5) == 4)
        #expect(value(BasicAnimation(keyPath: kp, to: 4, by: 2, timing: timing), at: 0.5) == 3)
        #expect(value(BasicAnimation(keyPath: kp, from: 0, timing: timing), at: 0.5) == 5)
        #expect(value(BasicAnimation(keyPath: kp, to: 0, timing: timing), at: 0.5) == 5)
        #expect(value(BasicAnimation(keyPath: kp, by: 2, timing: timing), at: 0.5) == 11)
        #expect(value(BasicAnimation(keyPath: kp, timing: timing), at: 0.5) == 10)
        #expect(value(BasicAnimation(keyPath: kp, from: 1, to: 3, timing: timing, isAdditive: true), at: 0.5) == 12)
    }

    @Test func outsideItsIntervalShowsTheModel() {
        let a = BasicAnimation(keyPath: \LayerState.opacity, from: 0, to: 1, timing: MediaTiming(beginTime: 1, duration: 1))
        #expect(value(a, at: 0.5) == 10)
        #expect(value(a, at: 1) == 0)
        #expect(value(a, at: 2) == 10)
    }

    @Test func timingFunctionEasesProgress() {
        let a = BasicAnimation(keyPath: \LayerState.opacity, from: 0, to: 1, timing: MediaTiming(duration: 2),
                               timingFunction: .easeInEaseOut)
        #expect(near(value(a, at: 0.5), 0.129162, 1e-6))
    }
}

@Suite struct KeyframeAnimationTests {
    let timing = MediaTiming(duration: 1)

    @Test func linearWithKeyTimesAndSegmentCurves() {
        let a = KeyframeAnimation(keyPath: \LayerState.opacity, values: [0, 10, 20], keyTimes: [0, 0.25, 1], timing: timing)
        #expect(a.value(atProgress: 0) == 0)
        #expect(a.value(atProgress: 0.125) == 5)
        #expect(a.value(atProgress: 0.25) == 10)
        #expect(near(a.value(atProgress: 0.625), 15))
        #expect(a.value(atProgress: 1) == 20)
        let eased = KeyframeAnimation(keyPath: \LayerState.opacity, values: [0, 1, 2],
                                      timingFunctions: [.easeInEaseOut, .linear], timing: timing)
        #expect(near(eased.value(atProgress: 0.125), 0.129162, 1e-6))
        #expect(near(eased.value(atProgress: 0.75), 1.5))
    }

    @Test func discreteHoldsEachValue() {
        let a = KeyframeAnimation(keyPath: \LayerState.opacity, values: [1, 2, 3], calculationMode: .discrete, timing: timing)
        #expect(a.value(atProgress: 0) == 1)
        #expect(a.value(atProgress: 0.33) == 1)
        #expect(a.value(atProgress: 0.34) == 2)
        #expect(a.value(atProgress: 0.99) == 3)
    }

    @Test func pacedSpreadsByDistance() {
        // 0 → 1 is a tenth of the path 0 → 1 → 10, so it takes a tenth of the time.
        let a = KeyframeAnimation(keyPath: \LayerState.opacity, values: [0, 1, 10], keyTimes: [0, 0.5, 1],
                                  calculationMode: .paced, timing: timing)
        #expect(near(a.value(atProgress: 0.1), 1))
        #expect(near(a.value(atProgress: 0.55), 5.5))
    }

    @Test func cubicPassesThroughValuesSmoothly() {
        let a = KeyframeAnimation(keyPath: \LayerState.opacity, values: [0, 10, 0, 10], calculationMode: .cubic, timing: timing)
        #expect(near(a.value(atProgress: 1.0 / 3), 10))
        #expect(near(a.value(atProgress: 2.0 / 3), 0))
        // Catmull-Rom with repeated ends: first segment at its middle, by the Hermite basis.
        // p0 = 0, p1 = 10, m0 = (10 − 0) / (2/3), m1 = (0 − 0) / (2/3); dt = 1/3.
        let m0 = 10 / (2.0 / 3), dt = 1.0 / 3
        let expected = 0.5 * 10 + 0.125 * dt * m0
        #expect(near(a.value(atProgress: 1.0 / 6), expected))
        // cubicPaced reaches the values at distance-spread key times.
        let paced = KeyframeAnimation(keyPath: \LayerState.opacity, values: [0, 1, 10], calculationMode: .cubicPaced, timing: timing)
        #expect(near(paced.value(atProgress: 0.1), 1))
    }
}

@Suite struct GroupAndSpringTests {
    @Test func groupChildrenLiveInGroupTimeAndAreClipped() {
        let child = BasicAnimation(keyPath: \LayerState.opacity, from: 0, to: 1,
                                   timing: MediaTiming(beginTime: 0.5, duration: 1, fillMode: .forwards))
        let group = AnimationGroup(animations: [child], timing: MediaTiming(beginTime: 1, duration: 1))
        func at(_ t: Double) -> Double {
            var s = LayerState(); s.opacity = 9
            group.apply(parentTime: t, to: &s)
            return s.opacity
        }
        #expect(at(1.25) == 9)        // the child has not begun in group time
        #expect(at(1.75) == 0.25)
        #expect(at(2.5) == 9)         // the group's duration clips the child
    }

    @Test func springSolutions() {
        let under = SpringParameters(mass: 1, stiffness: 100, damping: 5)
        #expect(under.progress(at: 0) == 0)
        #expect((0..<200).map { under.progress(at: Double($0) / 100) }.max()! > 1.1)
        #expect(abs(under.progress(at: 5) - 1) < 0.01)
        let critical = SpringParameters(mass: 1, stiffness: 100, damping: 20)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
        #expect((0..<300).map { critical.progress(at: Double($0) / 100) }.allSatisfy { $0 <= 1 + 1e-12 })
        let over = SpringParameters(mass: 1, stiffness: 100, damping: 40)
        #expect((0..<300).map { over.progress(at: Double($0) / 100) }.allSatisfy { $0 <= 1 + 1e-12 })
        // Initial velocity: the slope at 0 is v0 (in distances per second).
        let pushed = SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)
        #expect(abs(pushed.progress(at: 1e-6) / 1e-6 - 3) < 1e-3)
        // UIKit's damping-ratio form: the envelope e^(−ζω₀t) reaches 1/1500 at the duration;
        // the underdamped amplitude is √(1 + b²) with b = ζ / √(1 − ζ²).
        let uikit = SpringParameters(dampingRatio: 0.5, initialVelocity: 0, duration: 0.8)
        #expect(abs(uikit.dampingRatio - 0.5) < 1e-12)
        let amplitude = (1 + 0.25 / 0.75).squareRoot()
        #expect(abs(1 - uikit.progress(at: 0.8)) <= amplitude / 1500 + 1e-12)
        #expect(uikit.settlingDuration > 0.4 && uikit.settlingDuration < 0.9)
    }
}
