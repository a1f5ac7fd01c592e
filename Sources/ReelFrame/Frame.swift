/// One picture: premultiplied BGRA pixels (Cairo's ARGB32 on a little-endian machine),
/// `stride` bytes per row. The one type the renderer writes and the encoders read.
///
/// A class that owns its memory, so a renderer can draw into the same frame again and again
/// without allocating; hand a frame to one thread at a time.
public final class Frame: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row; at least 4 × width, aligned for SIMD and for Cairo.
    public let stride: Int
    /// width × height pixels, row by row; bytes B, G, R, A, alpha premultiplied.
    public let pixels: UnsafeMutableRawPointer

    /// A cleared (transparent) frame. `stride` defaults to 4 × width rounded up to 64 bytes.
    public init(width: Int, height: Int, stride: Int? = nil) {
        precondition(width > 0 && height > 0, "a frame needs pixels")
        self.width = width
        self.height = height
        self.stride = stride ?? ((width * 4 + 63) / 64 * 64)
        precondition(self.stride >= width * 4, "stride too small")
        pixels = UnsafeMutableRawPointer.allocate(byteCount: self.stride * height, alignment: 64)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: self.stride * height)
    }

    /// A copy of `other`, its stride and bytes: one pass over the memory, where a cleared
    /// frame and `copy(from:)` write it twice (a size search keeps every drawn frame this way).
    public init(copying other: Frame) {
        width = other.width
        height = other.height
        stride = other.stride
        pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
        pixels.copyMemory(from: other.pixels, byteCount: stride * height)
    }

    deinit { pixels.deallocate() }

    /// The pixel at (x, y) as (b, g, r, a), premultiplied.
    public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let p = pixels.advanced(by: y * stride + x * 4).assumingMemoryBound(to: UInt8.self)
        return (p[0], p[1], p[2], p[3])
    }

    /// A row's bytes.
    public func row(_ y: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: pixels.advanced(by: y * stride), count: width * 4)
    }

    /// Copies another frame of the same size into this one.
    public func copy(from other: Frame) {
        precondition(other.width == width && other.height == height)
        if other.stride == stride {
            pixels.copyMemory(from: other.pixels, byteCount: stride * height)
        } else {
            for y in 0..<height { row(y).copyMemory(from: UnsafeRawBufferPointer(other.row(y))) }
        }
    }
}
