import ReelTimeline

/// What a parameter holds and what it accepts. Plain data: the command line's help, the
/// scene reader, the scene writer, sweeps and the studio's controls all read it.
public enum ParameterKind: Hashable, Sendable {
    /// A finite number from `min` to `max`.
    case number(min: Double, max: Double)
    /// A whole number from `min` to `max`.
    case integer(min: Int, max: Int)
    /// On or off.
    case toggle
    /// Any text of at most `maxLength` characters (no NUL).
    case text(maxLength: Int)
    /// One of these names.
    case choice([String])
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a UIKit color name.
    case color
    /// `WxH`, each side from `min` to `max`.
    case size(min: Double, max: Double)
    /// `X,Y`, each from `min` to `max`.
    case point(min: Double, max: Double)
    /// A timing function: a preset name or `cubic-bezier(x1,y1,x2,y2)`.
    case curve
    /// A value an animated key path holds: a number from `min` to `max`, or a colour (which
    /// of the two the key path takes is checked with the key path).
    case animatedValue(min: Double, max: Double)
    /// Up to `maxCount` values of one kind, comma-separated (commas inside parentheses, as in
    /// `cubic-bezier(…)`, belong to their value) or a YAML list.
    indirect case list(ParameterKind, maxCount: Int)
    /// A file size in bytes from `min` to `max`: plain bytes or a number with a unit, decimal
    /// (`KB`, `MB`, `GB`: 1000s, as `du --si`) or binary (`KiB`, `MiB`, `GiB`: 1024s, as `du -h`).
    case byteSize(min: Int64, max: Int64)

    /// What a value of this kind may be, in the words every refusal uses.
    public var accepted: String {
        switch self {
        case .number(let lo, let hi): "a number from \(plainNumber(lo)) to \(plainNumber(hi))"
        case .integer(let lo, let hi): "a whole number from \(lo) to \(hi)"
        case .toggle: "true or false"
        case .text(let n): "text of at most \(n) characters"
        case .choice(let names): "one of \(names.joined(separator: ", "))"
        case .color: "#RGB, #RRGGBB, #RRGGBBAA or a UIKit name such as systemRed"
        case .size(let lo, let hi): "WxH with each side from \(plainNumber(lo)) to \(plainNumber(hi)), e.g. 96x96"
        case .point(let lo, let hi): "X,Y with each from \(plainNumber(lo)) to \(plainNumber(hi)), e.g. -15,15"
        case .curve: TimingFunction.accepted
        case .animatedValue(let lo, let hi): "a number from \(plainNumber(lo)) to \(plainNumber(hi)), or a colour (#RRGGBB, #RRGGBBAA or a UIKit name) for backgroundColor and borderColor"
        case .list(let element, let n): "a list of at most \(n) values, each \(element.accepted)"
        case .byteSize(let lo, let hi):
            "a size from \(ByteSize.text(lo)) to \(ByteSize.text(hi)): bytes, or a number with KB, MB, GB (1000s) or KiB, MiB, GiB (1024s), e.g. 500KB or 1.5MiB"
        }
    }

    /// The kind's value name in help text.
    public var valueName: String {
        switch self {
        case .number: "number"
        case .integer: "n"
        case .toggle: "bool"
        case .text: "text"
        case .choice: "name"
        case .color: "color"
        case .size: "WxH"
        case .point: "X,Y"
        case .curve: "curve"
        case .animatedValue: "value"
        case .list(let element, _): "\(element.valueName),…"
        case .byteSize: "size"
        }
    }

    /// Whether a comma-separated list of values can sweep it (one number each).
    public var isSweepable: Bool {
        switch self {
        case .number, .integer: true
        default: false
        }
    }
}

/// The unit a number is in: points in the host view's space, seconds, radians; degrees and
/// pixels only where the user asks for them.
public enum ParameterUnit: String, Hashable, Sendable {
    case none, points, seconds, radians, degrees, ratio, fraction, framesPerSecond, pixelsPerPoint, plays, bytes

