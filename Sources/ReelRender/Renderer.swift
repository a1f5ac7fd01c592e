import CCairo
import Foundation
import ReelFrame
import ReelTimeline

extension LayerState {
    /// Whether drawing the layer puts anything on the canvas: a fill, a border, an icon or
    /// text. A host with no icon does not, and the canvas is not fitted around it.
    var drawsSomething: Bool {
        backgroundColor.alpha > 0 || (borderWidth > 0 && borderColor.alpha > 0) || contents != nil || !text.isEmpty
            || shape.map { $0.fillColor.alpha > 0 || ($0.strokeColor.alpha > 0 && $0.lineWidth > 0) } ?? false
    }
}

/// Draws snapshots into a canvas: each visible layer in order, turned about its anchor
/// point, its opacity applied to that layer alone (as Core Animation composites layers).
///
/// One renderer per thread: it keeps a canvas and a text layout and reuses both.
public final class Renderer: @unchecked Sendable {
    /// Where the canvas sits in the host's space and its pixels per point.
    public let layout: CanvasLayout
    /// The canvas color; `.clear` for a transparent canvas.
    public let background: RGBA
    /// The canvas every snapshot is drawn into, reused frame after frame.
    public let canvas: Canvas
    private let icons: IconSet
    private let label: TextLabel
    /// Rows that may hold something other than the background (all, before the first frame).
    private var paintedRows: Range<Int>
    /// One row of pure background, as Cairo painted it: what a band's edge rows must equal.
    private var backgroundRow: [UInt8] = []
    /// Whether the last frame drew past the rows its layers' bounds give (so it was drawn
    /// whole): `CanvasLayout.changedRows` does not describe it.
    public private(set) var drewPastBand = false

    /// A renderer with its own canvas of `layout`'s pixel size.
    public init(layout: CanvasLayout, background: RGBA, icons: IconSet) {
        LibraryLog.install()
        self.layout = layout
        self.background = background
        self.icons = icons
        canvas = Canvas(width: layout.pixelWidth, height: layout.pixelHeight)
        label = TextLabel()
        paintedRows = 0..<layout.pixelHeight
    }

    /// Whether `render` draws this layer at all.
    static func draws(_ layer: LayerState) -> Bool {
        !layer.isHidden && !layer.isMask && layer.opacity > 0 && (layer.size.width > 0 && layer.size.height > 0 || layer.shape != nil)
            && layer.scaleX != 0 && layer.scaleY != 0 && layer.drawsSomething
    }

    /// Draws `snapshot` and returns the canvas's frame (the same object every call).
    ///
    /// Only the rows the snapshot can reach (`CanvasLayout.drawnRows`) are drawn, clipped
    /// to them, and only those and the rows the previous frame drew are cleared: a badge
    /// moving over a still background touches a band of a 1080x1080 canvas, not all of it.
    /// A pixel-aligned clip does not change what Cairo draws inside it, and the band is
    /// wider than anything a layer draws; should a band's first or last row still be
    /// touched (something drawn past it), the frame is drawn again whole, unclipped.
    @discardableResult
    public func render(_ snapshot: Snapshot) -> Frame {
        let all = 0..<canvas.frame.height
        var band = layout.drawnRows(of: snapshot) ?? all
        draw(snapshot, clear: paintedRows.hull(band), clip: band)
        drewPastBand = band != all && !backgroundOnly(band)
        if drewPastBand {
            band = all
            draw(snapshot, clear: all, clip: all)
        }
        paintedRows = band
        cairo_surface_flush(canvas.surface)
        return canvas.frame
    }

