import ReelModels

/// One `--set PATH=VALUE`: a scene file's own path (`actions[2].angle`, `canvas.scale`,
/// `host.icon`, `fps`) and the text the file would hold there.
public struct SceneAssignment: Hashable, Sendable {
    /// The scene file's path, e.g. `actions[2].angle`.
    public var path: String
    /// The text the file would hold there.
    public var value: String

    /// An assignment of `value` at `path`.
    public init(path: String, value: String) { self.path = path; self.value = value }

    /// `PATH=VALUE` as the command line gives it; refused with one line naming `--set`.
    public init(argument: String) throws(ExportError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw .invalid(ParameterError("set", value: ParameterText.quoted(argument), accepted: "PATH=VALUE with a scene file's path, e.g. actions[2].angle=0.6 or canvas.scale=3"))
        }
        path = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// `PATH=VALUE`, as `--set` takes it.
    public var argument: String { "\(path)=\(value)" }
}
