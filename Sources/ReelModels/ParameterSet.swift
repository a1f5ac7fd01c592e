import Foundation
import ReelTimeline
import Synchronization

/// A struct of parameters declared as data: each stored value has one `Parameter` entry
/// naming it, its range, unit and help, and its default is what `init()` holds (the seed's
/// constant). Validation, scene files, sweeps, help text and the studio all go through the
/// declarations, so adding a parameter is one property and one entry.
public protocol ParameterSet: Sendable {
    init()
    static var parameters: [Parameter<Self>] { get }
    /// Rules between parameters (a dot has no text); each refusal names one parameter's key.
    func checkCombination() throws(ParameterError)
}

extension ParameterSet {
    /// By default a set has no rules between its parameters.
    public func checkCombination() throws(ParameterError) {}

    /// The declarations without their storage.
    public static var infos: [ParameterInfo] { parameters.map(\.info) }

    // `info.name`, not the dynamic member `name`: reading a field through a key path costs a
    // key-path projection per comparison (9% of planning a batch job).
    /// The declaration with this `name`, or nil.
    public static func parameter(named name: String) -> Parameter<Self>? { parameters.first { $0.info.name == name } }
    /// The declaration with this scene-file `key`, or nil.
    public static func parameter(key: String) -> Parameter<Self>? { parameters.first { $0.info.key == key } }

    /// Checks every value and the rules between them; the refusal names the key.
    public func validate() throws(ParameterError) {
        for p in Self.parameters where p.info.aliasOf == nil {
            do { try p.check(self) } catch { throw ParameterError(p.info.key, error) }
        }
        try checkCombination()
    }

    /// These values over the defaults, given as (key, text) pairs; then validated.
    /// Unknown keys, a key given twice and an alias given with what it stands for are refused.
    public static func from(_ given: [(key: String, text: String)]) throws(ParameterError) -> Self {
        try from(given, over: Self(), baseIsDefault: true)
    }

    /// These values over `base`, given as (key, text) pairs; then validated.
    /// Unknown keys, a key given twice and an alias given with what it stands for are refused.
    public static func from(_ given: [(key: String, text: String)], over base: Self) throws(ParameterError) -> Self {
        try from(given, over: base, baseIsDefault: false)
    }

    private static func from(_ given: [(key: String, text: String)], over base: Self, baseIsDefault: Bool) throws(ParameterError) -> Self {
        var value = base
        var seen: [String: String] = [:]
        for (key, text) in given {
            guard let p = parameter(key: key) else {
                throw ParameterError(key, value: "", accepted: "a known key: one of \(parameters.map(\.key).joined(separator: ", "))")
            }
            let target = p.info.aliasOf ?? p.info.key
            if let other = seen[target] {
                throw ParameterError(key, value: ParameterText.quoted(text), accepted: other == key ? "it given once" : "\(other) or \(key), not both")
            }
            seen[target] = key
            do { try p.set(text, in: &value) } catch { throw ParameterError(key, error) }
        }
        guard baseIsDefault, DefaultValues.pass(Self.self) else {
            try value.validate()
            return value
        }
        // Over the defaults, a parameter nothing was given for still holds its default, and a
        // check reads only its own parameter's value: when the defaults pass, checking those
        // again is the same answer (re-checking every default of every set was most of the
        // checking a batch job's planning does). An assignment writes only its own value or,
        // for an alias, the value it stands for (ParameterSchemaTests holds every declaration
        // to that), so the given ones and their targets are what `validate()` could refuse,
        // in its order.
        for p in Self.parameters where p.info.aliasOf == nil && seen[p.info.key] != nil {
            do { try p.check(value) } catch { throw ParameterError(p.info.key, error) }
        }
        try value.checkCombination()
        return value
    }

    /// Every value as (key, text), in declaration order, aliases and unset optionals left out:
    /// what a scene file writes.
    public var keyedTexts: [(key: String, text: String)] {
        Self.parameters.compactMap { p in p.aliasOf == nil ? p.text(in: self).map { (p.key, $0) } : nil }
    }
}

