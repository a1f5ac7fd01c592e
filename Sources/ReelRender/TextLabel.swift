import CCairo
import ReelTimeline

/// Draws a layer's text with Pango, centered in its bounds by the text's ink extents (so
/// "1" sits optically in the middle of a circle). Keeps one Pango layout and reshapes only
/// when the text, size or weight change, which in a clip is almost never.
///
/// Each label has its own font map and context: Pango's shared default is not safe to use
/// from several drawing threads at once.
final class TextLabel {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var text = ""
    private var size = -1.0
    private var weight = -1
    private var ink = PangoRectangle()

    init(cr: OpaquePointer) {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        pango_cairo_update_context(cr, context)
        layout = pango_layout_new(context)
        // Unhinted outlines and metrics, as iOS draws text: positions scale exactly with
        // --scale, and a glyph does not snap to a different pixel from frame to frame.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Draws `layer.text` centered in (0, 0, layer.size) of the current user space.
    func draw(_ layer: LayerState, _ cr: OpaquePointer, alpha: Double) {
        if layer.text != text || layer.fontSize != size || layer.fontWeight != weight {
            text = layer.text; size = layer.fontSize; weight = layer.fontWeight
            let desc = LabelFont.description(size: size, weight: Int32(weight))
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
            pango_layout_set_text(layout, text, -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
        }
        let scale = Double(reel_pango_scale())
        let inkX = Double(ink.x) / scale, inkY = Double(ink.y) / scale
        let inkW = Double(ink.width) / scale, inkH = Double(ink.height) / scale
        let c = layer.foregroundColor
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        cairo_move_to(cr, (layer.size.width - inkW) / 2 - inkX, (layer.size.height - inkH) / 2 - inkY)
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }
}
