import CCairo
import ReelTimeline

/// Draws a layer's text with Pango, centered in its bounds by the text's ink extents (so
/// "1" sits optically in the middle of a circle). Layouts are kept by text, size and weight,
/// so a frame finds the layout it drew before (a count label, a sweep's captions).
///
/// What a label draws is a function of the frame alone (issue 41): each layout has a Pango
/// context of its own, brought to the frame's transformation before it is measured and
/// drawn. A layout's ink extents depend on the transformation they are measured under (the
/// glyphs' boxes are rounded at the device size), and one renderer drawing every frame used
/// to centre the label by extents measured at the first frame that drew it, a drawing
/// thread's renderer at another frame: a spring's GIF had other bytes on two threads.
/// Layouts sharing one context were as bad: bringing the context to one layout's frame left
/// the others shaped for an older one.
///
/// Pango font maps must not be shared between threads, and Pango keeps a default one per
/// thread; so the label takes the drawing thread's default, on first draw. Renderers drawn
/// by one thread share its font map (and its font matching, done once per thread).
final class TextLabel {
    private struct Key: Hashable { var text: String; var size: Double; var weight: Int }
    /// Each layout holds its own context (`pango_layout_new` keeps a reference to it).
    private var layouts: [Key: OpaquePointer] = [:]
    /// More distinct texts than this in one clip are not expected; past it the cache starts over.
    private static let capacity = 64
    /// Labels drawn at this many device pixels or more, as outlines (below).
    private var outlines: [Key: TextOutline] = [:]

    /// Glyphs are asked of FreeType at fewer device pixels than this. From 4,096 px up, Cairo's
    /// FreeType font fails ("error occurred in libfreetype"), Pango warns on stderr and draws
    /// nothing: `still --text Hello --scale 16 --diameter 1000` was a plain red canvas (measured
    /// with Inter at --scale 16: a 4,088 px label draws, a 4,096 px one does not).
    static let largestGlyphPixels = 4000.0

    init() {}

    /// A Pango context on the current thread's default font map, set up as every label is
    /// drawn: unhinted outlines and metrics, as iOS draws text, so positions scale exactly
    /// with the canvas scale and a glyph does not snap to a different pixel from frame to frame.
    static func newContext(_ cr: OpaquePointer) -> OpaquePointer {
        // Pango's constructors never return NULL (GLib aborts when memory runs out), so this
        // unwrap and `pango_layout_new`'s cannot fail.
        let created = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        pango_cairo_update_context(cr, created)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(created, options)
        cairo_font_options_destroy(options)
        return created
    }

    /// A layout of `text` in the label face, and its ink extents in Pango units.
    static func newLayout(_ context: OpaquePointer, text: String, size: Double, weight: Int) -> (layout: OpaquePointer, ink: PangoRectangle) {
        let layout = pango_layout_new(context)!
        let desc = LabelFont.description(size: size, weight: Int32(weight))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (layout, ink)
    }

    /// A UILabel's line: its line box (the layout's logical rectangle: the font's ascent plus
    /// descent high, the advance wide) centred in the bounds, as UILabel draws one line
    /// "vertically centered" in its bounds [Apple, UILabel drawText(in:) and
    /// textRect(forBounds:limitedToNumberOfLines:)], centred across as `.center` aligns it.
    /// The baseline then sits at (height − lineHeight) / 2 + ascent, whatever the glyphs' ink.
    /// [RE] for our face's metrics (Inter's, not SF Pro's: device check in docs/swift-files.md).
    /// Where the layout's top-left goes so its ink is centered in a box of `size`: what
    /// `draw` does, for anything that places the same text elsewhere (Lottie's outlines).
    static func origin(centering ink: PangoRectangle, in size: Size) -> Point {
        let scale = Double(reel_pango_scale())
        let inkX = Double(ink.x) / scale, inkY = Double(ink.y) / scale
        let inkW = Double(ink.width) / scale, inkH = Double(ink.height) / scale
        return Point(x: (size.width - inkW) / 2 - inkX, y: (size.height - inkH) / 2 - inkY)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// A layout of `key` on a context of its own (the layout keeps it alive).
    private static func privateLayout(_ cr: OpaquePointer, _ key: Key) -> OpaquePointer {
        let context = newContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return newLayout(context, text: key.text, size: key.size, weight: key.weight).layout
    }

    /// Draws `layer.text` centered in (0, 0, layer.size) of the current user space.
    func draw(_ layer: LayerState, _ cr: OpaquePointer, alpha: Double) {
        let key = Key(text: layer.text, size: layer.fontSize, weight: layer.fontWeight)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if layer.fontSize * max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot()) >= Self.largestGlyphPixels {
            drawOutlines(key, layer, cr, alpha: alpha)
            return
        }
        let layout: OpaquePointer
        if let cached = layouts[key] {
            layout = cached
        } else {
            if layouts.count >= Self.capacity {
                for old in layouts.values { g_object_unref(UnsafeMutableRawPointer(old)) }
                layouts.removeAll()
            }
            layout = Self.privateLayout(cr, key)
            layouts[key] = layout
        }
        // This frame's transformation first (the layout is shaped again only when it
        // differs from the one it was last drawn at), then its ink, measured under it.
        pango_cairo_update_layout(cr, layout)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let origin = layer.placesLineBox ? Self.origin(centering: logical, in: layer.size) : Self.origin(centering: ink, in: layer.size)
        let c = layer.foregroundColor
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
    }

    /// A label too large for FreeType's glyphs: the same layout's outlines, taken at a size
    /// FreeType draws and scaled up as paths (`TextOutline`, which Lottie's shapes use), filled.
    private func drawOutlines(_ key: Key, _ layer: LayerState, _ cr: OpaquePointer, alpha: Double) {
        let outline: TextOutline
        if let cached = outlines[key] {
            outline = cached
        } else {
            if outlines.count >= Self.capacity { outlines.removeAll() }
            outline = TextOutline(text: key.text, fontSize: key.size, weight: key.weight)
            outlines[key] = outline
        }
        let origin = outline.origin(in: layer.size)
        let c = layer.foregroundColor
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_new_path(cr)
        outline.path.append(to: cr)
        cairo_restore(cr)
        cairo_fill(cr)
    }
}
