import Foundation
import ReelModels
import ReelSwiftInput

/// One numeric literal of a Swift file as the studio's Swift mode edits it (issue 31): named
/// after its code, with the unit its API implies and a slider range around its value.
///
/// The unit is read from the code, never guessed from the value (docs/studio.md):
/// - **seconds** when the literal's name says time: `duration`, `delay`, `beginTime`,
///   `timeOffset`, `interval`, `seconds`, or a name with `time` in it (`timeStart`,
///   `bumpTimeSeconds`) except `keyTimes` and a count of `times`: Core Animation's
///   `CAMediaTiming` durations, delays and begin times and UIView's `withDuration:` are
///   `CFTimeInterval`/`TimeInterval`, seconds;
/// - **degrees** for an angle: a literal in `.pi / 8`, `.pi * 0.25` (an angle by its
///   expression), or named `angle`, `rotation`, `radians` (`CGAffineTransform(rotationAngle:)`,
///   `transform.rotation`'s values are radians): shown in degrees, written back in the
///   literal's own form (`.pi / 8` → `.pi / 6` for 30°, radians for a plain literal);
/// - **points** for a name of a length: `distance`, `dist`, `offset`, `translation`,
///   `width`, `height`, `diameter`, `radius`, `size`, `inset`, `amplitude`, `x:`/`y:`
///   (UIKit's geometry is in points);
/// - **ratio** for a fraction: a keyframe's `withRelativeStartTime:`/`relativeDuration:`
///   (of the block's duration) and an `anchorPoint` (unit coordinates), 0 to 1; for a factor (an operand of `*` or `/`: `diameter * 2 / 3`, `height / 2`),
///   and otherwise (scales, alphas, damping, key times), unitless.
struct SwiftControl: Encodable, Sendable, Equatable {
    /// What requests name it by: its name, `#2`… after it when the name repeats.
    var id: String
    /// The name from its code (`Constants.popOutRatio`, `pop(): timeStart`).
    var name: String
    var line: Int
    var column: Int
    /// The literal as written, its sign included (`-0.2`); for an angle written `.pi / 8`,
    /// the `8`.
    var text: String
    /// The value the control shows, in `unit` (degrees for an angle).
    var value: Double
    /// seconds, degrees, points or ratio.
    var unit: String
    var symbol: String
    var min: Double
    var max: Double
    var step: Double
    /// How the shown value becomes the literal: `plain` (the value itself), `radians` (degrees
    /// shown, radians written), `piDivisor` (`.pi / N`: N = 180 / degrees), `piMultiple`
    /// (`.pi * N`: N = degrees / 180).
    var form: String
    /// Why it has its unit, for the control's tooltip.
    var why: String

    /// The literal's bytes in the file, its sign included.
    var range: Range<Int>

    enum CodingKeys: String, CodingKey { case id, name, line, column, text, value, unit, symbol, min, max, step, form, why }
}

extension SwiftControl {
    /// The control for `literal` of `text` (the file's text), its `id` given.
    init(literal: EvaluatedLiteral, in bytes: [UInt8], id: String) {
        var range = literal.range
        // A sign written before the literal (`-0.2` in `[0, -0.2, 0.2]`) is the control's: the
        // interpreter's range is the literal token, the `-` a prefix operator on it.
        if range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: "-"), Self.isPrefixPosition(bytes, before: range.lowerBound - 1) {
            range = (range.lowerBound - 1)..<range.upperBound
        }
        let written = String(decoding: bytes[range], as: UTF8.self)
        let number = Double(written.replacingOccurrences(of: "_", with: "")) ?? 0
        let before = Self.textBefore(bytes, range.lowerBound), after = Self.textAfter(bytes, range.upperBound)
        let last = Self.lastWord(of: literal.name).lowercased()
        let isWhole = !written.contains(".") && !written.lowercased().contains("e")

