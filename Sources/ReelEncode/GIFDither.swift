/// paletteuse's dithering arithmetic (FFmpeg 5.1, vf_paletteuse.c), kept apart from the
/// color search so each is small enough to check by eye against FFmpeg's.
enum GIFDither {
    /// The 8×8 Bayer matrix paletteuse adds to red, green and blue before the color search
    /// (bayer_scale=2, its default): values −8…7, indexed by (y & 7) << 3 | (x & 7).
    static let bayer: [Int] = (0..<64).map { p in
        let q = p ^ (p >> 3)
        let v = (p & 4) >> 2 | (q & 4) >> 1 | (p & 2) << 1 | (q & 2) << 2 | (p & 1) << 4 | (q & 1) << 5
        let scale = 2
        return (v >> scale) - (1 << (5 - scale))
    }

    /// `px` with `scale / 2^shift` of the error added to each channel (C's division,
    /// truncating toward zero), clipped to 0…255; alpha kept.
    @inline(__always)
    static func spread(_ px: UInt32, _ er: Int, _ eg: Int, _ eb: Int, _ scale: Int, _ shift: Int) -> UInt32 {
        let d = 1 << shift
        let r = clip(Int(px >> 16 & 0xFF) + (er * scale) / d)
        let g = clip(Int(px >> 8 & 0xFF) + (eg * scale) / d)
        let b = clip(Int(px & 0xFF) + (eb * scale) / d)
        return px & 0xFF00_0000 | r << 16 | g << 8 | b
    }

    @inline(__always)
    static func clip(_ v: Int) -> UInt32 { UInt32(max(0, min(255, v))) }
}
