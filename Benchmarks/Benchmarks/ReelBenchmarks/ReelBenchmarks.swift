import Benchmark
import ReelTimeline
import ReelModels

/// A font-free text measure: evaluation benchmarks measure the timeline, not Pango.
struct FixedAdvance: TextMeasuring {
    func width(of text: String, fontSize: Double) -> Double { Double(text.count) * 0.6 * fontSize }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // One frame of each animation, evaluated mid-animation: three layers each.
    let animations: [BadgeAnimation] = [
        .pop(PopParameters()), .bump(BumpParameters()), .blink(BlinkParameters()), .shake(ShakeParameters()),
    ]
    for animation in animations {
        let clip = Clip.single(animation, setup: BadgeSetup(), timing: ClipTiming(), measure: FixedAdvance())
        let t = clip.start + animation.duration * 0.4
        Benchmark("evaluate \(animation.name) frame (3 layers)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(clip.timeline.evaluate(at: t))
            }
        }
    }
}
