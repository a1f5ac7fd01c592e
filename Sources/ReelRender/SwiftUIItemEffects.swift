import CCairo
import ReelSwiftUI
import ReelTimeline

/// Clips, blurs and shadows of a placed item (`ItemEffect`): the item is drawn alone into a
/// scratch surface the size of the canvas, each effect applied to that surface in order
/// (innermost modifier first), and the result composited onto the canvas.
///
/// SwiftUI applies a shadow or blur to everything drawn inside the modifier as one layer
/// [Apple] (…/graphicscontext/filter/shadow…: "blurring the alpha channel of the object
/// receiving the shadow"); here each drawn item gets its own, which is the same picture
/// unless two items inside one shadowed view overlap (the upper one's shadow then falls on
/// the lower one). Only the item's bounding box (grown by three deviations) is blurred, so
/// the work is bounded by the item's size, not the canvas's.
struct ItemEffectLayer {
    let width: Int32
    let height: Int32
    let scale: Double
    let origin: Point

    /// Draws `item` through its effects onto `target` with `drawItem` (which draws the item's
    /// content, effects aside, into a context set up as the canvas is).
    func composite(_ item: PlacedItem, onto target: OpaquePointer, drawItem: (OpaquePointer) -> Void) {
        var layer = Surface(width: width, height: height)
        prepare(layer.cr)
        drawItem(layer.cr)
        var box = deviceBox(of: item)
        for effect in item.effects {
            switch effect {
            case let .clip(kind, frame, transform):
                let clipped = Surface(width: width, height: height)
                prepare(clipped.cr)
                apply(transform, clipped.cr)
                cairo_new_path(clipped.cr)
                appendShapePath(clipped.cr, kind, in: frame)
                cairo_identity_matrix(clipped.cr)
                cairo_clip(clipped.cr)
                cairo_set_source_surface(clipped.cr, layer.surface, 0, 0)
                cairo_paint(clipped.cr)
                layer = clipped
            case let .blur(sigma):
                box = box.grown(by: 3 * sigma * scale, width: width, height: height)
                layer.blur(sigma: sigma * scale, in: box)
            case let .shadow(color, sigma, dx, dy):
                // The shadow: the layer's alpha, blurred, tinted, moved; the layer over it.
                let shade = Surface(width: width, height: height)
                cairo_set_source_surface(shade.cr, layer.surface, 0, 0)
                cairo_paint(shade.cr)
                let grown = box.grown(by: 3 * sigma * scale, width: width, height: height)
                shade.blur(sigma: sigma * scale, in: grown)
                let result = Surface(width: width, height: height)
                cairo_set_source_rgba(result.cr, color.red, color.green, color.blue, color.alpha)
                cairo_mask_surface(result.cr, shade.surface, dx * scale, dy * scale)
                cairo_set_source_surface(result.cr, layer.surface, 0, 0)
                cairo_paint(result.cr)
                layer = result
                box = grown.union(grown.moved(dx * scale, dy * scale), width: width, height: height)
            }
        }
        cairo_save(target)
        cairo_identity_matrix(target)
        cairo_set_source_surface(target, layer.surface, 0, 0)
        cairo_paint(target)
        cairo_restore(target)
    }

    private func prepare(_ cr: OpaquePointer) {
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, origin.x, origin.y)
    }

    private func apply(_ t: AffineTransform, _ cr: OpaquePointer) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// The item's frame on the canvas, in pixels (its transformed corners' bounds, a pixel
    /// of margin for antialiasing and a symbol's overhang).
    private func deviceBox(of item: PlacedItem) -> PixelBox {
        let f = item.frame
        let corners = [Point(x: f.origin.x - 2, y: f.origin.y - 2), Point(x: f.origin.x + f.size.width + 2, y: f.origin.y - 2),
                       Point(x: f.origin.x - 2, y: f.origin.y + f.size.height + 2),
                       Point(x: f.origin.x + f.size.width + 2, y: f.origin.y + f.size.height + 2)]
            .map { item.transform.apply($0) }
            .map { Point(x: ($0.x + origin.x) * scale, y: ($0.y + origin.y) * scale) }
        return PixelBox(x0: corners.map(\.x).min()!, y0: corners.map(\.y).min()!,
                        x1: corners.map(\.x).max()!, y1: corners.map(\.y).max()!, width: width, height: height)
    }
}