// MARK: declaring parameters

extension Parameter where Root: ParameterSet {
    static func defaultText(_ render: (Root) -> String?, _ given: String?) -> String {
        given ?? render(Root()) ?? "none"
    }

    static func make(_ name: String, _ key: String?, _ kind: ParameterKind, _ unit: ParameterUnit, _ help: String,
                             _ defaultText: String?, aliasOf: String? = nil, suggested: ClosedRange<Double>? = nil,
                             assign: @escaping @Sendable (inout Root, ParsedValue) -> Void,
                             render: @escaping @Sendable (Root) -> String?) -> Parameter {
        var range: ClosedRange<Double>?
        switch kind {
        case .number(let lo, let hi): range = lo...hi
        case .integer(let lo, let hi): range = Double(lo)...Double(hi)
        default: range = nil
        }
        let value = render(Root()).flatMap(Double.init)
        let soft = range.flatMap { unit.suggested(suggested, accepted: $0, default: value) }
        return Parameter(info: ParameterInfo(name: name, key: key ?? name, kind: kind, unit: unit, help: help,
                                      defaultText: Self.defaultText(render, defaultText), aliasOf: aliasOf, suggested: soft),
                  assign: { root, text throws(ValueError) in assign(&root, try ParameterText.parse(text, as: kind)) },
                  render: render)
    }

    /// A number in `range`.
    public static func number(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Double> & Sendable,
                              _ range: ClosedRange<Double>, unit: ParameterUnit, help: String,
                              default defaultText: String? = nil, aliasOf: String? = nil,
                              suggested: ClosedRange<Double>? = nil) -> Parameter {
        make(name, key, .number(min: range.lowerBound, max: range.upperBound), unit, help, defaultText, aliasOf: aliasOf, suggested: suggested,
             assign: { root, v in if case .number(let n) = v { root[keyPath: path] = n } },
             render: { plainNumber($0[keyPath: path]) })
    }

    /// A number in `range`, or unset (nil: a default that depends on the scene).
    public static func number(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Double?> & Sendable,
                              _ range: ClosedRange<Double>, unit: ParameterUnit, help: String, default defaultText: String,
                              suggested: ClosedRange<Double>? = nil) -> Parameter {
        make(name, key, .number(min: range.lowerBound, max: range.upperBound), unit, help, defaultText, suggested: suggested,
             assign: { root, v in if case .number(let n) = v { root[keyPath: path] = n } },
             render: { $0[keyPath: path].map(plainNumber) })
    }

    /// A whole number in `range`.
    public static func integer(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Int> & Sendable,
                               _ range: ClosedRange<Int>, unit: ParameterUnit = .none, help: String, default defaultText: String? = nil,
                               suggested: ClosedRange<Double>? = nil) -> Parameter {
        make(name, key, .integer(min: range.lowerBound, max: range.upperBound), unit, help, defaultText, suggested: suggested,
             assign: { root, v in if case .integer(let n) = v { root[keyPath: path] = n } },
             render: { String($0[keyPath: path]) })
    }

    /// A whole number in `range`, or unset.
    public static func integer(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Int?> & Sendable,
                               _ range: ClosedRange<Int>, unit: ParameterUnit = .none, help: String, default defaultText: String) -> Parameter {
        make(name, key, .integer(min: range.lowerBound, max: range.upperBound), unit, help, defaultText,
             assign: { root, v in if case .integer(let n) = v { root[keyPath: path] = n } },
             render: { $0[keyPath: path].map(String.init) })
    }

    /// A file size in bytes within `range` (`ByteSize`), or unset.
    public static func byteSize(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Int64?> & Sendable,
                                _ range: ClosedRange<Int64>, help: String, default defaultText: String) -> Parameter {
        make(name, key, .byteSize(min: range.lowerBound, max: range.upperBound), .bytes, help, defaultText,
             assign: { root, v in if case .bytes(let n) = v { root[keyPath: path] = n } },
             render: { $0[keyPath: path].map(ByteSize.text) })
    }

