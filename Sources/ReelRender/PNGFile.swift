import CCairo
import ReelFrame

/// Reads PNG files into frames through Cairo (for golden images and user checks).
public enum PNGFile {
    /// The PNG file at `path` as a frame; refuses a file Cairo cannot read.
    public static func read(_ path: String) throws(RenderError) -> Frame {
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot read \(path) as a PNG")
        }
        defer { cairo_surface_destroy(surface) }
        let canvas = Canvas(width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)))
        cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.cr, surface, 0, 0)
        cairo_paint(canvas.cr)
        cairo_surface_flush(canvas.surface)
        let frame = Frame(width: canvas.frame.width, height: canvas.frame.height)
        frame.copy(from: canvas.frame)
        return frame
    }
}
