/// `#selector(handleTap(_:))`: the Objective-C method a target-action pair names. Nothing runs
/// when it is made; a gesture recognizer's tap calls the method it names on its target.
public struct SelectorValue: NativeValue, Equatable {
    /// The method as written in `#selector(…)`: `handleTap(_:)`, `self.handleTap`, `Type.handleTap(sender:)`.
    public let name: String

    public var typeName: String { "Selector" }
    public var interpolation: String { name }

    /// The method's base name: the last component before the argument labels (`handleTap`).
    public var baseName: String {
        let head = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
        return head.split(separator: ".").last.map(String.init) ?? head
    }

    /// The argument labels the name spells (`_` as nil); nil when it spells none (`#selector(handleTap)`).
    public var labels: [String?]? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }
}
