import CCairo
import ReelSwiftUI
import ReelTimeline

/// Appends `kind`'s outline in `rect` as SwiftUI's shapes fill their frame: a circle of the
/// shorter side, centred [Apple] (…/swiftui/circle: "a circle centered on the frame of the view
/// containing it", its radius half the shorter side); an ellipse filling the frame; a capsule
/// whose ends are half circles of the shorter side; a rectangle; a rounded rectangle with
/// continuous corners (its default style).
func appendShapePath(_ cr: OpaquePointer, _ kind: ShapeKind, in rect: Rect) {
    let w = rect.size.width, h = rect.size.height
    guard w > 0, h > 0 else { return }
    let half = min(w, h) / 2
    cairo_new_sub_path(cr)
    switch kind {
    case .circle:
        cairo_arc(cr, rect.origin.x + w / 2, rect.origin.y + h / 2, half, 0, 2 * .pi)
        cairo_close_path(cr)
    case .ellipse:
        cairo_save(cr)
        cairo_translate(cr, rect.origin.x + w / 2, rect.origin.y + h / 2)
        cairo_scale(cr, w / 2, h / 2)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        cairo_close_path(cr)
    case .rectangle:
        cairo_rectangle(cr, rect.origin.x, rect.origin.y, w, h)
    case .capsule:
        // `Capsule(style:)` defaults to `.circular` [Apple] (…/swiftui/capsule/init(style:)).
        roundedRect(cr, x: rect.origin.x, y: rect.origin.y, w: w, h: h, rx: half, ry: half)
    case let .roundedRectangle(radius):
        continuousRoundedRect(cr, rect, radius: radius)
    }
}

/// The rectangle a shape is stroked in: its frame, or for `strokeBorder` the frame inset by
/// half the line width (`InsettableShape.inset(by:)`), so the whole line stays inside.
func strokedRect(_ frame: Rect, _ stroke: ShapeStroke) -> Rect {
    guard stroke.insideBorder else { return frame }
    let d = min(stroke.lineWidth / 2, frame.size.width / 2, frame.size.height / 2)
    return Rect(x: frame.origin.x + d, y: frame.origin.y + d,
                width: frame.size.width - 2 * d, height: frame.size.height - 2 * d)
}

/// A rounded rectangle with continuous-curvature ("squircle") corners, `RoundedCornerStyle
/// .continuous`: each corner is three cubic Béziers that leave the straight edge 1.52866 ×
/// the radius before the corner, the middle one close to a quarter circle of the radius.
/// The coefficients are the widely used reconstruction of UIKit's iOS 7 rounded rectangle
/// (`UIBezierPath(roundedRect:cornerRadius:)`), which SwiftUI's continuous corners match
/// [Inferred: reverse-engineered, not published by Apple; a device check should overlay
/// `RoundedRectangle(cornerRadius: 20)` at 100 × 60]. Where the corner would need more than
/// half the shorter side (radius above 0.327 of it), the corners are drawn as quarter circles
/// of the radius, limited to half the shorter side (so a very round rectangle becomes a
/// capsule, as on a device) [Inferred].
func continuousRoundedRect(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    let x = rect.origin.x, y = rect.origin.y, w = rect.size.width, h = rect.size.height
    let half = min(w, h) / 2
    let r = max(0, radius)
    let reach = 1.52866483
    guard r * reach <= half else {
        let q = min(r, half)
        roundedRect(cr, x: x, y: y, w: w, h: h, rx: q, ry: q)
        return
    }
    guard r > 0 else {
        cairo_rectangle(cr, x, y, w, h)
        return
    }
    // Each point as (back along the incoming edge, forward along the outgoing one) from the
    // corner, in radii: three curves (control 1, control 2, end).
    let curves: [[(Double, Double)]] = [
        [(1.08849323, 0), (0.86840701, 0), (0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0, 0.86840701), (0, 1.08849323), (0, reach)],
    ]
    // Corners clockwise on screen (y down): the corner, the incoming edge's direction u and
    // the outgoing edge's v.
    let corners: [(c: (Double, Double), u: (Double, Double), v: (Double, Double))] = [
        ((x + w, y), (1, 0), (0, 1)), ((x + w, y + h), (0, 1), (-1, 0)),
        ((x, y + h), (-1, 0), (0, -1)), ((x, y), (0, -1), (1, 0)),
    ]
    func point(_ k: Int, _ p: (Double, Double)) -> (Double, Double) {
        let c = corners[k]
        return (c.c.0 - p.0 * r * c.u.0 + p.1 * r * c.v.0, c.c.1 - p.0 * r * c.u.1 + p.1 * r * c.v.1)
    }
    cairo_new_sub_path(cr)
    let start = point(3, (0, reach))
    cairo_move_to(cr, start.0, start.1)
    for k in 0..<4 {
        let edgeEnd = point(k, (reach, 0))
        cairo_line_to(cr, edgeEnd.0, edgeEnd.1)
        for curve in curves {
            let c1 = point(k, curve[0]), c2 = point(k, curve[1]), end = point(k, curve[2])
            cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
        }
    }
    cairo_close_path(cr)
}
