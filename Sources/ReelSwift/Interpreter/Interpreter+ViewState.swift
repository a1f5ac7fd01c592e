extension Interpreter {
    /// Whether `self` of a method on `receiver` may be assigned although the method is not
    /// `mutating`: a SwiftUI `View` struct's (one declaring `body`) or a `ViewModifier`'s. Its `@State` and `@Binding`
    /// properties have nonmutating setters [Apple] (…/swiftui/state/wrappedvalue: `{ get
    /// nonmutating set }`), so a view's plain method changes its state (`func start() { dots
    /// += 1 }`). Property wrappers are not tracked here, so any stored property of a view may be
    /// assigned so; code the compiler accepts assigns only its state that way.
    static func hasNonmutatingState(_ receiver: Value) -> Bool {
        guard case .structValue(let value) = receiver else { return false }
        // A `ViewModifier`'s `@State` is the same property wrapper: its setter is nonmutating too.
        return value.type.computedProperty("body") != nil
            || value.type.methodCandidates("body").contains { $0.parameters.map(\.label) == ["content"] }
    }
}
