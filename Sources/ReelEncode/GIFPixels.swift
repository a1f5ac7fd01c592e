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

    /// The pixels x0..<x1 of rows y0..<y1, as a frame of their own (the same memory).
    func cropped(x0: Int, y0: Int, x1: Int, y1: Int) -> GIFPixels {
        precondition(0 <= x0 && x0 <= x1 && x1 <= width && 0 <= y0 && y0 <= y1 && y1 <= height)
        return GIFPixels(base: base + y0 * stride + x0, width: x1 - x0, height: y1 - y0, stride: stride)
    }
}
