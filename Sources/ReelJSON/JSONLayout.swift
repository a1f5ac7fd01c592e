/// Where `JSONWriter` breaks lines.
public enum JSONLayout: Sendable, Equatable {
    /// No whitespace at all: `{"a":1,"b":[2,3]}`. Lottie files, which only players read.
    case compact
    /// Two-space indentation, `": "` after a key; containers `oneLineFrom` levels deep and
    /// deeper on one line with `", "` between items (a `timeline` frame or a batch job per
    /// line, which reads and diffs well). `level` is the depth the value itself sits at, for
    /// a value written into a larger document piece by piece.
    case indented(level: Int = 0, oneLineFrom: Int = 2)
}
