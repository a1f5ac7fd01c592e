import Foundation
import Synchronization
import CCairo
import ReelTimeline

/// The host icons a clip uses, resolved once before drawing: built-in vector icons by name,
/// and user icons from PNG or SVG files, loaded and checked up front so a bad file fails
/// before any output is started.
public final class IconSet: @unchecked Sendable {
    enum Icon {
        case builtIn(BuiltInIcon)
        /// A `UIImage(systemName:)` symbol a view action gives a view (ReelModels' `ViewImage`).
        case symbol(SystemSymbol)
        /// A raster image and its size in pixels.
        case image(OpaquePointer, width: Double, height: Double)
        /// An SVG recorded as Cairo drawing commands: replayed at any scale, still vector.
        case vector(OpaquePointer, width: Double, height: Double)
    }

    private var icons: [String: Icon] = [:]

    /// Held while an icon file's surface is a source. A clip's drawing threads share this set,
    /// and Cairo objects are not thread-safe when shared: a surface used as a source keeps
    /// state that drawing changes (its snapshot list; the pixman image it lends, whose
    /// reference count is a plain integer). Eight threads drawing one blurred SVG icon
    /// crashed within a second ("Pixman bug: unknown image type", then SIGSEGV), and a full
    /// test run once hung with a thread spinning in `cairo_fill` here. Built-in icons draw
    /// paths only, so they take no lock; an icon file is small next to a frame, so the
    /// threads seldom wait.
    private let drawing = Mutex(())

    /// What an icon may be, for error messages.
    public static let accepted = "bell, app, avatar, none, or a .png or .svg file"

    /// A set holding only the built-in icons.
    public init() {
        // The symbols first, so that `bell` stays the built-in bell (ViewImage's names).
        for symbol in SystemSymbol.allCases { icons[symbol.rawValue] = .symbol(symbol) }
        for icon in BuiltInIcon.allCases { icons[icon.rawValue] = .builtIn(icon) }
    }

    deinit {
        for icon in icons.values {
            switch icon {
            case .builtIn, .symbol: break
            case .image(let s, _, _), .vector(let s, _, _): cairo_surface_destroy(s)
            }
        }
    }

