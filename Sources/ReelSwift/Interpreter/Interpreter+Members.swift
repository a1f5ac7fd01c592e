internal import SwiftSyntax

/// Names and members: scopes, implicit `self`, statics and nested types, the file's types,
/// the built-ins, then the world; instance members of the file's types, of extensions, of the
/// world's values.
extension Interpreter {
    func lookupName(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        // Swift looks a name up in the member's own scopes, then among `self`'s members, then
        // outside the type: a method named like a variable of the file or the run (`bounce`
        // beside `let bounce = BounceItemAnimation()`) is the method inside the type.
        if let hops = scope.distance(to: name), let selfHops = scope.distance(to: "self"), hops > selfHops,
           let selfBox = scope.lookup("self"), try hasMember(selfBox.value, name, at: node) {
            return try member(of: selfBox.value, name, at: node)
        }
        if let box = scope.lookup(name) {
            guard box.isInitialized else { throw refusal("constant '\(name)' used before being initialized", at: node) }
            return box.value
        }
        if let selfBox = scope.lookup("self"), try hasMember(selfBox.value, name, at: node) {
            return try member(of: selfBox.value, name, at: node)
        }
        let owner = frame.owner
        if let owner {
            var type: UserType? = owner
            while let current = type {
                // A subclass sees its superclasses' statics and nested types unqualified.
                for inherited in current.chain {
                    if let value = try staticMemberIfAny(of: inherited, name, at: node) { return value }
                }
                type = current.enclosing
            }
        }
        if let nativeOwner = frame.nativeOwner, let holder = nativeExtensions[nativeOwner],
           let value = try staticMemberIfAny(of: holder, name, at: node) {
            return value
        }
        if let type = types[name] { return .type(.user(type)) }
        if let alias = typeAliases[name] { return .type(.native(alias.description)) }
        if let builtin = try builtinGlobal(name) { return builtin }
        if let world, let value = world.global(name) { return value }
        // `$isOn`: the projected value of `self`'s property (a SwiftUI binding).
        if name.hasPrefix("$"), let world, case .structValue(let s)? = scope.lookup("self")?.value,
           let projected = try world.projectedValue(of: s, property: String(name.dropFirst()), at: CallSite(node, self)) {
            return projected
        }
        throw refusal("cannot find '\(name)' in scope", at: node)
    }

    /// Whether `value` has an instance member `name` (for implicit `self`).
    func hasMember(_ value: Value, _ name: String, at node: some SyntaxProtocol) throws -> Bool {
        switch value {
        case .object(let instance):
            if instance.fields[name] != nil || instance.type.storedProperty(name) != nil { return true }
            if instance.type.computedProperty(name) != nil || !instance.type.methodCandidates(name).isEmpty { return true }
            if let base = instance.base {
                if extensionMember(base.typeChain, name) != nil { return true }
                return try world?.member(name, of: base, at: CallSite(node, self)) != nil
            }
            return false
        case .structValue(let s):
            return s.fields[name] != nil || s.type.computedProperty(name) != nil || !s.type.methodCandidates(name).isEmpty
        case .enumValue(let e):
            return name == "rawValue" || e.type.computedProperty(name) != nil || !e.type.methodCandidates(name).isEmpty
        case .native(let n):
            if extensionMember(n.typeChain, name) != nil { return true }
            return try world?.member(name, of: n, at: CallSite(node, self)) != nil
        default:
            return false
        }
    }

    /// An extension's method or computed property on a world type's chain.
    func extensionMember(_ chain: [String], _ name: String) -> (UserType, Bool)? {
        for typeName in chain {
            guard let holder = nativeExtensions[typeName] else { continue }
            if holder.computedProperties[name] != nil { return (holder, true) }
            if holder.methods[name] != nil { return (holder, false) }
        }
        return nil
    }

