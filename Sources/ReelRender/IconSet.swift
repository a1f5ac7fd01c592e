import CCairo
import ReelTimeline

/// The host icons a clip uses, resolved once before drawing: built-in vector icons by name,
/// and user icons from PNG or SVG files, loaded and checked up front so a bad file fails
/// before any output is started.
public final class IconSet: @unchecked Sendable {
    enum Icon {
        case builtIn(BuiltInIcon)
        /// A raster image and its size in pixels.
        case image(OpaquePointer, width: Double, height: Double)
        /// An SVG recorded as Cairo drawing commands: replayed at any scale, still vector.
        case vector(OpaquePointer, width: Double, height: Double)
    }

    private var icons: [String: Icon] = [:]

    /// What `--icon` accepts, for error messages.
    public static let accepted = "bell, app, avatar, none, or a .png or .svg file"

    public init() {
        for icon in BuiltInIcon.allCases { icons[icon.rawValue] = .builtIn(icon) }
    }

    deinit {
        for icon in icons.values {
            switch icon {
            case .builtIn: break
            case .image(let s, _, _), .vector(let s, _, _): cairo_surface_destroy(s)
            }
        }
    }

    /// Loads an icon file (PNG, or SVG through librsvg) under its path as the name.
    public func load(file path: String) throws(RenderError) {
        if icons[path] != nil { return }
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let surface = cairo_image_surface_create_from_png(path)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS, let surface else {
                if let surface { cairo_surface_destroy(surface) }
                let reason = status == CAIRO_STATUS_FILE_NOT_FOUND ? "no such file"
                    : status == CAIRO_STATUS_READ_ERROR ? "cannot read it" : "not a PNG image"
                throw RenderError("--icon \(path): \(reason); expected \(Self.accepted)")
            }
            icons[path] = .image(surface, width: Double(cairo_image_surface_get_width(surface)),
                                 height: Double(cairo_image_surface_get_height(surface)))
        } else if lower.hasSuffix(".svg") {
            var error: UnsafeMutablePointer<GError>?
            guard let handle = rsvg_handle_new_from_file(path, &error) else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot read it"
                if let error { g_error_free(error) }
                throw RenderError("--icon \(path): \(reason); expected \(Self.accepted)")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
            var w = 0.0, h = 0.0
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || w <= 0 || h <= 0 {
                w = 100; h = 100   // an SVG with only a viewBox: any square will do, it is scaled anyway
            }
            let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
            let cr = cairo_create(recording)
            var viewport = RsvgRectangle(x: 0, y: 0, width: w, height: h)
            let ok = rsvg_handle_render_document(handle, cr, &viewport, &error)
            cairo_destroy(cr)
            guard ok != 0 else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot draw it"
                if let error { g_error_free(error) }
                cairo_surface_destroy(recording)
                throw RenderError("--icon \(path): \(reason); expected \(Self.accepted)")
            }
            icons[path] = .vector(recording!, width: w, height: h)
        } else {
            throw RenderError("--icon \(path): unknown icon; expected \(Self.accepted)")
        }
    }

    /// Draws the named icon filling (0, 0, size); a name never loaded draws nothing.
    func draw(_ name: String, _ cr: OpaquePointer, size: Size, color: RGBA) {
        guard let icon = icons[name] else { return }
        switch icon {
        case .builtIn(let builtIn):
            builtIn.draw(cr, size: size, color: color)
        case .image(let surface, let w, let h), .vector(let surface, let w, let h):
            cairo_save(cr)
            cairo_scale(cr, size.width / w, size.height / h)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            if case .image = icon {
                // Filtering samples past the image's border when it is scaled; padding with
                // the edge pixels keeps a solid edge crisp instead of fading it into nothing.
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            }
            cairo_rectangle(cr, 0, 0, w, h)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Whether `name` is an icon this set can draw.
    public func contains(_ name: String) -> Bool { icons[name] != nil }
}
