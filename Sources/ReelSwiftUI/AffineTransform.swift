import Foundation
import ReelTimeline

/// A 2-D affine map, CGAffineTransform's layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
/// y points down, as in SwiftUI's coordinate space, so a positive angle turns clockwise on screen.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func rotation(_ radians: Double) -> AffineTransform {
        AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }

    /// `self` applied after `inner`: a point goes through `inner` first.
    public func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The smallest upright rectangle holding `rect` through this transform.
    func boundingBox(of rect: Rect) -> Rect {
        let corners = [rect.origin, Point(x: rect.origin.x + rect.size.width, y: rect.origin.y),
                       Point(x: rect.origin.x, y: rect.origin.y + rect.size.height),
                       Point(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(origin: Point(x: xs.min()!, y: ys.min()!), size: Size(width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }
}
