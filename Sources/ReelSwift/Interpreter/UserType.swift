internal import SwiftSyntax

/// A class, struct or enum the file declares, with what its extensions add.
public final class UserType {
    enum Kind { case `class`, `struct`, `enum` }

    /// A stored property: its declared type, initial value and observers.
    struct StoredProperty {
        var name: String
        var type: TypeRef?
        var initializer: ExprSyntax?
        var isConstant: Bool
        var willSet: AccessorDeclSyntax?
        var didSet: AccessorDeclSyntax?
        var isLazy = false
        /// `override var name: T { didSet … }`: observers of the superclass's property, whose
        /// storage stays the superclass's (a world class's, when the class inherits one).
        var isOverride = false
        /// The property wrapper written on it (`@State`, `@Binding`, `@EnvironmentObject`…),
        /// without the `@`; nil when none.
        var wrapper: String?
    }

    /// A computed property: a getter and an optional setter.
    struct ComputedProperty {
        var name: String
        var type: TypeRef?
        var getter: CodeBlockItemListSyntax
        var setter: AccessorDeclSyntax?
    }

    /// An enum case: its raw value expression and associated value labels.
    struct EnumCase {
        var name: String
        var rawValue: ExprSyntax?
        var associatedLabels: [String?]
        var associatedTypes: [TypeRef] = []
        var index: Int
    }

    let name: String
    let kind: Kind
    /// The scope declarations inside the type resolve names in (the file's, or the enclosing type's).
    let scope: Scope
    weak var enclosing: UserType?
    var superclass: UserType?
    /// The world class at the root of the chain (`UIView` for `class BadgeView: UIView`).
    var nativeSuperclass: String?
    /// The first inherited name when it is neither the file's type nor the world's: a
    /// protocol, or a superclass from another module (`ESTabBarItemContentView`), named by
    /// the refusal of a `super` call that needs it.
    var undeclaredInherited: String?
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [Function]] = [:]
    var initializers: [Function] = []
    var staticStored: [String: StoredProperty] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var staticMethods: [String: [Function]] = [:]
    /// Static stored values, evaluated on first use (Swift's statics are lazy).
    var staticValues: [String: Box] = [:]
    var nestedTypes: [String: UserType] = [:]
    var enumCases: [String: EnumCase] = [:]
    var enumCaseOrder: [String] = []
    var rawType: TypeRef?

    init(name: String, kind: Kind, scope: Scope) {
        self.name = name
        self.kind = kind
        self.scope = scope
    }

    /// The chain of this type and its superclasses declared in the file.
    var chain: [UserType] {
        var result: [UserType] = []
        var type: UserType? = self
        while let current = type { result.append(current); type = current.superclass }
        return result
    }

    var rootNativeSuperclass: String? { chain.last?.nativeSuperclass }

    func storedProperty(_ name: String) -> StoredProperty? {
        for type in chain { if let p = type.storedProperties.first(where: { $0.name == name }) { return p } }
        return nil
    }

    func computedProperty(_ name: String) -> (ComputedProperty, UserType)? {
        for type in chain { if let p = type.computedProperties[name] { return (p, type) } }
        return nil
    }

    func methodCandidates(_ name: String) -> [Function] {
        var result: [Function] = []
        var seen = Set<String>()
        for type in chain {
            for method in type.methods[name] ?? [] where seen.insert(method.signature).inserted {
                result.append(method)
            }
        }
        return result
    }

    func nestedType(_ name: String) -> UserType? {
        var type: UserType? = self
        while let current = type {
            for t in current.chain { if let nested = t.nestedTypes[name] { return nested } }
            type = current.enclosing
        }
        return nil
    }

    func isSubtype(of other: UserType) -> Bool { chain.contains { $0 === other } }
}

/// An instance of a class the file declares. A class inheriting from a world class
/// (`BadgeView: UIView`) holds the world's object as its base.
public final class Instance {
    let type: UserType
    var fields: [String: Value] = [:]
    var base: (any NativeValue)?

    init(type: UserType) { self.type = type }
}

/// An instance of a struct the file declares.
public struct StructValue {
    let type: UserType
    var fields: [String: Value]
    /// A SwiftUI view's place in the tree where a view builder made it (the statements it was
    /// made in, outermost first), by which the scene keeps its `@State` (SwiftUIInnerState);
    /// nil for any other struct.
    var identity: [Int]? = nil
    /// The key the scene keeps this view's or view modifier's `@State` under, once a body
    /// evaluation gave it its state; nil before.
    var stateKey: String? = nil
}

/// A case of an enum the file declares, with its associated values.
public struct EnumValue {
    let type: UserType
    let caseName: String
    var payload: [Value]
}
