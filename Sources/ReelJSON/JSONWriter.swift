/// BadgeReel's one JSON writer: a `JSONValue` as UTF-8, its keys in order, its numbers in the
/// given `JSONNumberStyle`, its lines in the given `JSONLayout`. Lottie files (through
/// `OrderedJSONEncoder`), `timeline` reports and batch reports are all written here.
public struct JSONWriter: Sendable {
    /// How numbers are written.
    public var numbers: JSONNumberStyle
    /// Where lines break.
    public var layout: JSONLayout

    /// A writer with that number style and layout.
    public init(numbers: JSONNumberStyle, layout: JSONLayout) {
        self.numbers = numbers; self.layout = layout
    }

    /// `value` as UTF-8 bytes.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 12)
        write(value, to: &out)
        return out
    }

    /// `value` as text.
    public func text(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Appends `value` to `out`.
    public func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch layout {
        case .compact: write(value, level: 0, oneLineFrom: 0, spaced: false, to: &out)
        case .indented(let level, let oneLineFrom): write(value, level: level, oneLineFrom: oneLineFrom, spaced: true, to: &out)
        }
    }

    /// `s` as a JSON string: quotes, backslashes and control characters escaped, everything
    /// else (non-ASCII included) as it is.
    public static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(_ value: JSONValue, level: Int, oneLineFrom: Int, spaced: Bool, to out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .number(let d): out.append(contentsOf: numbers.text(d).utf8)
        case .string(let s): Self.quote(s, to: &out)
        case .array(let items):
            let oneLine = !spaced || level >= oneLineFrom
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                separate(i, oneLine: oneLine, spaced: spaced, level: level, to: &out)
                write(item, level: level + 1, oneLineFrom: oneLineFrom, spaced: spaced, to: &out)
            }
            close(UInt8(ascii: "]"), empty: items.isEmpty, oneLine: oneLine, level: level, to: &out)
        case .object(let members):
            let oneLine = !spaced || level >= oneLineFrom
            out.append(UInt8(ascii: "{"))
            for (i, (key, item)) in members.enumerated() {
                separate(i, oneLine: oneLine, spaced: spaced, level: level, to: &out)
                Self.quote(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if spaced { out.append(UInt8(ascii: " ")) }
                write(item, level: level + 1, oneLineFrom: oneLineFrom, spaced: spaced, to: &out)
            }
            close(UInt8(ascii: "}"), empty: members.isEmpty, oneLine: oneLine, level: level, to: &out)
        }
    }

    /// Before item `i`: a comma after the first, then a space on one line or a new indented line.
    private func separate(_ i: Int, oneLine: Bool, spaced: Bool, level: Int, to out: inout [UInt8]) {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if !oneLine {
            newline(level + 1, to: &out)
        } else if i > 0 && spaced {
            out.append(UInt8(ascii: " "))
        }
    }

    private func close(_ bracket: UInt8, empty: Bool, oneLine: Bool, level: Int, to out: inout [UInt8]) {
        if !oneLine && !empty { newline(level, to: &out) }
        out.append(bracket)
    }

    private func newline(_ level: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static func quote(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default:
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
