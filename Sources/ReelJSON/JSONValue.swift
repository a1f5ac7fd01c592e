/// A JSON value whose objects keep their keys in the order given.
///
/// Foundation's `JSONEncoder` orders keys by hash or alphabetically; BadgeReel's files need
/// their own order: rlottie skips a Lottie shape's keys that come before its `ty`, and the
/// `timeline` and batch reports read top-down (time first, then host, badge, label).
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written exactly.
    case int(Int)
    /// A number, written in the writer's `JSONNumberStyle`.
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its keys in this order (a key given twice is written twice).
    case object([(String, JSONValue)])

    /// Two values are equal when they would be written the same (objects key by key, in order).
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
