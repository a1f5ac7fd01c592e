import CFFmpeg

/// AVFrames whose pixel buffers come from a pool: an encoder or a GIF pass may keep a frame
/// for a while (lookahead, the GIF passes' previous frame), so each frame gets its own buffer,
/// but buffers return to the pool when released instead of being allocated anew.
final class FramePool {
    let width: Int32
    let height: Int32
    let format: AVPixelFormat
    private let pool: OpaquePointer
    private let size: Int32
    static let align: Int32 = 64

    init(width: Int32, height: Int32, format: AVPixelFormat) throws(EncodeError) {
        self.width = width; self.height = height; self.format = format
        size = reel_av_image_get_buffer_size(format, width, height, Self.align)
        guard size > 0, let pool = reel_av_buffer_pool_init(Int(size), reel_av_buffer_allocz) else {
            throw EncodeError("cannot allocate \(width)x\(height) frames")
        }
        self.pool = pool
    }

    deinit {
        var p: OpaquePointer? = pool
        reel_av_buffer_pool_uninit(&p)
    }

    /// A frame with a pooled buffer; release it with av_frame_free (or hand it to a filter).
    func make() throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        guard let frame = reel_av_frame_alloc(), let buffer = reel_av_buffer_pool_get(pool) else {
            throw EncodeError("out of memory")
        }
        frame.pointee.width = width
        frame.pointee.height = height
        frame.pointee.format = format.rawValue
        frame.pointee.buf.0 = buffer
        let filled = withUnsafeMutablePointer(to: &frame.pointee.data) { data in
            withUnsafeMutablePointer(to: &frame.pointee.linesize) { lines in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { d in
                    lines.withMemoryRebound(to: Int32.self, capacity: 8) { l in
                        reel_av_image_fill_arrays(d, l, buffer.pointee.data, format, width, height, Self.align)
                    }
                }
            }
        }
        if filled < 0 {
            var f: UnsafeMutablePointer<AVFrame>? = frame
            reel_av_frame_free(&f)
            throw EncodeError("cannot lay out a \(width)x\(height) frame")
        }
        return frame
    }
}

extension UnsafeMutablePointer where Pointee == AVFrame {
    /// Plane `i`'s data pointer (nil past the format's planes) and bytes per row.
    func plane(_ i: Int) -> (UnsafeMutablePointer<UInt8>?, Int) {
        let data = withUnsafeBytes(of: pointee.data) { $0.load(fromByteOffset: i * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride, as: UnsafeMutablePointer<UInt8>?.self) }
        let line = withUnsafeBytes(of: pointee.linesize) { $0.load(fromByteOffset: i * 4, as: Int32.self) }
        return (data, Int(line))
    }

    func free() {
        var f: UnsafeMutablePointer<AVFrame>? = self
        reel_av_frame_free(&f)
    }
}
