extension OutputFormat {
    /// The sets of FFmpeg's libraries its encoder calls, loaded before it runs and nothing
    /// more: libavfilter alone takes ~50 ms to load, libavcodec with libavformat ~45 ms, which
    /// is most of a small export (issue 21). Keep each entry in step with its encoder: a
    /// function from a set not listed here is still loaded on first call (FFmpegLoader), but
    /// then without overlapping the drawing.
    public var libraries: FFmpegLibraries.Libraries {
        switch self {
        // GIFEncoder: libavutil's pooled frames only; the palette, the mapping and the file
        // are BadgeReel's own (GIFPaletteBuilder, GIFPaletteMapper, GIFWriter).
        case .gif: [.util]
        // VideoEncoder: swscale to the codec's pixel format, then the encoder and muxer.
        case .mp4, .apng, .mov, .webm: [.util, .scale, .codec]
        // WebPEncoder: BGRA frames (no swscale) into libwebp's animation encoder.
        case .webp: [.util, .webp]
        // PNGSequenceWriter: swscale to RGBA, FFmpeg's png encoder (no muxer).
        case .pngSequence: [.util, .scale, .codec]
        // RawWriter: BGRA frames from the pool, written as they are.
        case .raw: [.util]
        }
    }
}
