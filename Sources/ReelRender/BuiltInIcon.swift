import CCairo
import ReelTimeline

/// Vector icons for the host view, drawn with Cairo paths in a unit square scaled to the
/// host's size, in the host's color. Generic shapes, no trademarks.
///
/// Each icon builds its paths and hands every fill to an `IconPainter`: the renderer's fills
/// the canvas, `VectorPath`'s capture keeps the paths, so an export of the shapes (Lottie)
/// holds exactly the outlines the renderer fills.
public enum BuiltInIcon: String, CaseIterable, Sendable {
    /// A bell whose hanger is at the top middle, so a shake about (0.5, 0) swings naturally.
    case bell
    /// An app icon: a rounded square with a message glyph.
    case app
    /// A person in a circle.
    case avatar

    /// Draws the icon filling the rectangle (0, 0, size) of the current user space.
    func draw(_ cr: OpaquePointer, size: Size, color: RGBA) {
        paint(cr, size: size, color: color, with: CanvasPainter())
    }

    /// Builds the icon's paths in (0, 0, size) of the current user space and hands each fill
    /// (and the avatar's clip) to `painter`.
    func paint(_ cr: OpaquePointer, size: Size, color: RGBA, with painter: some IconPainter) {
        cairo_save(cr)
        cairo_scale(cr, size.width, size.height)
        switch self {
        case .bell: paintBell(cr, color: color, painter)
        case .app: paintApp(cr, color: color, aspect: size.width / max(size.height, 1e-9), painter)
        case .avatar: paintAvatar(cr, color: color, painter)
        }
        cairo_restore(cr)
    }

    private func paintBell(_ cr: OpaquePointer, color: RGBA, _ painter: some IconPainter) {
        Self.bellHanger(cr)
        painter.fill(cr, .solid(color), evenOdd: false)
        Self.bellBody(cr)
        painter.fill(cr, .solid(color), evenOdd: false)
        Self.bellClapper(cr)
        painter.fill(cr, .solid(color), evenOdd: false)
    }

    /// The bell's pieces as paths in the unit square, for the icon's fills and for the
    /// `bell` / `bell.fill` symbols (`SystemSymbol`), which draw the same bell.
    static func bellHanger(_ cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_arc(cr, 0.5, 0.085, 0.065, 0, 2 * .pi)
    }

    /// Body: dome, straight sides, flared rim; one closed path.
    static func bellBody(_ cr: OpaquePointer) {
        cairo_move_to(cr, 0.5, 0.12)
        cairo_curve_to(cr, 0.33, 0.12, 0.21, 0.25, 0.21, 0.43)
        cairo_line_to(cr, 0.21, 0.60)
        cairo_curve_to(cr, 0.21, 0.68, 0.16, 0.72, 0.10, 0.76)
        cairo_curve_to(cr, 0.07, 0.78, 0.085, 0.81, 0.12, 0.81)
        cairo_line_to(cr, 0.88, 0.81)
        cairo_curve_to(cr, 0.915, 0.81, 0.93, 0.78, 0.90, 0.76)
        cairo_curve_to(cr, 0.84, 0.72, 0.79, 0.68, 0.79, 0.60)
        cairo_line_to(cr, 0.79, 0.43)
        cairo_curve_to(cr, 0.79, 0.25, 0.67, 0.12, 0.5, 0.12)
        cairo_close_path(cr)
    }

    /// Clapper: the lower half of a disc under the rim (closed; the arc alone when `closed`
    /// is false, for the outlined symbol).
    static func bellClapper(_ cr: OpaquePointer, closed: Bool = true) {
        cairo_arc(cr, 0.5, 0.835, 0.105, 0, .pi)
        if closed { cairo_close_path(cr) }
    }