    /// Loads an icon file (PNG, or SVG through librsvg) under its path as the name. The file
    /// is checked before it is decoded (see IconFile): a regular file, of bounded size, and
    /// for a PNG bounded dimensions read from its header.
    public func load(file path: String) throws(RenderError) {
        LibraryLog.install()
        if icons[path] != nil { return }
        let lower = path.lowercased()
        let quoted = IconFile.quoted(path)
        if lower.hasSuffix(".png") {
            try IconFile.checkRegularFile(path, maxBytes: IconFile.maxPNGBytes, kind: "PNG")
            try IconFile.checkPNGHeader(path)
            let surface = cairo_image_surface_create_from_png(path)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS, let surface else {
                if let surface { cairo_surface_destroy(surface) }
                // The size was checked from the header, so any failure here (Cairo reports a
                // truncated or corrupt file as "out of memory") is the data's.
                throw RenderError("\(quoted): not a readable PNG image; expected \(Self.accepted)", reason: .notAnImage)
            }
            icons[path] = .image(surface, width: Double(cairo_image_surface_get_width(surface)),
                                 height: Double(cairo_image_surface_get_height(surface)))
        } else if lower.hasSuffix(".svg") {
            try IconFile.checkRegularFile(path, maxBytes: IconFile.maxSVGBytes, kind: "SVG")
            // Read here and handed over as data with no base URL: librsvg then loads no other
            // file (XInclude, images, external <use>), see SVGPolicy.
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RenderError("\(quoted): cannot read it; expected \(Self.accepted)", reason: .unreadable)
            }
            var error: UnsafeMutablePointer<GError>?
            let loaded = data.withUnsafeBytes { bytes in
                rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
            }
            guard let handle = loaded else {
                let reason = error.map { String(String(cString: $0.pointee.message).prefix(200)) } ?? "cannot read it"
                if let error { g_error_free(error) }
                throw RenderError("\(quoted): not a readable SVG image (\(reason)); expected \(Self.accepted)", reason: .notAnImage)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
            var w = 0.0, h = 0.0
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || !(w > 0) || !(h > 0) {
                w = 100; h = 100   // an SVG with only a viewBox: any square will do, it is scaled anyway
            }
            // Filters and patterns are rasterised at the document's size while recording.
            guard w.isFinite, h.isFinite, w <= Double(IconFile.maxSide), h <= Double(IconFile.maxSide), w * h <= Double(IconFile.maxPixels) else {
                throw RenderError("\(quoted): too large (\(w.isFinite && h.isFinite && w < 1e9 && h < 1e9 ? "\(Int(w.rounded(.up)))x\(Int(h.rounded(.up))) pixels" : "its size is out of range")); expected icons of at most \(IconFile.maxSide)x\(IconFile.maxSide) pixels", reason: .tooLarge)
            }
            do { try SVGPolicy.check(data, width: w, height: h) } catch {
                switch error {
                case .external(let reason): throw RenderError("\(quoted): \(reason)", reason: .notAnImage)
                case .filterCost(let reason), .drawingCost(let reason): throw RenderError("\(quoted): too costly to draw: \(reason)", reason: .tooLarge)
                }
            }
            let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
            let cr = cairo_create(recording)
            var viewport = RsvgRectangle(x: 0, y: 0, width: w, height: h)
            let ok = rsvg_handle_render_document(handle, cr, &viewport, &error)
            cairo_destroy(cr)
            guard ok != 0 else {
                let reason = error.map { String(String(cString: $0.pointee.message).prefix(200)) } ?? "cannot draw it"
                if let error { g_error_free(error) }
                cairo_surface_destroy(recording)
                throw RenderError("\(quoted): cannot draw this SVG image (\(reason)); expected \(Self.accepted)", reason: .notAnImage)
            }
            icons[path] = .vector(recording!, width: w, height: h)
        } else {
            throw RenderError("\(quoted): unknown icon; expected \(Self.accepted)", reason: .unknownIcon)
        }
    }