    /// The range a hand tunes a value of this unit in, before the accepted range and the
    /// default are taken into account: a step's seconds 0.01–1, an angle ±90°, a ratio
    /// 0.5–2, a distance ±40 pt, a frame rate 10–120.
    public var suggested: ClosedRange<Double>? {
        switch self {
        case .seconds: 0.01...1
        case .radians: -Double.pi / 2...Double.pi / 2
        case .degrees: -90...90
        case .ratio: 0.5...2
        case .points: -40...40
        case .fraction: -1...1
        case .framesPerSecond: 10...120
        case .pixelsPerPoint: 1...4
        case .plays: 1...10
        case .none: 0...20
        // A file's size is typed, not slid: no hand range.
        case .bytes: nil
        }
    }

    /// The suggested range for a value of this unit accepted in `accepted`, widened to take
    /// the default: `given` (the declaration's own) or the unit's, cut to what is accepted.
    public func suggested(_ given: ClosedRange<Double>?, accepted: ClosedRange<Double>, default value: Double?) -> ClosedRange<Double>? {
        guard var range = given ?? suggested else { return nil }
        if accepted.upperBound - accepted.lowerBound <= range.upperBound - range.lowerBound { return accepted }
        var lo = max(accepted.lowerBound, range.lowerBound), hi = min(accepted.upperBound, range.upperBound)
        if let value, value.isFinite {
            // The default sits inside, with room to move past it.
            if value < lo { lo = max(accepted.lowerBound, value > 0 ? value / 2 : value * 2) }
            if value > hi { hi = min(accepted.upperBound, value > 0 ? value * 2 : value / 2) }
        }
        range = lo...max(lo, hi)
        return range
    }
}

/// A value refused, before any path is known: what was given and what is accepted.
public struct ValueError: Error, Hashable, Sendable {
    /// The value as given, quoted for a message.
    public var value: String
    /// What is accepted instead, e.g. "a number from 0.01 to 10".
    public var accepted: String
    /// A refusal of `value`, saying what is `accepted`.
    public init(_ value: String, accepted: String) { self.value = value; self.accepted = accepted }
}

/// A parameter's declaration without its storage: its name, the key a scene file uses, the
/// seed's default, what it accepts, its unit and its help. What help text, the studio's
/// controls and error rendering read, whatever struct holds the value. Flags are the name in
/// kebab-case (spelled only by the command line); a scene file's path is the set's place plus
/// the key.
public struct ParameterInfo: Hashable, Sendable {
    /// Unique across the tool, camelCase, the seed's constant name where it has one.
    public let name: String
    /// Where a scene file holds it, relative to its set ("popOutRatio", "host.size").
    public let key: String
    /// What values it accepts: a number in a range, a choice, a colour, and so on.
    public let kind: ParameterKind
    /// The unit its values are in (points, seconds, radians, …), for help and controls.
    public let unit: ParameterUnit
    /// One line of help, as `--help` and the studio show it.
    public let help: String
    /// The default as help shows it: the seed's value, or a sentence where it depends.
    public let defaultText: String
    /// Another way to give `aliasOf` (angleDegrees for angle): read, never written; giving
    /// both is refused.
    public let aliasOf: String?
    /// Where a slider for a number usefully moves, inside `kind`'s accepted range: a hand
    /// tunes a ratio between 0.5 and 2, not up to 10. Typing still reaches the whole range.
    /// Declared with the parameter where it knows better, else its unit's (`ParameterUnit.suggested`).
    public let suggested: ClosedRange<Double>?
}

/// One parameter of a parameter set, declared once: its declaration and how to reach its
/// value in the struct that holds it.
@dynamicMemberLookup
public struct Parameter<Root: Sendable>: Sendable {
    /// The declaration: name, key, kind, unit, default and help.
    public let info: ParameterInfo
    /// Sets the value from text; the text is checked against `kind` first.
    let assign: @Sendable (inout Root, String) throws(ValueError) -> Void
    /// The value as text a scene file or command line reads back exactly; nil when unset.
    let render: @Sendable (Root) -> String?

    /// The declaration's fields, read through the parameter: `p.name`, `p.kind`.
    public subscript<T>(dynamicMember field: KeyPath<ParameterInfo, T>) -> T { info[keyPath: field] }

    /// The parameter's value in `root` as text, nil when unset (an optional left to its default).
    public func text(in root: Root) -> String? { render(root) }

    /// Parses `text` and stores it in `root`.
    public func set(_ text: String, in root: inout Root) throws(ValueError) {
        try assign(&root, text)
    }

