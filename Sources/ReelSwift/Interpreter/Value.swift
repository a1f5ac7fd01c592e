/// A value of the evaluated Swift.
///
/// Numbers keep the Swift type the code gave them, so `Float` arithmetic rounds as `Float` does
/// on a device. A literal with no type from its context yet stays `intLiteral`/`floatLiteral`
/// and takes the type of what it meets (`2 * width` is a `CGFloat` when `width` is), as Swift's
/// type checker would decide. Optionals are flat: `nilValue` is `nil`, any other value is present.
public enum Value {
    case void
    case nilValue
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// `CGFloat` is a `Double` on every 64-bit platform UIKit runs on.
    case cgFloat(Double)
    case float(Float)
    case intLiteral(Int)
    /// An untyped float literal: its text, read as `Double` and (exactly, from the text) as `Float`.
    case floatLiteral(Double, Float)
    case string(String)
    case array([Value])
    case dictionary(DictionaryValue)
    case tuple([Value], [String?])
    case range(Int, Int, closed: Bool)
    case function(Function)
    /// An instance of a class the file declares (reference semantics).
    case object(Instance)
    /// An instance of a struct the file declares (value semantics).
    case structValue(StructValue)
    case enumValue(EnumValue)
    /// A type used as a value (`Constants`, `UIView`, `CGRect`), for static members and initializers.
    case type(TypeValue)
    /// A value of the bridge's world: a view, a layer, a `CGRect`.
    case native(any NativeValue)

    /// The Swift type name, for messages and for implicit member expressions (`.zero`).
    public var typeName: String {
        switch self {
        case .void: return "Void"
        case .nilValue: return "nil"
        case .bool: return "Bool"
        case .int, .intLiteral: return "Int"
        case .double, .floatLiteral: return "Double"
        case .cgFloat: return "CGFloat"
        case .float: return "Float"
        case .string: return "String"
        case .array(let items): return "[\(items.first?.typeName ?? "Any")]"
        case .dictionary: return "Dictionary"
        case .tuple(let items, _): return "(" + items.map(\.typeName).joined(separator: ", ") + ")"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .function: return "function"
        case .object(let instance): return instance.type.name
        case .structValue(let value): return value.type.name
        case .enumValue(let value): return value.type.name
        case .type(let type): return type.name + ".Type"
        case .native(let native): return native.typeName
        }
    }

    var isNil: Bool { if case .nilValue = self { return true } else { return false } }

    /// The number as a `Double`, whatever its Swift type (nil when it is not a number).
    public var doubleValue: Double? {
        switch self {
        case .int(let v), .intLiteral(let v): return Double(v)
        case .double(let v), .cgFloat(let v), .floatLiteral(let v, _): return v
        case .float(let v): return Double(v)
        default: return nil
        }
    }

    /// The value a literal takes where nothing gives it a type (`let n = 6` is an `Int`).
    var defaulted: Value {
        switch self {
        case .intLiteral(let v): return .int(v)
        case .floatLiteral(let v, _): return .double(v)
        case .array(let items): return .array(items.map(\.defaulted))
        case .tuple(let items, let labels): return .tuple(items.map(\.defaulted), labels)
        default: return self
        }
    }
}

/// A dictionary with its insertion order (iteration order is unspecified in Swift; keeping
/// the order written makes evaluation repeatable).
public struct DictionaryValue {
    var keys: [Value] = []
    var values: [Value] = []

    func index(of key: Value) -> Int? { keys.firstIndex { Value.identical($0, key) } }
}

/// A type as a value: one the file declares, or one of the bridge's world by name.
public enum TypeValue {
    case user(UserType)
    case native(String)

    var name: String {
        switch self {
        case .user(let type): return type.name
        case .native(let name): return name
        }
    }
}

extension Value {
    /// `==` for the values Swift compares: numbers (after literal adoption), strings, bools,
    /// enums, nil, and references by identity (`===`) for class instances.
    static func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.nilValue, .nilValue): return true
        case (.nilValue, _), (_, .nilValue): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.int(let x), .int(let y)), (.intLiteral(let x), .intLiteral(let y)),
             (.int(let x), .intLiteral(let y)), (.intLiteral(let x), .int(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.enumValue(let x), .enumValue(let y)):
            return x.type === y.type && x.caseName == y.caseName && x.payload.count == y.payload.count
                && zip(x.payload, y.payload).allSatisfy { identical($0, $1) }
        case (.object(let x), .object(let y)): return x === y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
        case (.tuple(let x, _), .tuple(let y, _)): return x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)): return a1 == a2 && b1 == b2 && c1 == c2
        case (.native(let x), .native(let y)): return x.isEqual(to: y)
        default:
            if let x = a.doubleValue, let y = b.doubleValue { return x == y }
            return false
        }
    }
}
