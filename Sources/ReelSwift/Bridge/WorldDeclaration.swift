import ReelWorld

/// One world type as the bridge knows it, declared once: its Swift name and superclass, its
/// properties (a key path into the ReelWorld type, a value kind, read-only or not), its
/// methods, initializers and static members (labels, argument kinds, which have defaults).
/// Member lookup, assignment, property types, argument hints, the "supported:" lists of
/// refusals and docs/swift-files.md's table are all read from these declarations
/// (`WorldRegistry`), so a member exists in one place.
/// Immutable once declared (its closures capture only key paths and value kinds), so shared.
/// A class: every member lookup walks a type's superclass chain, and copying a struct of nine
/// fields at each step was a tenth of a millisecond of a Swift file's timeline (issue 38).
final class WorldType: @unchecked Sendable {
    /// The Swift name (`UIView`, `UIView.AnimationOptions`).
    let name: String
    /// The superclass the members of which this type also has (`UILabel` → `UIView`).
    let superclass: String?
    /// Other spellings of the type (`UIViewAnimationOptions` for `UIView.AnimationOptions`).
    let aliases: [String]
    /// One line for the docs' table: what the type is in the world.
    let summary: String
    let properties: [WorldProperty]
    let methods: [WorldMethod]
    let initializers: [WorldMethod]
    let statics: [WorldMethod]
    let constants: [WorldConstant]

    init(name: String, superclass: String?, aliases: [String] = [], summary: String = "",
         properties: [WorldProperty] = [], methods: [WorldMethod] = [], initializers: [WorldMethod] = [],
         statics: [WorldMethod] = [], constants: [WorldConstant] = []) {
        self.name = name
        self.superclass = superclass
        self.aliases = aliases
        self.summary = summary
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.statics = statics
        self.constants = constants
    }
}

/// A property: how to read it from the value and, unless read-only, how to set it.
struct WorldProperty: @unchecked Sendable {
    let name: String
    /// Its Swift type (`CGFloat`, `UIColor?`).
    let type: String
    /// The type `.member` and literal values assigned to it take.
    let hint: String?
    let read: (any NativeValue, WorldBridge) -> Value
    /// nil for a read-only property.
    let write: ((inout any NativeValue, Value, CallSite) throws -> Void)?

    var isReadOnly: Bool { write == nil }

    /// A settable property at `path` into the value (through it, into the ReelWorld object).
    /// The key path is taken as an autoclosure, so it is made the first time the property is
    /// read or set, not when the registry is built: a run uses a few dozen of the hundreds
    /// declared, and making each cost the process ~5 µs at startup (issue 38, item 4). A key
    /// path literal is made once and kept by the runtime, so later calls cost nothing.
    static func stored<V: NativeValue, T>(_ name: String, _ path: @autoclosure @escaping () -> WritableKeyPath<V, T>,
                                          _ kind: ValueKind<T>) -> WorldProperty {
        WorldProperty(name: name, type: kind.name, hint: kind.hint,
                      read: { value, bridge in kind.wrap((value as! V)[keyPath: path()], bridge) },
                      write: { value, newValue, site in
                          var typed = value as! V
                          typed[keyPath: path()] = try kind.read(newValue, "\(typed.typeName).\(name)", site)
                          value = typed
                      })
    }

    /// A read-only property at `path` (made when first read, as `stored`'s).
    static func readOnly<V: NativeValue, T>(_ name: String, _ path: @autoclosure @escaping () -> KeyPath<V, T>,
                                            _ kind: ValueKind<T>) -> WorldProperty {
        WorldProperty(name: name, type: kind.name, hint: kind.hint,
                      read: { value, bridge in kind.wrap((value as! V)[keyPath: path()], bridge) }, write: nil)
    }
}

