import ReelEncode

extension ReelExporter {
    /// The FFmpeg libraries an export to `output` loads: its format's (`OutputFormat.libraries`),
    /// none for Lottie JSON, and for an output not known yet (a scene file's, a sweep's) the
    /// set every video format shares, so a preload started before the arguments are parsed
    /// overlaps the common case without loading libavfilter for nothing.
    public static func ffmpegLibraries(for output: String?) -> FFmpegLibraries.Libraries {
        guard let output else { return [.util, .scale, .codec] }
        if isLottie(output) { return [] }
        return OutputFormat.forPath(output)?.libraries ?? [.util, .scale, .codec]
    }

    /// The value of `-o`/`--output` in a command line not parsed yet, if it has one.
    public static func outputArgument(in arguments: [String]) -> String? {
        var output: String?
        var k = arguments.startIndex
        while k < arguments.endIndex {
            let argument = arguments[k]
            if argument == "--" { break }
            if (argument == "-o" || argument == "--output"), k + 1 < arguments.endIndex {
                output = arguments[k + 1]
                k += 2
                continue
            }
            if argument.hasPrefix("--output=") { output = String(argument.dropFirst("--output=".count)) }
            k += 1
        }
        return output
    }
}
