/// A parameter value the models refuse, named by its seed key (camelCase); the command line
/// shows it as the flag (`--pop-out-ratio`), a scene file as its path.
public struct InvalidParameter: Error, Equatable, Sendable, CustomStringConvertible {
    public var key: String
    public var value: String
    public var accepted: String

    public init(_ key: String, _ value: some CustomStringConvertible, accepted: String) {
        self.key = key; self.value = "\(value)"; self.accepted = accepted
    }

    /// A number as the user typed it: whole numbers without ".0".
    public init(_ key: String, _ value: Double, accepted: String) {
        self.init(key, plainNumber(value), accepted: accepted)
    }

    public var description: String { "\(key) \(value): expected \(accepted)" }
}

/// Range checks shared by every parameter struct, each naming the key it checks.
enum Check {
    static func positive(_ key: String, _ v: Double) throws(InvalidParameter) {
        guard v.isFinite, v > 0 else { throw InvalidParameter(key, v, accepted: "a number greater than 0") }
    }
    static func nonNegative(_ key: String, _ v: Double) throws(InvalidParameter) {
        guard v.isFinite, v >= 0 else { throw InvalidParameter(key, v, accepted: "a number of 0 or more") }
    }
    static func finite(_ key: String, _ v: Double) throws(InvalidParameter) {
        guard v.isFinite else { throw InvalidParameter(key, v, accepted: "a finite number") }
    }
    static func within(_ key: String, _ v: Double, _ range: ClosedRange<Double>) throws(InvalidParameter) {
        guard v.isFinite, range.contains(v) else {
            throw InvalidParameter(key, v, accepted: "a number from \(plainNumber(range.lowerBound)) to \(plainNumber(range.upperBound))")
        }
    }
}
