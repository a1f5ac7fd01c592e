/// A frame of straight BGRA pixels read as little-endian words 0xAARRGGBB (FFmpeg's RGB32,
/// what palettegen and paletteuse take), `stride` words a row. Not owned: the frame's buffer
/// outlives every use.
struct GIFPixels: @unchecked Sendable {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Words per row.
    let stride: Int

    /// Row `y`'s first pixel.
    @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * stride }
}
