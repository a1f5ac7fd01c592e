import ReelTimeline

// CGRect, CGPoint and CGSize are ReelTimeline's `Rect`, `Point` and `Size` (value types with
// the same fields); these are the CGGeometry functions animation code calls on them.

extension Rect {
    /// CGRect.midX.
    public var midX: Double { origin.x + size.width / 2 }
    /// CGRect.midY.
    public var midY: Double { origin.y + size.height / 2 }
    /// CGRect.insetBy(dx:dy:): smaller by dx on the left and right, dy on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    /// CGRect.offsetBy(dx:dy:).
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
    /// CGRect.equalTo(_:).
    public func equalTo(_ other: Rect) -> Bool { self == other }
    /// CGRect.applying(_:): the bounding box of the rectangle's corners transformed, as
    /// CGRectApplyAffineTransform.
    public func applying(_ t: CGAffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension Point {
    /// CGPoint.equalTo(_:).
    public func equalTo(_ other: Point) -> Bool { self == other }
    /// CGPoint.applying(_:): x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
    public func applying(_ t: CGAffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// CGSize.equalTo(_:).
    public func equalTo(_ other: Size) -> Bool { self == other }
}

/// CGVector: UISpringTimingParameters' initial velocity.
public struct CGVector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector(dx: 0, dy: 0)
}
