/// A value of the interpreter's world (UIKit and Core Animation as plain Swift types), as the
/// bridge presents it: members by name, set by name, and the class chain extensions attach to.
///
/// A view or layer is a class (reference semantics); a `CGRect` is a struct: the existential
/// holding it is copied with the value, so value semantics follow from the Swift type itself.
public protocol NativeValue {
    /// The Swift type name (`UIImageView`, `CGRect`).
    var typeName: String { get }
    /// The type and its superclasses, most specific first, for extensions
    /// (`extension UIView` applies to a `UIImageView`).
    var typeChain: [String] { get }
    /// A property or a bound method by name; nil when the world has no such member.
    func member(_ name: String, in context: CallContext) throws -> Value?
    /// Sets a property; false when the world has no such settable member.
    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool
    /// `==` (value types) or `===` (references).
    func isEqual(to other: any NativeValue) -> Bool
    /// Text for string interpolation and `print`.
    var interpolation: String { get }
    /// The type of a settable property, for `.member` values assigned to it
    /// (`label.textAlignment = .center`); nil when unknown.
    func memberTypeName(_ name: String) -> String?
    /// A class instance (members set in place, compared by identity) rather than a struct.
    var isReference: Bool { get }
}

extension NativeValue {
    public var typeChain: [String] { [typeName] }
    public var interpolation: String { typeName }
    public func memberTypeName(_ name: String) -> String? { nil }
}

/// The world's global names, types and constructors, as the interpreter asks for them.
public protocol NativeWorld: AnyObject {
    /// A global value or function (`M_PI`, `CACurrentMediaTime`, `host`), or a type name
    /// (`UIView` → `.type(.native("UIView"))`); nil when unknown.
    func global(_ name: String) -> Value?
    /// A static member of a world type (`UIView.animate`, `CGRect.zero`, `UIColor.red`).
    func staticMember(_ name: String, ofType type: String, in context: CallContext) throws -> Value?
    /// `Type(args…)`: a view, a `CGRect`, a `CABasicAnimation`.
    func construct(_ type: String, arguments: [Argument], in context: CallContext) throws -> Value?
    /// A new instance of a world class that a file's class inherits from (`class BadgeView: UIView`),
    /// before its `init` runs; nil when the type is not a class of the world.
    func makeBase(_ type: String, in context: CallContext) throws -> (any NativeValue)?
    /// Converts a value to a world type a declaration names (`let v: UIView.AnimationOptions = [...]`),
    /// nil when it does not apply.
    func coerce(_ value: Value, to type: String, in context: CallContext) throws -> Value?
    /// The members a world type supports, for refusals' "supported:" lists.
    func supportedMembers(ofType type: String) -> [String]
    /// A value was stored under `name` (a variable or property): `--view NAME=part` binds
    /// the view stored under NAME to that scene part.
    func assigned(_ value: Value, toName name: String) throws
    /// A top-level statement of the file or of the run has finished: what the statements before
    /// the first one that animates set is the scene's starting state.
    func topLevelStatementEnded() throws
    /// The types of a world type's initializer arguments by label (`CAMediaTimingFunction(name:)`
    /// takes a `CAMediaTimingFunctionName`), for `.member` and literal arguments.
    func constructorHints(_ type: String) -> [String: String]
}

extension NativeWorld {
    public func assigned(_ value: Value, toName name: String) throws {}
    public func topLevelStatementEnded() throws {}
    public func constructorHints(_ type: String) -> [String: String] { [:] }
}