        var unit = "ratio", form = "plain", why = "no unit in its name or expression: a ratio"
        var shown = number
        var fraction = false
        if Self.piBefore(before) {
            unit = "degrees"; form = "piDivisor"; why = "an angle: .pi / \(written), shown in degrees"
            shown = number == 0 ? 0 : 180 / number
        } else if Self.piMultiple(before: before, after: after) {
            unit = "degrees"; form = "piMultiple"; why = "an angle: a multiple of .pi, shown in degrees"
            shown = number * 180
        } else if let word = Self.unitFractionWord(name: literal.name, before: before) {
            why = "\(word): a fraction, 0 to 1"
            fraction = true
        } else if Self.isFactor(before: before, after: after) {
            why = "a factor of a product or quotient (`* \(written)`, `/ \(written)`): a ratio"
        } else if let word = Self.secondsWord(Self.lastWord(of: literal.name)) ?? Self.secondsWord(literal.name) {
            unit = "seconds"; why = "\"\(word)\" in its name: Core Animation and UIView times are seconds (CFTimeInterval)"
        } else if let word = ["angle", "rotation", "radian"].first(where: { last.contains($0) }) {
            unit = "degrees"; form = "radians"; why = "\"\(word)\" in its name: UIKit and Core Animation angles are radians, shown in degrees"
            shown = number * 180 / .pi
        } else if let word = Self.pointsWord(last) {
            unit = "points"; why = "\"\(word)\" in its name: UIKit geometry is in points"
        }
        let symbol = ["seconds": "s", "degrees": "°", "points": "pt"][unit] ?? ""
        var (low, high, step) = Self.range(around: shown, unit: unit, whole: isWhole && form == "plain", name: last)
        if fraction, (0...1).contains(shown) { (low, high, step) = (0, 1, 0.01) }
        self.init(id: id, name: literal.name, line: literal.line, column: literal.column - (range.lowerBound < literal.range.lowerBound ? 1 : 0),
                  text: written, value: Self.rounded(shown), unit: unit, symbol: symbol, min: low, max: high, step: step,
                  form: form, why: why, range: range)
    }

    /// The literal's new text for `value` shown in the control's unit: its own form kept
    /// (`.pi / 8`'s divisor, a decimal point where it had one), a sign where the value is
    /// negative.
    func literalText(for value: Double) -> String {
        var number: Double
        switch form {
        case "piDivisor": number = value == 0 ? 0 : 180 / value
        case "piMultiple": number = value / 180
        case "radians": number = value * .pi / 180
        default: number = value
        }
        // The value as typed: its shortest round-trip form when that has at most six
        // decimals; else six decimals (past a control's finest step, and short in the file).
        // `(number * 1e6).rounded() / 1e6` made float noise from 1e10 up, where the product
        // passes 2^53 (typed 582757991127.05 was saved as 582757991127.0502).
        var out = plainNumber(number)
        if out.contains("e") || (out.split(separator: ".").last.map { out.contains(".") && $0.count > 6 } ?? false) {
            out = String(format: "%.6f", locale: Locale(identifier: "en_US_POSIX"), number)
            while out.hasSuffix("0") { out.removeLast() }
            if out.hasSuffix(".") { out.removeLast() }
        }
        if out == "-0" { out = "0" }   // no "-0"
        let hadPoint = text.contains(".")
        if hadPoint, !out.contains(".") { out += ".0" }
        return out
    }

    // MARK: - Reading the code around it

    /// Whether the `-` at `index` is a prefix operator: what comes before it cannot end an
    /// operand (`a - 1` is a subtraction; `[0, -0.2]`, `= -1`, `(-2` are signs).
    static func isPrefixPosition(_ bytes: [UInt8], before index: Int) -> Bool {
        var i = index - 1
        while i >= 0, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A { i -= 1 }
        if i < 0 { return true }
        let c = bytes[i]
        // An operand ends in a name, a number, `)`, `]`, `"` or `?`/`!` (optional chaining).
        let isWordEnd = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
            || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "!") || c == UInt8(ascii: "?")
        return !isWordEnd
    }

    static func textBefore(_ bytes: [UInt8], _ index: Int) -> String {
        String(decoding: bytes[Swift.max(0, index - 40)..<index], as: UTF8.self)
    }

    static func textAfter(_ bytes: [UInt8], _ index: Int) -> String {
        String(decoding: bytes[index..<Swift.min(bytes.count, index + 40)], as: UTF8.self)
    }

    /// `.pi / ` (or `Double.pi / `, `CGFloat.pi/`) right before the literal.
    static func piBefore(_ before: String) -> Bool {
        before.range(of: #"\.pi\s*/\s*$"#, options: .regularExpression) != nil
    }

    /// `.pi * ` before, or ` * .pi` after the literal.
    static func piMultiple(before: String, after: String) -> Bool {
        before.range(of: #"\.pi\s*\*\s*$"#, options: .regularExpression) != nil
            || after.range(of: #"^\s*\*\s*(CGFloat|Double|Float)?\.pi\b"#, options: .regularExpression) != nil
    }

    /// A name or place whose numbers are fractions of something else, with what says so:
    /// UIKit's keyframe `withRelativeStartTime:` and `relativeDuration:` are fractions of the
    /// block's duration (UIView.addKeyframe's documentation: "between 0 and 1"), and a
    /// layer's `anchorPoint` is in the unit coordinate space of its bounds (CALayer).
    static func unitFractionWord(name: String, before: String) -> String? {
        if name.lowercased().contains("relative") { return "a keyframe's relative time" }
        if name.contains("anchorPoint") || name.contains("AnchorPoint") || before.range(of: #"[Aa]nchorPoint[^\n;]*$"#, options: .regularExpression) != nil {
            return "an anchor point (unit coordinates of the bounds)"
        }
        return nil
    }

    /// An operand of `*` or `/` (`diameter * 2 / 3`, `height / 2`): a factor, whatever the
    /// name of the place the product goes to.
    static func isFactor(before: String, after: String) -> Bool {
        before.range(of: #"[*/]\s*$"#, options: .regularExpression) != nil
            || after.range(of: #"^\s*[*/]"#, options: .regularExpression) != nil
    }

    /// The name's last word: its property, label or parameter (`Constants.popOutRatio` →
    /// `popOutRatio`, `shakeWith(duration:)` → `duration`, `wiggle(): values[2]` → `values`).
    static func lastWord(of name: String) -> String {
        var text = name
        if let label = text.range(of: #"\(([A-Za-z_][A-Za-z0-9_]*):\)"#, options: .regularExpression) {
            return String(text[label]).trimmingCharacters(in: CharacterSet(charactersIn: "():"))
        }
        if let colon = text.range(of: ": ", options: .backwards) { text = String(text[colon.upperBound...]) }
        if let bracket = text.firstIndex(of: "[") { text = String(text[..<bracket]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text
    }

    /// The word that makes a name (as written, camel case) a time, if any.
    static func secondsWord(_ written: String) -> String? {
        let name = written.lowercased()
        if name.contains("keytime") { return nil }
        for word in ["duration", "delay", "begintime", "timeoffset", "interval", "seconds", "period"] where name.contains(word) { return word }
        // `time` but not the count `times`: timeStart, bumpTimeSeconds2, time; not repeatTimes.
        if written.range(of: #"[Tt]ime(?!s(?:$|[^a-z]))"#, options: .regularExpression) != nil { return "time" }
        return nil
    }

    static func pointsWord(_ name: String) -> String? {
        for word in ["distance", "dist", "offset", "translation", "width", "height", "diameter", "radius", "size", "inset", "amplitude", "margin", "padding"]
        where name.contains(word) { return word }
        if ["x", "y", "dx", "dy"].contains(name) { return name }
        return nil
    }

    /// A slider's range around `value` in `unit`, and its step. The number field beside it
    /// takes any value; the range is where a drag is useful.
    static func range(around value: Double, unit: String, whole: Bool, name: String) -> (Double, Double, Double) {
        let magnitude = abs(value)
        switch unit {
        case "seconds":
            return (0, nice(Swift.max(1, 4 * magnitude)), 0.01)
        case "degrees":
            let span = Swift.min(360, Swift.max(90, (2 * magnitude / 45).rounded(.up) * 45))
            return (-span, span, 0.5)
        case "points":
            let high = nice(Swift.max(10, 3 * magnitude))
            return (value < 0 ? -high : 0, high, whole ? 1 : 0.5)
        default:
            if whole { let high = nice(Swift.max(10, 3 * magnitude)); return (value < 0 ? -high : 0, high, 1) }
            // Alphas, damping, key times and fractions live in 0…1.
            if ["alpha", "opacity", "damping", "keytime", "fraction", "progress"].contains(where: name.contains), (0...1).contains(value) {
                return (0, 1, 0.01)
            }
            let high = nice(Swift.max(1, 2 * magnitude))
            return (value < 0 ? -high : 0, high, 0.01)
        }
    }

    /// `v` rounded up to a round number (1, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten): a
    /// slider's end a person reads at a glance, close enough that the value is not squeezed.
    static func nice(_ v: Double) -> Double {
        let power = pow(10, (log10(v)).rounded(.down))
        for m in [1.0, 2, 2.5, 3, 4, 5, 6, 8, 10] where m * power >= v - 1e-12 { return m * power }
        return 10 * power
    }

    static func rounded(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 }
}
