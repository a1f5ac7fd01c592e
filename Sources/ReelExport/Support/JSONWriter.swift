import ReelModels

/// A small JSON writer that keeps keys in the order given and rounds numbers to 1e-6, so
/// `timeline` output reads well, diffs well and pipes into jq.
struct JSONWriter {
    private(set) var text = ""

    enum Value {
        case number(Double)
        case int(Int)
        case bool(Bool)
        case string(String)
        case object([(String, Value)])
        case array([Value])
    }

    /// `value` as text, objects and arrays at `compactDepth` levels deep and below on one line.
    static func render(_ value: Value, level: Int = 0, compactDepth: Int = 2) -> String {
        var w = JSONWriter()
        w.write(value, level: level, compactFrom: compactDepth)
        return w.text
    }

    /// Objects at `compactFrom` levels deep and below go on one line (a frame per line).
    private mutating func write(_ value: Value, level: Int, compactFrom: Int) {
        switch value {
        case .number(let v): text += Self.number(v)
        case .int(let v): text += String(v)
        case .bool(let v): text += v ? "true" : "false"
        case .string(let s): text += Self.quote(s)
        case .array(let items):
            let compact = level >= compactFrom
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += compact ? ", " : "," }
                if !compact { text += "\n" + String(repeating: "  ", count: level + 1) }
                write(item, level: level + 1, compactFrom: compactFrom)
            }
            if !compact && !items.isEmpty { text += "\n" + String(repeating: "  ", count: level) }
            text += "]"
        case .object(let pairs):
            let compact = level >= compactFrom
            text += "{"
            for (i, (key, item)) in pairs.enumerated() {
                if i > 0 { text += compact ? ", " : "," }
                if !compact { text += "\n" + String(repeating: "  ", count: level + 1) }
                text += Self.quote(key) + ": "
                write(item, level: level + 1, compactFrom: compactFrom)
            }
            if !compact && !pairs.isEmpty { text += "\n" + String(repeating: "  ", count: level) }
            text += "}"
        }
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let r = (v * 1e6).rounded() / 1e6
        return r == 0 ? "0" : plainNumber(r)   // no "-0"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
