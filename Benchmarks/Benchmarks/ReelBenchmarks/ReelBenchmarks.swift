import Benchmark
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode
import ReelFrame
import ReelExport
import Foundation

/// Frames drawn once and kept, so encoding is measured without drawing.
struct PrerenderedFrames: FrameSource {
    let frames: [Frame]
    var frameCount: Int { frames.count }
    var width: Int { frames[0].width }
    var height: Int { frames[0].height }
    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        for (k, f) in frames.enumerated() { try body(k, f) }
    }
}


let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    batchBenchmarks()
    maskBenchmarks()

    // What the harness itself allocates around a trivial body, to read the others against.
    let empty = Timeline()
    Benchmark("evaluate empty timeline (baseline)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(empty.evaluate(at: 0.5)) }
    }

    // One frame of each animation, evaluated mid-animation: three layers each.
    let animations: [BadgeAnimation] = [
        .seed(PopParameters()), .seed(BumpParameters()), .seed(BlinkParameters()), .seed(ShakeParameters()),
    ]
    for animation in animations {
        let clip = Clip.single(animation, setup: BadgeSetup(), timing: ClipTiming(), measure: FixedAdvanceMetrics())
        let t = clip.start + animation.duration * 0.4
        Benchmark("evaluate \(animation.name) frame (3 layers)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(clip.timeline.evaluate(at: t))
            }
        }
    }

    // The same frame through the clip's exact clock (frame k at k/fps), as exports evaluate.
    for animation in animations {
        let clip = Clip.single(animation, setup: BadgeSetup(), timing: ClipTiming(), measure: FixedAdvanceMetrics())
        let k = Int((clip.start + animation.duration * 0.4) * clip.fps)
        Benchmark("snapshot \(animation.name) frame (3 layers)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(clip.snapshot(frame: k)) }
        }
    }

    // Spring animations (CASpringAnimation, UIView.animate's spring curves), which no seed
    // animation uses: one layer springing its scale and position, evaluated mid-spring.
    var springs = Timeline()
    let springLayer = springs.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40)))
    let spring = SpringParameters(mass: 1, stiffness: 200, damping: 10)
    springs.add(SpringAnimation(keyPath: \.scaleX, from: 0.5, to: 1, spring: spring), to: springLayer, at: 0.0)
    springs.add(SpringAnimation(keyPath: \.position, to: Point(x: 60, y: 20), spring: spring), to: springLayer, at: 0.0)
    let springTimeline = springs
    Benchmark("evaluate spring frame (1 layer, 2 springs)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(springTimeline.evaluate(at: 0.3)) }
    }

    // A 30,000-action script (6,000 times: increment, a short pop, wait, a short blink, wait):
    // building its clip is linear in the actions, and a frame of it costs about what a frame
    // of a short clip does.
    var script = Scene()
    script.fps = 60
    var shortBlink = BlinkParameters(); shortBlink.blinkDuration = 0.01
    var shortPop = PopParameters()
    shortPop.popStartTime = 0.01; shortPop.popOutTime = 0.02; shortPop.popInTime = 0.01; shortPop.popEndTime = 0.01
    for _ in 0..<6_000 {
        script.actions += [.increment(1), .animate(.seed(shortPop)), .wait(0.01), .animate(.seed(shortBlink)), .wait(0.03)]
    }
    let longScript = script
    Benchmark("make clip of a 30,000-action script",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(longScript.makeClip(measure: FixedAdvanceMetrics())) }
    }
    let longClip = longScript.makeClip(measure: FixedAdvanceMetrics())
    Benchmark("snapshot frame of a 30,000-action script (3 layers)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(longClip.snapshot(frame: longClip.frameCount / 2)) }
    }

    // Drawing one frame of the default pop mid-overshoot on a 160-point canvas, at 320 and
    // 1080 pixels a side: the canvas and text layout are reused, as in an export.
    let pop = Clip.single(.seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming(), measure: FixedAdvanceMetrics())
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

    // Encoding: the pop's first 25 frames (lead-in and the whole pop) at each size, drawn
    // beforehand; divide by 25 for the cost of one frame. GIF includes both passes.
    let folder = benchScratch("reel-bench")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for pixels in [320, 1080] {
        let layout = CanvasLayout.centered(on: bounds, size: Size(width: 160, height: 160), scale: Double(pixels) / 160)
        let renderer = Renderer(layout: layout, background: .white, icons: IconSet())
        let frames: [Frame] = (0..<25).map { k in
            let f = renderer.render(pop.snapshot(frame: k + 5))
            let copy = Frame(width: f.width, height: f.height)
            copy.copy(from: f)
            return copy
        }
        let source = PrerenderedFrames(frames: frames)
        for (format, ext, fps) in [(OutputFormat.gif, "gif", 50.0), (.mp4, "mp4", 60.0)] {
            let path = folder.appendingPathComponent("bench-\(pixels).\(ext)").path
            Benchmark("encode 25 frames to \(ext) \(pixels)x\(pixels)",
                      configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
                for _ in benchmark.scaledIterations {
                    try FileEncoder.encode(source, to: path, format: format, settings: EncodeSettings(fps: fps))
                }
            }
        }
    }

    // The whole default pop export in one thread: prepare, evaluate, draw and encode a
    // 1.36 s GIF, through the same entry points as the command line.
    let defaultPop = Reel(scene: Scene(animation: .seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming()))
    Benchmark("export default pop gif (in-process, one drawing thread)",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            let prepared = try PreparedReel(defaultPop)
            try FileEncoder.encode(prepared.frames(workers: 1), to: folder.appendingPathComponent("pop.gif").path,
                                format: .gif, settings: EncodeSettings(fps: 50))
        }
    }

    // The same as an MP4 through ReelExporter: drawing, conversion (its own thread, ahead of
    // the encoder) and x264 overlap.
    Benchmark("export default pop mp4 (in-process, ReelExporter)",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            try ReelExporter.export(defaultPop, to: folder.appendingPathComponent("pop-all.mp4").path)
        }
    }

    // The same through ReelExporter, drawing on every core while it encodes.
    Benchmark("export default pop gif (in-process, ReelExporter)",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            try ReelExporter.export(defaultPop, to: folder.appendingPathComponent("pop-all.gif").path)
        }
    }
}
