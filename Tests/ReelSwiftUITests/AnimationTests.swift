import Foundation
import Testing
@testable import ReelSwiftUI

@Suite struct AnimationPresetTests {
    @Test func presetsResolveToApplesParameters() {
        // A bare .spring / .spring() binds to spring(duration: 0.5, bounce: 0): response 0.5, ζ 1.
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring() == Animation.spring)
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(response: 0.4, dampingFraction: 1 - 0.4))
        #expect(Animation.spring(duration: 0.6, bounce: -0.5) == .spring(response: 0.6, dampingFraction: 2))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15) == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
        #expect(Animation.easeIn(duration: 1) == .timingCurve(0.42, 0, 1, 1, duration: 1))
        #expect(Animation.linear == .linear(duration: 0.35))
        // .default is equal only to itself [Apple], though it moves as its base.
        #expect(Animation.default != Animation.defaultBase)
        #expect(Animation.defaultBase == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        // interpolatingSpring(duration:bounce:) → k = (2π/d)², c = 2√k(1 − b).
        guard case let .interpolatingSpring(m, k, c, v0) = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3).kind else {
            Issue.record("not an interpolating spring"); return
        }
        #expect(m == 1 && v0 == 0)
        #expect(abs(k - 16 * Double.pi * Double.pi) < 1e-9 && abs(c - 2 * 4 * Double.pi * 0.7) < 1e-9)
        #expect(Animation.easeOut.delay(0.2).speed(2).description == ".easeOut(duration: 0.35).delay(0.2).speed(2.0)")
    }
}

@Suite struct TimingCurveAnimationTests {
    @Test func easeInOutMovesByItsCurve() {
        let times = [0, 0.25, 0.5, 0.75, 1.0, 1.0 + 1.0 / 60]
        let values = play(.easeInOut(duration: 1), from: 0, to: 100, times: times)
        for (t, v) in zip(times.prefix(5), values) {
            #expect(abs(v - 100 * Reference.bezier(0.42, 0, 0.58, 1, at: t)) < 1e-3)
        }
        #expect(abs(values[2] - 50) < 1e-3)
        #expect(values[5] == 100)
    }

    @Test func delayAndSpeedShiftAndScaleTime() {
        #expect(close(play(.linear(duration: 1).delay(0.5), from: 0, to: 100, times: [0.25, 1.0]), [0, 50]))
        #expect(close(play(.linear(duration: 1).speed(2), from: 0, to: 100, times: [0.25]), [50]))
        #expect(close(play(.linear(duration: 2), from: 10, to: 20, times: [0.5]), [12.5]))
    }

    /// SwiftUI's repeat ends an iteration at the first frame past the base's end, shows the end
    /// value on that frame and starts the next iteration there (hand-worked at 4 frames/s).
    @Test func repeatCountAutoreversesOnFrames() {
        let times = stride(from: 0.0, through: 4.25, by: 0.25).map { $0 }
        let values = play(.linear(duration: 1).repeatCount(3, autoreverses: true), from: 0, to: 100, times: times)
        let expected: [Double] = [0, 25, 50, 75, 100,   // iteration 0, t 0…1
                                  100,                  // 1.25: ended; shows 100, iteration 1 starts
                                  75, 50, 25, 0,        // 1.5…2.25 backwards
                                  0,                    // 2.5: ended; iteration 2 starts
                                  25, 50, 75, 100,      // 2.75…3.5… forwards
                                  100, 100, 100]        // 3.75 (elapsed 1.25): done, the model value
        #expect(close(values, expected))
    }

    @Test func repeatForeverWithoutAutoreverseJumpsBack() {
        let times = stride(from: 0.0, through: 2.0, by: 0.25).map { $0 }
        let values = play(.linear(duration: 1).repeatForever(autoreverses: false), from: 0, to: 100, times: times)
        #expect(close(values, [0, 25, 50, 75, 100, 100, 25, 50, 75]))
    }

    /// Two timing-curve animations on one property combine [Apple: shouldMerge false → "the
    /// system combines their results"]: the newer runs from the older's live output toward the
    /// new target, r = r₀ + f₁·(V₁ − r₀) [RE DefaultCombiningAnimation].
    @Test func interruptedCurvesCombine() {
        var value = AnimatedValue(AnimatableVector(0))
        value.set(AnimatableVector(100), animation: .easeInOut(duration: 1), at: 0)
        #expect(abs(value.value(at: 0.5).scalar - 50) < 1e-3)
        value.set(AnimatableVector(200), animation: .linear(duration: 1), at: 0.5)
        for t in [0.6, 0.75, 1.0, 1.25] {
            let r0 = t <= 1 ? 100 * Reference.bezier(0.42, 0, 0.58, 1, at: t) : 100
            let f1 = (t - 0.5) / 1
            #expect(abs(value.value(at: t).scalar - (r0 + f1 * (200 - r0))) < 1e-3)
        }
        #expect(abs(value.value(at: 1.5).scalar - 200) < 1e-3)
        #expect(value.value(at: 1.5 + 1.0 / 60).scalar == 200)
        #expect(!value.isAnimating)
    }

    @Test func completionEventsFollowTheFrames() {
        var value = AnimatedValue(AnimatableVector(0))
        value.set(AnimatableVector(1), animation: .easeOut(duration: 0.5), at: 0, transaction: 7)
        for t in frames(0, 0.6) { _ = value.value(at: t) }
        let first = frames(0, 0.6).first { $0 > 0.5 }!
        #expect(value.events.contains(AnimationEvent(transaction: 7, kind: .removed, time: first)))
        #expect(value.events.contains(AnimationEvent(transaction: 7, kind: .logicallyComplete, time: first)))
        #expect(value.events.count == 2)
    }

    @Test func changeWithoutAnimationJumps() {
        var value = AnimatedValue(AnimatableVector(0))
        value.set(AnimatableVector(5), animation: nil, at: 0)
        #expect(value.value(at: 0).scalar == 5)
        #expect(!value.isAnimating)
    }
}
