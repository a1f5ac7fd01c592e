internal import SwiftSyntax

/// Registering what a file declares before anything runs: types (with their extensions),
/// functions, and the world types extensions add to.
extension Interpreter {
    /// Swift types the interpreter treats as raw-value types of enums, or as protocols a type
    /// may conform to without anything to evaluate.
    static let rawValueTypes: Set<String> = ["Int", "String", "Double", "Float", "CGFloat", "Character"]

    func registerDeclarations(_ items: CodeBlockItemListSyntax, in scope: Scope, enclosing: UserType?) throws {
        var decls: [DeclSyntax] = []
        for item in try compiled(items) { if case .decl(let decl) = item.item { decls.append(decl) } }
        try registerDecls(decls, in: scope, enclosing: enclosing)
    }

    func registerDecls(_ decls: [DeclSyntax], in scope: Scope, enclosing: UserType?) throws {
        // Types first (a class may inherit from one declared further down), then members.
        var pending: [(DeclSyntax, UserType)] = []
        for decl in decls {
            if let type = try createType(decl, in: scope, enclosing: enclosing) { pending.append((decl, type)) }
        }
        for (decl, type) in pending { try fillType(type, from: decl) }
        for decl in decls {
            if let function = decl.as(FunctionDeclSyntax.self) {
                let made = makeFunction(function, in: scope, owner: enclosing)
                defineFunction(made, in: scope)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                try registerExtension(ext, in: scope)
            } else if decl.is(ImportDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
                        || decl.is(VariableDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self)
                        || decl.is(TypeAliasDeclSyntax.self) {
                // Imports and protocols need nothing; variables run in order; `#Preview` is ignored.
                if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    typeAliases[alias.name.unescaped] = TypeRef(alias.initializer.value)
                }
            } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                continue
            } else {
                throw notEvaluated(decl, supported: "classes, structs, enums, extensions, functions, variables")
            }
        }
    }

    func defineFunction(_ function: Function, in scope: Scope) {
        if let box = scope.lookup(function.name), case .overloads(let set) = box.value.overloadSet {
            set.functions.append(function)
        } else {
            let set = OverloadSet(functions: [function])
            scope.define(function.name, value: .function(Function.overloads(function.name, set)))
        }
    }

    private func createType(_ decl: DeclSyntax, in scope: Scope, enclosing: UserType?) throws -> UserType? {
        let name: String
        let kind: UserType.Kind
        // Declared names without the backticks of an escaped keyword, as references are looked
        // up (`struct \`class\``, `case \`default\``: "cannot find 'class' in scope" before).
        if let c = decl.as(ClassDeclSyntax.self) { name = c.name.unescaped; kind = .class }
        else if let s = decl.as(StructDeclSyntax.self) { name = s.name.unescaped; kind = .struct }
        else if let e = decl.as(EnumDeclSyntax.self) { name = e.name.unescaped; kind = .enum }
        else { return nil }
        let type = UserType(name: enclosing.map { "\($0.name).\(name)" } ?? name, kind: kind, scope: scope)
        type.enclosing = enclosing
        if let enclosing { enclosing.nestedTypes[name] = type } else { types[name] = type }
        return type
    }

    private func fillType(_ type: UserType, from decl: DeclSyntax) throws {
        let inherited: [String]
        let members: MemberBlockItemListSyntax
        if let c = decl.as(ClassDeclSyntax.self) {
            inherited = c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            members = c.memberBlock.members
        } else if let s = decl.as(StructDeclSyntax.self) {
            inherited = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            members = s.memberBlock.members
        } else if let e = decl.as(EnumDeclSyntax.self) {
            inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            members = e.memberBlock.members
        } else { return }
        if type.kind == .class, let first = inherited.first {
            if let user = lookupType(first, from: type.enclosing) {
                type.superclass = user
            } else if let world, case .type(.native(let native))? = world.global(first) {
                type.nativeSuperclass = native
            } else {
                // A protocol (conformances need no evaluation), or another module's class.
                type.undeclaredInherited = first
            }
        }
        if type.kind == .enum, let first = inherited.first, Self.rawValueTypes.contains(first) {
            type.rawType = .named(first)
        }
        try addMembers(members, to: type)
    }

    func addMembers(_ declared: MemberBlockItemListSyntax, to type: UserType) throws {
        let members = try compiled(declared)
        let memberScope = type.scope
        var nestedDecls: [DeclSyntax] = []
        for member in members {
            let decl = member.decl
            if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                nestedDecls.append(decl)
            }
        }
        if !nestedDecls.isEmpty {
            var pending: [(DeclSyntax, UserType)] = []
            for decl in nestedDecls {
                if let nested = try createType(decl, in: memberScope, enclosing: type) { pending.append((decl, nested)) }
            }
            for (decl, nested) in pending { try fillType(nested, from: decl) }
        }
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                try addProperty(variable, to: type)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let made = makeFunction(function, in: memberScope, owner: type)
                if made.isStatic { type.staticMethods[made.name, default: []].append(made) }
                else { type.methods[made.name, default: []].append(made) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let made = Function(name: "init", parameters: parameters(initializer.signature.parameterClause),
                                    body: .initializer(initializer), scope: memberScope, owner: type)
                type.initializers.append(made)
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                    type.enumCases[element.name.unescaped] = UserType.EnumCase(
                        name: element.name.unescaped, rawValue: element.rawValue?.value,
                        associatedLabels: labels,
                        associatedTypes: element.parameterClause?.parameters.map { TypeRef($0.type) } ?? [],
                        index: type.enumCaseOrder.count)
                    type.enumCaseOrder.append(element.name.unescaped)
                }
            } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                        || decl.is(DeinitializerDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) {
                continue
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                typeAliases[alias.name.unescaped] = TypeRef(alias.initializer.value)
            } else {
                throw notEvaluated(decl, supported: "properties, methods, initializers, enum cases and nested types")
            }
        }
    }

    private func addProperty(_ variable: VariableDeclSyntax, to type: UserType) throws {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        let isConstant = variable.bindingSpecifier.text == "let"
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw notEvaluated(binding.pattern, supported: "one name per property")
            }
            let name = identifier.identifier.unescaped
            let declared = binding.typeAnnotation.map { TypeRef($0.type) }
            var stored = UserType.StoredProperty(name: name, type: declared, initializer: binding.initializer?.value,
                                                 isConstant: isConstant, isLazy: isLazy)
            stored.isOverride = variable.modifiers.contains { $0.name.text == "override" }
            stored.wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }.first
            var computed: UserType.ComputedProperty?
            if let accessorBlock = binding.accessorBlock {
                switch accessorBlock.accessors {
                case .getter(let body):
                    computed = UserType.ComputedProperty(name: name, type: declared, getter: body, setter: nil)
                case .accessors(let list):
                    for accessor in list {
                        switch accessor.accessorSpecifier.text {
                        case "get":
                            computed = UserType.ComputedProperty(name: name, type: declared,
                                                                 getter: accessor.body?.statements ?? [], setter: computed?.setter)
                        case "set":
                            computed?.setter = accessor
                            if computed == nil {
                                computed = UserType.ComputedProperty(name: name, type: declared, getter: [], setter: accessor)
                            }
                        case "willSet": stored.willSet = accessor
                        case "didSet": stored.didSet = accessor
                        default: throw notEvaluated(accessor, supported: "get, set, willSet, didSet")
                        }
                    }
                @unknown default:
                    throw notEvaluated(accessorBlock, supported: "get, set, willSet, didSet")
                }
            }
            if let computed {
                if isStatic { type.staticComputed[name] = computed } else { type.computedProperties[name] = computed }
            } else if isStatic {
                type.staticStored[name] = stored
            } else {
                type.storedProperties.append(stored)
            }
        }
    }

    /// Value types of the standard library (and CGFloat) whose extensions are evaluated.
    static let extensibleValueTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "String", "Bool"]

    private func registerExtension(_ ext: ExtensionDeclSyntax, in scope: Scope) throws {
        let name = ext.extendedType.trimmedText
        if let type = lookupType(name, from: nil) {
            try addMembers(ext.memberBlock.members, to: type)
            return
        }
        // The standard library's value types the code extends (`extension CGFloat { var
        // degreesToRadians … }`): their members are found by the value's type name.
        let native: String
        if Self.extensibleValueTypes.contains(name) {
            native = name
        } else if let world, case .type(.native(let found))? = world.global(name.split(separator: ".").first.map(String.init) ?? name) {
            native = found
        } else {
            throw refusal("extension of '\(name)' is not evaluated (supported: extensions of the file's types and of UIKit and Core Animation types)", at: ext.extendedType,
                          kind: .notEvaluated(supported: ["extensions of the file's types and of UIKit and Core Animation types"]))
        }
        let key = name.contains(".") ? name : native
        let holder = nativeExtensions[key] ?? UserType(name: key, kind: .class, scope: scope)
        nativeExtensions[key] = holder
        try addMembers(ext.memberBlock.members, to: holder)
        for list in holder.methods.values { for method in list { method.nativeOwner = key } }
        for list in holder.staticMethods.values { for method in list { method.nativeOwner = key } }
    }

    func makeFunction(_ decl: FunctionDeclSyntax, in scope: Scope, owner: UserType?) -> Function {
        let function = Function(name: decl.name.unescaped, parameters: parameters(decl.signature.parameterClause),
                                body: .function(decl), scope: scope, owner: owner)
        function.isStatic = decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        function.isMutating = decl.modifiers.contains { $0.name.text == "mutating" }
        return function
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.unescaped
            var type = TypeRef(parameter.type)
            var isInout = false
            if let attributed = parameter.type.as(AttributedTypeSyntax.self),
               attributed.specifiers.contains(where: { $0.trimmedText == "inout" }) {
                isInout = true
                type = TypeRef(attributed.baseType)
            }
            return Parameter(label: first == "_" ? nil : first, name: parameter.secondName?.unescaped ?? first,
                             type: type, defaultValue: parameter.defaultValue?.value,
                             isVariadic: parameter.ellipsis != nil, isInout: isInout,
                             hasSingleName: parameter.secondName == nil && first != "_")
        }
    }

    /// A type by (possibly dotted) name, from inside `type` (nested names first) or the file.
    func lookupType(_ name: String, from type: UserType?) -> UserType? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        var found: UserType? = type?.nestedType(first) ?? types[first]
        for part in parts.dropFirst() { found = found?.nestedType(part) }
        return found
    }
}

/// Functions of one name declared in one scope (overloads told apart by argument labels).
final class OverloadSet {
    var functions: [Function]
    init(functions: [Function]) { self.functions = functions }
}

extension Function {
    /// A value standing for every overload of a name.
    static func overloads(_ name: String, _ set: OverloadSet) -> Function {
        let function = Function(name: name, parameters: [], body: .builtin({ _, _ in .void }), scope: nil)
        function.overloadSet = set
        return function
    }
}

extension Value {
    enum OverloadLookup { case overloads(OverloadSet), none }
    var overloadSet: OverloadLookup {
        if case .function(let f) = self, let set = f.overloadSet { return .overloads(set) }
        return .none
    }
}
