/// A frame rate or canvas a format cannot keep, refused before anything is drawn: which
/// value, as the caller gave it, and what the format accepts and why.
public struct FormatLimitError: Error, Sendable, CustomStringConvertible {
    /// What was refused.
    public enum Subject: Sendable {
        /// The frame rate (frames per second).
        case fps
        /// The canvas in pixels (width x height).
        case canvas
    }

    /// Which value was refused: the frame rate or the canvas.
    public var subject: Subject
    /// The refused value as text: "120" for a rate, "9000x9000" for a canvas.
    public var value: String
    /// What the format accepts, with the reason: "at most 50 for GIF: …".
    public var accepted: String

    /// A refusal of `value` for `subject`, saying what is `accepted`.
    public init(subject: Subject, value: String, accepted: String) {
        self.subject = subject; self.value = value; self.accepted = accepted
    }

    /// One line with a neutral name for the subject; a front end puts its own name (a flag,
    /// a scene key) in front of `value` instead.
    public var description: String {
        switch subject {
        case .fps: "fps \(value): expected \(accepted)"
        case .canvas: "canvas \(value) pixels: expected \(accepted)"
        }
    }
}
