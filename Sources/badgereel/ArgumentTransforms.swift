import ArgumentParser
import ReelTimeline
import ReelModels
import ReelEncode

/// Parsers for option values. Each throws a message saying what is accepted; the argument
/// parser puts the flag and the value in front of it, so the user reads one whole line.
enum Parse {
    static func number(_ text: String) throws -> Double {
        guard let v = Double(text), v.isFinite else { throw ValidationError("expected a finite number") }
        return v
    }

    static func integer(_ text: String) throws -> Int {
        guard let v = Int(text) else { throw ValidationError("expected a whole number") }
        return v
    }

    /// `WxH`, e.g. `96x96` (also `96X96` or `96×96`).
    static func size(_ text: String) throws -> Size {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0
        else { throw ValidationError("expected WxH with both above 0, e.g. 96x96") }
        return Size(width: w, height: h)
    }

    /// `X,Y`, e.g. `-15,15`.
    static func point(_ text: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite
        else { throw ValidationError("expected X,Y as two numbers, e.g. -15,15") }
        return Point(x: x, y: y)
    }

    static func curve(_ text: String) throws -> TimingFunction {
        guard let fn = TimingFunction.parse(text) else { throw ValidationError("expected \(TimingFunction.accepted)") }
        return fn
    }

    /// A case of a named-value enum, by its name; the message lists every name.
    static func choice<T: CaseIterable & RawRepresentable>(_ text: String) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw ValidationError("expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    static func calculationMode(_ text: String) throws -> CalculationMode { try choice(text) }
    static func style(_ text: String) throws -> BadgeStyle { try choice(text.lowercased()) }
    static func cornerStyle(_ text: String) throws -> CornerStyle { try choice(text) }
    static func dither(_ text: String) throws -> Dither { try choice(text) }
}

extension InvalidParameter {
    /// The model's refusal in command-line words: the key as its flag.
    var asValidationError: ValidationError {
        ValidationError("--\(Self.kebab(key)) \(value): expected \(accepted)")
    }

    /// `popOutRatio` → `pop-out-ratio`: every flag is its seed name in kebab-case.
    static func kebab(_ key: String) -> String {
        var out = ""
        for c in key {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}

/// Runs a model validation, rethrowing its refusal in command-line words.
func checked(_ body: () throws(InvalidParameter) -> Void) throws {
    do { try body() } catch { throw error.asValidationError }
}

extension Parse {
    static func color(_ text: String) throws -> RGBA {
        guard let color = RGBA.parse(text) else { throw ValidationError("expected \(LookOptions.colorHelp), or transparent") }
        return color
    }
}
