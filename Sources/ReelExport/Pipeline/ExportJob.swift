/// One export to do: a reel, where it goes, and the scene file to write beside it once the
/// export has succeeded. What a command plans before it runs, so a batch or the studio can
/// plan many and run them their own way.
public struct ExportJob: Sendable, Hashable {
    public var reel: Reel
    public var output: String
    public var saveScene: String?
    /// The files the reel was read from (a scene file): no output may replace them, and a
    /// batch tells from their bytes when the job is out of date; an icon file is named by the
    /// reel itself.
    public var sources: [String]
    /// The command that made the job, recorded in files that keep metadata (Lottie's).
    public var commandLine: String?

    public init(reel: Reel, output: String, saveScene: String? = nil, sources: [String] = [], commandLine: String? = nil) {
        self.reel = reel; self.output = output; self.saveScene = saveScene; self.sources = sources; self.commandLine = commandLine
    }
}
