import ReelSwiftUI
internal import SwiftSyntax

/// A `Namespace` made in code (`Namespace()`, rather than a view's `@Namespace` property): its
/// place in the file is its identity.
struct NamespaceValue: NativeValue, Equatable {
    let id: String
    var typeName: String { "Namespace" }
}

extension WorldType {
    /// `Namespace` [Apple] (…/swiftui/namespace: "A dynamic property type that allows access to
    /// a namespace defined by the persistent identity of the object containing the property");
    /// `wrappedValue` is its `Namespace.ID`, as a view's `@Namespace` property reads.
    static let swiftUINamespace = WorldType(
        name: "Namespace", superclass: nil, summary: "a namespace of matched-geometry ids",
        properties: [WorldProperty(name: "wrappedValue", type: "Namespace.ID", hint: nil, read: { value, _ in
            .native(SwiftUIChoiceValue(typeName: "Namespace.ID", choice: (value as? NamespaceValue)?.id ?? ""))
        }, write: nil)],
        initializers: [.function("init") { a in
            .native(NamespaceValue(id: "Namespace()@\(a.site.node.id)"))
        }])

    /// `MatchedGeometryProperties` [Apple] (…/swiftui/matchedgeometryproperties): `.frame`
    /// (position and size), `.position`, `.size`.
    static let swiftUIMatchedGeometryProperties = WorldType(
        name: "MatchedGeometryProperties", superclass: nil, summary: "what matchedGeometryEffect links (frame, position, size)",
        constants: ["frame", "position", "size"].map { name in
            WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "MatchedGeometryProperties", choice: name)) }
        })
}

enum SwiftUIMatchedGeometryDeclarations {
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (MatchedGeometry.swift):
    /// evaluated where a view of an id is removed and one of the same id and namespace is
    /// inserted in one animated change. `isSource: false` (a view drawn in another's frame
    /// while both are shown) is refused by name.
    static let modifier = WorldMethod.method("matchedGeometryEffect", [
        .arg("id", type: "ID"), .arg("in", type: "Namespace.ID"), .arg("properties", type: "MatchedGeometryProperties", hint: "MatchedGeometryProperties", defaulted: true),
        .arg("anchor", type: "UnitPoint", hint: "UnitPoint", defaulted: true), .arg("isSource", type: "Bool", defaulted: true),
    ], on: SwiftUIViewValue.self) { v, a in
        guard let id = a.value("id"), let namespace = a.value("in")?.nativeOperand as? SwiftUIChoiceValue, namespace.typeName == "Namespace.ID" else {
            throw a.site.mismatch("cannot convert value of type '\(a.value("in")?.typeName ?? "Void")' to expected argument type 'Namespace.ID' (View.matchedGeometryEffect)",
                                  expected: "Namespace.ID", found: a.value("in") ?? .void)
        }
        if try SwiftUIValues.bool(a, "isSource") == false {
            throw a.site.refuse("matchedGeometryEffect(…, isSource: false) is not evaluated (a view drawn in another's frame while both are shown); supported: a view removed and one of the same id inserted in one change, isSource: true", .invalid)
        }
        var properties = MatchedGeometry.Properties.frame
        if let given = a.value("properties") {
            guard let choice = given.nativeOperand as? SwiftUIChoiceValue, choice.typeName == "MatchedGeometryProperties" else {
                throw a.site.mismatch("cannot convert value of type '\(given.typeName)' to expected argument type 'MatchedGeometryProperties' (View.matchedGeometryEffect)",
                                      expected: "MatchedGeometryProperties", found: given)
            }
            properties = choice.choice == "position" ? .position : choice.choice == "size" ? .size : .frame
        }
        let key = namespace.choice + "|" + a.site.interpreter.text(of: id)
        return SwiftUIDeclarations.modified(v, .matchedGeometry(key: key, properties: properties, anchor: try SwiftUIDeclarations.anchor(a.value("anchor"), a)))
    }
}