/// A rectangle of whole pixels inside a surface.
struct PixelBox {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Double, y0: Double, x1: Double, y1: Double, width: Int32, height: Int32) {
        func clamp(_ v: Double, _ hi: Int32) -> Int { Int(max(0, min(Double(hi), v.isFinite ? v : 0))) }
        self.x0 = clamp(x0.rounded(.down), width); self.y0 = clamp(y0.rounded(.down), height)
        self.x1 = clamp(x1.rounded(.up), width); self.y1 = clamp(y1.rounded(.up), height)
    }

    func grown(by d: Double, width: Int32, height: Int32) -> PixelBox {
        PixelBox(x0: Double(x0) - d, y0: Double(y0) - d, x1: Double(x1) + d, y1: Double(y1) + d, width: width, height: height)
    }

    func moved(_ dx: Double, _ dy: Double) -> (Double, Double, Double, Double) {
        (Double(x0) + dx, Double(y0) + dy, Double(x1) + dx, Double(y1) + dy)
    }

    func union(_ other: (Double, Double, Double, Double), width: Int32, height: Int32) -> PixelBox {
        PixelBox(x0: min(Double(x0), other.0), y0: min(Double(y0), other.1), x1: max(Double(x1), other.2), y1: max(Double(y1), other.3),
                 width: width, height: height)
    }
}

/// A scratch ARGB surface with its context.
final class Surface {
    let surface: OpaquePointer
    let cr: OpaquePointer

    init(width: Int32, height: Int32) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Blurs the pixels inside `box` (premultiplied, all four channels alike) by a Gaussian of
    /// deviation `sigma` pixels, approximated as SVG's feGaussianBlur is: three box blurs each
    /// way of size d = ⌊σ·3√(2π)/4 + 0.5⌋; for an even d two boxes of d offset half a pixel
    /// either way and one of d + 1 centred [W3C SVG 1.1 §15.17, feGaussianBlur].
    func blur(sigma: Double, in box: PixelBox) {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1, box.x1 > box.x0, box.y1 > box.y0 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // (pixels before, pixels after) of each pass's window.
        let windows: [(Int, Int)] = d % 2 == 1 ? Array(repeating: (d / 2, d / 2), count: 3)
                                               : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        var line = [Int](repeating: 0, count: max(w, h) * 4)
        for (before, after) in windows {
            for y in box.y0..<box.y1 {
                let row = data + y * stride + box.x0 * 4
                boxPass(row, step: 4, count: w, before: before, after: after, scratch: &line)
            }
        }
        for (before, after) in windows {
            for x in box.x0..<box.x1 {
                let column = data + box.y0 * stride + x * 4
                boxPass(column, step: stride, count: h, before: before, after: after, scratch: &line)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box pass along a row or column of `count` pixels `step` bytes apart: each pixel
    /// becomes the mean of the window around it (pixels outside the box count as clear).
    private func boxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, before: Int, after: Int, scratch: inout [Int]) {
        let size = before + after + 1
        for i in 0..<count {
            for c in 0..<4 { scratch[i * 4 + c] = Int(start[i * step + c]) }
        }
        var sums = [0, 0, 0, 0]
        // The window of pixel 0: [−before, after].
        for j in 0...min(after, count - 1) { for c in 0..<4 { sums[c] += scratch[j * 4 + c] } }
        for i in 0..<count {
            for c in 0..<4 { start[i * step + c] = UInt8((sums[c] + size / 2) / size) }
            let leaving = i - before, entering = i + after + 1
            if leaving >= 0 { for c in 0..<4 { sums[c] -= scratch[leaving * 4 + c] } }
            if entering < count { for c in 0..<4 { sums[c] += scratch[entering * 4 + c] } }
        }
    }
}
