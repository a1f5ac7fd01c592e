/// Text widths without a font engine: every character 0.6 em wide. For evaluating timelines
/// where the exact label width does not matter (benchmarks of the timing model, model tests),
/// so they measure the model and not Pango.
public struct FixedAdvanceMetrics: TextMeasuring {
    /// Metrics with no state to set up.
    public init() {}
    /// The width in points of `text` at `fontSize`: 0.6 em per character, whatever the weight.
    public func width(of text: String, fontSize: Double, weight: Int) -> Double { Double(text.count) * 0.6 * fontSize }
}
