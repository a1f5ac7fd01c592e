internal import SwiftSyntax

/// A type annotation as written, reduced to what evaluation needs: which number type a literal
/// becomes, whether `nil` is allowed, and the base of an implicit member expression (`.zero`).
public indirect enum TypeRef: Equatable, CustomStringConvertible {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef])
    case function

    init(_ syntax: TypeSyntax) {
        if let ident = syntax.as(IdentifierTypeSyntax.self) {
            let name = ident.name.text
            if name == "Array", let arg = ident.genericArgumentClause?.arguments.first,
               case .type(let t) = arg.argument {
                self = .array(TypeRef(t)); return
            }
            if name == "Optional", let arg = ident.genericArgumentClause?.arguments.first,
               case .type(let t) = arg.argument {
                self = .optional(TypeRef(t)); return
            }
            self = .named(name)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            self = .named(member.baseType.trimmedText + "." + member.name.text)
        } else if let opt = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(TypeRef(opt.wrappedType))
        } else if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeRef(iuo.wrappedType))
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = .array(TypeRef(array.element))
        } else if let dict = syntax.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeRef(dict.key), TypeRef(dict.value))
        } else if let tuple = syntax.as(TupleTypeSyntax.self) {
            let items = tuple.elements.map { TypeRef($0.type) }
            self = items.count == 1 ? items[0] : .tuple(items)
        } else if syntax.is(FunctionTypeSyntax.self) {
            self = .function
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeRef(attributed.baseType)
        } else {
            self = .named(syntax.trimmedText)
        }
    }

    public var description: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .tuple(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
        case .function: return "function"
        }
    }

    /// The type with optionality removed (the base for `.zero` in a `CGRect?` context).
    var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The canonical numeric name of the type: aliases of `Double` resolve to it.
    var numericName: String? {
        guard case .named(let name) = self else { return nil }
        switch name {
        case "Double", "TimeInterval", "CFTimeInterval", "Float64": return "Double"
        case "CGFloat": return "CGFloat"
        case "Float", "Float32": return "Float"
        case "Int": return "Int"
        default: return nil
        }
    }
}