    func evaluateMember(_ member: MemberAccessExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return try implicitMember(name, hint: hint, at: member)
        }
        if base.is(SuperExprSyntax.self) {
            return try superMember(name, in: scope, at: member)
        }
        // An implicit member chain (`.caption2.bold()`, `.easeInOut.repeatForever()`) takes
        // its base's type from the context, as Swift's does (SE-0287).
        let value = try evaluate(base, in: scope, hint: Self.startsImplicitChain(base) ? hint : nil)
        if value.isNil {
            throw refusal("value of optional type must be unwrapped to refer to member '\(name)'; use '?.' or '!'", at: member)
        }
        return try self.member(of: value, name, at: member)
    }

    /// Whether `expr` is an implicit member expression, or a chain of members and calls on one.
    static func startsImplicitChain(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return startsImplicitChain(base)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return startsImplicitChain(call.calledExpression) }
        return false
    }

    /// SwiftUI's `Material`s [Apple] (…/swiftui/material).
    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]

    /// `.zero`, `.easeInOut`, `.pi`: a static member of the type the context expects.
    func implicitMember(_ name: String, hint: TypeRef?, at node: some SyntaxProtocol) throws -> Value {
        // Where an optional is expected, `.none` is `Optional.none`, nil (`.animation(.none)`):
        // Swift looks implicit members up in `Optional` itself first, and warns "assuming you
        // mean 'Optional<T>.none'" even when `T` has a `none` of its own (Swift 5.4 and later).
        if name == "none", case .optional? = hint { return .nilValue }
        guard let type = hint.map({ resolveAlias($0.unwrapped) }) else {
            // A SwiftUI material names itself: its blur and tint are not published
            // (docs/swiftui.md), so it is refused as what it is, not as a member without a type.
            if Self.materials.contains(name) {
                throw refusal("'.\(name)' (a SwiftUI Material) is not evaluated: a material's blur and tint are not published", at: node,
                              kind: .notEvaluated(supported: []))
            }
            throw refusal("cannot infer contextual base in reference to member '\(name)'", at: node)
        }
        var typeName: String
        switch type {
        case .named(let n): typeName = n
        case .array(let element):
            guard case .named(let n) = element.unwrapped else { fallthrough }
            typeName = n
        default:
            throw refusal("cannot infer contextual base in reference to member '\(name)'", at: node)
        }
        if let numeric = TypeRef.named(typeName).numericName { typeName = numeric }
        let typeValue: Value = lookupType(typeName, from: frame.owner).map { .type(.user($0)) } ?? .type(.native(typeName))
        return try member(of: typeValue, name, at: node)
    }

    private func superMember(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        guard let selfValue = scope.lookup("self")?.value, let owner = frame.owner else {
            throw refusal("'super' outside a class member", at: node)
        }
        if let superclass = owner.superclass {
            if let method = superclass.methodCandidates(name).first {
                return .function(method.bound(to: selfValue))
            }
            if case .object(let instance) = selfValue, instance.fields[name] != nil { return instance.fields[name]! }
        }
        if case .object(let instance) = selfValue, let base = instance.base,
           let value = try world?.member(name, of: base, at: CallSite(node, self)) {
            return value
        }
        if owner.rootNativeSuperclass == nil, let other = owner.chain.last?.undeclaredInherited {
            throw undeclaredSuperclass(other, of: owner, at: node)
        }
        throw refusal("value of type '\(owner.superclass?.name ?? owner.rootNativeSuperclass ?? "NSObject")' has no member '\(name)'", at: node)
    }

    // MARK: - Reading members

    func member(of value: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .object(let instance):
            if let field = instance.fields[name] { return field }
            if let (property, owner) = instance.type.computedProperty(name) {
                return try runGetter(property, owner: owner, receiver: value, at: node)
            }
            let methods = instance.type.methodCandidates(name)
            if !methods.isEmpty { return .function(bindOverloads(methods, to: value)) }
            if let base = instance.base {
                if let ext = try extensionMemberValue(base.typeChain, name, receiver: value, at: node) { return ext }
                if let found = try world?.member(name, of: base, at: CallSite(node, self)) { return found }
            }
            throw noMember(value, name, at: node)
        case .structValue(let s):
            if let field = s.fields[name] { return field }
            if let (property, owner) = s.type.computedProperty(name) {
                return try runGetter(property, owner: owner, receiver: value, at: node)
            }
            let methods = s.type.methodCandidates(name)
            if !methods.isEmpty { return .function(bindOverloads(methods, to: value)) }
            // A modifier of a SwiftUI `View` struct of the file (`TypingDots().padding()`).
            if let world, let view = try world.viewValue(of: s, at: CallSite(node, self)) {
                return try member(of: .native(view), name, at: node)
            }
            throw noMember(value, name, at: node)
        case .enumValue(let e):
            if name == "rawValue" { return try rawValue(of: e, at: node) }
            if let (property, owner) = e.type.computedProperty(name) {
                return try runGetter(property, owner: owner, receiver: value, at: node)
            }
            let methods = e.type.methodCandidates(name)
            if !methods.isEmpty { return .function(bindOverloads(methods, to: value)) }
            throw noMember(value, name, at: node)
        case .type(.user(let type)):
            if let found = try staticMemberIfAny(of: type, name, at: node) { return found }
            if name == "init" { return .function(constructor(of: value)) }
            throw refusal("type '\(type.name)' has no member '\(name)'", at: node)
        case .type(.native(let typeName)):
            if let holder = nativeExtensions[typeName], let found = try staticMemberIfAny(of: holder, name, at: node) {
                return found
            }
            if let found = try builtinStaticMember(typeName, name, at: node) { return found }
            if let world, let found = try world.staticMember(name, ofType: typeName, at: CallSite(node, self)) { return found }
            if name == "init" { return .function(constructor(of: value)) }
            let statics = world?.supportedMembers(ofType: typeName + ".Type") ?? []
            // Named as written when called (`DispatchQueue.global()`), else as `Type.member`.
            var written = "\(typeName).\(name)"
            if let parent = Syntax(node).parent, let call = parent.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == Syntax(node).id {
                written += "(" + writtenArguments(call).filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined() + ")"
            }
            throw CallSite(node, self).notEvaluated(written, supported: statics)
        case .native(let native):
            if let ext = try extensionMemberValue(native.typeChain, name, receiver: value, at: node) { return ext }
            if let found = try world?.member(name, of: native, at: CallSite(node, self)) { return found }
            throw noMember(value, name, at: node)
        case .tuple(let items, let labels):
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
            throw noMember(value, name, at: node)
        default:
            if let ext = try extensionMemberValue([value.typeName], name, receiver: value, at: node) { return ext }
            if let found = try builtinMember(of: value, name, at: node) { return found }
            throw noMember(value, name, at: node)
        }
    }

    func noMember(_ value: Value, _ name: String, at node: some SyntaxProtocol) -> SwiftRefusal {
        if case .native(let native) = value, let world {
            let supported = world.supportedMembers(ofType: native.typeName)
            if !supported.isEmpty { return CallSite(node, self).notEvaluated("\(native.typeName).\(name)", supported: supported) }
        }
        return refusal("value of type '\(value.typeName)' has no member '\(name)'", at: node)
    }

    private func extensionMemberValue(_ chain: [String], _ name: String, receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let (holder, isProperty) = extensionMember(chain, name) else { return nil }
        if isProperty {
            return try runGetter(holder.computedProperties[name]!, owner: holder, receiver: receiver, at: node)
        }
        return .function(bindOverloads(holder.methods[name]!, to: receiver))
    }

    func bindOverloads(_ methods: [Function], to receiver: Value) -> Function {
        if methods.count == 1 { return methods[0].bound(to: receiver) }
        return Function.overloads(methods[0].name, OverloadSet(functions: methods.map { $0.bound(to: receiver) }))
    }

    /// A static member of a file's type (or of an extension holder), nil when it has none.
    func staticMemberIfAny(of type: UserType, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let box = type.staticValues[name] { return box.value }
        if let stored = type.staticStored[name] {
            // Swift initializes a static stored property lazily, on first access.
            var value: Value = .nilValue
            if let initializer = stored.initializer {
                frames.append(Frame(owner: type, isStatic: true))
                defer { frames.removeLast() }
                value = try evaluate(initializer, in: type.scope, hint: stored.type)
                value = try stored.type.map { try coerce(value, to: $0, at: initializer) } ?? value.defaulted
            }
            type.staticValues[name] = Box(value, isConstant: stored.isConstant, type: stored.type)
            return value
        }
        if let computed = type.staticComputed[name] {
            return try runGetter(computed, owner: type, receiver: .type(.user(type)), at: node, isStatic: true)
        }
        if let methods = type.staticMethods[name] {
            return .function(bindOverloads(methods, to: .type(.user(type))))
        }
        if let nested = type.nestedTypes[name] { return .type(.user(nested)) }
        if let enumCase = type.enumCases[name] {
            if enumCase.associatedLabels.isEmpty { return .enumValue(EnumValue(type: type, caseName: name, payload: [])) }
            return .function(enumConstructor(type, enumCase))
        }
        return nil
    }

    private func enumConstructor(_ type: UserType, _ enumCase: UserType.EnumCase) -> Function {
        let function = Function.builtin(enumCase.name) { [unowned self] arguments, site in
            var payload: [Value] = []
            for (index, argument) in arguments.enumerated() {
                if index < enumCase.associatedTypes.count {
                    payload.append(try self.coerce(argument.value, to: enumCase.associatedTypes[index], at: argument.syntax ?? site.node))
                } else {
                    payload.append(argument.value.defaulted)
                }
            }
            return .enumValue(EnumValue(type: type, caseName: enumCase.name, payload: payload))
        }
        for (index, hint) in enumCase.associatedTypes.enumerated() {
            function.argumentHints["_\(index)"] = hint
            if let label = enumCase.associatedLabels[index] { function.argumentHints[label] = hint }
        }
        return function
    }

    func rawValue(of value: EnumValue, at node: some SyntaxProtocol) throws -> Value {
        guard let rawType = value.type.rawType, let enumCase = value.type.enumCases[value.caseName] else {
            throw refusal("enum '\(value.type.name)' has no raw values", at: node)
        }
        if let expr = enumCase.rawValue {
            return try coerce(try evaluate(expr, in: value.type.scope, hint: rawType), to: rawType, at: expr)
        }
        if rawType == .named("String") { return .string(value.caseName) }
        // Implicit raw values count up from the previous case's (0 for the first).
        var previous = -1
        for caseName in value.type.enumCaseOrder {
            let c = value.type.enumCases[caseName]!
            if let expr = c.rawValue, case .int(let v) = try coerce(try evaluate(expr, in: value.type.scope), to: .named("Int"), at: expr) {
                previous = v
            } else {
                previous += 1
            }
            if caseName == value.caseName { break }
        }
        return try coerce(.intLiteral(previous), to: rawType, at: node)
    }

    // MARK: - Writing members

    /// `valueNode`: the assigned value's expression, where a world property's refusal of the
    /// value is placed (as the compiler blames the value, not the property).
    func setMember(_ target: inout Value, _ name: String, _ newValue: Value, at node: some SyntaxProtocol,
                   valueAt valueNode: Syntax? = nil) throws {
        switch target {
        case .object(let instance):
            if let stored = instance.type.storedProperty(name) {
                try setStored(instance, stored, newValue, at: node)
                return
            }
            if let (property, owner) = instance.type.computedProperty(name) {
                try runSetter(property, owner: owner, receiver: &target, newValue, at: node)
                return
            }
            if var base = instance.base {
                if let (holder, isProperty) = extensionMember(base.typeChain, name), isProperty {
                    try runSetter(holder.computedProperties[name]!, owner: holder, receiver: &target, newValue, at: node)
                    return
                }
                if try world?.setMember(name, of: &base, to: newValue, at: CallSite(valueNode ?? Syntax(node), self)) == true {
                    instance.base = base
                    return
                }
            }
            throw refusal("cannot assign to property '\(name)' of '\(instance.type.name)'", at: node)
        case .structValue(var s):
            if let stored = s.type.storedProperty(name) {
                // A struct's `let` is assigned in its own initializer (`self.view = view`).
                if stored.isConstant && frame.initializingStruct !== s.type {
                    throw refusal("cannot assign to property: '\(name)' is a 'let' constant", at: node)
                }
                let old = s.fields[name] ?? .nilValue
                let value = try stored.type.map { try coerce(newValue, to: $0, at: node) } ?? newValue.defaulted
                if let willSet = stored.willSet { try runObserver(willSet, receiver: &target, value: value, defaultName: "newValue", owner: s.type) ; if case .structValue(let updated) = target { s = updated } }
                s.fields[name] = value
                target = .structValue(s)
                if let didSet = stored.didSet {
                    try runObserver(didSet, receiver: &target, value: old, defaultName: "oldValue", owner: s.type)
                }
                return
            }
            if let (property, owner) = s.type.computedProperty(name) {
                try runSetter(property, owner: owner, receiver: &target, newValue, at: node)
                return
            }
            throw refusal("value of type '\(s.type.name)' has no member '\(name)'", at: node)
        case .type(.user(let type)):
            if let stored = type.staticStored[name] {
                if stored.isConstant { throw refusal("cannot assign to property: '\(name)' is a 'let' constant", at: node) }
                _ = try staticMemberIfAny(of: type, name, at: node)
                type.staticValues[name]!.value = try stored.type.map { try coerce(newValue, to: $0, at: node) } ?? newValue.defaulted
                return
            }
            throw refusal("cannot assign to '\(type.name).\(name)'", at: node)
        case .native(var native):
            if let (holder, isProperty) = extensionMember(native.typeChain, name), isProperty {
                try runSetter(holder.computedProperties[name]!, owner: holder, receiver: &target, newValue, at: node)
                return
            }
            if try world?.setMember(name, of: &native, to: newValue, at: CallSite(valueNode ?? Syntax(node), self)) == true {
                target = .native(native)
                return
            }
            throw noMember(target, name, at: node)
        default:
            throw refusal("cannot assign to property '\(name)' of a value of type '\(target.typeName)'", at: node)
        }
    }

    /// A class's stored property set: its observers run, except inside the declaring class's
    /// own initializer (The Swift Programming Language, "Property Observers").
    private func setStored(_ instance: Instance, _ stored: UserType.StoredProperty, _ newValue: Value, at node: some SyntaxProtocol) throws {
        let inOwnInit = frame.initializing === instance
        if stored.isConstant && !inOwnInit {
            throw refusal("cannot assign to property: '\(stored.name)' is a 'let' constant", at: node)
        }
        let value = try stored.type.map { try coerce(newValue, to: $0, at: node) } ?? newValue.defaulted
        var receiver = Value.object(instance)
        // An observing override of a world class's property (`override var isSelected: Bool
        // { didSet … }` in a UIButton subclass): Swift calls the superclass's setter between
        // willSet and didSet, so the world's button is selected when didSet runs.
        if stored.isOverride, instance.type.chain.allSatisfy({ $0.storedProperties.allSatisfy { $0.name != stored.name || $0.isOverride } }),
           var base = instance.base, let world, let old = try world.member(stored.name, of: base, at: CallSite(node, self)) {
            if let willSet = stored.willSet {
                try runObserver(willSet, receiver: &receiver, value: value, defaultName: "newValue", owner: instance.type)
            }
            _ = try world.setMember(stored.name, of: &base, to: value, at: CallSite(node, self))
            instance.base = base
            if let didSet = stored.didSet {
                try runObserver(didSet, receiver: &receiver, value: old, defaultName: "oldValue", owner: instance.type)
            }
            return
        }
        let old = instance.fields[stored.name] ?? .nilValue
        let runsObservers = !(inOwnInit && instance.type.chain.first { $0.storedProperties.contains { $0.name == stored.name } } === frame.owner)
        if runsObservers, let willSet = stored.willSet {
            try runObserver(willSet, receiver: &receiver, value: value, defaultName: "newValue", owner: instance.type)
        }
        instance.fields[stored.name] = value
        try world?.assigned(value, toName: stored.name, at: CallSite(node, self))
        if runsObservers, let didSet = stored.didSet {
            try runObserver(didSet, receiver: &receiver, value: old, defaultName: "oldValue", owner: instance.type)
        }
    }
}
