/// A value Core Animation can animate: it blends linearly, adds (for `by` and additive
/// animations), and has a distance (for paced keyframes).
public protocol Interpolatable: Sendable, Equatable {
    /// The value `fraction` of the way from `self` to `other`; fractions outside 0...1
    /// extrapolate, which spring overshoot and cubic keyframes rely on.
    func interpolated(to other: Self, fraction: Double) -> Self
    /// Component-wise sum, as CABasicAnimation's `byValue` and additive animations use it.
    func adding(_ other: Self) -> Self
    /// Component-wise difference, the inverse of `adding`.
    func subtracting(_ other: Self) -> Self
    /// Euclidean distance between two values, used to pace keyframes evenly.
    func distance(to other: Self) -> Double
    /// Multiplies every component by `factor` (Catmull-Rom tangents need it).
    func scaled(by factor: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear blend: `fraction` of the way from `self` to `other`.
    @inlinable public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
    /// The sum, for `by` values and additive animations.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// The difference, the inverse of `adding`.
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    /// The absolute difference, used to pace keyframes.
    @inlinable public func distance(to other: Double) -> Double { abs(other - self) }
    /// The product with `factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
}
