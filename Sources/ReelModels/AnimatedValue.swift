import ReelTimeline

/// One value of a user's animation (`fromValue`, `toValue`, `byValue`, an entry of `values`):
/// a number for the numeric key paths, a colour for `backgroundColor` and `borderColor`.
public enum AnimatedValue: Hashable, Sendable {
    case number(Double)
    case color(RGBA)

    /// The value as a scene file and the command line write it.
    public var text: String {
        switch self {
        case .number(let v): plainNumber(v)
        case .color(let c): c.sceneText
        }
    }

    /// The number, or nil for a colour.
    public var number: Double? { if case .number(let v) = self { v } else { nil } }
    /// The colour, or nil for a number.
    public var color: RGBA? { if case .color(let c) = self { c } else { nil } }

    /// Whether the value is of the type `keyPath` holds.
    public func fits(_ keyPath: AnimationKeyPath) -> Bool {
        switch keyPath.valueType {
        case .number: number != nil
        case .color: color != nil
        }
    }
}

extension Parameter where Root: ParameterSet {
    /// An animated value (a number in `range` or a colour), or unset.
    public static func animatedValue(_ name: String, _ path: WritableKeyPath<Root, AnimatedValue?> & Sendable,
                                     _ range: ClosedRange<Double>, help: String, default defaultText: String) -> Parameter {
        make(name, nil, .animatedValue(min: range.lowerBound, max: range.upperBound), .none, help, defaultText,
             assign: { root, v in if case .animatedValue(let a) = v { root[keyPath: path] = a } },
             render: { $0[keyPath: path]?.text })
    }

    /// A list of animated values; unset when empty.
    public static func animatedValues(_ name: String, _ path: WritableKeyPath<Root, [AnimatedValue]> & Sendable,
                                      _ range: ClosedRange<Double>, maxCount: Int, help: String, default defaultText: String) -> Parameter {
        make(name, nil, .list(.animatedValue(min: range.lowerBound, max: range.upperBound), maxCount: maxCount), .none,
             help, defaultText,
             assign: { root, v in
                 if case .list(let items) = v {
                     root[keyPath: path] = items.compactMap { if case .animatedValue(let a) = $0 { a } else { nil } }
                 }
             },
             render: { $0[keyPath: path].isEmpty ? nil : ParameterText.list($0[keyPath: path].map(\.text)) })
    }

    /// A list of numbers in `range`; unset when empty.
    public static func numbers(_ name: String, _ path: WritableKeyPath<Root, [Double]> & Sendable,
                               _ range: ClosedRange<Double>, maxCount: Int, unit: ParameterUnit, help: String,
                               default defaultText: String) -> Parameter {
        make(name, nil, .list(.number(min: range.lowerBound, max: range.upperBound), maxCount: maxCount), unit,
             help, defaultText,
             assign: { root, v in
                 if case .list(let items) = v {
                     root[keyPath: path] = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
                 }
             },
             render: { $0[keyPath: path].isEmpty ? nil : ParameterText.list($0[keyPath: path].map(plainNumber)) })
    }

    /// A list of timing functions; unset when empty.
    public static func curves(_ name: String, _ path: WritableKeyPath<Root, [TimingFunction]> & Sendable,
                              maxCount: Int, help: String, default defaultText: String) -> Parameter {
        make(name, nil, .list(.curve, maxCount: maxCount), .none, help, defaultText,
             assign: { root, v in
                 if case .list(let items) = v {
                     root[keyPath: path] = items.compactMap { if case .curve(let c) = $0 { c } else { nil } }
                 }
             },
             render: { $0[keyPath: path].isEmpty ? nil : ParameterText.list($0[keyPath: path].map(\.description)) })
    }
}