    private func paintApp(_ cr: OpaquePointer, color: RGBA, aspect: Double, _ painter: some IconPainter) {
        // iOS app icons round their corners at about 22.4% of the side.
        let r = 0.2237
        roundedRect(cr, x: 0, y: 0, w: 1, h: 1, rx: r / aspect > 0.5 ? 0.5 : r, ry: r)
        // A gentle top-to-bottom gradient, lighter at the top, as app icons are lit.
        let light = color.interpolated(to: .white, fraction: 0.18)
        painter.fill(cr, .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 1),
                                         stops: [GradientStop(offset: 0, color: light),
                                                 GradientStop(offset: 1, color: color)]),
                     evenOdd: false)
        // Message bubble glyph: the ellipse and its tail as one path with one fill, so no
        // anti-aliased seam shows where they meet.
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_translate(cr, 0.5, 0.47)
        cairo_scale(cr, 0.30, 0.25)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        cairo_close_path(cr)
        // The tail winds the same way as the arc (clockwise on screen), so the two unite.
        cairo_move_to(cr, 0.42, 0.66)
        cairo_curve_to(cr, 0.36, 0.71, 0.29, 0.74, 0.22, 0.74)
        cairo_curve_to(cr, 0.27, 0.69, 0.30, 0.62, 0.30, 0.54)
        cairo_close_path(cr)
        painter.fill(cr, .solid(RGBA(red: 1, green: 1, blue: 1, alpha: 0.95 * color.alpha)), evenOdd: false)
    }

    private func paintAvatar(_ cr: OpaquePointer, color: RGBA, _ painter: some IconPainter) {
        cairo_arc(cr, 0.5, 0.5, 0.5, 0, 2 * .pi)
        painter.fill(cr, .solid(color), evenOdd: false)
        // Head and shoulders, clipped to the circle.
        cairo_arc(cr, 0.5, 0.5, 0.5, 0, 2 * .pi)
        painter.beginClip(cr)
        let white = RGBA(red: 1, green: 1, blue: 1, alpha: 0.9 * color.alpha)
        cairo_arc(cr, 0.5, 0.39, 0.18, 0, 2 * .pi)
        painter.fill(cr, .solid(white), evenOdd: false)
        cairo_save(cr)
        cairo_translate(cr, 0.5, 0.98)
        cairo_scale(cr, 0.36, 0.30)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        painter.fill(cr, .solid(white), evenOdd: false)
        painter.endClip(cr)
    }
}

/// How an icon's region is painted, in the user space current when it is filled.
enum IconPaint {
    case solid(RGBA)
    /// A linear gradient from `start` to `end` (Cairo's pad-free linear pattern).
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// Where an icon's fills go. `fill` and `beginClip` consume the current path.
protocol IconPainter {
    func fill(_ cr: OpaquePointer, _ paint: IconPaint, evenOdd: Bool)
    /// Saves the state and clips to the current path until `endClip`.
    func beginClip(_ cr: OpaquePointer)
    func endClip(_ cr: OpaquePointer)
}

/// Fills on the canvas: what the renderer draws.
struct CanvasPainter: IconPainter {
    func fill(_ cr: OpaquePointer, _ paint: IconPaint, evenOdd: Bool) {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let start, let end, let stops):
            let gradient = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            for s in stops {
                cairo_pattern_add_color_stop_rgba(gradient, s.offset, s.color.red, s.color.green, s.color.blue, s.color.alpha)
            }
            cairo_set_source(cr, gradient)
            cairo_pattern_destroy(gradient)
        }
        if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
        cairo_fill(cr)
        if evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
    }

    func beginClip(_ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_clip(cr)
    }

    func endClip(_ cr: OpaquePointer) { cairo_restore(cr) }
}

/// A rounded rectangle path with elliptical corners of radii rx, ry.
func roundedRect(_ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double, rx: Double, ry: Double) {
    cairo_new_sub_path(cr)
    if rx <= 0 || ry <= 0 {
        cairo_rectangle(cr, x, y, w, h)
        return
    }
    func corner(_ cx: Double, _ cy: Double, _ a0: Double, _ a1: Double) {
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_arc(cr, 0, 0, 1, a0, a1)
        cairo_restore(cr)
    }
    corner(x + w - rx, y + ry, -.pi / 2, 0)
    corner(x + w - rx, y + h - ry, 0, .pi / 2)
    corner(x + rx, y + h - ry, .pi / 2, .pi)
    corner(x + rx, y + ry, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
}
