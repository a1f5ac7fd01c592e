import ReelTimeline

extension CanvasLayout {
    /// The canvas rows a snapshot may draw into: each visible layer's drawn bounds (its
    /// frame through scale, rotation and translation, `LayerState.drawnBounds`) in pixels,
    /// widened by 4 px plus half the layer's own height for what is drawn past its bounds
    /// (antialiased edges, text whose ink is taller than the layer, an icon's stroke).
    /// Empty when nothing is drawn; nil when a bound is not finite (draw every row).
    ///
    /// The renderer clears and draws only these rows (`Renderer.render`), so the rest of
    /// the canvas is background by construction.
    /// A snapshot with sublayers the code added is drawn whole (nil): a superlayer's change
    /// moves what its sublayers draw, which their own states do not show.
    func drawnRows(of snapshot: Snapshot) -> Range<Int>? {
        snapshot.hasSublayers ? nil : drawnRows(of: snapshot.layers)
    }

    /// The rows where a picture of `after` may differ from one of `before`, both drawn by
    /// `Renderer.render` (so from the same layout, icons and background): the rows of the
    /// layers whose state changed, where they were and where they are. A layer drawn the
    /// same way gives the same pixels, and pixels outside every changed layer's rows are
    /// made by unchanged layers alone. Empty when nothing changed; nil when the layers do
    /// not pair up (count) or a bound is not finite.
    ///
    /// Only rows the layers' bands cover: a frame that drew past its band (the renderer's
    /// `drewPastBand`) is not described by this.
    public func changedRows(from before: Snapshot, to after: Snapshot) -> Range<Int>? {
        guard before.layers.count == after.layers.count, !before.hasSublayers, !after.hasSublayers else { return nil }
        var rows = 0..<0
        for (a, b) in zip(before.layers, after.layers) where a != b {
            guard let was = drawnRows(of: CollectionOfOne(a)), let now = drawnRows(of: CollectionOfOne(b)) else { return nil }
            rows = rows.hull(was).hull(now)
        }
        return rows
    }

    /// `drawnRows(of:)` for some layers of a snapshot.
    func drawnRows(of layers: some Sequence<LayerState>) -> Range<Int>? {
        let height = pixelHeight
        var low = Double.infinity, high = -Double.infinity
        for layer in layers where Renderer.draws(layer) {
            let b = layer.drawnBounds
            let y0 = (b.minY - origin.y) * scale, y1 = (b.maxY - origin.y) * scale
            guard y0.isFinite, y1.isFinite else { return nil }
            let pad = 4 + (y1 - y0) / 2
            low = min(low, y0 - pad); high = max(high, y1 + pad)
        }
        guard low < high else { return 0..<0 }
        // Clamped as doubles first: a bound far off the canvas must not trap in Int().
        let first = Int(Swift.min(Swift.max(low, 0), Double(height)).rounded(.down))
        let last = Int(Swift.min(Swift.max(high, 0), Double(height)).rounded(.up))
        return first..<Swift.max(first, last)
    }
}

extension Range where Bound == Int {
    /// The smallest range holding both (an empty one holds nothing).
    func hull(_ other: Range<Int>) -> Range<Int> {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
    }
}