    /// Paints the background over `clear`, then the snapshot's layers clipped to `clip`.
    private func draw(_ snapshot: Snapshot, clear: Range<Int>, clip: Range<Int>) {
        let cr = canvas.cr, all = 0..<canvas.frame.height, width = Double(canvas.frame.width)
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        if !clear.isEmpty {
            if clear != all {
                cairo_rectangle(cr, 0, Double(clear.lowerBound), width, Double(clear.count))
                cairo_clip(cr)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            if backgroundRow.isEmpty {
                cairo_surface_flush(canvas.surface)
                backgroundRow = Array(canvas.frame.row(clear.lowerBound))
            }
            cairo_reset_clip(cr)
        }
        guard !clip.isEmpty else { return }
        if clip != all {
            cairo_rectangle(cr, 0, Double(clip.lowerBound), width, Double(clip.count))
            cairo_clip(cr)
        }
        cairo_scale(cr, layout.scale, layout.scale)
        cairo_translate(cr, -layout.origin.x, -layout.origin.y)
        // A mask is drawn only as its superlayer's mask.
        let table = snapshot.hasSublayers ? SublayerTable(snapshot) : nil
        for (index, layer) in snapshot.layers.enumerated() where !layer.isHidden && !layer.isMask && layer.opacity > 0 {
            if layer.superlayer != nil, let table {
                drawSublayer(index, of: snapshot, table, cr)
            } else {
                draw(layer, cr)
            }
        }
        cairo_reset_clip(cr)
    }

    /// Whether the first and last rows of `band` (those not at the canvas's edge) are pure
    /// background, i.e. nothing drawn reached the clip.
    private func backgroundOnly(_ band: Range<Int>) -> Bool {
        guard !band.isEmpty else { return true }
        cairo_surface_flush(canvas.surface)
        var edges: [Int] = []
        if band.lowerBound > 0 { edges.append(band.lowerBound) }
        if band.upperBound < canvas.frame.height { edges.append(band.upperBound - 1) }
        return backgroundRow.withUnsafeBytes { expected in
            edges.allSatisfy { y in
                let row = canvas.frame.row(y)
                guard let pixels = row.baseAddress, let background = expected.baseAddress, expected.count >= row.count else { return false }
                return memcmp(pixels, background, row.count) == 0
            }
        }
    }

    private func draw(_ layer: LayerState, _ cr: OpaquePointer) {
        guard let transition = layer.transition else { return draw(layer, cr, placed: nil) }
        // A content transition: the outgoing content and the current one, each in the layer's
        // current geometry, placed as the transition has them at its progress.
        let (out, new, newOnTop) = transition.placements
        var leaving = layer, arriving = layer
        leaving.transition = nil; arriving.transition = nil
        let o = transition.outgoing
        leaving.backgroundColor = o.backgroundColor; leaving.borderColor = o.borderColor; leaving.borderWidth = o.borderWidth
        leaving.cornerRadius = o.cornerRadius; leaving.text = o.text; leaving.fontSize = o.fontSize
        leaving.fontWeight = o.fontWeight; leaving.foregroundColor = o.foregroundColor; leaving.contents = o.contents
        leaving.opacity *= out.opacity; arriving.opacity *= new.opacity
        let order = newOnTop ? [(leaving, out), (arriving, new)] : [(arriving, new), (leaving, out)]
        for (state, placement) in order where placement.visible && state.opacity > 0 && !state.isHidden {
            draw(state, cr, placed: placement)
        }
    }

    /// Draws one layer; `placed` moves and scales its content within its bounds, as a
    /// transition places a state's content (nil: where the layer is).
    private func draw(_ layer: LayerState, _ cr: OpaquePointer, placed: LayerTransition.Placement?) {
        let w = layer.size.width, h = layer.size.height
        // A shape layer draws its path whatever its bounds (a zero frame is common).
        guard w > 0 && h > 0 || layer.shape != nil else { return }
        // A zero scale draws nothing, and Cairo would put the context in an error state for
        // good with a singular matrix.
        guard layer.scaleX != 0, layer.scaleY != 0 else { return }
        if let placed, placed.scaleX == 0 || placed.scaleY == 0 { return }
        cairo_save(cr)
        // Core Animation's transform about the anchor point: scale, then rotate, then
        // translate (the order its `transform.*` key paths compose in).
        cairo_translate(cr, layer.position.x + layer.translationX, layer.position.y + layer.translationY)
        if layer.rotation != 0 { cairo_rotate(cr, layer.rotation) }
        if layer.scaleX != 1 || layer.scaleY != 1 { cairo_scale(cr, layer.scaleX, layer.scaleY) }
        cairo_translate(cr, -layer.anchorPoint.x * w, -layer.anchorPoint.y * h)
        if let placed {
            // The content's offset in the layer's bounds, then its flip's foreshortening about
            // the bounds' centre.
            cairo_translate(cr, placed.dx * w + w / 2, placed.dy * h + h / 2)
            cairo_scale(cr, placed.scaleX, placed.scaleY)
            cairo_translate(cr, -w / 2, -h / 2)
        }

        let hasFill = layer.backgroundColor.alpha > 0
        let hasBorder = layer.borderWidth > 0 && layer.borderColor.alpha > 0
        let hasIcon = layer.contents != nil
        // A layer of one primitive fades by its alpha; overlapping parts (fill and border,
        // an icon's pieces, a shape's fill and stroke) are composited first, so the layer
        // fades as a whole.
        let grouped = layer.opacity < 1 && (hasIcon || (hasFill && hasBorder) || layer.shape != nil)
        let alpha = grouped ? 1 : layer.opacity
        if grouped {
            // Keep the group as small as the layer (a shape's path may reach past its bounds).
            if layer.shape == nil {
                cairo_rectangle(cr, -1, -1, w + 2, h + 2)
            } else {
                let box = layer.ownDrawnBox
                cairo_rectangle(cr, box.minX - layer.boundsOrigin.x - 1, box.minY - layer.boundsOrigin.y - 1, box.width + 2, box.height + 2)
            }
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        if hasFill || hasBorder { drawShape(layer, cr, alpha: alpha) }
        if let shape = layer.shape { drawPath(shape, of: layer, cr, alpha: alpha) }
        if let name = layer.contents {
            if let natural = layer.contentsSize {
                icons.draw(name, cr, natural: natural, in: IconSet.contentsBox(natural: natural, mode: layer.contentMode, in: layer.size), color: layer.foregroundColor)
            } else {
                icons.draw(name, cr, size: layer.size, color: layer.foregroundColor)
            }
        }
        if !layer.text.isEmpty { label.draw(layer, cr, alpha: alpha) }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        }
        cairo_restore(cr)
    }

    /// The background as a rounded rectangle, its radius clamped to half the shorter side
    /// (pop's mid-segment radius is larger than the shrunken size allows), and the border
    /// inside the bounds, as CALayer draws it.
    private func drawShape(_ layer: LayerState, _ cr: OpaquePointer, alpha: Double) {
        let w = layer.size.width, h = layer.size.height
        let r = max(0, min(layer.cornerRadius, min(w, h) / 2))
        if layer.backgroundColor.alpha > 0 {
            let c = layer.backgroundColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            corners(cr, layer, x: 0, y: 0, w: w, h: h, radius: r)
            cairo_fill(cr)
        }
        if layer.borderWidth > 0 && layer.borderColor.alpha > 0 {
            let bw = min(layer.borderWidth, min(w, h) / 2)
            let c = layer.borderColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            corners(cr, layer, x: 0, y: 0, w: w, h: h, radius: r)
            let inner = max(0, r - bw)
            corners(cr, layer, x: bw, y: bw, w: w - 2 * bw, h: h - 2 * bw, radius: inner)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }

    /// Draws sublayer `index` (one the code added) in its superlayer's space: carried up
    /// through its superlayers' geometry, clipped by each that masks to its bounds
    /// (CALayer.masksToBounds), faded by their opacity times its own (each layer's opacity
    /// multiplies its sublayers', as Core Animation composites them).
    private func drawSublayer(_ index: Int, of snapshot: Snapshot, _ table: SublayerTable, _ cr: OpaquePointer) {
        guard snapshot.isShown(index) else { return }
        // A layer under a mask is drawn with the outermost masked layer above it (or itself),
        // as one group: see `drawMaskedTree`.
        guard let outer = outermostMasked(index, below: nil, of: snapshot, table) else { return drawUnmasked(index, of: snapshot, cr) }
        if outer == index { drawMaskedTree(index, of: snapshot, table, cr) }
    }

    /// The outermost layer of `index` and its superlayers, stopping short of `stop`, that has
    /// a mask; nil when none has.
    private func outermostMasked(_ index: Int, below stop: Int?, of snapshot: Snapshot, _ table: SublayerTable) -> Int? {
        var outer = table.masks[index] != nil ? index : nil
        for s in snapshot.superlayers(of: index) {
            if s == stop { break }
            if table.masks[s] != nil { outer = s }
        }
        return outer
    }

    /// CALayer.mask: "the layer's alpha channel determines how much of the layer's content and
    /// background shows through" (Apple, CALayer.mask) — the layer with its sublayers, so the
    /// masked layer and every shown layer below it are drawn into one group (a masked layer
    /// further down into its own group inside it), and the group is painted once through the
    /// mask, placed in the masked layer's space. Masking each layer on its own let a layer show
    /// through its sublayers wherever the mask was partly transparent.
    private func drawMaskedTree(_ masked: Int, of snapshot: Snapshot, _ table: SublayerTable, _ cr: OpaquePointer) {
        guard let m = table.masks[masked] else { return drawUnmasked(masked, of: snapshot, cr) }
        cairo_push_group(cr)
        drawUnmasked(masked, of: snapshot, cr)
        for j in table.descendants(of: masked) where !snapshot.layers[j].isMask && snapshot.isShown(j) {
            switch outermostMasked(j, below: masked, of: snapshot, table) {
            case nil: drawUnmasked(j, of: snapshot, cr)
            case j?: drawMaskedTree(j, of: snapshot, table, cr)
            default: break   // drawn with its masked superlayer's group
            }
        }
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        if transform(cr, by: snapshot.superlayerToHost(of: m)) { draw(snapshot.layers[m], cr) }
        cairo_restore(cr)
        let alpha = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(alpha)
        cairo_pattern_destroy(content)
    }

    /// Draws sublayer `index` without its masks; see `drawSublayer`.
    private func drawUnmasked(_ index: Int, of snapshot: Snapshot, _ cr: OpaquePointer) {
        var layer = snapshot.layers[index]
        layer.opacity = snapshot.compositedOpacity(of: index)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for s in snapshot.superlayers(of: index).reversed() where snapshot.layers[s].masksToBounds {
            let mask = snapshot.layers[s]
            cairo_save(cr)
            guard transform(cr, by: snapshot.superlayerToHost(of: s).after(mask.contentToSuperlayer)) else { cairo_restore(cr); return }
            let r = max(0, min(mask.cornerRadius, min(mask.size.width, mask.size.height) / 2))
            corners(cr, mask, x: mask.boundsOrigin.x, y: mask.boundsOrigin.y, w: mask.size.width, h: mask.size.height, radius: r)
            // The path is kept through the restore of the matrix: clip after it, in device space.
            cairo_restore(cr)
            cairo_clip(cr)
        }
        guard transform(cr, by: snapshot.superlayerToHost(of: index)) else { return }
        draw(layer, cr)
    }

    /// A layer's rounded bounds (or a rectangle inset in them) as a path: its corners
    /// continuous where its cornerCurve is (`LayerState.continuousCorners`, drawn as SwiftUI's
    /// `RoundedRectangle`), else quarter circles.
    private func corners(_ cr: OpaquePointer, _ layer: LayerState, x: Double, y: Double, w: Double, h: Double, radius r: Double) {
        if layer.continuousCorners, r > 0 {
            continuousRoundedRect(cr, Rect(x: x, y: y, width: w, height: h), radius: r)
        } else {
            roundedRect(cr, x: x, y: y, w: w, h: h, rx: r, ry: r)
        }
    }

    /// Multiplies Cairo's matrix by `m`; false (nothing changed) for a singular one, which
    /// draws nothing and would put the context in an error state for good.
    private func transform(_ cr: OpaquePointer, by m: Affine) -> Bool {
        guard m.a * m.d - m.b * m.c != 0, [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return false }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, m.a, m.b, m.c, m.d, m.tx, m.ty)
        cairo_transform(cr, &matrix)
        return true
    }

    /// A CAShapeLayer's path in the layer's coordinates: filled by the non-zero winding rule
    /// (CAShapeLayer.fillRule's default), then stroked from `strokeStart` to `strokeEnd`,
    /// with its width, cap and join.
    private func drawPath(_ shape: ShapeLayerContent, of layer: LayerState, _ cr: OpaquePointer, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, -layer.boundsOrigin.x, -layer.boundsOrigin.y)
        if shape.fillColor.alpha > 0 {
            let c = shape.fillColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            cairo_new_path(cr)
            shape.path.trace(on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
        guard shape.strokeColor.alpha > 0, shape.lineWidth > 0, layer.strokeEnd > layer.strokeStart else { return }
        let c = shape.strokeColor
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
        cairo_set_line_width(cr, shape.lineWidth)
        let cap: cairo_line_cap_t = switch shape.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch shape.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        // CAShapeLayer.miterLimit's default, 10 (Cairo's is also 10).
        cairo_set_miter_limit(cr, 10)
        cairo_new_path(cr)
        if layer.strokeStart <= 0 && layer.strokeEnd >= 1 {
            shape.path.trace(on: cr)
        } else {
            for piece in shape.strokedPieces(from: layer.strokeStart, to: layer.strokeEnd) {
                cairo_move_to(cr, piece[0].x, piece[0].y)
                for p in piece.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            }
        }
        cairo_stroke(cr)
    }
}
