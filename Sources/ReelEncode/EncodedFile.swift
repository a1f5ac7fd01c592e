/// What an export wrote, measured from the output rather than assumed from the input.
public struct EncodedFile: Sendable, Equatable {
    /// The format written.
    public var format: OutputFormat
    /// The encoded picture in pixels: MP4 and WebM pad odd sides to even (a 369x369 canvas
    /// is stored as 370x370).
    public var width: Int
    /// The encoded picture's height in pixels; see `width`.
    public var height: Int
    /// Frames the source gave.
    public var sourceFrameCount: Int
    /// Frames the file holds. Equal to `sourceFrameCount` except for WebP and GIF, whose
    /// encoders (libwebp's WebPAnimEncoder; GIFFrameOptimizer) merge a frame identical to the
    /// one before into that frame's duration, so a still lead-in or hold becomes one long frame.
    public var frameCount: Int
    /// Bytes written: the file's size, or for PNG frames the sum of every frame file's size
    /// (not the folder entry's); 0 for raw frames on standard output... counted as written.
    public var bytes: Int64

    /// A result with every measure given.
    public init(format: OutputFormat, width: Int, height: Int, sourceFrameCount: Int, frameCount: Int, bytes: Int64) {
        self.format = format; self.width = width; self.height = height
        self.sourceFrameCount = sourceFrameCount; self.frameCount = frameCount; self.bytes = bytes
    }
}
