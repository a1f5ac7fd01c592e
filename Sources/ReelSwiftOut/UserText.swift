import ReelModels

/// The one escaper every user text goes through on its way into generated Swift: a badge's
/// text, a scene action's values, the command lines on the first two lines. A character that
/// ends a line or moves text about — C0 and C1 controls (LF, CR, VT, FF, NEL U+0085, …), DEL,
/// the line and paragraph separators U+2028 and U+2029, and the bidirectional formatting
/// characters (U+061C, U+200E/F, U+202A–E, U+2066–9) — never reaches the file as itself: a
/// `//` comment ends at LF or CR (The Swift Programming Language, "Lexical Structure":
/// "Single-line comments begin with // and continue until a line feed (U+000A) or carriage
/// return (U+000D)"), editors and review tools also break lines at NEL, LS and PS, and
/// reordering marks make code read other than it compiles. So text after such a character
/// cannot become a statement of the user's app.
enum UserText {
    /// Whether `scalar` is one the file never holds raw.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every unsafe scalar written as `spell` says, the rest as they are.
    static func escaped(_ text: String, _ spell: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { out += spell(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Text for a `//` comment: one line whatever it holds.
    static func comment(_ text: String) -> String { escaped(text, ParameterText.swiftEscape) }

    /// A word of a shell command line (the replay line): plain, in single quotes, or — when it
    /// holds an unsafe character — in Bash's ANSI-C quotes (`$'New\n…'`, Bash, "ANSI-C
    /// Quoting"; zsh reads the same), so the command stays one line and gives the same word.
    static func shellWord(_ word: String) -> String {
        // A word with nothing a comment or a terminal would act on is quoted as every replay
        // line quotes it; only one with a control or bidirectional mark needs Bash's $'…'.
        guard word.unicodeScalars.contains(where: isUnsafe) else { return ShellWords.quote(word) }
        var out = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += scalar.value < 0x80 ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }
}
