/// One export to do: a reel, where it goes, and the scene file to write beside it once the
/// export has succeeded. What a command plans before it runs, so a batch or the studio can
/// plan many and run them their own way.
public struct ExportJob: Sendable, Hashable {
    public var reel: Reel
    public var output: String
    public var saveScene: String?

    public init(reel: Reel, output: String, saveScene: String? = nil) {
        self.reel = reel; self.output = output; self.saveScene = saveScene
    }
}
