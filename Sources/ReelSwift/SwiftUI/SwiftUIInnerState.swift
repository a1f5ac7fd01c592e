/// The `@State` of the views inside the content and of `ViewModifier`s (issue 39), kept by
/// each one's place in the tree as SwiftUI keeps it.
///
/// SwiftUI's semantics [Apple]: "SwiftUI manages the property's storage" and a view reads its
/// state from that storage, not from the struct that declares it (…/swiftui/state); the
/// storage lives as long as the view's identity, which is its place in the hierarchy for views
/// the code's structure tells apart (WWDC21 "Demystify SwiftUI": "the lifetime of state is
/// tied to the lifetime of the view's identity"; structural identity). So a view's `@State`
/// survives its parent's re-evaluation (the new struct's initial values are ignored), starts
/// from the initial values where a view first appears, and is discarded when the view leaves
/// the tree.
///
/// The place is the chain of view-builder statements that made the view (its
/// `StructValue.identity`, else the statements being evaluated when its body is), its type,
/// the ids of the `ForEach` elements it was made for (`ViewBuilderState.elements`: SwiftUI
/// identifies a `ForEach`'s elements by their ids, so a row's state moves with its element
/// when the data is reordered, and an element inserted before it does not take it), and, for
/// a place that still makes several views (a constant range's `ForEach`, known by offset as
/// SwiftUI knows it), the order they were made in.
struct SwiftUIInnerState {
    /// The `@State` values of each place evaluated, by its key.
    private var values: [String: [String: Value]] = [:]
    /// The places the body being evaluated has used, and how many views each made.
    private var made: [String: Int] = [:]
    private var visited: Set<String> = []

    /// The names of the properties of `type` whose storage SwiftUI keeps.
    static func stateNames(of type: UserType) -> [String] {
        type.chain.flatMap(\.storedProperties).filter { $0.wrapper == "State" || $0.wrapper == "StateObject" }.map(\.name)
    }

    /// A body evaluation begins.
    mutating func begin() {
        made = [:]
        visited = []
    }

    /// A body evaluation ended: the state of places it no longer has is discarded.
    mutating func end() {
        values = values.filter { visited.contains($0.key) }
    }

    /// The names of the `@Namespace` properties of `type`.
    static func namespaceNames(of type: UserType) -> [String] {
        type.chain.flatMap(\.storedProperties).filter { $0.wrapper == "Namespace" }.map(\.name)
    }

    /// `view` with the `@State` its place keeps (its own initial values the first time, kept
    /// from then on), and the key it is kept under; its `@Namespace`s are its place's.
    /// `elements` is the `ForEach` element ids it was made for (`ViewBuilderState.elementsPlace`).
    mutating func restoring(_ view: StructValue, path: [Int], elements: String) -> StructValue {
        let names = Self.stateNames(of: view.type), namespaces = Self.namespaceNames(of: view.type)
        guard !names.isEmpty || !namespaces.isEmpty else { return view }
        let place = view.type.name + "@" + (view.identity ?? path).map(String.init).joined(separator: ".") + elements
        let index = made[place, default: 0]
        made[place] = index + 1
        let key = index == 0 ? place : place + "#\(index)"
        var restored = view
        // [Apple] (…/swiftui/namespace: "a namespace defined by the persistent identity of the
        // object containing the property"): two views of one type at two places have two
        // namespaces, so their matched ids never pair with each other's.
        for name in namespaces { restored.fields[name] = .native(SwiftUIChoiceValue(typeName: "Namespace.ID", choice: key + "." + name)) }
        guard !names.isEmpty else { return restored }
        visited.insert(key)
        restored.stateKey = key
        if let kept = values[key] {
            for (name, value) in kept { restored.fields[name] = value }
        } else {
            values[key] = Dictionary(uniqueKeysWithValues: names.compactMap { name in view.fields[name].map { (name, $0) } })
        }
        return restored
    }

    /// The state kept, by place, each value as `text` prints it.
    func description(_ text: (Value) -> String) -> String {
        values.keys.sorted().map { key in
            key + "(" + values[key]!.keys.sorted().map { "\($0): \(text(values[key]![$0]!))" }.joined(separator: ", ") + ")"
        }.joined(separator: " ")
    }

    /// An action of `view` ran: the `@State` values it changed are kept; whether it changed any.
    mutating func changed(_ view: StructValue) -> Bool {
        guard let key = view.stateKey, var kept = values[key] else { return false }
        var changed = false
        for (name, value) in kept {
            guard let now = view.fields[name], !Value.identical(now, value) else { continue }
            kept[name] = now
            changed = true
        }
        values[key] = kept
        return changed
    }
}
