import ReelEncode

extension ReelExporter {
    /// The FFmpeg libraries an export to `output` loads: its format's (`OutputFormat.libraries`),
    /// none for Lottie JSON and Swift source, and for an output not known yet (a scene file's, a sweep's) the
    /// set every video format shares, so a preload started before the arguments are parsed
    /// overlaps the common case without loading libavfilter for nothing.
    public static func ffmpegLibraries(for output: String?) -> FFmpegLibraries.Libraries {
        switch output.flatMap({ ReelOutput(path: $0) }) {
        case .encoded(let format): format.libraries
        case .lottie, .swift: []
        case nil: [.util, .scale, .codec]
        }
    }
}