    /// On or off.
    public static func toggle(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Bool> & Sendable, help: String) -> Parameter {
        make(name, key, .toggle, .none, help, nil,
             assign: { root, v in if case .toggle(let b) = v { root[keyPath: path] = b } },
             render: { $0[keyPath: path] ? "true" : "false" })
    }

    /// Text of at most `maxLength` characters, or unset.
    public static func text(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, String?> & Sendable,
                            maxLength: Int, help: String, default defaultText: String) -> Parameter {
        make(name, key, .text(maxLength: maxLength), .none, help, defaultText,
             assign: { root, v in if case .text(let s) = v { root[keyPath: path] = s } },
             render: { $0[keyPath: path] })
    }

    /// One of an enumeration's names.
    public static func choice<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, key: String? = nil, _ path: WritableKeyPath<Root, E> & Sendable, help: String
    ) -> Parameter where E.RawValue == String {
        make(name, key, .choice(E.allCases.map(\.rawValue)), .none, help, nil,
             assign: { root, v in if case .text(let s) = v, let e = E(rawValue: s) { root[keyPath: path] = e } },
             render: { $0[keyPath: path].rawValue })
    }

    /// A color.
    public static func color(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, RGBA> & Sendable,
                             help: String, default defaultText: String? = nil) -> Parameter {
        make(name, key, .color, .none, help, defaultText,
             assign: { root, v in if case .color(let c) = v { root[keyPath: path] = c } },
             render: { $0[keyPath: path].sceneText })
    }

    /// A color, or unset.
    public static func color(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, RGBA?> & Sendable,
                             help: String, default defaultText: String) -> Parameter {
        make(name, key, .color, .none, help, defaultText,
             assign: { root, v in if case .color(let c) = v { root[keyPath: path] = c } },
             render: { $0[keyPath: path]?.sceneText })
    }

    /// A size, or unset.
    public static func size(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Size?> & Sendable,
                            _ range: ClosedRange<Double>, help: String, default defaultText: String) -> Parameter {
        make(name, key, .size(min: range.lowerBound, max: range.upperBound), .points, help, defaultText,
             assign: { root, v in if case .size(let s) = v { root[keyPath: path] = s } },
             render: { $0[keyPath: path].map(ParameterText.size) })
    }

    /// A point.
    public static func point(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, Point> & Sendable,
                             _ range: ClosedRange<Double>, help: String) -> Parameter {
        make(name, key, .point(min: range.lowerBound, max: range.upperBound), .points, help, nil,
             assign: { root, v in if case .point(let p) = v { root[keyPath: path] = p } },
             render: { ParameterText.point($0[keyPath: path]) })
    }

    /// A timing function.
    public static func curve(_ name: String, key: String? = nil, _ path: WritableKeyPath<Root, TimingFunction> & Sendable,
                             help: String) -> Parameter {
        make(name, key, .curve, .none, help, nil,
             assign: { root, v in if case .curve(let fn) = v { root[keyPath: path] = fn } },
             render: { $0[keyPath: path].description })
    }
}

extension RGBA {
    /// How scene files and command lines write a color: `transparent` for clear, else hex.
    public var sceneText: String { self == .clear ? "transparent" : hexString }
}

/// Whether each parameter set's defaults pass its own checks, worked out once per set.
enum DefaultValues {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether `S()` passes `validate()`.
    static func pass<S: ParameterSet>(_: S.Type) -> Bool {
        known.withLock { known in
            if let answer = known[ObjectIdentifier(S.self)] { return answer }
            let answer: Bool
            do throws(ParameterError) { try S().validate(); answer = true } catch { answer = false }
            known[ObjectIdentifier(S.self)] = answer
            return answer
        }
    }
}
