/// A value of two numbers animated as one (CGPoint, CGSize): Core Animation blends, sums and
/// paces them component by component, which these defaults say once for both.
public protocol PlanarValue: Interpolatable {
    /// The two numbers, in declaration order.
    var components: (Double, Double) { get }
    /// The value of these two numbers.
    init(components: (Double, Double))
}

extension PlanarValue {
    /// The value `fraction` of the way to `other`, each component blended linearly.
    @inlinable public func interpolated(to other: Self, fraction: Double) -> Self {
        let (a, b) = components, (c, d) = other.components
        return Self(components: (a.interpolated(to: c, fraction: fraction), b.interpolated(to: d, fraction: fraction)))
    }
    /// Component-wise sum, for `by` values and additive animations.
    @inlinable public func adding(_ other: Self) -> Self {
        let (a, b) = components, (c, d) = other.components
        return Self(components: (a + c, b + d))
    }
    /// Component-wise difference, the inverse of `adding`.
    @inlinable public func subtracting(_ other: Self) -> Self {
        let (a, b) = components, (c, d) = other.components
        return Self(components: (a - c, b - d))
    }
    /// Straight-line distance between the two pairs, used to pace keyframes.
    @inlinable public func distance(to other: Self) -> Double {
        let (a, b) = components, (c, d) = other.components
        return ((c - a) * (c - a) + (d - b) * (d - b)).squareRoot()
    }
    /// Both components multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> Self {
        let (a, b) = components
        return Self(components: (a * factor, b * factor))
    }
}

/// A point in the host view's coordinate space: points, origin at the host's top-left, y down.
public struct Point: PlanarValue, Hashable, Codable, Sendable {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points, growing downwards.
    public var y: Double
    /// A point at `x`, `y` in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The host's top-left corner, as CGPoint.zero.
    public static let zero = Point(x: 0, y: 0)

    /// The two coordinates, for `PlanarValue`'s arithmetic.
    @inlinable public var components: (Double, Double) { (x, y) }
    /// A point from its two coordinates.
    @inlinable public init(components c: (Double, Double)) { self.init(x: c.0, y: c.1) }
}

/// A width and height in points.
public struct Size: PlanarValue, Hashable, Codable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width and no height, as CGSize.zero.
    public static let zero = Size(width: 0, height: 0)

    /// The two dimensions, for `PlanarValue`'s arithmetic.
    @inlinable public var components: (Double, Double) { (width, height) }
    /// A size from its two dimensions.
    @inlinable public init(components c: (Double, Double)) { self.init(width: c.0, height: c.1) }
}

/// A rectangle in points, as CGRect: origin is the top-left corner in a y-down space.
public struct Rect: Interpolatable, Hashable, Codable, Sendable {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size
    /// A rectangle with `origin` at its top-left and the given `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from CGRect's four values, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin, as CGRect.zero.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, in points.
    public var minX: Double { origin.x }
    /// The top edge, in points (y grows downwards).
    public var minY: Double { origin.y }
    /// The right edge, in points.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, in points.
    public var maxY: Double { origin.y + size.height }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }
    /// The center, as UIView.center is for an untransformed view.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The smallest rectangle holding both; an empty (zero-size) rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if size == .zero { return other }
        if other.size == .zero { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle `fraction` of the way to `other`: origin and size blended linearly.
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, fraction: fraction),
             size: size.interpolated(to: other.size, fraction: fraction))
    }
    /// Origin and size summed, for `by` values and additive animations.
    public func adding(_ other: Rect) -> Rect { Rect(origin: origin.adding(other.origin), size: size.adding(other.size)) }
    /// Origin and size subtracted, the inverse of `adding`.
    public func subtracting(_ other: Rect) -> Rect { Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size)) }
    /// Euclidean distance over the four values (x, y, width, height), used to pace keyframes.
    public func distance(to other: Rect) -> Double {
        let d = subtracting(other)
        return (d.minX * d.minX + d.minY * d.minY + d.width * d.width + d.height * d.height).squareRoot()
    }
    /// Origin and size multiplied by `factor`.
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
}
