/// What a CAShapeLayer draws: its path in the layer's own coordinates and how it is painted.
/// The defaults are Core Animation's (CAShapeLayer.h): `fillColor` opaque black, `strokeColor`
/// nil (`.clear` here: no stroke), `lineWidth` 1, `lineCap` butt, `lineJoin` miter. The stroke's
/// start and end (`strokeStart`, `strokeEnd`) are animatable, so they live on `LayerState`.
public struct ShapeLayerContent: Hashable, Sendable {
    /// One element of a path, as CGPath holds them.
    public typealias Element = PathElement

    /// CAShapeLayerLineCap: how open subpaths' ends are drawn.
    public enum LineCap: String, CaseIterable, Hashable, Sendable { case butt, round, square }
    /// CAShapeLayerLineJoin: how corners are drawn.
    public enum LineJoin: String, CaseIterable, Hashable, Sendable { case miter, round, bevel }

    /// CAShapeLayer.path, in the layer's bounds coordinates.
    public var path: [Element]
    /// CAShapeLayer.fillColor; nil (no fill) is `.clear`. Default opaque black.
    public var fillColor: RGBA = .black
    /// CAShapeLayer.strokeColor; default nil (`.clear`): no stroke.
    public var strokeColor: RGBA = .clear
    /// CAShapeLayer.lineWidth, points; default 1.
    public var lineWidth = 1.0
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter

    /// A shape with Core Animation's defaults.
    public init(path: [Element]) { self.path = path }

    /// Every point the path names (controls included): its bounding box holds the curve.
    public var controlPoints: [Point] {
        path.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): [p]
            case .curve(let a, let b, let c): [a, b, c]
            case .close: []
            }
        }
    }
}

extension ShapeLayerContent {
    /// Chords each cubic is followed by when a stroke is cut: for a 200 pt circle a chord
    /// strays at most r(1 − cos(π/128)) ≈ 0.03 pt from the curve, below a pixel at 4×.
    public static let chordsPerCurve = 32

    /// The path as polylines, one a subpath, each cubic cut into `chordsPerCurve` chords of
    /// equal parameter steps; a closed subpath ends where it began.
    public func polylines() -> [(points: [Point], closed: Bool)] {
        var out: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if current.count > 1 || closed, !current.isEmpty { out.append((current, closed)) }
            current = []
        }
        for e in path {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .curve(let c1, let c2, let end):
                let from = current.last ?? c1
                if current.isEmpty { current = [from] }
                for step in 1...Self.chordsPerCurve {
                    let t = Double(step) / Double(Self.chordsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * from.x + b * c1.x + c * c2.x + d * end.x,
                                         y: a * from.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .close:
                if let first = current.first {
                    current.append(first)
                    let start = first
                    finish(closed: true)
                    // A segment after a close starts at the closed subpath's start (CGPath).
                    current = [start]
                }
            }
        }
        finish(closed: false)
        return out
    }

    /// The pieces of the path a stroke from `start` to `end` (CAShapeLayer's strokeStart and
    /// strokeEnd, fractions of the whole path's length, subpaths in order) covers, as open
    /// polylines. "The interval [strokeStart, strokeEnd] … of the path to stroke, 0 the start
    /// of the path and 1 its end; values in between are interpolated linearly along the path
    /// length" (Apple, CAShapeLayer.strokeEnd). Empty when `end` ≤ `start`.
    public func strokedPieces(from start: Double, to end: Double) -> [[Point]] {
        let lines = polylines()
        let total = lines.reduce(0.0) { sum, line in
            zip(line.points, line.points.dropFirst()).reduce(sum) { $0 + $1.0.distance(to: $1.1) }
        }
        let s = max(0, min(1, start)) * total, e = max(0, min(1, end)) * total
        guard e > s, total > 0 else { return [] }
        var pieces: [[Point]] = []
        var walked = 0.0
        for line in lines {
            var piece: [Point] = []
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let length = a.distance(to: b)
                let from = walked, to = walked + length
                walked = to
                guard to > s, from < e, length > 0 else { continue }
                let t0 = max(0, (s - from) / length), t1 = min(1, (e - from) / length)
                let p0 = a.interpolated(to: b, fraction: t0), p1 = a.interpolated(to: b, fraction: t1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if piece.count > 1 { pieces.append(piece) }
        }
        return pieces
    }
}
