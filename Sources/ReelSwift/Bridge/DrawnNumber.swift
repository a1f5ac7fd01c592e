import ReelModels

/// A number the code gives the world past what is drawn (a SwiftUI modifier's scale, an arc's
/// angle), held to a view's own ranges (`ViewRanges`): one wording for every such refusal.
enum DrawnNumber {
    /// `what` at `value`, refused with the range accepted.
    static func notDrawn(_ what: String, _ value: Double, _ range: ClosedRange<Double>) -> String {
        "\(what) \(plainNumber(value)) is not drawn: expected a number from \(plainNumber(range.lowerBound)) to \(plainNumber(range.upperBound))"
    }
}
