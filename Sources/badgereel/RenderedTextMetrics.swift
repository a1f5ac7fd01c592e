import ReelModels
import ReelRender

/// The label widths the renderer will draw, for badges that widen to fit their text.
struct RenderedTextMetrics: TextMeasuring {
    private let metrics = TextMetrics()
    func width(of text: String, fontSize: Double, weight: Int) -> Double {
        metrics.width(of: text, fontSize: fontSize, weight: Int32(weight))
    }
}
