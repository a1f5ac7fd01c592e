import CCairo
import ReelTimeline

/// The label face: Inter (Debian's fonts-inter, the open face closest to SF Pro), then
/// DejaVu Sans and Noto CJK through fontconfig's fallback for anything Inter lacks.
public enum LabelFont {
    /// The fontconfig family list, in order of preference.
    public static let family = "Inter, DejaVu Sans, Noto Sans CJK SC, sans-serif"

    /// A Pango font description at `size` points (absolute: one point is one user unit),
    /// with `weight` as Pango's (400 regular, 600 semibold).
    static func description(size: Double, weight: Int32 = 400) -> OpaquePointer? {
        let desc = pango_font_description_from_string(family)
        pango_font_description_set_absolute_size(desc, size * Double(reel_pango_scale()))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        return desc
    }
}

/// Loads fontconfig's configuration and caches and matches the label face, so the first
/// frame drawn does not pay for it; worth calling on a thread that would otherwise wait.
public func warmUpFonts() {
    _ = TextMetrics().width(of: "0123456789+", fontSize: 15)
}

/// Measures text with the same face and engine the renderer draws it with.
public struct TextMetrics: Sendable {
    /// Metrics in the label face; nothing to set up.
    public init() { LibraryLog.install() }

    /// Where a UILabel's single line of `text` puts its baseline in bounds `height` points
    /// high: its line box (the layout's logical height, the face's ascent plus descent)
    /// centred, the baseline its ascent below the box's top (TextLabel, `placesLineBox`).
    public func lineBaseline(of text: String, fontSize: Double, weight: Int32 = 400, height: Double) -> Double {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr) }
        let context = TextLabel.newContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let (layout, _) = TextLabel.newLayout(context, text: text, size: fontSize, weight: Int(weight))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(reel_pango_scale())
        let origin = TextLabel.origin(centering: logical, in: Size(width: 0, height: height))
        return origin.y + Double(pango_layout_get_baseline(layout)) / scale
    }

    /// The logical advance width of `text` in points at `fontSize`.
    public func width(of text: String, fontSize: Double, weight: Int32 = 400) -> Double {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr) }
        // This thread's default font map: font maps are not shared between threads.
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        guard let layout = pango_layout_new(context) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = LabelFont.description(size: fontSize, weight: weight)
        defer { pango_font_description_free(desc) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.width) / Double(reel_pango_scale())
    }
}
