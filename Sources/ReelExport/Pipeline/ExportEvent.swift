/// What an export reports while it runs, for a progress bar or a studio's status.
public enum ExportEvent: Sendable {
    /// Encoding starts: `frames` frames, read `passes` times (a GIF twice: palette, then encoding).
    case started(frames: Int, passes: Int)
    /// Frame `index` of pass `pass` (both from 0) reached the encoder.
    case frame(pass: Int, index: Int)
}

/// What an export wrote.
public struct ExportSummary: Sendable, Hashable {
    public var path: String
    /// The format's short name: gif, mp4, webp, apng, mov, webm, pngSequence, raw.
    public var format: String
    public var width: Int
    public var height: Int
    public var frames: Int
    public var duration: Double
    /// Bytes written; nil for standard output.
    public var bytes: Int?
}

/// Something worth telling that does not stop the export, at a neutral path.
public struct ExportWarning: Sendable, Hashable {
    public var path: String
    public var value: String
    public var message: String
}
