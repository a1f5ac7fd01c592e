import ReelModels

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

    /// The significant digits of a literal `number` or `computed` wrote (`0.825` has 3,
    /// `130.5071656342394` 16): the digits from the first non-zero one, before any exponent.
    static func significantDigits(_ literal: String) -> Int {
        let mantissa = literal.split(separator: "e", maxSplits: 1).first ?? ""
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        // A trailing ".0" is Swift's spelling of a whole number, not a digit typed.
        let trimmed = mantissa.hasSuffix(".0") ? digits.dropLast() : digits[...]
        return max(1, trimmed.count)
    }

    /// A computed value (a layout's position, a spring's settling time, a Bézier split, a
    /// timeline's sample, a sum of durations) in the shortest decimal within 1e-13 of it
    /// (relative above 1): the float noise of the computation is not written
    /// (`0.35000000000000003` is `0.35`, `1.1102230246251565e-16` is `0.0`), and what is
    /// written moves within 1e-13 of BadgeReel's motion, far inside the 1e-9 the round trip
    /// holds. A value the user typed is its own shortest decimal, so it is written as typed
    /// unless it has more than 13 significant digits of which the last are noise.
    static func computed(_ v: Double) -> String {
        guard v.isFinite, v != 0 else { return number(v) }
        return number(shortest(v, within: 1e-13 * max(1, abs(v))))
    }

    /// The decimal of fewest significant digits within `tolerance` of `v` (`v` itself where
    /// none of 17 digits or fewer is): what `computed` writes, and what a value measured from
    /// frames to `tolerance` is when it is a decimal a person typed.
    static func shortest(_ v: Double, within tolerance: Double) -> Double {
        guard v.isFinite, v != 0 else { return v }
        if abs(v) <= tolerance { return 0 }
        var magnitude = 0
        var m = abs(v)
        while m >= 10 { m /= 10; magnitude += 1 }
        while m < 1 { m *= 10; magnitude -= 1 }
        for digits in 1...17 {
            let e = digits - 1 - magnitude
            let r: Double
            if e >= 0 {
                guard e <= 22 else { break }
                let scale = pow10(e)
                r = (v * scale).rounded() / scale
            } else {
                guard -e <= 22 else { break }
                let scale = pow10(-e)
                r = (v / scale).rounded() * scale
            }
            if abs(r - v) <= tolerance { return r }
        }
        return v
    }

    /// 10^e for 0 ≤ e ≤ 22, exactly (every such power of ten is a Double).
    private static func pow10(_ e: Int) -> Double {
        var p = 1.0
        for _ in 0..<e { p *= 10 }
        return p
    }

    /// A string literal, escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                // Line ends, controls and reordering marks as Swift's escapes (`UserText`).
                if UserText.isUnsafe(c) { out += ParameterText.swiftEscape(c) } else { out.unicodeScalars.append(c) }
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
