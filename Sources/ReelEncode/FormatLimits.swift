/// What each format can keep: its frame rates and its canvas, stated once. Callers check
/// before drawing anything (`check(fps:width:height:)`); the encoders check again, so a
/// library caller that skips the first check still gets an error and never a broken file.
extension OutputFormat {
    /// Refuses a frame rate the format would not play as given, or a canvas it cannot hold
    /// (or could only encode with more than about 1.5 GB of memory).
    public func check(fps: Double, width: Int, height: Int) throws(FormatLimitError) {
        let rates = frameRates
        guard fps.isFinite, fps >= rates.lowest, fps <= rates.highest else {
            throw FormatLimitError(subject: .fps, value: Self.number(fps), accepted: rates.accepted)
        }
        let canvas = self.canvas
        let refusal = FormatLimitError(subject: .canvas, value: "\(width)x\(height)", accepted: canvas.accepted)
        // Sides first, so padding and the product cannot overflow.
        guard width >= 1, height >= 1, width <= canvas.maxSide, height <= canvas.maxSide else { throw refusal }
        let padded = padsToEven ? (width: (width + 1) & ~1, height: (height + 1) & ~1) : (width: width, height: height)
        guard padded.width <= canvas.maxSide, padded.height <= canvas.maxSide, padded.width * padded.height <= canvas.maxPixels else {
            throw refusal
        }
    }

    /// Whether the encoder pads odd dimensions to even (4:2:0 chroma).
    var padsToEven: Bool { self == .mp4 || self == .webm }

    /// The rates a format keeps, inclusive, and the sentence that says so.
    struct FrameRates {
        var lowest: Double
        var highest: Double
        var accepted: String
    }

    var frameRates: FrameRates {
        switch self {
        case .gif:
            // Delays are whole centiseconds in 16 bits. Browsers (Chromium, Firefox, Safari)
            // play a delay under 2 cs as 10 cs, so every delay must be at least 2 cs: 50 fps.
            FrameRates(lowest: 100.0 / 65535, highest: 50,
                       accepted: "at most 50 for GIF: its delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
        case .webp, .apng:
            // Delays are whole milliseconds (WebP: 24 bits; APNG, as written here: 16 bits
            // over 1000). Chromium and Firefox show a frame of 10 ms or less for 100 ms, so
            // every delay must be at least 11 ms: the delays are the exact 1000 / fps rounded
            // down or up, so the rate may be at most 1000 / 11 = 90.9 frames a second.
            FrameRates(lowest: 1000.0 / 65535, highest: 1000.0 / 11,
                       accepted: "at most 90.9 for \(displayName): its delays are whole milliseconds and browsers show frames of 10 ms or less for 100 ms")
        case .mp4, .mov, .webm, .pngSequence, .raw:
            // No player rule; the time base (1/100000 at most) and a sane range.
            FrameRates(lowest: 1.0 / 3600, highest: 1000,
                       accepted: "between one frame an hour and 1000 for \(displayName)")
        }
    }

    /// The largest canvas a format takes, inclusive, and the sentence that says so.
    struct CanvasLimit {
        var maxSide: Int
        var maxPixels: Int
        var accepted: String
    }

    /// Limits from the format and from memory. Peak resident memory of
    /// `badgereel pop --size WxH --scale 1 --lead-in 0 --hold 3 --fps 10` (debug build,
    /// /usr/bin/time's maximum resident set, 2026-11-23), renderer and encoder together:
    /// - MP4 (x264 medium, rc-lookahead 20, 2 threads): 1024² 241 MB, 2048² 654 MB,
    ///   3840x2160 1.20 GB, 4096² 2.37 GB (about 140 bytes a pixel); 8192² over 5 GB.
    /// - WebM (VP9, cpu-used 2): 1024² 407 MB, 2048² 1.20 GB (about 280 bytes a pixel).
    /// - MOV (ProRes 4444): 2048² 376 MB, 4096² 1.29 GB.
    /// - WebP (libwebp, lossless, method 6): 1024² 126 MB, 2048² 261 MB, 4096² 864 MB.
    /// - GIF: 2048² 302 MB, 4096² 833 MB, 8192x2048 833 MB.
    /// - APNG: 2048² 201 MB, 4096² 595 MB.
    /// Each limit keeps its format at about 1.3 GB or less.
    var canvas: CanvasLimit {
        switch self {
        case .mp4:
            CanvasLimit(maxSide: 4096, maxPixels: 3840 * 2160,
                        accepted: "at most 4096 pixels a side and 3840x2160 (8.3 million) pixels in all for MP4: x264 needs about 140 bytes a pixel")
        case .webm:
            CanvasLimit(maxSide: 4096, maxPixels: 2048 * 2048,
                        accepted: "at most 4096 pixels a side and 2048x2048 (4.2 million) pixels in all for WebM: VP9 needs about 280 bytes a pixel")
        case .webp:
            // WebP itself stops at 16383 a side.
            CanvasLimit(maxSide: 4096, maxPixels: 4096 * 4096,
                        accepted: "at most 4096x4096 pixels for WebP")
        case .gif, .apng, .mov, .pngSequence, .raw:
            CanvasLimit(maxSide: 8192, maxPixels: 4096 * 4096,
                        accepted: "at most 8192 pixels a side and 4096x4096 (16.8 million) pixels in all for \(displayName)")
        }
    }

    /// The format's name in messages.
    var displayName: String {
        switch self {
        case .gif: "GIF"
        case .mp4: "MP4"
        case .webp: "WebP"
        case .apng: "APNG"
        case .mov: "MOV"
        case .webm: "WebM"
        case .pngSequence: "PNG frames"
        case .raw: "raw frames"
        }
    }

    /// A rate as a person writes it: "50", "12.5", "90.9".
    static func number(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }
}
