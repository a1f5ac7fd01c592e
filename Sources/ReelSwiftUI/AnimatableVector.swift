/// An animated value's components, as SwiftUI's `VectorArithmetic` sees them: a `Double`
/// is one component, an offset two (`AnimatablePair<CGFloat, CGFloat>`), a frame four.
///
/// SwiftUI animates `animatableData`, never the property itself
/// (developer.apple.com/documentation/swiftui/animatable), and its animations scale, add and
/// measure that vector (`VectorArithmetic`: `scale(by:)`, `+`, `-`, `magnitudeSquared`). The
/// fluid spring's end test reads `magnitudeSquared` of the whole vector, so a two-component
/// offset finishes at a different frame than two separate scalars would: the vector is kept whole.
/// Components absent from the shorter operand count as zero (`.zero` has no length).
public struct AnimatableVector: Hashable, Sendable, CustomStringConvertible {
    /// The components, in `animatableData` order.
    public var components: [Double]

    public init(_ components: [Double]) { self.components = components }

    /// One component.
    public init(_ value: Double) { self.components = [value] }

    /// `VectorArithmetic.zero`: no components, which every operation reads as zeros.
    public static let zero = AnimatableVector([])

    /// The first component, for one-dimensional values.
    public var scalar: Double { components.first ?? 0 }

    /// Σ cᵢ², SwiftUI's `magnitudeSquared`.
    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

    /// Every component multiplied by `factor`.
    public func scaled(by factor: Double) -> AnimatableVector { AnimatableVector(components.map { $0 * factor }) }

    public static func + (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, +) }

    public static func - (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, -) }

    public static func += (a: inout AnimatableVector, b: AnimatableVector) { a = a + b }

    public static func -= (a: inout AnimatableVector, b: AnimatableVector) { a = a - b }

    /// Equal as vectors: trailing zeros do not count (`.zero` equals `[0, 0]`).
    public func isEqual(to other: AnimatableVector) -> Bool { (self - other).components.allSatisfy { $0 == 0 } }

    public var description: String { "(" + components.map { "\($0)" }.joined(separator: ", ") + ")" }

    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector,
                                _ op: (Double, Double) -> Double) -> AnimatableVector {
        let n = max(a.components.count, b.components.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            out[i] = op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
        }
        return AnimatableVector(out)
    }
}
