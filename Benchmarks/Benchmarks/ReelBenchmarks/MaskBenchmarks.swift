import Benchmark
import ReelRender
import ReelTimeline

/// Drawing a frame of many sublayers, with and without a mask on each (round 12): the renderer
/// found a layer's mask by scanning every layer, for each layer and each of its superlayers,
/// so a masked frame cost the square of its layers (2,000 drawn layers is a scene's bound,
/// `SublayerParameters.maxDrawnCopies`). With a table built once a frame, the cost of a layer
/// is the same at 250, 500 and 1,000 masked layers (divide each by its count), and a frame
/// without masks costs what it did.
func maskBenchmarks() {
    for count in [250, 500, 1_000] {
        for masked in [false, true] {
            let snapshot = gridOfSublayers(count, masked: masked)
            let bounds = Rect(x: 0, y: 0, width: 160, height: 160)
            let layout = CanvasLayout.centered(on: bounds, size: Size(width: 160, height: 160), scale: 2)
            let renderer = Renderer(layout: layout, background: .white, icons: IconSet())
            renderer.render(snapshot)
            let what = masked ? "\(count) masked sublayers (\(2 * count + 1) layers)" : "\(count) sublayers, no masks"
            Benchmark("draw frame of \(what) 320x320",
                      configuration: .init(timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 200)) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(renderer.render(snapshot)) }
            }
        }
    }
}

/// A 160-point host holding `count` 4-point squares in a grid, each (when `masked`) under a
/// round mask of its own size: every layer drawn, every mask used.
func gridOfSublayers(_ count: Int, masked: Bool) -> Snapshot {
    var layers = [LayerState(frame: Rect(x: 0, y: 0, width: 160, height: 160), backgroundColor: .white)]
    for k in 0..<count {
        var square = LayerState(frame: Rect(x: Double(k % 40) * 4, y: Double(k / 40) * 4, width: 4, height: 4),
                                backgroundColor: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        square.superlayer = 0
        layers.append(square)
        guard masked else { continue }
        var mask = LayerState(frame: Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 2,
                              backgroundColor: RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        mask.superlayer = layers.count - 1
        mask.isMask = true
        layers.append(mask)
    }
    return Snapshot(time: 0, layers: layers)
}
