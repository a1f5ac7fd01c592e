import ReelTimeline

/// CAMediaTimingFunction: a named curve or one of four control points; `TimingFunction` is it.
public enum CAMediaTimingFunctionName {
    /// The curve a name stands for, in the Swift 4.2+ spelling (`.easeInEaseOut`, `.linear`,
    /// `.easeIn`, `.easeOut`, `.default`) or the older constant's (`kCAMediaTimingFunctionEaseInEaseOut`,
    /// …); nil for another name.
    public static func curve(named name: String) -> TimingFunction? {
        var key = name
        if key.hasPrefix("CAMediaTimingFunctionName.") { key.removeFirst("CAMediaTimingFunctionName.".count) }
        if key.hasPrefix("kCAMediaTimingFunction") {
            key.removeFirst("kCAMediaTimingFunction".count)
            key = key.prefix(1).lowercased() + key.dropFirst()
        }
        switch key {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInEaseOut": return .easeInEaseOut
        case "default": return .default
        default: return nil
        }
    }

    /// The Swift 4.2+ names (`CAMediaTimingFunctionName.linear`, …), in CAMediaTimingFunction.h's order.
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The names `curve(named:)` takes, for refusals.
    public static let accepted = ".linear, .easeIn, .easeOut, .easeInEaseOut, .default (or kCAMediaTimingFunctionLinear, …EaseIn, …EaseOut, …EaseInEaseOut, …Default)"
}

extension TimingFunction {
    /// CAMediaTimingFunction(controlPoints:_:_:_:), refused where the curve is not a function
    /// of time (x1 or x2 outside 0...1, which Core Animation clamps) or overshoots past what a
    /// scene holds.
    public static func controlPoints(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(WorldError) -> TimingFunction {
        guard (0...1).contains(x1), (0...1).contains(x2), yRange.contains(y1), yRange.contains(y2) else {
            throw WorldError("CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2)) is not drawn: expected x1 and x2 from 0 to 1 and y1, y2 from -10 to 10")
        }
        return TimingFunction(x1, y1, x2, y2)
    }
}
