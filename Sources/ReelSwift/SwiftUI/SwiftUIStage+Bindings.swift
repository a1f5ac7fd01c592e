import ReelSwiftUI

extension SwiftUIStage {
    /// Whether `value` is the content as its `body` is being evaluated (a `$name` of it binds
    /// the content's own state).
    func isContent(_ value: StructValue) -> Bool { value.type === contentType }

    /// A view inside the content (or a view modifier) changed its own fields (an action of it
    /// ran with `self`): its `@State` is kept for its place (SwiftUIInnerState), and each
    /// `@Binding` field whose value differs from what its binding read is written to the
    /// content's state the binding projects; either is one state change, evaluating the
    /// content's body again. A change of anything else is not evaluated: counted, so a run
    /// that moves nothing because of it is refused naming it (SwiftUIScene).
    func nestedChanged(_ view: StructValue, at time: Double, change: CallSite) throws {
        let interpreter = change.interpreter
        let stateChanged = innerState.changed(view)
        var writes: [(String, Value)] = []
        var wroteConstant = false
        for (key, field) in view.fields where key.hasPrefix("$") {
            guard let binding = field.nativeOperand as? SwiftUIBinding, let now = view.fields[String(key.dropFirst())] else { continue }
            if Value.identical(now, binding.value) { continue }
            // A constant binding ignores writes [Apple] (…/binding/constant(_:)): no change.
            if let root = binding.root { writes.append((root, now)) } else { wroteConstant = true }
        }
        if writes.isEmpty, !stateChanged {
            if !wroteConstant { ignoredNestedChanges.append(view.type.name) }
            return
        }
        // A view value's modifier changed its state: the value is evaluated again (it has no
        // state of its own for a binding to write).
        if contentIsViewValue, let site = outside?.site {
            try refresh(at: time, site: site)
            return
        }
        guard let contentName, var content = latestContent else { return }
        for (root, value) in writes { content.fields[root] = value }
        if !hasOutside { interpreter.globals.lookup(contentName)?.value = .structValue(content) }
        try assigned(.structValue(content), toName: contentName, at: time, change: change)
    }
}
