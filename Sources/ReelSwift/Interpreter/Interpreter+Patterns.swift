internal import SwiftSyntax

/// Matching `case` patterns and binding their names: enum cases with associated values,
/// expressions (`~=`, so ranges too), tuples, `let`/`var` bindings, `_`, `is`.
extension Interpreter {
    func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(id.identifier.unescaped, Box(value.defaulted, isConstant: true, type: nil))
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(valueBinding.pattern, value, in: scope, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, items) {
                if !(try match(element.pattern, item, in: scope, binding: binding)) { return false }
            }
            return true
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try matchExpression(expression.expression, value, in: scope, binding: binding)
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            return valueIs(value, TypeRef(isType.type))
        }
        throw notEvaluated(pattern, supported: "enum cases, values, ranges, tuples, let, _")
    }

    private func matchExpression(_ expr: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let patternExpr = expr.as(PatternExprSyntax.self) {
            return try match(patternExpr.pattern, value, in: scope, binding: binding)
        }
        if binding, let ref = expr.as(DeclReferenceExprSyntax.self) {
            scope.define(ref.baseName.unescaped, Box(value.defaulted, isConstant: true, type: nil))
            return true
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, items) {
                if !(try matchExpression(element.expression, item, in: scope, binding: binding)) { return false }
            }
            return true
        }
        // An enum case: `.name`, `.name(let x, _)`, `Type.name`.
        if case .enumValue(let enumValue) = value {
            var callee = expr
            var arguments: LabeledExprListSyntax?
            if let call = expr.as(FunctionCallExprSyntax.self) {
                callee = call.calledExpression
                arguments = call.arguments
            }
            if let member = callee.as(MemberAccessExprSyntax.self), enumValue.type.enumCases[member.declName.baseName.text] != nil {
                guard member.declName.baseName.text == enumValue.caseName else { return false }
                guard let arguments else { return true }
                guard arguments.count == enumValue.payload.count else { return false }
                for (argument, item) in zip(arguments, enumValue.payload) {
                    if !(try matchExpression(argument.expression, item, in: scope, binding: binding)) { return false }
                }
                return true
            }
        }
        if value.isNil, expr.is(NilLiteralExprSyntax.self) { return true }
        // Optional pattern `.some(x)` / `.none` on the flat optionals.
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" {
            return value.isNil
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "some", let inner = call.arguments.first {
            if value.isNil { return false }
            return try matchExpression(inner.expression, value, in: scope, binding: binding)
        }
        let candidate = try evaluate(expr, in: scope, hint: typeRef(of: value))
        switch candidate {
        case .range(let lower, let upper, let closed):
            guard case .int(let v) = value.defaulted else { return false }
            return v >= lower && (closed ? v <= upper : v < upper)
        default:
            return Value.identical(try adopt(candidate, like: value), value)
        }
    }

    /// A literal given the type of the value it is compared with.
    func adopt(_ value: Value, like other: Value) throws -> Value {
        switch (value, other) {
        case (.intLiteral(let v), .float): return .float(Float(v))
        case (.floatLiteral(_, let f), .float): return .float(f)
        default: return value
        }
    }

    func valueIs(_ value: Value, _ type: TypeRef) -> Bool {
        guard case .named(let name) = type.unwrapped else { return false }
        switch value {
        case .object(let instance):
            if instance.type.chain.contains(where: { $0.name == name || $0.name.hasSuffix("." + name) }) { return true }
            return instance.base?.typeChain.contains(name) ?? false
        case .native(let native): return native.typeChain.contains(name)
        case .structValue(let s): return s.type.name == name
        case .enumValue(let e): return e.type.name == name
        default: return value.typeName == name || (TypeRef.named(name).numericName == value.typeName)
        }
    }

    /// The type a value has, as a hint for what it is compared with or assigned.
    func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .int: return .named("Int")
        case .double: return .named("Double")
        case .cgFloat: return .named("CGFloat")
        case .float: return .named("Float")
        case .bool: return .named("Bool")
        case .string: return .named("String")
        case .enumValue(let e): return .named(e.type.name)
        case .structValue(let s): return .named(s.type.name)
        case .object(let o): return .named(o.type.name)
        case .native(let n): return .named(n.typeName)
        default: return nil
        }
    }
}
