import Benchmark
import ReelTimeline
import ReelModels
import ReelRender

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

    // What the harness itself allocates around a trivial body, to read the others against.
    let empty = Timeline()
    Benchmark("evaluate empty timeline (baseline)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(empty.evaluate(at: 0.5)) }
    }

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

    // Drawing one frame of the default pop mid-overshoot on a 160-point canvas, at 320 and
    // 1080 pixels a side: the canvas and text layout are reused, as in an export.
    let pop = Clip.single(.pop(PopParameters()), setup: BadgeSetup(), timing: ClipTiming(), measure: FixedAdvance())
    let popFrame = pop.timeline.evaluate(at: pop.start + 0.15)
    let bounds = CanvasLayout.drawnBounds(of: [popFrame])
    for pixels in [320, 1080] {
        let layout = CanvasLayout.centered(on: bounds, size: Size(width: 160, height: 160), scale: Double(pixels) / 160)
        let renderer = Renderer(layout: layout, background: .white, icons: IconSet())
        renderer.render(popFrame)
        Benchmark("draw pop frame \(pixels)x\(pixels)",
                  configuration: .init(timeUnits: .microseconds)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(renderer.render(popFrame)) }
        }
    }
}
