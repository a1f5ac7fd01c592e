/// A value refused, at a neutral path: `badge.diameter`, `canvas.scale`, `actions[2].angle`,
/// `pop.popOutRatio`. Each front end renders the path in its own words: the command line as
/// the flag (`--diameter`), a scene file as its place (`scene.yaml:7: badge.diameter`).
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the refused value sits, e.g. `badge.diameter` or `actions[2].angle`.
    public var path: String
    /// The value as given, quoted for a message (cut short, control characters escaped).
    public var value: String
    /// What is accepted instead, e.g. "a number from 0.01 to 10".
    public var accepted: String

    /// A refusal of `value` at `path`, saying what is `accepted`.
    public init(_ path: String, value: String, accepted: String) {
        self.path = path; self.value = value; self.accepted = accepted
    }

    /// A value refusal placed at `path`.
    public init(_ path: String, _ error: ValueError) {
        self.init(path, value: error.value, accepted: error.accepted)
    }

    /// The same refusal one level down: `under("badge")` makes `diameter` `badge.diameter`.
    public func under(_ prefix: String) -> ParameterError {
        var e = self
        e.path = prefix.isEmpty ? path : path.isEmpty ? prefix : "\(prefix).\(path)"
        return e
    }

    /// The last part of the path: the key within its set (`angle` of `actions[2].angle`).
    public var key: String { String(path.split(separator: ".").last ?? Substring(path)) }

    /// "path value: expected accepted", or "path: expected accepted" when no value was given.
    public var description: String { value.isEmpty ? "\(path): expected \(accepted)" : "\(path) \(value): expected \(accepted)" }
}
