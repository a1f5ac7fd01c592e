/// A numeric literal the evaluation used (issue 31): where it is, its text, a name from its
/// context (`Constants.popOutRatio`, `shakeWith(duration:)`, `wiggle(): values[2]`), and how
/// many times it was evaluated.
public struct EvaluatedLiteral: Equatable, Sendable {
    public var fileName: String
    /// UTF-8 byte offsets of the literal's text (without a sign written before it).
    public var range: Range<Int>
    public var text: String
    public var name: String
    public var line: Int
    public var column: Int
    public var evaluations: Int

    public init(fileName: String, range: Range<Int>, text: String, name: String, line: Int, column: Int, evaluations: Int) {
        self.fileName = fileName
        self.range = range
        self.text = text
        self.name = name
        self.line = line
        self.column = column
        self.evaluations = evaluations
    }
}

/// A replacement of a literal's text, by its range in one of the texts.
public struct LiteralEdit: Equatable, Sendable {
    public var fileName: String
    public var range: Range<Int>
    public var replacement: String

    public init(fileName: String, range: Range<Int>, replacement: String) {
        self.fileName = fileName
        self.range = range
        self.replacement = replacement
    }

    /// `text` with `edits` applied (those naming `fileName`), later ranges first so earlier
    /// offsets stay valid; overlapping or out-of-range edits are refused.
    public static func apply(_ edits: [LiteralEdit], to text: String, fileName: String) throws(SwiftDiagnostic) -> String {
        var bytes = Array(text.utf8)
        let mine = edits.filter { $0.fileName == fileName }.sorted { $0.range.lowerBound > $1.range.lowerBound }
        var previousStart = Int.max
        for edit in mine {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count, edit.range.upperBound <= previousStart else {
                throw SwiftDiagnostic(fileName: fileName, line: 1, column: 1,
                                      message: "literal edit \(edit.range) is outside the text or overlaps another")
            }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            previousStart = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
