/// A variable's storage: closures capture the box, so they see later assignments (as Swift's
/// closures capture variables by reference).
final class Box {
    var value: Value
    let isConstant: Bool
    let type: TypeRef?
    /// A `let` declared without a value, assigned once later.
    var isInitialized: Bool

    init(_ value: Value, isConstant: Bool, type: TypeRef?, isInitialized: Bool = true) {
        self.value = value
        self.isConstant = isConstant
        self.type = type
        self.isInitialized = isInitialized
    }
}

/// A lexical scope: a block, a function body, a closure, the file.
final class Scope {
    private var names: [String: Box] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Box? {
        var scope: Scope? = self
        while let current = scope {
            if let box = current.names[name] { return box }
            scope = current.parent
        }
        return nil
    }

    /// How many scopes out from this one `name` is declared (0: here), nil when nowhere.
    func distance(to name: String) -> Int? {
        var scope: Scope? = self
        var hops = 0
        while let current = scope {
            if current.names[name] != nil { return hops }
            scope = current.parent
            hops += 1
        }
        return nil
    }

    func define(_ name: String, _ box: Box) { names[name] = box }

    func define(_ name: String, value: Value, isConstant: Bool = true, type: TypeRef? = nil) {
        names[name] = Box(value, isConstant: isConstant, type: type)
    }

    func hasLocal(_ name: String) -> Bool { names[name] != nil }

    /// This scope's own `var`s, by name (a sleeping task's state: EvaluationPosition).
    func variables() -> [(String, Box)] {
        names.filter { !$0.value.isConstant }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
