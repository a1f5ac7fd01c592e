import ReelModels

/// One line of a text with a note under a column, as swift-syntax's `DiagnosticsFormatter`
/// prints a diagnostic with no context lines (`DiagnosticsFormatter(contextSize: 0,
/// colorize: false)`, the layout swiftc prints since Swift 6):
///
///     12 |     DispatchQueue.global()
///        |         `- error: DispatchQueue.global() is not evaluated
///
/// The formatter pads the caret with one space per UTF-8 byte before the column, so a tab or
/// a multi-byte character before it puts the caret in the wrong place; here the padding
/// repeats the line's own tabs and gives each other character its width on a terminal (two
/// for East Asian wide characters and emoji), so the caret is under the column as shown.
/// (ReelSwiftTests check the layout against the formatter's own output on ASCII lines.)
package enum SourceExcerpt {
    /// The excerpt of `text` at `line` and `column` (1-based, the column in UTF-8 bytes): empty
    /// when the text has no such line.
    package static func lines(of text: String, line: Int, column: Int, note: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return [] }
        var source = Substring(lines[line - 1])
        if source.hasSuffix("\r") { source = source.dropLast() }
        let bytes = Array(source.utf8)
        let cut = max(0, min(bytes.count, column - 1))
        var before = String(decoding: bytes.prefix(cut), as: UTF8.self)
        var after = String(decoding: bytes.dropFirst(cut), as: UTF8.self)
        // A long line is shown around the column only: a one-line file of a megabyte was
        // printed whole (issue 41), and a terminal shows no more than a screen of it anyway.
        if before.count > reach { before = "…" + before.suffix(reach) }
        if after.count > reach { after = after.prefix(reach) + "…" }
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        return ["\(number) | \(before)\(after)", "\(gutter) | \(padding(under: before))`- \(note)"]
    }

    /// The most characters shown on each side of the column; past it, `…` stands for the rest.
    package static let reach = 100

    /// Blank space as wide, on a terminal, as `prefix`: its tabs kept, every other character
    /// as many spaces as the columns it takes.
    static func padding(under prefix: String) -> String {
        var out = ""
        for character in prefix {
            if character == "\t" { out += "\t"; continue }
            out += String(repeating: " ", count: width(of: character))
        }
        return out
    }

    /// Columns a character takes: 2 for East Asian wide and fullwidth forms and emoji
    /// (Unicode's East_Asian_Width W and F ranges), 0 for a combining mark alone, else 1.
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// An excerpt line with its control characters escaped but its tabs kept.
    static func printable(_ line: String) -> String {
        line.split(separator: "\t", omittingEmptySubsequences: false).map { ParameterText.oneLine(String($0)) }.joined(separator: "\t")
    }
}
