import ReelEncode

/// What an export reports while it runs, for a progress bar or a studio's status.
public enum ExportEvent: Sendable {
    /// Encoding starts: `frames` frames, read `passes` times (a GIF twice: palette, then encoding).
    case started(frames: Int, passes: Int)
    /// Frame `index` of pass `pass` (both from 0) reached the encoder.
    case frame(pass: Int, index: Int)
}

/// What an export wrote.
public struct ExportSummary: Sendable, Hashable {
    /// Where the export was written.
    public var path: String
    /// The format's short name: gif, mp4, webp, apng, mov, webm, pngSequence, raw.
    public var format: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The clip's frame count (a GIF may store fewer, merging repeats).
    public var frames: Int
    /// The clip's length in seconds: frames ÷ fps.
    public var duration: Double
    /// Bytes written; nil for standard output.
    public var bytes: Int?
    /// What was written: frames, a Lottie file or Swift source.
    public var output: ReelOutput
    /// With a size budget: the budget and what the file gave up to fit it.
    public var budget: BudgetOutcome?
}

/// Something worth telling that does not stop the export, at a neutral path.
public struct ExportWarning: Sendable, Hashable {
    /// The parameter the warning is about, e.g. `badge.count`.
    public var path: String
    /// The value given there.
    public var value: String
    /// What will happen, in words the user reads.
    public var message: String
}