/// One parameter of a world method or initializer.
struct WorldParameter: Sendable {
    /// The argument label, `_` for none.
    let label: String
    /// Its Swift type (`TimeInterval`, `() -> Void`).
    let type: String
    /// The type a `.member` or literal argument takes; nil where it keeps its own.
    let hint: String?
    /// Whether it may be left out (it has a default).
    let hasDefault: Bool
    /// Whether it takes a closure (an unlabeled trailing closure fills the next such one).
    let isClosure: Bool

    static func arg<T>(_ label: String, _ kind: ValueKind<T>, defaulted: Bool = false) -> WorldParameter {
        WorldParameter(label: label, type: kind.name, hint: kind.hint, hasDefault: defaulted, isClosure: false)
    }

    /// A parameter of a type the bridge reads itself (an option set, a view, any value).
    static func arg(_ label: String, type: String, hint: String? = nil, defaulted: Bool = false) -> WorldParameter {
        WorldParameter(label: label, type: type, hint: hint, hasDefault: defaulted, isClosure: false)
    }

    static func closure(_ label: String, _ type: String = "() -> Void", defaulted: Bool = false) -> WorldParameter {
        WorldParameter(label: label, type: type, hint: nil, hasDefault: defaulted, isClosure: true)
    }
}

/// A method, an initializer (named `init`) or a static function.
struct WorldMethod: @unchecked Sendable {
    let name: String
    let parameters: [WorldParameter]
    /// Runs the call: the receiver (nil for an initializer or a static) and the arguments.
    let call: (_ receiver: (any NativeValue)?, BridgeArguments) throws -> Value

    /// `name(label:label:)`, as Swift names it.
    var signature: String { name + "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    /// An instance method of values of type `V`.
    static func method<V: NativeValue>(_ name: String, _ parameters: [WorldParameter] = [], on _: V.Type,
                                       _ body: @escaping (V, BridgeArguments) throws -> Value) -> WorldMethod {
        WorldMethod(name: name, parameters: parameters) { receiver, arguments in try body(receiver as! V, arguments) }
    }

    /// A static function or an initializer.
    static func function(_ name: String, _ parameters: [WorldParameter] = [],
                         _ body: @escaping (BridgeArguments) throws -> Value) -> WorldMethod {
        WorldMethod(name: name, parameters: parameters) { _, arguments in try body(arguments) }
    }

    /// Whether arguments with these labels fill this method's parameters as Swift matches
    /// them: labels in order, parameters left out only when they have defaults, an unlabeled
    /// trailing closure filling the next closure parameter (SE-0286's forward scan).
    func accepts(_ arguments: [Argument]) -> Bool {
        var p = 0
        for argument in arguments {
            if argument.isTrailingClosure && argument.label == nil {
                while p < parameters.count && !parameters[p].isClosure {
                    guard parameters[p].hasDefault else { return false }
                    p += 1
                }
            } else {
                let label = argument.label ?? "_"
                while p < parameters.count && parameters[p].label != label {
                    guard parameters[p].hasDefault else { return false }
                    p += 1
                }
            }
            guard p < parameters.count else { return false }
            p += 1
        }
        return parameters[p...].allSatisfy(\.hasDefault)
    }

    /// The types of the arguments by label, for `.member` and literal arguments (an unlabeled
    /// one by its position, `_0`).
    var hints: [String: String] {
        var hints: [String: String] = [:]
        for (index, parameter) in parameters.enumerated() {
            guard let hint = parameter.hint else { continue }
            // An optional parameter keeps its `?` so that `.none` there is Optional's case.
            let optional = parameter.type.hasSuffix("?") && !hint.hasSuffix("?")
            hints[parameter.label == "_" ? "_\(index)" : parameter.label] = optional ? hint + "?" : hint
        }
        return hints
    }
}

/// A static value: a constant (`CGRect.zero`, `UIColor.red`, `.curveEaseOut`), a shared
/// instance (`DispatchQueue.main`) or a nested type (`UIView.AnimationOptions`).
struct WorldConstant: @unchecked Sendable {
    let name: String
    /// An instance of the type itself (`DispatchQueue.main`): refusals list its methods through it.
    var isSharedInstance = false
    let make: (WorldBridge) -> Value
}
