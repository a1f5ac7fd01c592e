import CFFmpeg

extension FFmpegLibraries {
    /// The versions of the libraries of `libraries` (libavutil always), as they report
    /// themselves at run time (`avutil 57.28.100 avcodec 59.37.100 ...`): what actually
    /// encodes, whichever headers the tool was built with. Loads those sets and no others (an
    /// export loads them anyway; a GIF's batch never opens libavcodec to report its version);
    /// a failed load is its error. A batch keys each output's up-to-date record on the
    /// versions of what encodes it, since a new FFmpeg may write other bytes.
    public static func versions(_ libraries: Libraries) throws(EncodeError) -> String {
        let libraries = libraries.union(.util)
        try load(libraries)
        func dotted(_ v: UInt32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
        func webp(_ v: Int32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
        var parts = ["avutil \(dotted(reel_avutil_version()))"]
        if libraries.contains(.codec) {
            parts += ["avcodec \(dotted(reel_avcodec_version()))", "avformat \(dotted(reel_avformat_version()))"]
        }
        if libraries.contains(.filter) { parts.append("avfilter \(dotted(reel_avfilter_version()))") }
        if libraries.contains(.scale) { parts.append("swscale \(dotted(reel_swscale_version()))") }
        if libraries.contains(.webp) {
            parts += ["webp \(webp(reel_WebPGetEncoderVersion()))", "webpmux \(webp(reel_WebPGetMuxVersion()))"]
        }
        return parts.joined(separator: " ")
    }
}