    /// Draws the named icon filling (0, 0, size); a name never loaded draws nothing.
    func draw(_ name: String, _ cr: OpaquePointer, size: Size, color: RGBA) {
        guard let icon = icons[name] else { return }
        switch icon {
        case .builtIn(let builtIn):
            builtIn.draw(cr, size: size, color: color)
        case .symbol(let symbol):
            let box = Self.symbolBox(in: size)
            cairo_save(cr)
            cairo_translate(cr, box.minX, box.minY)
            symbol.draw(cr, size: box.size, color: color)
            cairo_restore(cr)
        case .image(let surface, let w, let h), .vector(let surface, let w, let h):
            drawing.withLock { _ in
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
    }

    /// Draws the named image, whose own size is `natural`, stretched to `box` (an image
    /// view's drawing of its image, `contentsBox`): a symbol drawn at its natural size, then
    /// scaled along each axis to the box, as a bitmap is; anything else filling the box.
    func draw(_ name: String, _ cr: OpaquePointer, natural: Size, in box: Rect, color: RGBA) {
        guard natural.width > 0, natural.height > 0, box.width > 0, box.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, box.minX, box.minY)
        if case .symbol(let symbol)? = icons[name] {
            cairo_scale(cr, box.width / natural.width, box.height / natural.height)
            symbol.draw(cr, size: natural, color: color)
        } else {
            draw(name, cr, size: box.size, color: color)
        }
        cairo_restore(cr)
    }

    /// Where an image of size `natural` is drawn in bounds of `size` by UIView.ContentMode
    /// `mode` [Apple, UIView.ContentMode]: `scaleToFill` (and `redraw`, which draws as it)
    /// "scale[s] the content to fit the size of itself by changing the aspect ratio";
    /// `scaleAspectFit` scales it to fit "by maintaining the aspect ratio", the rest of the
    /// bounds transparent; `scaleAspectFill` scales it to fill them (past them on the long
    /// axis: an image view does not clip unless `clipsToBounds`); `center` keeps its size,
    /// centred; the edges and corners keep its size against that edge or corner, centred
    /// along the other axis.
    public static func contentsBox(natural: Size, mode: String, in size: Size) -> Rect {
        let w = size.width, h = size.height, nw = natural.width, nh = natural.height
        func centred(_ s: Double) -> Rect { Rect(x: (w - nw * s) / 2, y: (h - nh * s) / 2, width: nw * s, height: nh * s) }
        switch mode {
        case "scaleAspectFit": return nw > 0 && nh > 0 ? centred(min(w / nw, h / nh)) : Rect(x: w / 2, y: h / 2, width: 0, height: 0)
        case "scaleAspectFill": return nw > 0 && nh > 0 ? centred(max(w / nw, h / nh)) : Rect(x: w / 2, y: h / 2, width: 0, height: 0)
        case "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight":
            let x = mode.hasSuffix("Left") || mode == "left" ? 0 : mode.hasSuffix("Right") || mode == "right" ? w - nw : (w - nw) / 2
            let y = mode.hasPrefix("top") ? 0 : mode.hasPrefix("bottom") ? h - nh : (h - nh) / 2
            return Rect(x: x, y: y, width: nw, height: nh)
        default: return Rect(x: 0, y: 0, width: w, height: h)
        }
    }

    /// UIKit's default symbol size: an image made by `UIImage(systemName:)` with no
    /// configuration takes the body text style, 17 pt at the default content size [Apple,
    /// UIFont.TextStyle.body; "Configuring and displaying symbol images in your UI"], and our
    /// glyphs' box is 1.2 em (ReelSwiftUI's `symbolSize`, the same rule SwiftUI's images use).
    static let symbolSide = 17.0 * 24 / 20

    /// Where a symbol image sits in a view of `size`: at its own size, centred, as UIButton
    /// places its image (UIButton's `contentHorizontalAlignment` and
    /// `contentVerticalAlignment` are `.center` by default [Apple, UIControl]), shrunk to the
    /// view when the view is smaller (UIButton fits its image in the content rectangle).
    public static func symbolBox(in size: Size) -> Rect {
        let side = min(symbolSide, size.width, size.height)
        return Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    }

    /// An icon file's path as messages show it (cut short when long), which starts every
    /// message `load(file:)` throws.
    public static func quoted(_ path: String) -> String { IconFile.quoted(path) }

    /// Whether `name` is an icon this set can draw.
    public func contains(_ name: String) -> Bool { icons[name] != nil }

    /// The named icon's fills at `size` in `color` when it is a built-in vector icon; nil for
    /// an icon file or a name never loaded.
    public func vectorShapes(of name: String, size: Size, color: RGBA) -> [VectorShape]? {
        guard case .builtIn(let icon) = icons[name] else { return nil }
        return icon.shapes(size: size, color: color)
    }

    /// The named icon file as a PNG image of `size` points at `scale` pixels per point, drawn
    /// as the renderer draws it at that scale: an SVG rasterised, a PNG resampled with the
    /// renderer's filter. A player then shows it pixel for pixel at that scale, whatever its
    /// own image filtering (rlottie samples images without any). nil for a built-in icon or a
    /// name never loaded. A symbol is drawn the same way (its strokes are not a fill Lottie's
    /// shapes hold).
    public func imagePNG(of name: String, size: Size, scale: Double, color: RGBA) -> IconImage? {
        switch icons[name] {
        case .image?, .vector?, .symbol?:
            let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!   // never NULL: Cairo returns an error object instead
            cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
            draw(name, cr, size: size, color: color)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            return IconImage(png: Self.pngBytes(surface), width: width, height: height)
        default:
            return nil
        }
    }

    /// The surface encoded as PNG, in memory.
    private static func pngBytes(_ surface: OpaquePointer) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
    }
}

/// An icon as a PNG file's bytes and its size in pixels.
public struct IconImage: Hashable, Sendable {
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
}
