import CFFmpeg

extension FFmpegLibraries {
    /// The versions of the FFmpeg and libwebp libraries loaded, as they report themselves at
    /// run time (`avcodec 59.37.100 ... webp 1.2.4`): what actually encodes, whichever headers
    /// the tool was built with. Loads the libraries first; a failed load is its error.
    /// A batch keys its up-to-date records on it, since a new FFmpeg may write other bytes.
    public static func versions() throws(EncodeError) -> String {
        try load()
        func dotted(_ v: UInt32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
        func webp(_ v: Int32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
        return [
            "avutil \(dotted(reel_avutil_version()))",
            "avcodec \(dotted(reel_avcodec_version()))",
            "avformat \(dotted(reel_avformat_version()))",
            "avfilter \(dotted(reel_avfilter_version()))",
            "swscale \(dotted(reel_swscale_version()))",
            "webp \(webp(reel_WebPGetEncoderVersion()))",
            "webpmux \(webp(reel_WebPGetMuxVersion()))",
        ].joined(separator: " ")
    }
}
