/// A value refused, at a neutral path: `badge.diameter`, `canvas.scale`, `actions[2].angle`,
/// `pop.popOutRatio`. Each front end renders the path in its own words: the command line as
/// the flag (`--diameter`), a scene file as its place (`scene.yaml:7: badge.diameter`).
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the refused value sits, e.g. `badge.diameter` or `actions[2].angle`.
    public var path: String
    /// The value as given, quoted for a message (cut short, control characters escaped).
    public var value: String
    /// What is accepted instead, e.g. "a number from 0.01 to 10", in parts: words, and other
    /// values named by their neutral paths, which each front end names its own way
    /// (`… or give --matte COLOR as the backdrop` on the command line).
    public var acceptedParts: [AcceptedPart]

    /// A part of what is accepted: words, or another value named at its neutral path.
    public enum AcceptedPart: Hashable, Sendable {
        case text(String)
        case value(at: String)
    }

    /// What is accepted, another value named by its neutral path (`encoding.matte`).
    public var accepted: String { accepted(naming: { $0 }) }

    /// What is accepted, each value it names worded by `name` (a flag, a scene path).
    public func accepted(naming name: (String) -> String) -> String {
        acceptedParts.map { part in
            switch part {
            case .text(let text): text
            case .value(let path): name(path)
            }
        }.joined()
    }

    /// A refusal of `value` at `path`, saying what is `accepted`.
    public init(_ path: String, value: String, accepted: String) {
        self.init(path, value: value, accepted: [.text(accepted)])
    }

    /// A refusal of `value` at `path`, saying what is accepted in parts, some of them other
    /// values by their paths.
    public init(_ path: String, value: String, accepted: [AcceptedPart]) {
        self.path = path; self.value = value; self.acceptedParts = accepted
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
