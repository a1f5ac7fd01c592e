/// Measures how wide a line of text is, so a badge with text can widen to fit it. The
/// renderer provides the real one (its font engine); models only ask.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` in points at `fontSize` points and `weight` (400 regular,
    /// 600 semibold), in the label's face.
    func width(of text: String, fontSize: Double, weight: Int) -> Double
}
