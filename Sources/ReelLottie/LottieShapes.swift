import ReelTimeline
import ReelRender

/// Captured Cairo paths and paints as Lottie shape items.
enum LottieShapes {
    /// Each contour of `path` as a Lottie Bézier, in the same coordinates. A contour Cairo
    /// closed onto its own start point (an arc's end) drops the repeated vertex and gives its
    /// in-tangent to the first, so the closing segment is not drawn twice.
    /// - Parameter closingAll: close every contour, as filling one does (a fill closes an open
    ///   contour with a straight line); a mask or a filled group wants them closed.
    static func beziers(_ path: VectorPath, closingAll: Bool = false) -> [LottieBezier] {
        var result: [LottieBezier] = []
        var v: [Point] = [], tin: [Point] = [], tout: [Point] = []
        var closed = false
        func flush() {
            defer { v = []; tin = []; tout = []; closed = false }
            if closingAll { closed = true }
            if closed, v.count > 1, let first = v.first, let last = v.last, first.distance(to: last) < 1e-9 {
                tin[0] = tin[tin.count - 1]
                v.removeLast(); tin.removeLast(); tout.removeLast()
            }
            guard v.count > 1 else { return }
            result.append(LottieBezier(closed: closed, vertices: v.map { [$0.x, $0.y] },
                                       inTangents: tin.map { [$0.x, $0.y] }, outTangents: tout.map { [$0.x, $0.y] }))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                flush()
                v = [p]; tin = [.zero]; tout = [.zero]
            case .line(let p):
                if v.isEmpty { v = [p]; tin = [.zero]; tout = [.zero]; continue }
                v.append(p); tin.append(.zero); tout.append(.zero)
            case .curve(let c1, let c2, let p):
                if v.isEmpty { v = [c1]; tin = [.zero]; tout = [.zero] }
                tout[tout.count - 1] = c1.subtracting(v[v.count - 1])
                v.append(p); tin.append(c2.subtracting(p)); tout.append(.zero)
            case .close:
                closed = true
            }
        }
        flush()
        return result
    }

    static func pathItems(_ path: VectorPath, name: String) -> [LottieShapeItem] {
        beziers(path, closingAll: true).enumerated().map { i, b in .path(LottiePath(name: "\(name) \(i + 1)", path: b)) }
    }

    /// A Lottie color: red, green, blue and 1 (opacity is the fill's own property).
    static func color(_ c: RGBA) -> [Double] { [c.red, c.green, c.blue, 1] }

    /// One captured fill as a group: its contours, its paint, an identity transform.
    static func group(_ shape: VectorShape, name: String) -> LottieShapeItem {
        var items = pathItems(shape.path, name: "\(name) path")
        switch shape.paint {
        case .solid(let c):
            items.append(.fill(LottieFill(name: "\(name) fill", color: .vector(color(c)),
                                          opacity: .scalar(c.alpha * 100), evenOdd: shape.evenOdd)))
        case .linearGradient(let start, let end, let stops):
            var values = stops.flatMap { [$0.offset, $0.color.red, $0.color.green, $0.color.blue] }
            if stops.contains(where: { $0.color.alpha < 1 }) { values += stops.flatMap { [$0.offset, $0.color.alpha] } }
            items.append(.gradientFill(LottieGradientFill(name: "\(name) gradient", start: [start.x, start.y], end: [end.x, end.y],
                                                          colors: LottieGradientColors(count: stops.count, stops: values),
                                                          evenOdd: shape.evenOdd)))
        }
        items.append(.transform(LottieGroupTransform()))
        return .group(LottieGroup(name: name, items: items))
    }
}
