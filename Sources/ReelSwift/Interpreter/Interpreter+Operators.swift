internal import SwiftSyntax

/// Operators over the evaluated values, with Swift's typing: both operands of an arithmetic
/// operator have one type (a literal takes the other operand's), `Float` computes in `Float`,
/// `CGFloat` and `Double` mix (SE-0307's implicit conversion), anything else is refused as the
/// compiler would (`binary operator '*' cannot be applied to operands of type 'Float' and 'Double'`).
extension Interpreter {
    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let op = prefix.operator.text
        let operand = try evaluate(prefix.expression, in: scope, hint: op == "!" ? .named("Bool") : hint)
        switch (op, operand) {
        // Negation overflows for Int.min alone, where Swift traps: refused, not trapped here.
        case ("-", .int(let v)), ("-", .intLiteral(let v)):
            let (negated, overflow) = 0.subtractingReportingOverflow(v)
            if overflow { throw trap("Fatal error: arithmetic overflow in unary '-'", at: prefix) }
            if case .int = operand { return .int(negated) }
            return .intLiteral(negated)
        case ("-", .double(let v)): return .double(-v)
        case ("-", .cgFloat(let v)): return .cgFloat(-v)
        case ("-", .float(let v)): return .float(-v)
        case ("-", .floatLiteral(let d, let f)): return .floatLiteral(-d, -f)
        case ("+", _) where operand.doubleValue != nil: return operand
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .native), ("-", .structValue):
            throw refusal("unary operator '-' cannot be applied to an operand of type '\(operand.typeName)'", at: prefix,
                          kind: .typeMismatch(expected: "a signed number", found: operand.typeName))
        default:
            throw refusal("unary operator '\(op)' cannot be applied to an operand of type '\(operand.typeName)'", at: prefix,
                          kind: .typeMismatch(expected: op == "!" ? "Bool" : "Int", found: operand.typeName))
        }
    }

    /// Is the expression one whose type comes from its context (a literal or `.member`)?
    private func isContextual(_ expr: ExprSyntax) throws(SwiftRefusal) -> Bool {
        if let sequence = expr.as(SequenceExprSyntax.self), let operand = foldedOperand(sequence) {
            return try isContextual(operand)
        }
        let expr = try resolvingSequence(expr)
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try isContextual(prefix.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 { return try isContextual(tuple.elements.first!.expression) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return try isContextual(.infix(.expr(infix.leftOperand), infix.operator, .expr(infix.rightOperand)))
        }
        return false
    }

    private func isContextual(_ operand: SequenceOperand) throws(SwiftRefusal) -> Bool {
        switch operand {
        case .expr(let expr):
            return try isContextual(expr)
        case .infix(let left, let op, let right):
            guard let op = op.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/"].contains(op.operator.text),
                  try isContextual(left) else { return false }
            return try isContextual(right)
        case .ternary, .cast:
            return false
        }
    }

    /// An operator sequence (`a = b * c + d`), folded by the interpreter (SequenceFolding) or,
    /// for what only SwiftOperators folds (custom operators, arrows, a hoisted `try`), by
    /// SwiftOperators.
    func evaluateSequence(_ sequence: SequenceExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let elements = sequence.elements
        if elements.count == 3 {
            // `a = b`, `x * 2`: one operator needs no precedence, so no folding at all.
            let i = elements.startIndex, op = elements[elements.index(after: i)], first = elements[i]
            if op.is(BinaryOperatorExprSyntax.self) || op.is(AssignmentExprSyntax.self), !SequenceFolding.isHoisted(first) {
                return try evaluateInfix(.expr(first), op, .expr(elements[elements.index(i, offsetBy: 2)]), at: sequence, in: scope, hint: hint)
            }
        }
        if let operand = foldedOperand(sequence) { return try evaluateOperation(operand, at: sequence, in: scope, hint: hint) }
        return try evaluateNode(try folded(sequence), in: scope, hint: hint)
    }

    /// The sequence as SequenceFolding folds it, kept after its first evaluation.
    private func foldedOperand(_ sequence: SequenceExprSyntax) -> SequenceOperand? {
        if let known = foldedOperands[sequence.id] { return known }
        let operand = SequenceFolding.fold(sequence)
        foldedOperands[sequence.id] = .some(operand)
        return operand
    }

    /// An operand: an element evaluated as any expression; an operation counted as one step,
    /// as a folded operator expression is, and placed where its text starts.
    func evaluate(_ operand: SequenceOperand, in scope: Scope, hint: TypeRef?) throws -> Value {
        if case .expr(let expr) = operand { return try evaluate(expr, in: scope, hint: hint) }
        try step(operand.first)
        return try evaluateOperation(operand, at: operand.first, in: scope, hint: hint)
    }

    /// `operand` evaluated, its refusals placed at `site`.
    private func evaluateOperation(_ operand: SequenceOperand, at site: some ExprSyntaxProtocol, in scope: Scope, hint: TypeRef?) throws -> Value {
        switch operand {
        case .expr(let expr):
            return try evaluate(expr, in: scope, hint: hint)
        case .infix(let left, let op, let right):
            return try evaluateInfix(left, op, right, at: site, in: scope, hint: hint)
        case .ternary(let condition, let question, let otherwise):
            return try evaluateTernary(condition, then: question.thenExpression, otherwise, in: scope, hint: hint)
        case .cast(let value, let op, let type):
            return try evaluateCast(value, op, type, at: site, in: scope)
        }
    }

    /// A cast as the parser leaves it in a sequence: its `is` or `as` element, then the type.
    private func evaluateCast(_ operand: SequenceOperand, _ op: ExprSyntax, _ type: TypeSyntax, at site: some ExprSyntaxProtocol,
                              in scope: Scope) throws -> Value {
        try evaluateCast(operand, isCheck: op.is(UnresolvedIsExprSyntax.self), mark: op.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark,
                         type, at: site, in: scope)
    }

    /// `value is Type` (`mark` nil and `isCheck`), or `value as Type`, `as?`, `as!` (`mark` the
    /// `?` or `!`): folded by SequenceFolding or SwiftOperators alike.
    func evaluateCast(_ operand: SequenceOperand, isCheck: Bool, mark: TokenSyntax?, _ type: TypeSyntax, at site: some ExprSyntaxProtocol,
                      in scope: Scope) throws -> Value {
        let type = TypeRef(type)
        if isCheck { return .bool(valueIs(try evaluate(operand, in: scope, hint: nil), type)) }
        let value = try evaluate(operand, in: scope, hint: type)
        switch mark?.tokenKind {
        case .postfixQuestionMark?:
            return valueIs(value, type) || isLiteral(value) ? try coerce(value, to: type, at: site) : .nilValue
        case .exclamationMark?:
            guard valueIs(value, type) else {
                throw refusal("Could not cast value of type '\(value.typeName)' to '\(type)'", at: site)
            }
            return value
        default:
            return try coerce(value, to: type, at: site)
        }
    }

    /// `condition ? then : else`.
    func evaluateTernary(_ condition: SequenceOperand, then: ExprSyntax, _ otherwise: SequenceOperand,
                         in scope: Scope, hint: TypeRef?) throws -> Value {
        let value = try evaluate(condition, in: scope, hint: .named("Bool"))
        guard case .bool(let holds) = value else {
            throw refusal("a condition must be a Bool, not '\(value.typeName)'", at: condition.first)
        }
        return holds ? try evaluate(then, in: scope, hint: hint) : try evaluate(otherwise, in: scope, hint: hint)
    }

    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        try evaluateInfix(.expr(infix.leftOperand), infix.operator, .expr(infix.rightOperand), at: infix, in: scope, hint: hint)
    }

    /// `lhs operator rhs`, written at `site` (placed where its text starts: a folded operator
    /// expression, the sequence holding it, or its leftmost element).
    func evaluateInfix(_ lhs: SequenceOperand, _ operatorExpr: ExprSyntax, _ rhs: SequenceOperand, at site: some ExprSyntaxProtocol,
                       in scope: Scope, hint: TypeRef?) throws -> Value {
        if operatorExpr.is(AssignmentExprSyntax.self) {
            try assign(lhs, rhs, op: nil, in: scope, at: site)
            return .void
        }
        guard let opExpr = operatorExpr.as(BinaryOperatorExprSyntax.self) else {
            throw notEvaluated(site, supported: "arithmetic, comparison, logical, range, ?? and assignment operators")
        }
        let op = opExpr.operator.text
        switch op {
        case "+=", "-=", "*=", "/=", "%=":
            try assign(lhs, rhs, op: String(op.dropLast()), in: scope, at: site)
            return .void
        case "&&", "||":
            guard case .bool(let left) = try evaluate(lhs, in: scope, hint: .named("Bool")) else {
                throw refusal("'\(op)' needs Bool operands", at: lhs.first)
            }
            if op == "&&" && !left { return .bool(false) }
            if op == "||" && left { return .bool(true) }
            guard case .bool(let right) = try evaluate(rhs, in: scope, hint: .named("Bool")) else {
                throw refusal("'\(op)' needs Bool operands", at: rhs.first)
            }
            return .bool(right)
        case "??":
            let left = try evaluate(lhs, in: scope, hint: hint.map { .optional($0) })
            if !left.isNil { return left }
            return try evaluate(rhs, in: scope, hint: hint ?? typeRef(of: left))
        default:
            break
        }
        var left: Value, right: Value
        let isComparison = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op)
        let operandHint = isComparison ? nil : hint
        let leftIsContextual = try isContextual(lhs)
        if leftIsContextual, try !isContextual(rhs) {
            right = try evaluate(rhs, in: scope, hint: operandHint)
            left = try evaluate(lhs, in: scope, hint: typeRef(of: right) ?? operandHint)
        } else {
            left = try evaluate(lhs, in: scope, hint: operandHint)
            right = try evaluate(rhs, in: scope, hint: typeRef(of: left) ?? operandHint)
        }
        return try binary(op, left, right, at: site)
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        switch op {
        case "==", "!=":
            // Arrays compare element by element: charged as many steps.
            if case .array(let items) = left { try charge(items.count, at: node) }
            let same = Value.identical(try adopt(left, like: right), try adopt(right, like: left))
            return .bool(op == "==" ? same : !same)
        case "===":
            return .bool(identity(left, right))
        case "!==":
            return .bool(!identity(left, right))
        case "..<", "...":
            guard case .int(let l) = left.defaulted, case .int(let u) = right.defaulted else {
                throw refusal("ranges are evaluated over Int only, not '\(left.typeName)'", at: node)
            }
            // Both operators check their bounds when the range is made (Range.swift and
            // ClosedRange.swift: "Range requires lowerBound <= upperBound"); `5...1` was made
            // and refused only when something walked it.
            if u < l { throw trap("Fatal error: Range requires lowerBound <= upperBound", at: node) }
            return .range(l, u, closed: op == "...")
        default: break
        }
        if case .string(let l) = left, case .string(let r) = right, op == "+" {
            try checkLength(l.utf8.count + r.utf8.count, at: node)
            try charge((l.utf8.count + r.utf8.count) / 16, at: node)
            return .string(l + r)
        }
        if case .array(let l) = left, case .array(let r) = right, op == "+" {
            try checkNestedLength(l + r, at: node)
            try charge(l.count + r.count, at: node)
            return .array(l + r)
        }
        if case .string(let l) = left, case .string(let r) = right, ["<", ">", "<=", ">="].contains(op) {
            return .bool(compare(op, l, r))
        }
        if left.nativeOperand != nil || right.nativeOperand != nil, let world = world as? any NativeOperators,
           let result = try world.binary(op, left, right, at: CallSite(node, self)) {
            return result
        }
        let (a, b) = try unify(left, right, op: op, at: node)
        return try arithmetic(op, a, b, at: node)
    }

    private func identity(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x === y
        case (.native(let x), .native(let y)): return x.isReference && x.isEqual(to: y)
        case (.nilValue, .nilValue): return true
        default: return false
        }
    }

    private func compare<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Bool {
        switch op {
        case "<": return a < b
        case ">": return a > b
        case "<=": return a <= b
        default: return a >= b
        }
    }

    /// Gives both operands one type, as Swift's type checker would, or refuses.
    func unify(_ left: Value, _ right: Value, op: String, at node: some SyntaxProtocol) throws -> (Value, Value) {
        switch (left, right) {
        case (.intLiteral, .intLiteral), (.int, .int), (.double, .double), (.cgFloat, .cgFloat), (.float, .float),
             (.floatLiteral, .floatLiteral):
            return (left, right)
        case (.intLiteral(let l), .floatLiteral):
            return (.floatLiteral(Double(l), Float(l)), right)
        case (.floatLiteral, .intLiteral(let r)):
            return (left, .floatLiteral(Double(r), Float(r)))
        case (.intLiteral, _), (.floatLiteral, _):
            if right.doubleValue != nil { return (try convertLiteral(left, toTypeOf: right, at: node), right) }
        case (_, .intLiteral), (_, .floatLiteral):
            if left.doubleValue != nil { return (left, try convertLiteral(right, toTypeOf: left, at: node)) }
        case (.cgFloat(let l), .double): return (.double(l), right)
        case (.double, .cgFloat(let r)): return (left, .double(r))
        default: break
        }
        throw refusal("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'", at: node,
                      kind: .typeMismatch(expected: left.typeName, found: right.typeName))
    }

    /// A literal as a value of `typed`'s numeric type.
    func convertLiteral(_ literal: Value, toTypeOf typed: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (literal, typed) {
        case (.intLiteral(let v), .int): return .int(v)
        case (.intLiteral(let v), .double): return .double(Double(v))
        case (.intLiteral(let v), .cgFloat): return .cgFloat(Double(v))
        case (.intLiteral(let v), .float): return .float(Float(v))
        case (.floatLiteral(let d, _), .double): return .double(d)
        case (.floatLiteral(let d, _), .cgFloat): return .cgFloat(d)
        case (.floatLiteral(_, let f), .float): return .float(f)
        case (.floatLiteral, .int):
            throw refusal("cannot convert value of type 'Double' to expected type 'Int'", at: node, kind: .typeMismatch(expected: "Int", found: "Double"))
        default: return literal
        }
    }

    private func arithmetic(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)): return try intOp(op, x, y, at: node).map { .int($0) } ?? .bool(compare(op, x, y))
        case (.intLiteral(let x), .intLiteral(let y)):
            return try intOp(op, x, y, at: node).map { .intLiteral($0) } ?? .bool(compare(op, x, y))
        case (.double(let x), .double(let y)): return try floatingOp(op, x, y, typeName: "floating-point numbers", at: node).map { .double($0) } ?? .bool(compare(op, x, y))
        case (.cgFloat(let x), .cgFloat(let y)): return try floatingOp(op, x, y, typeName: "floating-point numbers", at: node).map { .cgFloat($0) } ?? .bool(compare(op, x, y))
        case (.float(let x), .float(let y)): return try floatingOp(op, x, y, typeName: "Float", at: node).map { .float($0) } ?? .bool(compare(op, x, y))
        case (.floatLiteral(let xd, let xf), .floatLiteral(let yd, let yf)):
            guard let d = try floatingOp(op, xd, yd, typeName: "floating-point numbers", at: node), let f = try floatingOp(op, xf, yf, typeName: "Float", at: node) else {
                return .bool(compare(op, xd, yd))
            }
            return .floatLiteral(d, f)
        default:
            throw refusal("binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: node,
                          kind: .typeMismatch(expected: a.typeName, found: b.typeName))
        }
    }

    /// nil for a comparison operator (the caller compares).
    private func intOp(_ op: String, _ x: Int, _ y: Int, at node: some SyntaxProtocol) throws -> Int? {
        let result: (Int, Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/", "%":
            if y == 0 { throw trap("Fatal error: Division by zero", at: node) }
            result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
        case "&": return x & y
        case "|": return x | y
        case "^": return x ^ y
        case "<<": return y >= 64 ? 0 : x << y
        case ">>": return y >= 64 ? (x < 0 ? -1 : 0) : x >> y
        case "<", ">", "<=", ">=": return nil
        default: throw refusal("binary operator '\(op)' is not evaluated for Int", at: node, kind: .notEvaluated(supported: []))
        }
        if result.1 { throw trap("Fatal error: arithmetic overflow in '\(op)'", at: node) }
        return result.0
    }

    /// `+ - * /` of `Double`s (and `CGFloat`s) or `Float`s, each in its own type's arithmetic;
    /// nil for a comparison operator (the caller compares). `typeName` names them in refusals.
    private func floatingOp<F: BinaryFloatingPoint>(_ op: String, _ x: F, _ y: F, typeName: String, at node: some SyntaxProtocol) throws -> F? {
        switch op {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "/": return x / y
        case "<", ">", "<=", ">=": return nil
        case "%": throw refusal("'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: node)
        default: throw refusal("binary operator '\(op)' is not evaluated for \(typeName)", at: node, kind: .notEvaluated(supported: []))
        }
    }

    // MARK: - Conversions to declared types

    /// A value stored where `type` is declared: literals take the type, `CGFloat`/`Double`
    /// convert into each other (SE-0307), anything else of the wrong type is refused.
    func coerce(_ value: Value, to type: TypeRef, at node: some SyntaxProtocol) throws -> Value {
        let resolved = resolveAlias(type)
        switch resolved {
        case .optional(let wrapped):
            return value.isNil ? value : try coerce(value, to: wrapped, at: node)
        case .array(let element):
            guard case .array(let items) = value else { break }
            return .array(try items.map { try coerce($0, to: element, at: node) })
        case .named(let name):
            if let numeric = resolved.numericName {
                switch (numeric, value) {
                case ("Int", .int), ("Double", .double), ("CGFloat", .cgFloat), ("Float", .float): return value
                case ("Int", .intLiteral(let v)): return .int(v)
                case ("Double", .intLiteral(let v)): return .double(Double(v))
                case ("CGFloat", .intLiteral(let v)): return .cgFloat(Double(v))
                case ("Float", .intLiteral(let v)): return .float(Float(v))
                case ("Double", .floatLiteral(let d, _)), ("Double", .cgFloat(let d)): return .double(d)
                case ("CGFloat", .floatLiteral(let d, _)), ("CGFloat", .double(let d)): return .cgFloat(d)
                case ("Float", .floatLiteral(_, let f)): return .float(f)
                default:
                    throw refusal("cannot convert value of type '\(value.typeName)' to specified type '\(name)'", at: node,
                              kind: .typeMismatch(expected: name, found: value.typeName))
                }
            }
            if name == "Bool", case .bool = value { return value }
            if name == "String", case .string = value { return value }
            if name == "Bool" || name == "String" {
                throw refusal("cannot convert value of type '\(value.typeName)' to specified type '\(name)'", at: node,
                              kind: .typeMismatch(expected: name, found: value.typeName))
            }
            if let world, let converted = try world.coerce(value, to: name, at: CallSite(node, self)) { return converted }
        default: break
        }
        return value.defaulted
    }

    func resolveAlias(_ type: TypeRef) -> TypeRef {
        if case .named(let name) = type, let alias = typeAliases[name] { return alias }
        return type
    }
}

/// Operators the world defines on its values (`CATransform3D`'s `==`, `CGPoint` arithmetic).
public protocol NativeOperators {
    func binary(_ op: String, _ left: Value, _ right: Value, at site: CallSite) throws -> Value?
}

extension Value {
    var nativeOperand: (any NativeValue)? { if case .native(let n) = self { return n } else { return nil } }
}

extension NativeValue {
    public var isReference: Bool { Self.self is AnyClass }
}
