import ReelEncode

extension ReelExporter {
    /// The FFmpeg libraries an export to `output` loads: its format's (`OutputFormat.libraries`),
    /// none for Lottie JSON and Swift source, and for an output not known yet (a scene file's, a sweep's) the
    /// set every video format shares, so a preload started before the arguments are parsed
    /// overlaps the common case without loading libavfilter for nothing.
    public static func ffmpegLibraries(for output: String?) -> FFmpegLibraries.Libraries {
        guard let output else { return [.util, .scale, .codec] }
        if isLottie(output) || isSwift(output) { return [] }
        return OutputFormat.forPath(output)?.libraries ?? [.util, .scale, .codec]
    }
}
