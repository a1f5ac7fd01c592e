import Testing
import ReelTimeline
@testable import ReelModels

/// A script of 30,000 actions becomes a clip in time linear in its length (each action
/// appends to the timeline), and the clip is right: its length is the exact sum of the
/// script's durations and every model change shows from its own time.
@Suite struct LongScriptTests {
    @Test func thirtyThousandActionsMakeTheRightClip() {
        let actionCount = 30_000
        var scene = Scene()
        scene.fps = 60
        var expectedEnd = Rational.zero
        // Where each increment happens and the count it leaves.
        var increments: [(at: Rational, count: Int)] = []
        var count = scene.setup.count
        var blink = BlinkParameters(); blink.blinkDuration = 0.01
        var pop = PopParameters()
        pop.popStartTime = 0.01; pop.popOutTime = 0.02; pop.popInTime = 0.01; pop.popEndTime = 0.01
        for i in 0..<actionCount {
            switch i % 5 {
            case 0:
                scene.actions.append(.increment(1)); count += 1
                increments.append((expectedEnd, count))
            case 1:
                scene.actions.append(.animate(.seed(pop))); expectedEnd += Rational(1, 20)
            case 2:
                scene.actions.append(.wait(0.01)); expectedEnd += Rational(1, 100)
            case 3:
                scene.actions.append(.animate(.seed(blink))); expectedEnd += Rational(3, 100)
            default:
                scene.actions.append(.wait(0.03)); expectedEnd += Rational(3, 100)
            }
        }
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        #expect(clip.exactDuration == expectedEnd)           // 6,000 × 0.12 s = 720 s exactly
        #expect(expectedEnd == Rational(720))
        #expect(clip.frameCount == 43_200)
        #expect(clip.startTime == .zero && clip.exactAnimationDuration == Rational(1, 20))
        let label = clip.layers.label
        #expect(clip.timeline.model(of: label, at: clip.exactDuration).text == "\(count)")
        // Every 997th increment shows from its own time, not before.
        for (at, n) in stride(from: 1, to: increments.count, by: 997).map({ increments[$0] }) {
            #expect(clip.timeline.model(of: label, at: at).text == "\(n)")
            #expect(clip.timeline.model(of: label, at: at - Rational(1, 1000)).text == "\(n - 1)")
        }
        // A frame in the middle: the 2998th blink dims the badge at its start, 359.7 s, which
        // is frame 21582 at 60 fps.
        let blinkStart = Rational(2997) * Rational(12, 100) + Rational(6, 100)
        let k = (blinkStart * clip.frameRate).floor
        #expect(clip.frameInstant(Int(k)) == blinkStart)
        #expect(clip.snapshot(frame: Int(k)).layers[clip.layers.badge].opacity == blink.blinkAlpha)
    }
}
