import CCairo
import ReelTimeline

/// A path as Cairo fills it, in points of the space it was built in: moves, lines, cubic
/// Béziers and closes. Read back from Cairo (`cairo_copy_path`) after the drawing code built
/// it, so an export of the path (Lottie's shapes) holds exactly what the renderer fills —
/// arcs included, as the Béziers Cairo turned them into.
public struct VectorPath: Hashable, Sendable {
    /// One step of the path, as Cairo's path data holds it.
    public typealias Element = PathElement
    /// The steps, in drawing order.
    public var elements: [Element]

    /// A path of `elements`.
    public init(elements: [Element]) { self.elements = elements }

    /// Adds the steps to `cr`'s current path, in its current user space.
    func append(to cr: OpaquePointer) { elements.trace(on: cr) }

    /// Device units per point while a path is captured. Cairo keeps paths in 24.8 fixed point
    /// in device space, so capturing at 256× keeps 1/65536 pt and still holds 32768 pt.
    static let captureScale = 256.0
    /// Text is captured at 16× (1/4096 pt): at 256× a label's glyphs would be thousands of
    /// pixels tall, more than FreeType's outlines are loaded at.
    static let textCaptureScale = 16.0
    /// Largest distance between an arc and its Béziers, in points (Cairo's tolerance is in
    /// device units): far below a pixel at any scale the canvas allows.
    static let tolerance = 0.002

    /// A context whose user space is points, for building paths to capture.
    static func captureContext(scale: Double = captureScale) -> (surface: OpaquePointer, cr: OpaquePointer) {
        // Cairo never returns NULL from these: on failure it returns an object in an error
        // state (whose paths then copy as empty), so the unwraps cannot fail.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_set_tolerance(cr, tolerance * scale)
        return (surface, cr)
    }

    /// The current path of `cr` in the capture context's point space (whatever the current
    /// transformation is), leaving the path in place.
    static func copy(from cr: OpaquePointer, scale: Double = captureScale) -> VectorPath {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_scale(cr, scale, scale)
        defer { cairo_set_matrix(cr, &matrix) }
        guard let path = cairo_copy_path(cr) else { return VectorPath(elements: []) }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return VectorPath(elements: []) }
        var elements: [Element] = []
        var i = 0
        let count = Int(path.pointee.num_data)
        func point(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(point(1), point(2), point(3)))
            case CAIRO_PATH_CLOSE_PATH: elements.append(.close)
            default: break
            }
            i += Int(header.length)
        }
        return VectorPath(elements: elements)
    }
}

/// A color at a fraction of a gradient's length.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits: 0 at the gradient's start, 1 at its end.
    public var offset: Double
    /// The colour at that offset.
    public var color: RGBA
    /// A stop of `color` at `offset`.
    public init(offset: Double, color: RGBA) { self.offset = offset; self.color = color }
}

/// How a captured shape is painted.
public enum VectorPaint: Hashable, Sendable {
    case solid(RGBA)
    /// A linear gradient between two points of the shape's space (Cairo's default extend:
    /// the end colors continue past the ends only for the region the path covers).
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// One fill of an icon, in points of the icon's box (0, 0, size): its path, paint and fill
/// rule, and the clip it is drawn under, if any.
public struct VectorShape: Hashable, Sendable {
    /// The outline filled.
    public var path: VectorPath
    /// The solid colour or gradient it is filled with.
    public var paint: VectorPaint
    /// True for the even-odd fill rule, false for nonzero.
    public var evenOdd: Bool
    /// The path it is clipped to; nil for none.
    public var clip: VectorPath?
}

/// Keeps each fill's path and paint instead of filling: the capture side of `IconPainter`.
final class PathCapture: IconPainter {
    private(set) var shapes: [VectorShape] = []
    private var clips: [VectorPath?] = [nil]

    func fill(_ cr: OpaquePointer, _ paint: IconPaint, evenOdd: Bool) {
        let path = VectorPath.copy(from: cr)
        let captured: VectorPaint
        switch paint {
        case .solid(let c):
            captured = .solid(c)
        case .linearGradient(let start, let end, let stops):
            captured = .linearGradient(start: pointInCaptureSpace(cr, start), end: pointInCaptureSpace(cr, end), stops: stops)
        }
        shapes.append(VectorShape(path: path, paint: captured, evenOdd: evenOdd, clip: clips[clips.count - 1]))
        cairo_new_path(cr)
    }

    func beginClip(_ cr: OpaquePointer) {
        cairo_save(cr)
        clips.append(VectorPath.copy(from: cr))
        cairo_new_path(cr)
    }

    func endClip(_ cr: OpaquePointer) {
        clips.removeLast()
        cairo_restore(cr)
    }

    /// A point of the current user space in the capture's point space.
    private func pointInCaptureSpace(_ cr: OpaquePointer, _ p: Point) -> Point {
        var x = p.x, y = p.y
        cairo_user_to_device(cr, &x, &y)
        return Point(x: x / VectorPath.captureScale, y: y / VectorPath.captureScale)
    }
}

extension BuiltInIcon {
    /// The icon's fills at `size` in `color`, as the renderer fills them, in points of the box
    /// (0, 0, size).
    public func shapes(size: Size, color: RGBA) -> [VectorShape] {
        let (surface, cr) = VectorPath.captureContext()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let capture = PathCapture()
        paint(cr, size: size, color: color, with: capture)
        return capture.shapes
    }
}

/// A label's text as glyph outlines, from the same Pango layout the renderer draws: any
/// player fills them without the font.
public struct TextOutline: Hashable, Sendable {
    /// The glyphs, with the layout's top-left at (0, 0).
    public var path: VectorPath
    /// Where the layout's top-left goes in a label of `size` so its ink is centered, as the
    /// renderer places it (see `TextLabel.draw`).
    public func origin(in size: Size) -> Point { TextLabel.origin(centering: ink, in: size) }
    private let ink: PangoRectangle

    /// The outlines of `text` at `fontSize` points and `weight` in the label face. Captured at
    /// `textCaptureScale`, or less where that would ask FreeType for glyphs of
    /// `TextLabel.largestGlyphPixels` or more (a label of 250 pt and up).
    public init(text: String, fontSize: Double, weight: Int) {
        let scale = min(VectorPath.textCaptureScale, TextLabel.largestGlyphPixels / 2 / max(fontSize, 1e-9))
        let (surface, cr) = VectorPath.captureContext(scale: scale)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let context = TextLabel.newContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let (layout, ink) = TextLabel.newLayout(context, text: text, size: fontSize, weight: weight)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, 0, 0)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_layout_path(cr, layout)
        path = VectorPath.copy(from: cr, scale: scale)
        self.ink = ink
    }

    /// Equal when the glyphs and the ink rectangle are.
    public static func == (a: TextOutline, b: TextOutline) -> Bool {
        a.path == b.path && a.ink.x == b.ink.x && a.ink.y == b.ink.y && a.ink.width == b.ink.width && a.ink.height == b.ink.height
    }
    /// Hashes the glyphs.
    public func hash(into h: inout Hasher) { h.combine(path) }
}

extension Array where Element == PathElement {
    /// Adds the steps to `cr`'s current path, in its current user space.
    func trace(on cr: OpaquePointer) {
        for element in self {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