    /// Checks the value `root` holds against `kind` (values set in code, not only parsed ones).
    public func check(_ root: Root) throws(ValueError) {
        guard let text = render(root) else { return }
        _ = try ParameterText.parse(text, as: info.kind)
    }
}

/// A parameter's value after its text was checked against its kind.
enum ParsedValue {
    case number(Double)
    case integer(Int)
    case toggle(Bool)
    case text(String)
    case color(RGBA)
    case size(Size)
    case point(Point)
    case curve(TimingFunction)
    case animatedValue(AnimatedValue)
    case list([ParsedValue])
    case bytes(Int64)
}

/// Reading and writing parameter text, the one place each kind's syntax lives.
public enum ParameterText {
    /// The most Unicode scalars a text value holds a character of its length limit.
    public static let scalarsPerCharacter = 10

    static func parse(_ raw: String, as kind: ParameterKind) throws(ValueError) -> ParsedValue {
        // Foundation's trim bridges through NSString (8% of planning a batch job); a value that
        // starts and ends with a visible ASCII character, as nearly all do, has nothing to trim
        // (the only ASCII characters in .whitespaces are space and tab).
        let edges = (raw.unicodeScalars.first, raw.unicodeScalars.last)
        let nothingToTrim = (edges.0.map { $0.isASCII && $0 != " " && $0 != "\t" } ?? true)
            && (edges.1.map { $0.isASCII && $0 != " " && $0 != "\t" } ?? true)
        let text = nothingToTrim ? raw : raw.trimmingCharacters(in: .whitespaces)
        // The refusal's words are built only for a refusal: quoting the value and spelling out
        // what the kind accepts cost more than parsing a good value (~10% of planning a batch
        // job, where every value parses).
        var refuse: ValueError { ValueError(quoted(raw), accepted: kind.accepted) }
        switch kind {
        case .number(let lo, let hi):
            guard let v = Double(text), v.isFinite, v >= lo, v <= hi else { throw refuse }
            return .number(v)
        case .integer(let lo, let hi):
            guard let v = Int(text), v >= lo, v <= hi else { throw refuse }
            return .integer(v)
        case .toggle:
            switch text.lowercased() {
            case "true", "yes", "on": return .toggle(true)
            case "false", "no", "off": return .toggle(false)
            default: throw refuse
            }
        case .text(let maxLength):
            // A leading byte-order mark would not survive a scene file (UTF-8 readers drop it).
            guard raw.count <= maxLength else { throw refuse }
            // A character is any number of scalars (a letter and 400,000 combining accents is
            // one), and Pango shapes every one at every frame: such a badge text drew 100
            // frames in 23 s (round 17; round 15 bounded a SwiftUI Text's the same way). At
            // most ten a character, as there: an emoji family or a flag with its modifiers is
            // a handful.
            let scalars = raw.unicodeScalars.count
            guard scalars <= Self.scalarsPerCharacter * maxLength else {
                throw ValueError(quoted(raw), accepted: "\(kind.accepted), of at most \(Self.scalarsPerCharacter * maxLength) Unicode scalars (combining marks and other joined scalars); it holds \(scalars)")
            }
            // Each refused for what it is: "text of at most 40 characters" for a short text
            // holding a NUL named nothing the user could change (issue 41).
            guard !raw.unicodeScalars.contains("\0") else {
                throw ValueError(quoted(raw), accepted: "\(kind.accepted), without a NUL character (U+0000, which ends a C string)")
            }
            guard raw.unicodeScalars.first != "\u{FEFF}" else {
                throw ValueError(quoted(raw), accepted: "\(kind.accepted), not starting with a byte-order mark (U+FEFF, which a scene file's reader drops)")
            }
            return .text(raw)
        case .choice(let names):
            guard let match = names.first(where: { $0 == text }) ?? names.first(where: { $0.lowercased() == text.lowercased() })
            else { throw refuse }
            return .text(match)
        case .color:
            guard let c = RGBA.parse(text) else { throw refuse }
            return .color(c)
        case .size(let lo, let hi):
            guard let (w, h) = pair(text, separators: ["x", "X", "×"]), w >= lo, w <= hi, h >= lo, h <= hi else { throw refuse }
            return .size(Size(width: w, height: h))
        case .point(let lo, let hi):
            guard let (x, y) = pair(text, separators: [","]), x >= lo, x <= hi, y >= lo, y <= hi else { throw refuse }
            return .point(Point(x: x, y: y))
        case .curve:
            guard let fn = TimingFunction.parse(text) else { throw refuse }
            return .curve(fn)
        case .animatedValue(let lo, let hi):
            if let v = Double(text) {
                guard v.isFinite, v >= lo, v <= hi else { throw refuse }
                return .animatedValue(.number(v))
            }
            guard let c = RGBA.parse(text) else { throw refuse }
            return .animatedValue(.color(c))
        case .byteSize(let lo, let hi):
            guard let v = ByteSize.parse(text), v >= lo, v <= hi else { throw refuse }
            return .bytes(v)
        case .list(let element, let maxCount):
            let items = listItems(text)
            guard items.count <= maxCount else {
                throw ValueError(quoted(raw), accepted: "\(items.count) values; expected at most \(maxCount)")
            }
            var out: [ParsedValue] = []
            out.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                do { out.append(try parse(item, as: element)) } catch {
                    throw ValueError(quoted(item), accepted: "value \(i + 1) of the list to be \(element.accepted)")
                }
            }
            return .list(out)
        }
    }

    /// A list's items: split at commas outside parentheses, each trimmed; empty text is no items.
    public static func listItems(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [] }
        var items: [String] = [], current = "", depth = 0
        for c in trimmed {
            switch c {
            case "(": depth += 1; current.append(c)
            case ")": depth = max(0, depth - 1); current.append(c)
            case "," where depth == 0: items.append(current.trimmingCharacters(in: .whitespaces)); current = ""
            default: current.append(c)
            }
        }
        items.append(current.trimmingCharacters(in: .whitespaces))
        return items
    }

    /// Writes a list as the text `listItems` reads back.
    public static func list(_ items: [String]) -> String { items.joined(separator: ",") }

    private static func pair(_ text: String, separators: Set<Character>) -> (Double, Double)? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
        guard parts.count == 2,
              let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let b = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              a.isFinite, b.isFinite else { return nil }
        return (a, b)
    }

    /// The longest value a refusal quotes: a megabyte of input is not echoed back.
    static let quoteLimit = 80

    /// A value as a refusal shows it: cut at `quoteLimit` characters, control characters escaped.
    public static func quoted(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard scalars.count > quoteLimit else { return oneLine(value) }
        return oneLine(String(String.UnicodeScalarView(scalars.prefix(quoteLimit)))) + "…"
    }

    /// `text` with every control character and line break (C0, DEL, C1 with NEL, LS, PS) and
    /// every bidirectional formatting character written as an escape (`\n`, `\u{1b}`,
    /// `\u{202e}`): a message is one line on a terminal, in a log or a report, whatever a file
    /// name, key or library's text holds, no escape sequence in it reaches the terminal, and
    /// no override reorders the rest of the line (a `#Preview("\u{202E}…")` name did).
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            if needsEscape(c) { out += swiftEscape(c) } else { out.unicodeScalars.append(c) }
        }
        return out
    }

    /// Swift's escape of `scalar` (`\n`, `\r`, `\t`, else `\u{85}`): how a refusal shows a
    /// control character, and how the Swift writer writes one (in a string literal it is the
    /// character; in a comment, a readable mark of it).
    public static func swiftEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16))}"
        }
    }

    private static func needsEscape(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 || isBidiControl(c)
    }

    /// Unicode's explicit bidirectional formatting characters (UAX #9, table 1, and the
    /// implicit marks): ALM, LRM, RLM, LRE…RLO, LRI…PDI.
    private static func isBidiControl(_ c: Unicode.Scalar) -> Bool {
        c.value == 0x061C || c.value == 0x200E || c.value == 0x200F || (0x202A...0x202E).contains(c.value) || (0x2066...0x2069).contains(c.value)
    }

    /// Writes a size as `WxH`.
    public static func size(_ s: Size) -> String { "\(plainNumber(s.width))x\(plainNumber(s.height))" }
    /// Writes a point as `X,Y`.
    public static func point(_ p: Point) -> String { "\(plainNumber(p.x)),\(plainNumber(p.y))" }
}

import Foundation
