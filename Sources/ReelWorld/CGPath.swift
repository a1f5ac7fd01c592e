import ReelTimeline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CGPath, as far as a keyframe animation follows one (`CAKeyframeAnimation.path`): a start
/// point and cubic Bézier segments. `CGPath(ellipseIn:transform:)` is the form made.
public struct CGPath: Equatable, Sendable {
    /// One cubic Bézier segment: its two control points and its end; it starts where the one
    /// before it ends (the first at `start`).
    public struct Cubic: Equatable, Sendable {
        public var control1: Point, control2: Point, end: Point
    }

    /// The subpath's move-to point.
    public var start: Point
    /// The segments in order.
    public var cubics: [Cubic]
    /// The path's elements as CGPath holds them (what a CAShapeLayer draws).
    public var elements: [ShapeLayerContent.Element]

    /// A path of these elements (UIBezierPath's and CGMutablePath's forms). A keyframe
    /// animation follows its first subpath: a line is a cubic whose controls sit at its ends,
    /// a close the line back to the subpath's start.
    public init(elements: [ShapeLayerContent.Element]) {
        self.elements = elements
        var start: Point?, from = Point(x: 0, y: 0), cubics: [Cubic] = []
        loop: for e in elements {
            switch e {
            case .move(let p):
                if start != nil { break loop }
                start = p; from = p
            case .line(let p):
                if start == nil { start = from }
                cubics.append(Cubic(control1: from, control2: p, end: p)); from = p
            case .curve(let a, let b, let p):
                if start == nil { start = from }
                cubics.append(Cubic(control1: a, control2: b, end: p)); from = p
            case .close:
                if let s = start, s != from { cubics.append(Cubic(control1: from, control2: s, end: s)) }
                break loop
            }
        }
        self.start = start ?? from
        self.cubics = cubics
    }

    /// The ellipse Core Graphics adds for `CGPath(ellipseIn:transform:)` (CGPathAddEllipseInRect:
    /// "approximated by a sequence of Bézier curves … starts with a move-to operation and ends
    /// with a close-subpath operation, with all moves oriented in the clockwise direction"):
    /// four quarter arcs from the rightmost point, towards larger y first, each with control
    /// points at 4(√2 − 1)/3 of the radii (the standard quarter-circle Bézier). A transform
    /// other than nil is refused by the bridge.
    public init(ellipseIn rect: Rect) {
        let k = 4 * (2.0.squareRoot() - 1) / 3
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(x: cx + x * rx, y: cy + y * ry) }
        start = p(1, 0)
        cubics = [
            Cubic(control1: p(1, k), control2: p(k, 1), end: p(0, 1)),
            Cubic(control1: p(-k, 1), control2: p(-1, k), end: p(-1, 0)),
            Cubic(control1: p(-1, -k), control2: p(-k, -1), end: p(0, -1)),
            Cubic(control1: p(k, -1), control2: p(1, -k), end: p(1, 0)),
        ]
        elements = [.move(start)] + cubics.map { .curve($0.control1, $0.control2, $0.end) } + [.close]
    }

    /// How finely each segment is followed: chords this many per segment. For a 300 pt circle a
    /// chord strays at most r(1 − cos(π/256)) ≈ 0.011 pt from the curve, and chord lengths pace
    /// the motion to within 0.01 % of the arc's, far below a pixel.
    public static let chordsPerSegment = 64

    /// Points along the path with the tangent's direction (radians, atan2 of the derivative) at
    /// each, every segment cut into `chordsPerSegment` equal steps of its parameter.
    public func flattened() -> [(point: Point, tangent: Double)] {
        var out: [(point: Point, tangent: Double)] = []
        var from = start
        for (index, c) in cubics.enumerated() {
            for step in (index == 0 ? 0 : 1)...Self.chordsPerSegment {
                let t = Double(step) / Double(Self.chordsPerSegment), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
                let point = Point(x: a * from.x + b * c.control1.x + d * c.control2.x + e * c.end.x,
                                  y: a * from.y + b * c.control1.y + d * c.control2.y + e * c.end.y)
                // B'(t) = 3(1−t)²(P1 − P0) + 6(1−t)t(P2 − P1) + 3t²(P3 − P2)
                let dx = 3 * u * u * (c.control1.x - from.x) + 6 * u * t * (c.control2.x - c.control1.x) + 3 * t * t * (c.end.x - c.control2.x)
                let dy = 3 * u * u * (c.control1.y - from.y) + 6 * u * t * (c.control2.y - c.control1.y) + 3 * t * t * (c.end.y - c.control2.y)
                out.append((point, atan2(dy, dx)))
            }
            from = c.end
        }
        return out
    }
}

/// CAAnimationRotationMode (CAAnimation.h): whether a layer moving along a keyframe path turns
/// with it.
public enum CAAnimationRotationMode: String, Sendable, CaseIterable {
    /// "The objects travel on a tangent to the path."
    case rotateAuto
    /// "The objects travel at a 180 degree tangent to the path."
    case rotateAutoReverse
}
