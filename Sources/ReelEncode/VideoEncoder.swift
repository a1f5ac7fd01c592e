import CFFmpeg
import ReelFrame

/// MP4 (H.264), APNG, MOV (ProRes 4444) and WebM (VP9): one stream, frames at a
/// constant rate, converted to the codec's pixel format with the right color tags.
struct VideoEncoder {
    let format: OutputFormat
    let settings: EncodeSettings
    /// A size search's probe (`BudgetSearch`): x264 at preset veryfast (no trellis, one
    /// reference), VP9 at cpu-used 5. A probe's size only chooses which full-size trials
    /// run, against the ratio of a full-size trial to its probe, and x264's trellis was 37%
    /// of an MP4 budget's time.
    var quick = false

    func encode(_ source: some FrameSource, to path: String) throws {
        try format.check(fps: settings.fps, width: source.width, height: source.height)
        let rate = reel_av_d2q(settings.fps, 100_000)
        // APNG stores a delay per frame, which browsers read in whole milliseconds: frames
        // start at whole milliseconds rounded from the exact time (FrameTimes), so the delays
        // add up to the clip. In 1/fps, Chromium reads 1/60 s as 16 ms and plays 4% fast.
        let milliseconds = format == .apng
        let times = FrameTimes(fps: settings.fps, unitsPerSecond: 1000)
        let timeBase = milliseconds ? AVRational(num: 1, den: 1000) : AVRational(num: rate.den, den: rate.num)
        var alpha: PixelConverter.Alpha = settings.transparent ? .keep : .opaque
        var pixelFormat = AV_PIX_FMT_BGRA
        var bt709 = false
        var codecOptions: [(String, String)] = []
        var muxerOptions: [(String, String)] = []
        var threads = settings.threads
        let loops: Int = { if case .times(let n) = settings.loop { return max(n, 1) } else { return 0 } }()

        switch format {
        case .mp4:
            // yuv420p, BT.709 limited range, even dimensions: what QuickTime, Safari, Chrome
            // and Firefox all play with the right colors.
            pixelFormat = AV_PIX_FMT_YUV420P
            bt709 = true
            if settings.transparent {
                let m = settings.matte ?? (255, 255, 255)
                alpha = .flatten(m.red, m.green, m.blue)
            }
            // rc-lookahead 20 instead of medium's 40: x264's peak memory at 1080x1080 drops
            // from 316 to 235 MB for an SSIM change in the fifth decimal (scripts/bench).
            //
            // aq-mode 2 (auto-variance) instead of medium's 1 (variance): with 1, and
            // macroblock-tree rate control on, x264 (Debian 12's 0.164) reads memory it never
            // wrote on some clips, so the same frames came out as different (equally
            // decodable) streams depending on what the heap held: a 101x75 test clip of
            // repeated frames gave 3 different files for MALLOC_PERTURB_ = 0, 165, 85, 33,
            // and in a parallel test run the file changed from run to run (the flaky
            // repeatsGiveTheSameBytesAsDrawnFrames(.mp4)). With aq-mode 2, or 0, or mbtree
            // off, one file every time. Of those, 2 costs least: on pop, shake --scale 4 and
            // examples/increment-and-pop.yaml the size changes by −1.5%, +11%, +0.2% at
            // equal or better SSIM (0.9690 vs 0.9684, 0.6355 vs 0.6352, 0.9601 vs 0.9601);
            // aq-mode 0 costs +15 to +30%, mbtree off +40 to +60%.
            codecOptions = [("preset", quick ? "veryfast" : "medium"), ("crf", String(settings.crf)), ("profile", "high"),
                            ("rc-lookahead", "20"), ("aq-mode", "2")]
            if let sets = X264CPU.asmParameter() { codecOptions.append(("x264-params", "asm=" + sets)) }
            muxerOptions = [("movflags", "+faststart+write_colr")]
        case .apng:
            pixelFormat = AV_PIX_FMT_RGBA
            // The last frame's delay: the muxer takes the others from the timestamps.
            muxerOptions = [("plays", String(loops)), ("final_delay", "\(times.delay(source.frameCount - 1))/1000")]
        case .mov:
            pixelFormat = AV_PIX_FMT_YUVA444P10LE
            bt709 = true
            codecOptions = [("profile", "4"), ("vendor", "apl0"), ("alpha_bits", "16")]
        case .webm:
            pixelFormat = AV_PIX_FMT_YUVA420P
            bt709 = true
            // One thread: libvpx's multi-threaded output may differ from run to run.
            threads = 1
            codecOptions = [("crf", String(min(settings.crf + 13, 63))), ("b", "0"), ("deadline", "good"), ("cpu-used", quick ? "5" : "2")]
        case .gif, .webp, .pngSequence, .raw:
            preconditionFailure("\(format) has its own encoder")
        }

        let converter = try PixelConverter(width: source.width, height: source.height, padTo: format.padsToEven ? 2 : 1,
                                           alpha: alpha, format: pixelFormat, bt709: bt709)
        let writer = try MediaWriter(path: path, .init(
            encoder: format.encoderName, muxer: format.muxerName!,
            width: Int32(converter.outWidth), height: Int32(converter.outHeight), pixelFormat: pixelFormat,
            timeBase: timeBase, frameRate: rate, codecOptions: codecOptions, muxerOptions: muxerOptions,
            tagBT709: bt709, threads: threads))
        // Converted on a thread of their own, ahead of the encoder (FramePipeline).
        try FramePipeline.run(source, prepare: { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k), changedRows: source.changedRows(k))
            av.pointee.pts = milliseconds ? times.start(k) : Int64(k)
            if bt709 {
                av.pointee.color_primaries = AVCOL_PRI_BT709
                av.pointee.color_trc = AVCOL_TRC_BT709
                av.pointee.colorspace = AVCOL_SPC_BT709
                av.pointee.color_range = AVCOL_RANGE_MPEG
            }
            return av
        }, consume: { _, av in
            defer { av.free() }
            try writer.write(av)
        }, discard: { $0.free() })
        try writer.finish()
    }
}
