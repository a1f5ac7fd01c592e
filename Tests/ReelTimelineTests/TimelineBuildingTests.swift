import Testing
@testable import ReelTimeline

/// Long timelines: appends in time order, insertions before the end, the model values kept
/// every so many changes, and animations that are over skipped — all invisible in the values.
@Suite struct TimelineBuildingTests {
    func layer() -> (Timeline, Timeline.LayerID) {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        return (t, id)
    }

    @Test func modelValuesAtEveryTimeOfAThousandChanges() {
        var (t, id) = layer()
        // Change i at i/10 s adds 1: the model at time i/10 has had i + 1 changes.
        for i in 0..<1000 { t.setModel(of: id, at: Rational(i, 10)) { $0.borderWidth += 1 } }
        for i in [0, 1, 63, 64, 65, 127, 128, 500, 998, 999] {
            #expect(t.model(of: id, at: Rational(i, 10)).borderWidth == Double(i + 1), "at change \(i)")
            #expect(t.model(of: id, at: Rational(i, 10) - Rational(1, 20)).borderWidth == Double(i), "before change \(i)")
        }
        #expect(t.model(of: id, at: Rational(-1)).borderWidth == 0)
        #expect(t.model(of: id, at: Rational(1000)).borderWidth == 1000)
    }

    @Test func aChangeInsertedBeforeTheEndCountsFromItsTime() {
        var (t, id) = layer()
        for i in 0..<200 { t.setModel(of: id, at: Rational(i)) { $0.borderWidth += 1 } }
        // Made last, at 50.5 s: it counts from there on, after the same-time ones.
        t.setModel(of: id, at: Rational(101, 2)) { $0.borderWidth *= 10 }
        #expect(t.model(of: id, at: Rational(50)).borderWidth == 51)
        #expect(t.model(of: id, at: Rational(101, 2)).borderWidth == 510)
        #expect(t.model(of: id, at: Rational(51)).borderWidth == 511)
        #expect(t.model(of: id, at: Rational(500)).borderWidth == 659)
        // Same-time changes apply in the order they were made.
        t.setModel(of: id, at: Rational(100)) { $0.borderWidth = -1 }
        #expect(t.model(of: id, at: Rational(100)).borderWidth == -1)
        #expect(t.model(of: id, at: Rational(101)).borderWidth == 0)
    }

    @Test func animationsThatAreOverAreSkippedAndTheRestStillApply() {
        var (t, id) = layer()
        // 500 one-second fades, one a second, and among them one that holds its end for ever
        // (filled forwards, kept on the layer), added at 0 after the first fade.
        for i in 0..<500 {
            t.add(BasicAnimation(keyPath: \LayerState.opacity, from: 0, to: 1, timing: MediaTiming(duration: 1)),
                  to: id, at: Rational(i))
            if i == 0 {
                t.add(BasicAnimation(keyPath: \LayerState.cornerRadius, from: 0, to: 4,
                                     timing: MediaTiming(duration: 1, fillMode: .forwards), isRemovedOnCompletion: false),
                      to: id, at: .zero)
            }
        }
        for i in [0, 1, 250, 499] {
            let s = t.presentation(of: id, at: Rational(i) + Rational(1, 4))
            #expect(s.opacity == 0.25, "fade \(i)")
            #expect(s.cornerRadius == (i == 0 ? 1 : 4), "held radius at \(i)")
        }
        // After the last fade only the held one shows.
        let after = t.presentation(of: id, at: Rational(600))
        #expect(after.opacity == 1 && after.cornerRadius == 4)
        // One added earlier than the others, last: it is not skipped.
        t.add(BasicAnimation(keyPath: \LayerState.borderWidth, from: 2, to: 4, timing: MediaTiming(duration: 400)),
              to: id, at: Rational(100))
        #expect(t.presentation(of: id, at: Rational(300)).borderWidth == 3)
        #expect(t.presentation(of: id, at: Rational(300) + Rational(1, 4)).opacity == 0.25)
    }
}
