import ReelSwiftUI

/// A SwiftUI `Binding` (issue 39): `$isOn` of the content's `@State`, passed down to a view of
/// the file whose `@Binding var isOn` reads and writes it, or `.constant(…)`.
///
/// SwiftUI's semantics [Apple] (…/swiftui/binding: "A property wrapper type that can read and
/// write a value owned by a source of truth"; …/state: "get a binding to a state value by
/// accessing the state's projectedValue, which you get by prefixing the property name with a
/// dollar sign ($)"; …/binding/constant(_:): "A binding to an immutable value"). The scene
/// evaluates the whole tree from the content's `body` on each change, so a view's `@Binding`
/// field holds the bound value as that evaluation read it (and `$name` beside it holds the
/// binding); a change a view makes to it is written to the content's state it projects, as one
/// state change (inside `withAnimation` when the write is). A constant binding ignores writes.
struct SwiftUIBinding: NativeValue {
    /// The value bound, as the body that made the binding read it.
    let value: Value
    /// The content's property it projects; nil for `.constant`.
    let root: String?
    var typeName: String { "Binding" }
    func isEqual(to other: any NativeValue) -> Bool {
        guard let other = other as? SwiftUIBinding else { return false }
        return other.root == root && Value.identical(other.value, value)
    }
}

/// Property wrappers whose property the memberwise initializer does not take: their value
/// comes from the environment or from SwiftUI (…/swiftui/environmentobject, …/environment,
/// …/namespace: "a dynamic property type that allows access to a namespace defined by the
/// persistent identity of the object containing the property").
enum SwiftUIPropertyWrappers {
    static let outsideMemberwise: Set<String> = ["EnvironmentObject", "Environment", "Namespace", "FocusState", "GestureState"]

    /// The value SwiftUI gives such a property when nothing is written: a `@Namespace`'s ID
    /// (one per owner and property); nil for the environment's values, which a view reads
    /// from an ancestor (refused when read: not evaluated).
    static func initialValue(_ wrapper: String?, owner: String, name: String) -> Value? {
        guard wrapper == "Namespace" else { return nil }
        return .native(SwiftUIChoiceValue(typeName: "Namespace.ID", choice: owner + "." + name))
    }
}

extension WorldType {
    static let swiftUIBinding = WorldType(
        name: "Binding", superclass: nil, summary: "a binding to a view's state ($name) or a constant",
        statics: [
            .function("constant", [.arg("_", type: "Value")]) { a in
                .native(SwiftUIBinding(value: a.value(nil) ?? .void, root: nil))
            },
        ])
}

extension WorldBridge {
    /// `$name` inside a view of the file: the binding a `@Binding` field holds, or a new one to
    /// the content's `@State` property `name`; nil when `self` has no such property.
    public func projectedValue(of value: StructValue, property name: String, at site: CallSite) throws -> Value? {
        if let binding = value.fields["$" + name] { return binding }
        guard let field = value.fields[name], let stored = value.type.storedProperty(name) else { return nil }
        guard stored.wrapper == "State" || stored.wrapper == "StateObject" else {
            throw site.refuse("cannot find '$\(name)' in scope ('\(name)' of \(value.type.name) is not a @State property)", .invalid)
        }
        guard swiftUI.isContent(value) else {
            throw site.notEvaluated("$\(name) of \(value.type.name), a view inside the content", supported: ["$name of the content's own @State"])
        }
        return .native(SwiftUIBinding(value: field, root: name))
    }
}
