/// The tool's version: shown by `--version`, and part of every batch output's content hash,
/// so a new release re-renders what an older one made. Raise it with any change to what the
/// renderer or the encoders write.
public enum ToolVersion {
    /// The version string `--version` prints.
    public static let current = "0.1.0"
}
