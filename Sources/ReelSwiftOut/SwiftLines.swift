/// Swift source being written: lines at an indentation, four spaces a level.
struct SwiftLines {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends `line` at the current indentation (an empty line stays empty).
    mutating func add(_ line: String) {
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: depth) + line)
    }

    /// Appends `open`, the lines `body` adds one level in, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftLines) -> Void) {
        add(open)
        depth += 1
        body(&self)
        depth -= 1
        add(close)
    }

    /// The lines `body` adds, one level in, with no line around them.
    mutating func indented(_ body: (inout SwiftLines) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// The text, each line ended by a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }
}

/// How values are spelled in the generated Swift.
enum SwiftLiteral {
    /// A Double as Swift's `description` writes it: the shortest text that reads back as the
    /// same Double (Swift's float printing is shortest round-trip, SE-0125's Errol successor
    /// `swift_dtoa`), so the file's constants are the tuned values bit for bit. Never `%f`.
    static func number(_ v: Double) -> String {
        v == 0 ? "0.0" : v.description
    }

    /// A string literal, escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }

    /// A lowerCamelCase identifier from a file name's stem (`fade-and-rise` → `fadeAndRise`),
    /// prefixed when it would not start with a letter.
    static func identifier(_ stem: String, prefix: String) -> String {
        var words: [String] = []
        var current = ""
        for c in stem {
            if c.isASCII && (c.isLetter || c.isNumber) { current.append(c) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        let joined = words.enumerated().map { i, w in
            i == 0 ? w.prefix(1).lowercased() + w.dropFirst() : w.prefix(1).uppercased() + w.dropFirst()
        }.joined()
        guard let first = joined.first, first.isLetter else {
            return prefix + joined.prefix(1).uppercased() + joined.dropFirst()
        }
        return prefix + first.uppercased() + joined.dropFirst()
    }
}
