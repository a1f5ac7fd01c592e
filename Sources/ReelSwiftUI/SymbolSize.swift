import ReelTimeline

extension ResolvedFont {
    /// The box `Image(systemName:)` takes in this font: a square 1.2 × the point size.
    ///
    /// SF Symbols scale with the font they sit in and are centred on its cap height [Apple]
    /// (Human Interface Guidelines, SF Symbols: "symbols … automatically align with text").
    /// Our own glyphs (ReelRender's `SystemSymbol`) are drawn on a 24-unit grid whose 20-unit
    /// live area is one em, so the box is 24/20 em and a glyph's body (14–17 units) is about
    /// 0.7–0.85 em tall: the cap height (0.73 em in Inter, the face our text is set in) to a
    /// little above, as a symbol beside a word looks on a device. The exact per-symbol widths
    /// SF Symbols use are not modelled (every box is square) [Inferred; a device check
    /// should compare `Image(systemName: "bell").frame` at `.body`].
    public var symbolSize: Size {
        let side = SymbolBox.side(pointSize: pointSize)
        return Size(width: side, height: side)
    }
}
