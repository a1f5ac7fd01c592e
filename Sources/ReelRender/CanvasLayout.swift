import ReelTimeline

/// Where the canvas sits in the host's space and how many pixels a point is.
public struct CanvasLayout: Hashable, Sendable {
    /// The host-space point at the canvas's top-left corner.
    public var origin: Point
    /// The canvas in points.
    public var size: Size
    /// Pixels per point: 1, 2, 3 like @1x, @2x, @3x; fractions allowed.
    public var scale: Double

    /// A canvas of `size` points whose top-left is `origin` in the host's space, at `scale` pixels per point.
    public init(origin: Point, size: Size, scale: Double) {
        self.origin = origin; self.size = size; self.scale = scale
    }

    /// The canvas width in whole pixels (at least 1).
    public var pixelWidth: Int { Self.pixels(size.width * scale) }
    /// The canvas height in whole pixels (at least 1).
    public var pixelHeight: Int { Self.pixels(size.height * scale) }

    /// Whole pixels for a length in pixels, at least 1; a length no canvas could have (not
    /// finite, or past a billion) is Int.max, so every size check refuses it instead of the
    /// conversion trapping.
    static func pixels(_ length: Double) -> Int {
        let v = length.rounded()
        guard v.isFinite, v < 1e9 else { return .max }
        return max(1, Int(v))
    }

    /// The largest canvas side in pixels the renderer accepts.
    public static let maxPixels = 8192

    /// A canvas holding `bounds` plus `margin` points on every side, its edges on whole
    /// pixels so that the host's edges stay crisp.
    public static func fitting(_ bounds: Rect, margin: Double, scale: Double) -> CanvasLayout {
        let x0 = ((bounds.minX - margin) * scale).rounded(.down) / scale
        let y0 = ((bounds.minY - margin) * scale).rounded(.down) / scale
        let x1 = ((bounds.maxX + margin) * scale).rounded(.up) / scale
        let y1 = ((bounds.maxY + margin) * scale).rounded(.up) / scale
        return CanvasLayout(origin: Point(x: x0, y: y0), size: Size(width: x1 - x0, height: y1 - y0), scale: scale)
    }

    /// A canvas of a given size in points, centered on `bounds` (snapped to whole pixels).
    public static func centered(on bounds: Rect, size: Size, scale: Double) -> CanvasLayout {
        let x = ((bounds.center.x - size.width / 2) * scale).rounded() / scale
        let y = ((bounds.center.y - size.height / 2) * scale).rounded() / scale
        return CanvasLayout(origin: Point(x: x, y: y), size: size, scale: scale)
    }

    /// The union of every visible layer's drawn bounds over `snapshots`: everything the
    /// clip ever draws, overshoot, travel and rotated corners included.
    public static func drawnBounds(of snapshots: some Sequence<Snapshot>) -> Rect {
        var union = Rect.zero
        for snapshot in snapshots {
            for layer in snapshot.layers where layer.superlayer == nil
                && !layer.isHidden && layer.opacity > 0 && layer.size != .zero && layer.drawsSomething {
                union = union.union(layer.drawnBounds)
            }
            // Sublayers the code added: in the host's space through their superlayers.
            for (index, layer) in snapshot.layers.enumerated() where layer.superlayer != nil
                && snapshot.isShown(index) && Renderer.draws(layer) {
                union = union.union(snapshot.drawnBounds(ofLayerAt: index))
            }
        }
        return union
    }
}
