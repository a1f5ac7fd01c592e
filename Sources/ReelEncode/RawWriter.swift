import CFFmpeg
import Foundation
import ReelFrame

/// Raw frames on standard output: width × height BGRA, straight alpha, rows packed, one frame
/// after another. What `ffmpeg -f rawvideo -pix_fmt bgra` reads.
struct RawWriter {
    let settings: EncodeSettings

    /// Writes every frame; returns the bytes written.
    func encode(_ source: some FrameSource) throws -> Int64 {
        let converter = try PixelConverter(width: source.width, height: source.height, padTo: 1,
                                           alpha: settings.transparent ? .keep : .opaque,
                                           format: AV_PIX_FMT_BGRA, bt709: false)
        var packed = [UInt8](repeating: 0, count: source.width * source.height * 4)
        try source.forEachFrame { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k))
            defer { av.free() }
            let (plane, stride) = av.plane(0)
            guard let data = plane else { throw EncodeError("cannot lay out a frame") }
            packed.withUnsafeMutableBytes { dst in
                guard let base = dst.baseAddress else { return }
                for y in 0..<source.height {
                    (base + y * source.width * 4).copyMemory(from: data + y * stride, byteCount: source.width * 4)
                }
            }
            try StandardStreams.output(packed)
        }
        return Int64(source.frameCount) * Int64(packed.count)
    }
}
