/// One export to do: a reel, where it goes, and the scene file to write beside it once the
/// export has succeeded. What a command plans before it runs, so a batch or the studio can
/// plan many and run them their own way.
public struct ExportJob: Sendable, Hashable {
    public var reel: Reel
    public var output: String
    public var saveScene: String?
    /// Files the reel was read from (a scene file), which no output may replace; the icon
    /// file is known from the reel itself.
    public var inputs: [String]
    /// The command that made the job, recorded in files that keep metadata (Lottie's).
    public var commandLine: String?

    public init(reel: Reel, output: String, saveScene: String? = nil, inputs: [String] = [], commandLine: String? = nil) {
        self.reel = reel; self.output = output; self.saveScene = saveScene; self.inputs = inputs; self.commandLine = commandLine
    }
}
