/// The characters a string literal's text stands for, as the Swift compiler reads its escapes
/// (The Swift Programming Language, "Special Characters in String Literals"): `\0`, `\\`, `\t`,
/// `\n`, `\r`, `\"`, `\'` and `\u{n}` (1 to 8 hexadecimal digits, a Unicode scalar), and in a
/// multi-line literal a `\` at the end of a line, which joins it to the next. In a raw string
/// (`#"…"#`) an escape is `\` followed by as many `#` as the delimiter has; a plain `\` is text.
///
/// One pass from left to right: replacing each escape in turn (as before) read `\\n` as a
/// backslash and a line break, and left `\u{…}` as written.
enum StringEscapes {
    /// `text` (one segment of a literal, between interpolations) with its escapes read, or nil
    /// for an escape the compiler refuses (SwiftParser reports those as errors first).
    static func unescape(_ text: String, pounds: Int) -> String? {
        guard text.contains("\\") else { return text }
        var scalars = Array(text.unicodeScalars)[...]
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", scalars.prefix(pounds).allSatisfy({ $0 == "#" }), scalars.count > pounds else {
                result.append(scalar)
                continue
            }
            scalars.removeFirst(pounds)
            let escape = scalars.removeFirst()
            switch escape {
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { return nil }
                let digits = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                guard (1...8).contains(digits.count), let code = UInt32(digits, radix: 16),
                      let value = Unicode.Scalar(code) else { return nil }
                result.append(value)
                scalars = scalars[scalars.index(after: close)...]
            case "\n", "\r", " ", "\t":
                // A line continuation: the escaped line break (after any trailing spaces) is dropped.
                var rest = escape
                while rest == " " || rest == "\t", let next = scalars.popFirst() { rest = next }
                if rest == "\r", scalars.first == "\n" { scalars.removeFirst() }
                guard rest == "\n" || rest == "\r" else { return nil }
            default:
                return nil
            }
        }
        return String(result)
    }
}
