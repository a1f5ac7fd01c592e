import CCairo
import ReelFrame
import ReelSwiftUI
import ReelTimeline

/// Draws a SwiftUI view's placed items (`ViewLayout.place`) into a canvas: each item back to
/// front, through its transform (offsets, scales and rotations about their anchors), its
/// opacity applied to that item alone. Shapes are antialiased as the layer renderer's are
/// (Cairo's default), text as its labels are (grey, unhinted).
///
/// One renderer per thread: it keeps a canvas and a Pango context and reuses both.
public final class SwiftUIRenderer: @unchecked Sendable {
    /// The canvas every list is drawn into, reused frame after frame.
    public let canvas: Canvas
    /// Pixels per point.
    public let scale: Double
    /// The canvas colour; `.clear` for a transparent canvas.
    public let background: RGBA
    private var context: OpaquePointer?

    /// A renderer with its own canvas of `width` × `height` pixels.
    public init(width: Int, height: Int, scale: Double, background: RGBA) {
        LibraryLog.install()
        canvas = Canvas(width: width, height: height)
        self.scale = scale
        self.background = background
    }

    deinit {
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// Draws `items` with the layout space's origin at `origin` (points from the canvas's
    /// top-left) and returns the canvas's frame (the same object every call). An unknown
    /// symbol is refused before anything is drawn.
    @discardableResult
    public func render(_ items: [PlacedItem], origin: Point = .zero) throws(UnknownSymbol) -> Frame {
        var symbols: [SystemSymbol?] = []
        symbols.reserveCapacity(items.count)
        for item in items {
            if case let .image(name) = item.content { symbols.append(try SystemSymbol(validating: name)) } else { symbols.append(nil) }
        }
        let cr = canvas.cr
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, origin.x, origin.y)
        let layer = ItemEffectLayer(width: Int32(canvas.frame.width), height: Int32(canvas.frame.height), scale: scale, origin: origin)
        for (item, symbol) in zip(items, symbols) {
            if item.effects.isEmpty {
                draw(item, symbol, cr)
            } else {
                layer.composite(item, onto: cr) { draw(item, symbol, $0) }
            }
        }
        cairo_surface_flush(canvas.surface)
        return canvas.frame
    }

    private func draw(_ item: PlacedItem, _ symbol: SystemSymbol?, _ cr: OpaquePointer) {
        let t = item.transform
        // A zero scale draws nothing, and Cairo would keep a singular matrix's error for good.
        guard item.opacity > 0, item.color.alpha > 0, t.a * t.d - t.b * t.c != 0,
              item.frame.size.width > 0, item.frame.size.height > 0 else { return }
        cairo_save(cr)
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
        let c = item.color, alpha = c.alpha * item.opacity
        switch item.content {
        case .color:
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
            cairo_rectangle(cr, item.frame.origin.x, item.frame.origin.y, item.frame.size.width, item.frame.size.height)
            cairo_fill(cr)
        case let .shape(kind):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
            cairo_new_path(cr)
            appendShapePath(cr, kind, in: item.frame)
            cairo_fill(cr)
        case let .strokedShape(kind, stroke):
            guard stroke.lineWidth > 0 else { break }
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
            cairo_new_path(cr)
            appendShapePath(cr, kind, in: strokedRect(item.frame, stroke))
            cairo_set_line_width(cr, stroke.lineWidth)
            cairo_stroke(cr)
        case let .text(text, font):
            drawText(text, font, item.frame, cr, color: RGBA(red: c.red, green: c.green, blue: c.blue, alpha: alpha))
        case .image:
            guard let symbol else { break }
            // A symbol's strokes and fills overlap (and a fill form clears its cut-outs), so
            // it is composited first and faded as a whole.
            let f = item.frame
            cairo_rectangle(cr, f.origin.x - 1, f.origin.y - 1, f.size.width + 2, f.size.height + 2)
            cairo_clip(cr)
            cairo_push_group(cr)
            cairo_translate(cr, f.origin.x, f.origin.y)
            symbol.draw(cr, size: f.size, color: RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 1))
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// The text set as it was measured (`PangoTextMeasure`), wrapped to its frame's width,
    /// its logical top-left at the frame's.
    private func drawText(_ text: String, _ font: ResolvedFont, _ frame: Rect, _ cr: OpaquePointer, color: RGBA) {
        let context: OpaquePointer
        if let existing = self.context { context = existing } else {
            context = TextLabel.newContext(cr)
            self.context = context
        }
        let layout = SwiftUIText.newLayout(context, text: text, font: font, width: frame.size.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, frame.origin.x, frame.origin.y)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }
}
