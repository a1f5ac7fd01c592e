import CFFmpeg
import Foundation
import ReelFrame

/// Animated WebP through libwebp's WebPAnimEncoder, called directly: lossless (flat UI art
/// compresses well without artifacts), alpha kept, frames at whole milliseconds rounded from
/// the exact time, and the clip's end given to the encoder, so the durations add up exactly.
///
/// FFmpeg's libwebp_anim wrapper never passes the end: libwebp then sets the last frame to
/// the average duration, rounded down, and clips came out 1 ms short (37 frames at 60 fps:
/// 616 ms for 617). libwebp merges a frame identical to the one before into that frame's
/// duration, so the file may hold fewer frames than it was given (see EncodedFile).
struct WebPEncoder {
    let settings: EncodeSettings
    /// A size search's probe (`BudgetSearch`): libwebp at method 2, lossless or lossy. A
    /// probe's size only chooses which full-size trials run, against the ratio of a
    /// full-size trial to its probe.
    var quick = false

    /// FFmpeg's settings for the same output: quality 75 (in lossless mode, the effort spent
    /// on the entropy code), method 6 (compression_level 6).
    static let quality: Float = 75
    static let method: Int32 = 6
    /// Lossy frames (only a size budget asks for them) at method 4: on `pop --scale 3` (80
    /// frames, 369x369, quality 80) libwebp took 0.93 s at 4 against 2.45 s at 6 for a file
    /// 2.4% larger (23.8 KB against 23.2 KB); the method trades encoder effort for size, not
    /// the quality setting's fidelity, and a budget search encodes several times.
    static let lossyMethod: Int32 = 4

    func encode(_ source: some FrameSource, to path: String) throws {
        try OutputFormat.webp.check(fps: settings.fps, width: source.width, height: source.height)
        let times = FrameTimes(fps: settings.fps, unitsPerSecond: 1000)
        let converter = try PixelConverter(width: source.width, height: source.height, padTo: 1,
                                           alpha: settings.transparent ? .keep : .opaque,
                                           format: AV_PIX_FMT_BGRA, bt709: false)
        var options = WebPAnimEncoderOptions()
        guard reel_WebPAnimEncoderOptionsInit(&options) != 0 else { throw EncodeError("libwebp's version does not match its headers") }
        options.anim_params.loop_count = { if case .times(let n) = settings.loop { return Int32(max(n, 1)) } else { return 0 } }()
        guard let encoder = reel_WebPAnimEncoderNew(Int32(source.width), Int32(source.height), &options) else {
            throw EncodeError("cannot start a \(source.width)x\(source.height) WebP: out of memory")
        }
        defer { reel_WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard reel_WebPConfigInit(&config) != 0 else { throw EncodeError("libwebp's version does not match its headers") }
        config.lossless = 1
        config.quality = Self.quality
        config.method = Self.method
        // A size budget may ask for lossy frames (BudgetSearch): the quality is then libwebp's.
        if let quality = settings.webpQuality {
            config.lossless = 0
            config.quality = Float(quality)
            config.method = Self.lossyMethod
        }
        if quick { config.method = 2 }
        guard reel_WebPValidateConfig(&config) != 0 else { throw EncodeError("libwebp refused its settings") }

        try source.forEachFrame { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k))
            defer { av.free() }
            let (plane, stride) = av.plane(0)
            guard let data = plane else { throw EncodeError("cannot lay out a frame") }
            var picture = WebPPicture()
            guard reel_WebPPictureInit(&picture) != 0 else { throw EncodeError("libwebp's version does not match its headers") }
            defer { reel_WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = Int32(source.width)
            picture.height = Int32(source.height)
            guard reel_WebPPictureImportBGRA(&picture, data, Int32(stride)) != 0 else {
                throw EncodeError("cannot encode frame \(k + 1) as WebP: out of memory")
            }
            guard reel_WebPAnimEncoderAdd(encoder, &picture, Int32(times.start(k)), &config) != 0 else {
                throw EncodeError("cannot encode frame \(k + 1) as WebP: \(Self.error(encoder))")
            }
        }
        // The end of the clip: the last frame's duration.
        guard reel_WebPAnimEncoderAdd(encoder, nil, Int32(times.start(source.frameCount)), nil) != 0 else {
            throw EncodeError("cannot finish the WebP: \(Self.error(encoder))")
        }
        var assembled = WebPData()
        guard reel_WebPAnimEncoderAssemble(encoder, &assembled) != 0 else {
            throw EncodeError("cannot assemble the WebP: \(Self.error(encoder))")
        }
        defer { reel_WebPDataClear(&assembled) }
        guard let bytes = assembled.bytes else { throw EncodeError("libwebp assembled an empty file") }
        // Into AtomicOutput's temporary itself, as the GIF encoder writes (FileBytes says why);
        // a failure is one line with the system's reason, never Foundation's error dump.
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: assembled.size, deallocator: .none)
        guard FileBytes.store(data, to: path, create: false) else {
            let code = errno
            throw EncodeError("cannot write the file: \(String(cString: strerror(code)))", kind: .ofErrno(code))
        }
    }

    private static func error(_ encoder: OpaquePointer) -> String {
        guard let text = reel_WebPAnimEncoderGetError(encoder), text.pointee != 0 else { return "libwebp failed" }
        return String(cString: text)
    }
}
