internal import SwiftSyntax

/// Where an assignment writes: a variable, a member of a place or of a reference, an element.
/// Writing a member of a value (a struct, a `CGRect`) writes the changed value back to its own
/// place, which is how `frame.origin.x += 1` and `self.redCircle.frame = frame` behave in Swift.
indirect enum Place {
    case variable(Box, name: String)
    case member(Place, name: String)
    /// A member of a value that is not itself a place (a call's result, a reference).
    case memberOfValue(Value, name: String)
    case element(Place, index: Value)
    /// `a?.b = x` with `a` optional: nothing is written when `a` is nil.
    case optionalChained(Place)
    case discard
}

extension Interpreter {
    func place(_ expr: ExprSyntax, in scope: Scope) throws -> Place {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.unescaped
            if let box = scope.lookup(name) { return .variable(box, name: name) }
            if let selfBox = scope.lookup("self"), try hasMember(selfBox.value, name, at: ref) {
                return .member(.variable(selfBox, name: "self"), name: name)
            }
            if let owner = frame.owner, owner.staticStored[name] != nil || owner.staticComputed[name] != nil {
                return .memberOfValue(.type(.user(owner)), name: name)
            }
            // A world type whose shared instance is assigned through (`PlaygroundPage.current.liveView = v`).
            if let global = world?.global(name), case .type = global {
                return .variable(Box(global, isConstant: true, type: nil), name: name)
            }
            throw refusal("cannot find '\(name)' in scope", at: ref)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.is(SuperExprSyntax.self), let selfBox = scope.lookup("self") {
                return .member(.variable(selfBox, name: "self"), name: name)
            }
            if let chain = base.as(OptionalChainingExprSyntax.self) {
                // `(self.view as? BellView)?.bell.transform = …`: a value chained through, not a
                // place; what is assigned is a member of the reference it holds, if any.
                let inner: Place = isPlaceExpression(chain.expression) ? try place(chain.expression, in: scope)
                    : .variable(Box(try evaluate(chain.expression, in: scope), isConstant: true, type: nil), name: snippet(chain.expression))
                return .member(.optionalChained(inner), name: name)
            }
            if let unwrap = base.as(ForceUnwrapExprSyntax.self) {
                let inner = try place(unwrap.expression, in: scope)
                if try get(inner, at: unwrap).isNil {
                    throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: unwrap)
                }
                return .member(inner, name: name)
            }
            if isPlaceExpression(base) { return .member(try place(base, in: scope), name: name) }
            return .memberOfValue(try evaluate(base, in: scope), name: name)
        }
        if let sub = expr.as(SubscriptCallExprSyntax.self), let argument = sub.arguments.first {
            let index = try evaluate(argument.expression, in: scope).defaulted
            return .element(try place(sub.calledExpression, in: scope), index: index)
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return try place(unwrap.expression, in: scope) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return .optionalChained(try place(chain.expression, in: scope)) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return try place(tuple.elements.first!.expression, in: scope)
        }
        throw refusal("cannot assign to '\(snippet(expr))'", at: expr)
    }

    private func isPlaceExpression(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return isPlaceExpression(base) || base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self)
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return isPlaceExpression(unwrap.expression) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return isPlaceExpression(chain.expression) }
        return false
    }

    func get(_ place: Place, at node: some SyntaxProtocol) throws -> Value {
        switch place {
        case .variable(let box, let name):
            guard box.isInitialized else { throw refusal("constant '\(name)' used before being initialized", at: node) }
            return box.value
        case .member(let base, let name):
            let value = try get(base, at: node)
            if value.isNil, case .optionalChained = base { throw OptionalChainNil() }
            return try member(of: value, name, at: node)
        case .memberOfValue(let value, let name):
            return try member(of: value, name, at: node)
        case .element(let base, let index):
            return try subscriptValue(try get(base, at: node), index, at: node)
        case .optionalChained(let inner):
            let value = try get(inner, at: node)
            if value.isNil { throw OptionalChainNil() }
            return value
        case .discard:
            return .void
        }
    }

    /// `valueNode`: the assigned expression, where a world property's refusal of it is placed.
    func set(_ place: Place, _ newValue: Value, at node: some SyntaxProtocol, valueAt valueNode: Syntax? = nil) throws {
        switch place {
        case .discard:
            return
        case .variable(let box, let name):
            if box.isConstant && box.isInitialized {
                throw refusal("cannot assign to value: '\(name)' is a 'let' constant", at: node)
            }
            box.value = try box.type.map { try coerce(newValue, to: $0, at: node) } ?? newValue.defaulted
            box.isInitialized = true
            try world?.assigned(box.value, toName: name, at: CallSite(node, self))
        case .optionalChained(let inner):
            if try get(inner, at: node).isNil { return }
            try set(inner, newValue, at: node, valueAt: valueNode)
        case .memberOfValue(let base, let name):
            var copy = base
            try setMember(&copy, name, newValue, at: node, valueAt: valueNode)
        case .member(let base, let name):
            let baseValue: Value
            do { baseValue = try get(base, at: node) } catch is OptionalChainNil { return }
            if baseValue.isNil {
                if case .optionalChained = base { return }
                throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: node)
            }
            var copy = baseValue
            try setMember(&copy, name, newValue, at: node, valueAt: valueNode)
            if !copy.isReferenceValue { try set(base, copy, at: node) }
        case .element(let base, let index):
            var container = try get(base, at: node)
            switch (container, index) {
            case (.array(var items), .int(let i)):
                guard items.indices.contains(i) else {
                    throw trap("Fatal error: Index out of range (index \(i), count \(items.count))", at: node)
                }
                try chargeCopy(items.count, at: node)
                items[i] = try unifyElement(newValue, with: items, at: node)
                container = .array(items)
            case (.dictionary(var dict), _):
                try chargeCopy(dict.keys.count, at: node)
                if let at = dict.index(of: index) {
                    if newValue.isNil { dict.keys.remove(at: at); dict.values.remove(at: at) }
                    else { dict.values[at] = newValue.defaulted }
                } else if !newValue.isNil {
                    dict.keys.append(index); dict.values.append(newValue.defaulted)
                }
                container = .dictionary(dict)
            default:
                throw refusal("cannot subscript a value of type '\(container.typeName)'", at: node)
            }
            try set(base, container, at: node)
        }
    }

    /// An element stored into an array takes the array's element type.
    func unifyElement(_ value: Value, with items: [Value], at node: some SyntaxProtocol) throws -> Value {
        guard let first = items.first, isLiteral(value) else { return value.defaulted }
        return try convertLiteral(value, toTypeOf: first, at: node)
    }

    /// `lhs = rhs` and `lhs op= rhs`.
    func assign(_ lhsOperand: SequenceOperand, _ rhsOperand: SequenceOperand, op: String?, in scope: Scope, at node: some ExprSyntaxProtocol) throws {
        // An operation is no place (`a + b = c`); the compiler refuses it as this does.
        guard case .expr(let lhs) = lhsOperand else { throw refusal("cannot assign to '\(snippet(lhsOperand.first))'", at: lhsOperand.first) }
        let rhs = rhsOperand.first
        let target = try place(lhs, in: scope)
        var current: Value?
        do { current = try? get(target, at: lhs) }
        let hint = declaredType(of: target, at: lhs) ?? current.flatMap { typeRef(of: $0) }
        var value = try evaluate(rhsOperand, in: scope, hint: hint)
        if let op {
            guard let current else { throw refusal("cannot find '\(snippet(lhs))' in scope", at: lhs) }
            value = try binary(op, current, value, at: node)
        } else if let current, isLiteral(value), current.doubleValue != nil {
            value = try convertLiteral(value, toTypeOf: current, at: rhs)
        }
        // A value the property refuses is blamed on the value, as the compiler does.
        try set(target, value, at: lhs, valueAt: Syntax(rhs))
    }

    /// The type a place is declared with: a variable's annotation, a property's declaration,
    /// or the world's type of one of its properties.
    private func declaredType(of place: Place, at node: some SyntaxProtocol) -> TypeRef? {
        switch place {
        case .variable(let box, _): return box.type
        case .optionalChained(let inner): return declaredType(of: inner, at: node)
        case .member(let base, let name):
            guard let value = try? get(base, at: node) else { return nil }
            return memberType(of: value, name)
        case .memberOfValue(let value, let name): return memberType(of: value, name)
        default: return nil
        }
    }

    private func memberType(of value: Value, _ name: String) -> TypeRef? {
        switch value {
        case .object(let instance):
            if let stored = instance.type.storedProperty(name) { return stored.type }
            if let (computed, _) = instance.type.computedProperty(name) { return computed.type }
            return instance.base.flatMap { world?.memberTypeName(name, of: $0) }.map { .named($0) }
        case .structValue(let s):
            return s.type.storedProperty(name)?.type ?? s.type.computedProperty(name)?.0.type
        case .native(let native): return world?.memberTypeName(name, of: native).map { .named($0) }
        case .type(.user(let type)): return type.staticStored[name]?.type
        default: return nil
        }
    }
}

extension Value {
    /// Values whose members are changed in place (no write-back to where they are stored).
    var isReferenceValue: Bool {
        switch self {
        case .object, .type: return true
        case .native(let n): return n.isReference
        default: return false
        }
    }
}
