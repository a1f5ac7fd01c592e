/// One option of an option group and the declaration whose text it holds: the property by
/// key path, so a renamed property is a compile error rather than a flag whose value
/// silently stops reaching its parameter (as it did when the groups were read by `Mirror`,
/// by their property names). Each group lists its own (`fields`), in its options' order;
/// `OptionFieldTests` checks every option is listed and every listed one is read.
enum ParameterField<Group> {
    /// An option holding the text as typed, nil when not given.
    case text(String, KeyPath<Group, String?>)
    /// A flag: "true" when given.
    case toggle(String, KeyPath<Group, Bool>)

    /// The declaration's name (`maxCount`).
    var name: String {
        switch self {
        case .text(let name, _), .toggle(let name, _): name
        }
    }

    /// The text given in `group`, nil when not given.
    func text(in group: Group) -> String? {
        switch self {
        case .text(_, let path): group[keyPath: path]
        case .toggle(_, let path): group[keyPath: path] ? "true" : nil
        }
    }
}
