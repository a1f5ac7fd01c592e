import ReelModels
import ReelRender

/// The label widths the renderer will draw, for badges that widen to fit their text: the
/// one adapter from the font engine to the models, for exports, tests and benchmarks alike.
public struct RenderedTextMetrics: TextMeasuring {
    private let metrics = TextMetrics()
    /// Metrics backed by the renderer's font engine.
    public init() {}
    /// The width in points of `text` at `fontSize` and `weight`, as the renderer will draw it.
    public func width(of text: String, fontSize: Double, weight: Int) -> Double {
        metrics.width(of: text, fontSize: fontSize, weight: Int32(weight))
    }
}
