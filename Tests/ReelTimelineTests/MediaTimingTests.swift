import Testing
@testable import ReelTimeline

@Suite struct MediaTimingTests {
    @Test func beginTimeAndDuration() {
        let t = MediaTiming(beginTime: 1, duration: 2)
        #expect(t.localTime(atParentTime: 0.5) == nil)
        #expect(t.localTime(atParentTime: 1) == 0)
        #expect(t.localTime(atParentTime: 2) == 1)
        #expect(t.localTime(atParentTime: 3) == nil)  // the end is exclusive
        #expect(t.endTime == 3)
    }

    @Test func fillModes() {
        let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
        #expect(backwards.localTime(atParentTime: 0) == 0)
        #expect(backwards.localTime(atParentTime: 4) == nil)
        let forwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
        #expect(forwards.localTime(atParentTime: 0) == nil)
        #expect(forwards.localTime(atParentTime: 4) == 2)
        // A finished animation that is removed on completion cannot fill.
        #expect(forwards.localTime(atParentTime: 4, removedOnCompletion: true) == nil)
        let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
        #expect(both.localTime(atParentTime: 0) == 0)
        #expect(both.localTime(atParentTime: 9) == 2)
    }

    @Test func speedAndTimeOffset() {
        let fast = MediaTiming(duration: 2, speed: 2)
        #expect(fast.localTime(atParentTime: 0.5) == 1)
        #expect(fast.endTime == 1)
        let offset = MediaTiming(duration: 2, timeOffset: 0.5)
        #expect(offset.localTime(atParentTime: 0) == 0.5)
    }

    @Test func repeatAndAutoreverse() {
        let twice = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(twice.localTime(atParentTime: 1.25) == 0.25)
        #expect(twice.endTime == 2)
        #expect(twice.localTime(atParentTime: 5) == 1)
        let bounce = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(bounce.localTime(atParentTime: 0.5) == 0.5)
        #expect(bounce.localTime(atParentTime: 1.5) == 0.5)
        #expect(bounce.localTime(atParentTime: 1.75) == 0.25)
        #expect(bounce.endTime == 2)
        #expect(bounce.localTime(atParentTime: 3) == 0)  // autoreversed: ends where it began
        let partial = MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .forwards)
        #expect(partial.localTime(atParentTime: 10) == 0.5)
        #expect(MediaTiming(duration: 0).effectiveDuration == 0.25)
    }
}
