import CCairo
import ReelSwiftUI
import ReelTimeline

/// `TextMeasuring` for SwiftUI's layout with the face and engine the renderer draws text
/// with (Inter through Pango, `LabelFont`): a `Text`'s size is its Pango layout's logical
/// extents, one line per paragraph, or wrapped at word boundaries to a proposed width.
public struct PangoTextMeasure: TextMeasuring {
    public init() { LibraryLog.install() }

    public func size(of text: String, font: ResolvedFont, width: Double?) -> Size {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return Size(width: 0, height: 0) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Size(width: 0, height: 0) }
        defer { cairo_destroy(cr) }
        // This thread's default font map: font maps are not shared between threads.
        let context = TextLabel.newContext(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = SwiftUIText.newLayout(context, text: text, font: font, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return SwiftUIText.logicalSize(layout)
    }
}

/// How a SwiftUI `Text` is set with Pango, shared by measuring and drawing so both agree.
enum SwiftUIText {
    /// `Font.Weight` as Pango's (CSS) weights: ultraLight 100 … black 900, regular 400,
    /// semibold 600, bold 700.
    static func pangoWeight(_ weight: FontWeight) -> Int32 {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// A layout of `text` in the label face at `font`, wrapped at words to `width` when
    /// given and finite (nil: one line per paragraph, its ideal width).
    static func newLayout(_ context: OpaquePointer, text: String, font: ResolvedFont, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = LabelFont.description(size: font.pointSize, weight: pangoWeight(font.weight))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        if let width, width.isFinite, width >= 0 {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // Rounded up a whole Pango unit so a frame measured at exactly the text's ideal
            // width never wraps it.
            pango_layout_set_width(layout, Int32(min((width * Double(reel_pango_scale())).rounded(.up) + 1, Double(Int32.max))))
        }
        return layout
    }

    /// The layout's logical size in points.
    static func logicalSize(_ layout: OpaquePointer) -> Size {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(reel_pango_scale())
        return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }
}
