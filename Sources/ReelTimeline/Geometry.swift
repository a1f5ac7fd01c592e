/// A point in the host view's coordinate space: points, origin at the host's top-left, y down.
public struct Point: Interpolatable, Hashable, Codable, Sendable {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points, growing downwards.
    public var y: Double
    /// A point at `x`, `y` in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The host's top-left corner, as CGPoint.zero.
    public static let zero = Point(x: 0, y: 0)

    /// The point `fraction` of the way to `other`, each coordinate blended linearly.
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: fraction),
              y: y.interpolated(to: other.y, fraction: fraction))
    }
    /// Coordinate-wise sum, for `by` values and additive animations.
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    /// Coordinate-wise difference, the inverse of `adding`.
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    /// Straight-line distance in points, used to pace keyframes.
    public func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
    /// Both coordinates multiplied by `factor`.
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
}

/// A width and height in points.
public struct Size: Interpolatable, Hashable, Codable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width and no height, as CGSize.zero.
    public static let zero = Size(width: 0, height: 0)

    /// The size `fraction` of the way to `other`, each dimension blended linearly.
    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(width: width.interpolated(to: other.width, fraction: fraction),
             height: height.interpolated(to: other.height, fraction: fraction))
    }
    /// Dimension-wise sum, for `by` values and additive animations.
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    /// Dimension-wise difference, the inverse of `adding`.
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    /// Euclidean distance between the two (width, height) pairs, used to pace keyframes.
    public func distance(to other: Size) -> Double {
        let dw = other.width - width, dh = other.height - height
        return (dw * dw + dh * dh).squareRoot()
    }
    /// Both dimensions multiplied by `factor`.
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
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
