/// What a GIF's second pass reads of each frame, paletteuse's rectangle and its pixels, kept
/// by the first pass while they fit in `limit` bytes: the second pass then maps them without
/// drawing, converting and comparing every frame again. A badge moving on a large canvas
/// changes a few thousand pixels a frame (10 s of the 1080x1080 pop: ~10 MB with the whole
/// first frame), while drawing each frame again was half of such a clip's drawing.
struct GIFKeptRectangles {
    /// Past this many bytes of pixels nothing is kept, and the second pass draws again.
    static let defaultLimit = 64 << 20
    let limit: Int

    private var rects: [GIFPaletteMapper.Rect] = []
    private var pixels: [[UInt32]] = []
    private var bytes = 0
    /// False once the limit was passed (what was kept is then dropped).
    private(set) var complete = true

    init(limit: Int = Self.defaultLimit) { self.limit = limit }

    /// How many frames are kept, in order from frame 0.
    var count: Int { rects.count }

    /// Keeps the next frame's rectangle and a copy of its pixels in `frame`.
    mutating func keep(_ rect: GIFPaletteMapper.Rect, of frame: GIFPixels) {
        guard complete else { return }
        let w = rect.x1 - rect.x0, h = rect.y1 - rect.y0
        bytes += w * h * 4
        guard bytes <= limit else {
            complete = false
            rects = []
            pixels = []
            return
        }
        let crop = frame.cropped(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1)
        var copy = [UInt32](repeating: 0, count: w * h)
        copy.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<h { (base + y * w).update(from: crop.row(y), count: w) }
        }
        rects.append(rect)
        pixels.append(copy)
    }

    /// Frame k's rectangle and its pixels (row 0 the rectangle's top row), for `body`.
    func withFrame<R>(_ k: Int, _ body: (GIFPaletteMapper.Rect, GIFPixels) throws -> R) rethrows -> R {
        let rect = rects[k]
        return try pixels[k].withUnsafeBufferPointer { buffer in
            // A rectangle is at least one pixel, so its copy has an address.
            guard let base = buffer.baseAddress else { preconditionFailure("an empty rectangle was kept") }
            return try body(rect, GIFPixels(base: base, width: rect.x1 - rect.x0, height: rect.y1 - rect.y0, stride: rect.x1 - rect.x0))
        }
    }
}
