/// The square box a symbol takes at a font point size, for SwiftUI's `Image(systemName:)` and
/// UIKit's symbol images alike: our own glyphs (ReelRender's `SystemSymbol`) are drawn on a
/// 24-unit grid whose 20-unit live area is one em, so the box is 24/20 em (20.4 pt at UIKit's
/// 17 pt body size) [RE; the per-symbol widths SF Symbols use are not modelled].
public enum SymbolBox {
    public static func side(pointSize: Double) -> Double { pointSize * 24 / 20 }
}
