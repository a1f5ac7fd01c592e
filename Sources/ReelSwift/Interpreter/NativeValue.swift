/// A value of the interpreter's world (UIKit and Core Animation as plain Swift types): what
/// the interpreter needs of it to store, compare and print it. Its members are the world's to
/// give (`NativeWorld.member`), from the world's declarations of its types.
///
/// A view or layer is a class (reference semantics); a `CGRect` is a struct: the existential
/// holding it is copied with the value, so value semantics follow from the Swift type itself.
public protocol NativeValue {
    /// The Swift type name (`UIImageView`, `CGRect`).
    var typeName: String { get }
    /// The type and its superclasses, most specific first, for extensions
    /// (`extension UIView` applies to a `UIImageView`).
    var typeChain: [String] { get }
    /// `==` (value types) or `===` (references).
    func isEqual(to other: any NativeValue) -> Bool
    /// Text for string interpolation and `print`.
    var interpolation: String { get }
    /// A class instance (members set in place, compared by identity) rather than a struct.
    var isReference: Bool { get }
}

extension NativeValue {
    public var typeChain: [String] { [typeName] }
    public var interpolation: String { typeName }
}

extension NativeValue where Self: Equatable {
    /// A value type (CGRect, UIColor, a timing curve) is equal to another of its own type
    /// with equal stored properties, as Swift's synthesized `==` says.
    public func isEqual(to other: any NativeValue) -> Bool { (other as? Self) == self }
}

/// The world's global names, types, constructors and members, as the interpreter asks for
/// them. Each call receives its call site, where a refusal it raises is placed.
public protocol NativeWorld: AnyObject {
    /// A global value or function (`M_PI`, `CACurrentMediaTime`, `host`), or a type name
    /// (`UIView` → `.type(.native("UIView"))`); nil when unknown.
    func global(_ name: String) -> Value?
    /// A static member of a world type (`UIView.animate`, `CGRect.zero`, `UIColor.red`).
    func staticMember(_ name: String, ofType type: String, at site: CallSite) throws -> Value?
    /// `Type(args…)`: a view, a `CGRect`, a `CABasicAnimation`.
    func construct(_ type: String, arguments: [Argument], at site: CallSite) throws -> Value?
    /// A new instance of a world class that a file's class inherits from (`class BadgeView: UIView`),
    /// before its `init` runs; nil when the type is not a class of the world.
    func makeBase(_ type: String, at site: CallSite) throws -> (any NativeValue)?
    /// Converts a value to a world type a declaration names (`let v: UIView.AnimationOptions = [...]`),
    /// nil when it does not apply.
    func coerce(_ value: Value, to type: String, at site: CallSite) throws -> Value?
    /// An instance member of a world value (a property's value or a bound method); nil when
    /// the value's type declares none of that name.
    func member(_ name: String, of value: any NativeValue, at site: CallSite) throws -> Value?
    /// Sets a property of a world value; false when its type declares no such property.
    func setMember(_ name: String, of value: inout any NativeValue, to newValue: Value, at site: CallSite) throws -> Bool
    /// The type of a property (`label.textAlignment = .center` reads `.center` as an
    /// NSTextAlignment); nil when unknown.
    func memberTypeName(_ name: String, of value: any NativeValue) -> String?
    /// The members a world type supports, for refusals' "supported:" lists.
    func supportedMembers(ofType type: String) -> [String]
    /// A value was stored under `name` (a variable or property): `--view NAME=part` binds
    /// the view stored under NAME to that scene part. `site` is the assignment (or declaration).
    func assigned(_ value: Value, toName name: String, at site: CallSite) throws
    /// A top-level statement of the file or of the run has finished: what the statements before
    /// the first one that animates set is the scene's starting state.
    func topLevelStatementEnded() throws
    /// The types of a world type's initializer arguments by label (`CAMediaTimingFunction(name:)`
    /// takes a `CAMediaTimingFunctionName`), for `.member` and literal arguments.
    func constructorHints(_ type: String) -> [String: String]
    /// A struct of the file as one of the world's values, for a member the struct lacks
    /// (a SwiftUI `View` struct's modifiers: `TypingDots().padding()`); nil when it is none.
    func viewValue(of value: StructValue, at site: CallSite) throws -> (any NativeValue)?
    /// `$name` inside a struct of the file: the projected value of its property (a SwiftUI
    /// `@State`'s or `@Binding`'s binding); nil when it has none.
    func projectedValue(of value: StructValue, property name: String, at site: CallSite) throws -> Value?
}

extension NativeWorld {
    public func assigned(_ value: Value, toName name: String, at site: CallSite) throws {}
    public func topLevelStatementEnded() throws {}
    public func constructorHints(_ type: String) -> [String: String] { [:] }
    public func viewValue(of value: StructValue, at site: CallSite) throws -> (any NativeValue)? { nil }
    public func projectedValue(of value: StructValue, property name: String, at site: CallSite) throws -> Value? { nil }
}
