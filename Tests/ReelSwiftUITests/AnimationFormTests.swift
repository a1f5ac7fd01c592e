import Testing
import ReelTimeline
@testable import ReelSwiftUI

/// `Animation.form`: what `-o x.swift` of a SwiftUI file can say as one keyframe, worked by
/// hand from `delay` (the base at t − d) and `speed` (the base at t·s) [Apple].
@Suite struct AnimationFormTests {
    @Test func curvesAndSpringsWithTheirDelaysAndSpeeds() {
        #expect(Animation.easeInOut(duration: 0.5).form == .curve(.easeInOut, duration: 0.5, delay: 0))
        #expect(Animation.linear(duration: 0.4).delay(0.2).form == .curve(.linear, duration: 0.4, delay: 0.2))
        // speed(2) after delay(0.2): the base at (t·2 − 0.2), so 0.1 s of delay and half the duration.
        #expect(Animation.easeIn(duration: 0.6).delay(0.2).speed(2).form == .curve(.easeIn, duration: 0.3, delay: 0.1))
        // delay(0.2) after speed(2): the delay is the scene's own.
        #expect(Animation.easeIn(duration: 0.6).speed(2).delay(0.2).form == .curve(.easeIn, duration: 0.3, delay: 0.2))
        #expect(Animation.spring(duration: 0.4, bounce: 0.3).form == .spring(response: 0.4, dampingFraction: 1 - 0.3, delay: 0))
        #expect(Animation.bouncy.delay(0.1).form == .spring(response: 0.5, dampingFraction: 1 - 0.3, delay: 0.1))
        // iOS 17's `.default` moves as its base, a spring of response 0.55 and ratio 1 [Apple].
        #expect(Animation.default.form == .spring(response: 0.55, dampingFraction: 1, delay: 0))
    }

    /// `repeatForm`: a repeat's base as `form` says it, with the delays outside the repeat (in
    /// scene seconds) and the speeds outside it folded into the base, worked by hand.
    @Test func repeatsOfCurvesAndTheirOuterDelaysAndSpeeds() {
        let forever = Animation.easeIn(duration: 0.5).repeatForever().repeatForm
        #expect(forever?.form == .curve(.easeIn, duration: 0.5, delay: 0) && forever?.autoreverses == true && forever?.count == nil && forever?.delay == 0)
        // speed(2) outside delay(0.3) outside the repeat: the repeat at (t·2 − 0.3), so it begins
        // after 0.15 s and each iteration of the base lasts 0.25 s (its inner delay 0.1 s).
        let sped = Animation.linear(duration: 0.5).delay(0.2).repeatCount(3, autoreverses: false).delay(0.3).speed(2).repeatForm
        #expect(sped?.form == .curve(.linear, duration: 0.25, delay: 0.1) && sped?.autoreverses == false && sped?.count == 3 && sped?.delay == 0.15)
        #expect(Animation.easeIn(duration: 0.5).repeatForm == nil)
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).repeatForever().repeatForm == nil)
    }

    @Test func whatOneKeyframeCannotSayHasNoForm() {
        #expect(Animation.easeInOut(duration: 0.3).repeatCount(3).form == nil)
        #expect(Animation.linear(duration: 1).repeatForever().form == nil)
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).form == nil)
    }
}
