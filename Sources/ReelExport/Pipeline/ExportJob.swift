import ReelSwiftOut

/// One export to do: a reel, where it goes, and the scene file to write beside it once the
/// export has succeeded. What a command plans before it runs, so a batch or the studio can
/// plan many and run them their own way.
public struct ExportJob: Sendable, Hashable {
    /// What to render.
    public var reel: Reel
    /// The file to write; its extension names the format.
    public var output: String
    /// Where to save the reel as a scene file after a successful export; nil for none.
    public var saveScene: String?
    /// The files the reel was read from (a scene file): no output may replace them, and a
    /// batch tells from their bytes when the job is out of date; an icon file is named by the
    /// reel itself.
    public var sources: [String]
    /// The command that made the job, recorded in files that keep metadata (Lottie's, Swift's).
    public var commandLine: String?
    /// `--swift-api`: the Swift a `.swift` output is written in; nil is UIKit. Refused for
    /// any other output.
    public var swiftAPI: SwiftAPI?
    /// How the front end spells the options of a `.swift` output's replay line
    /// (`ReelExporter.swiftReplayNames` → its options); empty writes no replay line.
    public var swiftOptions: [String: String]

    /// A job writing `reel` to `output`, with no scene file, sources or command line unless given.
    public init(reel: Reel, output: String, saveScene: String? = nil, sources: [String] = [], commandLine: String? = nil,
                swiftAPI: SwiftAPI? = nil, swiftOptions: [String: String] = [:]) {
        self.reel = reel; self.output = output; self.saveScene = saveScene; self.sources = sources; self.commandLine = commandLine
        self.swiftAPI = swiftAPI; self.swiftOptions = swiftOptions
    }
}
