/// How `JSONWriter` writes a `JSONValue.number`.
///
/// Both styles round to 1e-6 (a millionth of a point, a percent, a frame or a second: nothing
/// a player or a reader can see) and write integral values without a fraction (`2`, never
/// `2.0`, never `-0`). They differ only below 1e-4, where Swift's shortest text switches to an
/// exponent. Each is what its files have always held, so both stay: changing either would
/// change every published `timeline` report or Lottie file that has such a number.
public enum JSONNumberStyle: Sendable, Equatable {
    /// Swift's shortest round-trip text of the rounded value: `0.5`, `0.0001`, `1e-05`. The
    /// `timeline` and batch reports (jq and every JSON parser read the exponent).
    case shortest
    /// Always plain decimals: `0.00001`, never `1e-05`. Lottie files: shorter for the small
    /// tangents and offsets they hold, and read by players whose parsers are hand-written.
    case decimal

    /// The number's text in this style; a non-finite number (JSON has none) as `null`.
    public func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // From 2^53 on a double has no fraction to round, and past about 1.8e302 the scaled
        // value would overflow to infinity and be written "inf", which is not JSON.
        guard abs(value) < 0x1p53 else { return String(value) }
        let rounded = (value * Self.scale).rounded() / Self.scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }   // also -0 → "0"
        let text = String(rounded)
        guard self == .decimal, text.contains("e"), abs(rounded) < 1 else { return text }
        // Below 1e-4 Swift writes 1e-05; spell out the six decimals instead (|rounded| < 1,
        // so the millionths fit an Int).
        var digits = String(Int((abs(rounded) * Self.scale).rounded()))
        while digits.count < Self.decimals + 1 { digits = "0" + digits }
        let cut = digits.index(digits.endIndex, offsetBy: -Self.decimals)
        var fraction = String(digits[cut...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (rounded < 0 ? "-" : "") + digits[..<cut] + "." + fraction
    }

    /// Decimals kept.
    public static let decimals = 6
    private static let scale = 1_000_000.0
}
