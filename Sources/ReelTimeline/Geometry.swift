/// A point in the host view's coordinate space: points, origin at the host's top-left, y down.
public struct Point: Interpolatable, Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: fraction),
              y: y.interpolated(to: other.y, fraction: fraction))
    }
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    public func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
}

/// A width and height in points.
public struct Size: Interpolatable, Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(width: width.interpolated(to: other.width, fraction: fraction),
             height: height.interpolated(to: other.height, fraction: fraction))
    }
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    public func distance(to other: Size) -> Double {
        let dw = other.width - width, dh = other.height - height
        return (dw * dw + dh * dh).squareRoot()
    }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
}

/// A rectangle in points, as CGRect: origin is the top-left corner in a y-down space.
public struct Rect: Interpolatable, Hashable, Codable, Sendable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
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

    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, fraction: fraction),
             size: size.interpolated(to: other.size, fraction: fraction))
    }
    public func adding(_ other: Rect) -> Rect { Rect(origin: origin.adding(other.origin), size: size.adding(other.size)) }
    public func subtracting(_ other: Rect) -> Rect { Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size)) }
    public func distance(to other: Rect) -> Double {
        let d = subtracting(other)
        return (d.minX * d.minX + d.minY * d.minY + d.width * d.width + d.height * d.height).squareRoot()
    }
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
}
