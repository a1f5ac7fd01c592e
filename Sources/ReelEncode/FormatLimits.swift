/// A frame rate or canvas a format cannot carry, with the reason, in neutral words.
public struct FormatLimitError: Error, Sendable {
    public enum Subject: Sendable { case fps, canvas }
    public var subject: Subject
    public var value: String
    public var accepted: String
}

extension OutputFormat {
    /// The codec rules, stated once: fails when the format cannot play `fps` or hold a
    /// `width` × `height` canvas.
    public func check(fps: Double, width: Int, height: Int) throws(FormatLimitError) {
        if self == .gif, fps > EncodeSettings.maxGIFFrameRate {
            throw FormatLimitError(subject: .fps, value: String(fps),
                                   accepted: "at most 50 for GIF: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
        }
    }
}
