import Synchronization
import Testing
import ReelTestSupport
@testable import ReelTimeline

/// Animations held on a layer (fill forwards, not removed): the values after those past their
/// ends are kept and carried on to the next time asked, instead of every held animation being
/// applied again at every frame. Whatever order times are asked in, the values are those of
/// a timeline that kept nothing.
@Suite struct HeldAnimationTests {

    /// A random script of held and ordinary animations on three properties (some additive,
    /// some from the current value, some repeating or autoreversing), model changes between
    /// them, and one animation inserted before the end.
    static func timeline(seed: UInt64) -> Timeline {
        var random = SplitMix64(seed: seed)
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        var clock = 0
        for _ in 0..<60 {
            clock += Int.random(in: 0...3, using: &random)
            let at = Rational(clock, 20)
            if Int.random(in: 0..<5, using: &random) == 0 {
                let width = Double(Int.random(in: 1...9, using: &random))
                t.setModel(of: id, at: at) { $0.borderWidth = width; $0.opacity = 0.5 }
                continue
            }
            let path: LayerKeyPath<Double> = [\LayerState.opacity, \LayerState.rotation, \LayerState.borderWidth].randomElement(using: &random)!
            let fill = FillMode.allCases.randomElement(using: &random)!
            let timing = MediaTiming(duration: Double(Int.random(in: 1...4, using: &random)) / 20,
                                     repeatCount: [0, 0, 1.5, 2].randomElement(using: &random)!,
                                     autoreverses: Bool.random(using: &random), fillMode: fill)
            let from: Double? = Bool.random(using: &random) ? Double(Int.random(in: 0...10, using: &random)) / 10 : nil
            let animation = BasicAnimation(keyPath: path, from: from, to: Double(Int.random(in: 0...10, using: &random)) / 10,
                                           timing: timing, timingFunction: .easeInEaseOut,
                                           isRemovedOnCompletion: Int.random(in: 0..<4, using: &random) == 0,
                                           isAdditive: Int.random(in: 0..<4, using: &random) == 0)
            t.add(animation, to: id, at: at)
        }
        t.add(BasicAnimation(keyPath: \LayerState.opacity, to: 0.25, timing: MediaTiming(duration: 0.1, fillMode: .forwards),
                             isRemovedOnCompletion: false), to: id, at: Rational(clock / 2, 20))
        return t
    }

    @Test(arguments: 0..<24)
    func keptValuesAreTheValuesInAnyOrder(seed: Int) {
        let seed = UInt64(seed) &* 0x1234_5678_9ABC_DEF1
        let kept = Self.timeline(seed: seed)
        var random = SplitMix64(seed: seed ^ 0xFFFF)
        // Forwards (as frames are drawn), then jumping about (as threads and the canvas
        // fitting ask), each against a timeline built anew, which has kept nothing.
        let end = 200
        let times = (0...end).map { Rational($0, 40) } + (0..<120).map { _ in Rational(Int.random(in: -4...end + 4, using: &random), 40) }
        for time in times {
            let fresh = Self.timeline(seed: seed)
            #expect(kept.evaluate(at: time).layers == fresh.evaluate(at: time).layers, "seed \(seed) at \(time)")
        }
    }

    /// A thousand held animations in a row: the values at the end are the last one's, and
    /// asking frame after frame applies each held animation about once, not once a frame.
    @Test func aThousandHeldAnimationsCostAboutOneApplicationEach() {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let counter = ApplicationCounter()
        for i in 0..<1000 {
            t.add(CountedAnimation(counter: counter, value: Double(i)), to: id, at: Rational(i, 100))
        }
        for frame in 0...1100 { _ = t.evaluate(at: Rational(frame, 100)) }
        #expect(t.evaluate(at: Rational(20)).layers[id].opacity == 999)
        // 1,101 frames of up to 1,000 held animations each would be ~550,000 applications.
        #expect(counter.count < 5_000, "\(counter.count) applications")
    }
}

/// Counts applications, from any thread.
final class ApplicationCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}

/// A held animation of opacity to `value` lasting 10 ms, counting its applications.
struct CountedAnimation: LayerAnimation {
    let counter: ApplicationCounter
    let value: Double
    var timing: MediaTiming { MediaTiming(duration: 0.01, fillMode: .forwards) }
    var timingFunction: TimingFunction { .linear }
    var isRemovedOnCompletion: Bool { false }
    func apply(localTime: Double, to layer: inout LayerState) { layer.opacity = value }
    func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool) {
        counter.add()
        guard timing.localTime(atParentTime: t, removedOnCompletion: false) != nil else { return }
        layer.opacity = value
    }
}
