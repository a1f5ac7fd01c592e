import Foundation

/// The straight BGRA pixels of the frame a GIF pass saw last, kept whole and patched with
/// only the rows each new frame changed (`FrameSource.changedRows`). A pass used to convert
/// and compare every frame whole (1080x1080: 4.6 MB converted and 9 MB compared a frame, two
/// thirds of a continuously moving clip's CPU time) although a badge moves in a band of rows.
final class GIFShownPixels {
    let width: Int
    let height: Int
    private let buffer: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        buffer = .allocate(capacity: width * height)
        buffer.initialize(repeating: 0, count: width * height)
    }

    deinit { buffer.deallocate() }

    /// The pixels, valid until the next `update`.
    var pixels: GIFPixels { GIFPixels(base: buffer, width: width, height: height, stride: width) }

    /// Copies rows `rows` of `frame` (the only rows in which it may differ from what is
    /// kept here, or every row).
    func update(from frame: GIFPixels, rows: Range<Int>) {
        precondition(frame.width == width && frame.height == height)
        for y in rows.clamped(to: 0..<height) {
            (buffer + y * width).update(from: frame.row(y), count: width)
        }
    }
}
