internal import SwiftSyntax

/// One argument at a call: its label (nil for none), its value, and where it was written.
public struct Argument {
    public var label: String?
    public var value: Value
    /// True for an unlabeled trailing closure, which matches the next function parameter.
    public var isTrailingClosure: Bool
    var syntax: Syntax?
    /// Which parameter of a declared function the argument fills (set by label matching).
    var parameterIndex: Int?

    public init(label: String?, value: Value, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }

    init(label: String?, value: Value, isTrailingClosure: Bool = false, syntax: Syntax?) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
        self.syntax = syntax
    }
}

/// A parameter of a function, method, initializer or closure.
struct Parameter {
    /// The argument label (nil for `_`).
    var label: String?
    /// The name in the body.
    var name: String
    var type: TypeRef?
    var defaultValue: ExprSyntax?
    var isVariadic = false
    var isInout = false
    /// Declared with one name (`newValue: Int`), not a label and a name (`to newValue: Int`,
    /// `_ newValue: Int`): the parameter whose label Swift 2 left out at calls when it came first.
    var hasSingleName = false

    var acceptsClosure: Bool {
        guard let type else { return false }
        if case .function = type.unwrapped { return true }
        return false
    }
}

/// A callable value: a declared function or method, a closure, an initializer, or a built-in.
public final class Function {
    enum Body {
        case function(FunctionDeclSyntax)
        case initializer(InitializerDeclSyntax)
        case closure(ClosureExprSyntax)
        /// A built-in or bridge function: it matches its own arguments.
        case builtin(([Argument], CallSite) throws -> Value)
        /// A getter or setter body (`get { … }` or a computed property's code block).
        case accessor(CodeBlockItemListSyntax)
    }

    let name: String
    let parameters: [Parameter]
    let body: Body
    /// The scope the function was declared in (captures).
    let scope: Scope?
    /// `self` for a method bound to its receiver.
    var receiver: Value?
    /// The type a method, initializer or accessor belongs to (for `super`, statics, nested names).
    var owner: UserType?
    /// The world type an extension method belongs to (`extension UIView`).
    var nativeOwner: String?
    var isStatic = false
    var isMutating = false
    /// Expected types of a built-in's labeled arguments (for `.easeOut`, `[.repeat]`, literals).
    var argumentHints: [String: TypeRef] = [:]
    /// For a built-in with overloads: what no overload takes, by its written labels alone
    /// (`foregroundStyle(_:_:)`, and the forms that are), checked before any argument is
    /// evaluated, so a call no overload takes is refused by its name rather than by the
    /// first implicit member (`.red`) that has no type to be looked up in.
    var labelRefusal: (([Argument]) -> (what: String, supported: [String])?)?
    /// Every overload of a name, when this value stands for them all.
    var overloadSet: OverloadSet?
    /// For a closure: the frame it was created in (its `self` type, for implicit members).
    var capturedFrame: Interpreter.Frame?
    /// For a closure a built-in calls: the type its result has in Swift (`Animation?` for a
    /// phaseAnimator's animation closure), the context of its implicit members (`.spring`).
    var resultHint: TypeRef?
    /// The name used for literals fed through this function's arguments (`shakeWith(duration:)`).
    var displayName: String { name }

    init(name: String, parameters: [Parameter], body: Body, scope: Scope?, owner: UserType? = nil) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.owner = owner
    }

    /// A built-in function with its own argument handling.
    public static func builtin(_ name: String, hints: [String: String] = [:],
                               _ body: @escaping ([Argument], CallSite) throws -> Value) -> Function {
        let function = Function(name: name, parameters: [], body: .builtin(body), scope: nil)
        function.argumentHints = hints.mapValues { $0.hasSuffix("?") ? .optional(.named(String($0.dropLast()))) : .named($0) }
        return function
    }

    /// This function bound to a receiver (a method value).
    func bound(to receiver: Value) -> Function {
        let copy = Function(name: name, parameters: parameters, body: body, scope: scope, owner: owner)
        copy.receiver = receiver
        copy.nativeOwner = nativeOwner
        copy.isStatic = isStatic
        copy.isMutating = isMutating
        copy.argumentHints = argumentHints
        copy.labelRefusal = labelRefusal
        return copy
    }

    /// `name(label:label:)`, as Swift names functions in messages.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
