import CCairo
import ReelFrame

/// A frame with a Cairo surface and context drawn straight into its memory: made once,
/// drawn into for every frame of a clip, so drawing allocates no pixels.
public final class Canvas: @unchecked Sendable {
    /// The frame whose pixels Cairo draws into.
    public let frame: Frame
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// A canvas of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        frame = Frame(width: width, height: height, stride: stride)
        surface = cairo_image_surface_create_for_data(
            frame.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Writes the canvas as a PNG file (for stills and golden images), through Cairo.
    public func writePNG(to path: String) throws(RenderError) {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

/// A failure of the renderer, with the message the user reads.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure, for a caller that reacts to it (an icon file: missing, not a
    /// file, not an image, too large).
    public enum Reason: Sendable, Equatable {
        case noSuchFile, notARegularFile, unreadable, notAnImage, tooLarge, unknownIcon, other
    }

    /// What kind of failure it was.
    public var reason: Reason
    /// The message, in one line.
    public var description: String
    /// A failure with `description`, of kind `.other` unless given.
    public init(_ description: String, reason: Reason = .other) {
        self.description = description; self.reason = reason
    }
}
