import ArgumentParser
import ReelExport

/// How the file is encoded.
struct EncodingOptions: ParameterOptions {
    typealias Values = EncodingSpec
    @Option(parsing: .unconditional, help: help(Values.self, "loop")) var loop: String?
    @Flag(help: "Play once (the same as --loop 1).") var noLoop = false
    @Option(help: help(Values.self, "dither")) var dither: String?
    @Option(parsing: .unconditional, help: help(Values.self, "crf")) var crf: String?
    @Option(help: help(Values.self, "matte")) var matte: String?
    @Flag(help: help(Values.self, "lottieBake")) var lottieBake = false
    @Option(help: help(Values.self, "maxSize")) var maxSize: String?
    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.") var quiet = false

    /// The options that hold parameters, read by `named` in this order.
    static var fields: [ParameterField<EncodingOptions>] {
        [
            .text("loop", \.loop),
            .text("dither", \.dither),
            .text("crf", \.crf),
            .text("matte", \.matte),
            .toggle("lottieBake", \.lottieBake),
            .text("maxSize", \.maxSize),
        ]
    }

    func validate() throws {
        try validateLoopFlags()
        try validateParameters()
    }

    /// The values given, by declaration name, for a `ReelRequest`: `--no-loop` is `loop` 1.
    var requested: [(name: String, text: String)] { named + (noLoop ? [("loop", "1")] : []) }

    /// --loop and --no-loop are one or the other.
    func validateLoopFlags() throws {
        if let loop, noLoop { throw ValidationError("--loop \(loop) with --no-loop: give one or the other") }
    }
}
