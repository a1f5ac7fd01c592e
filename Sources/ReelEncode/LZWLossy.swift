/// Lossy LZW, after gifsicle's `--lossy` (Kornel Lesiński's patch, gifsicle 1.92): where the
/// table holds no string for the next pixel's own color, the coder may follow one whose color
/// lies within a distance of it, so strings grow longer and codes fewer. Every pixel decodes to
/// its own color or one within the distance; nothing else changes (the frame's rectangle, its
/// transparency, its palette).
///
/// gifsicle judges the error with diffusion along the string; here each pixel is judged on its
/// own against a fixed RGB distance, which is simpler, keeps every pixel within the bound (no
/// error carried to the next one), and makes the lossiness a plain unit: `lossy` / 2 in 8-bit
/// RGB (lossy 20, gifsicle's usual amount, lets a pixel move 10 levels).
struct LZWLossy {
    /// For each symbol (the writer's index), the other symbols within the distance, nearest
    /// first (ties by index, so the bytes never depend on anything but the colors).
    let near: [[UInt8]]
    /// The most neighbours a symbol keeps.
    static let most = 16

    /// Neighbours among `colors` (the writer's table, index by index) within `lossy` / 2.
    /// Nil for lossy 0: the coder is then exactly the lossless one.
    init?(colors: [(r: UInt8, g: UInt8, b: UInt8)], lossy: Int) {
        guard lossy > 0 else { return nil }
        // (lossy / 2)² in whole numbers: 4 × distance² ≤ lossy².
        let limit = lossy * lossy
        near = colors.indices.map { i in
            let a = colors[i]
            var found: [(d: Int, j: Int)] = []
            for j in colors.indices where j != i {
                let b = colors[j]
                let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
                let d = dr * dr + dg * dg + db * db
                if 4 * d <= limit { found.append((d, j)) }
            }
            // The 16 nearest: each string's end tries them in turn, and farther ones rarely
            // continue a string the nearer ones did not.
            return found.sorted { $0.d != $1.d ? $0.d < $1.d : $0.j < $1.j }.prefix(Self.most).map { UInt8($0.j) }
        }
    }

    /// Symbols that may stand for `symbol`, nearest first; none for `excluded` (the frame's
    /// transparent index, whose pixels show the frame before, whatever its color).
    @inline(__always)
    func alternatives(_ symbol: Int, excluded: Int) -> ArraySlice<UInt8> {
        guard symbol != excluded, symbol < near.count else { return [] }
        return near[symbol][...]
    }
}
