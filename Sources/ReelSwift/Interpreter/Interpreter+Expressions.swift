internal import SwiftSyntax

/// `a?.b` found `a` nil: the rest of the postfix chain is skipped and the chain is `nil`.
struct OptionalChainNil: Error {}

extension Interpreter {
    /// Evaluates an expression; `hint` is the type its context expects (a declaration's type,
    /// a parameter's, the other operand's), which literals and `.member` expressions take.
    func evaluate(_ expr: ExprSyntax, in scope: Scope, hint: TypeRef? = nil) throws -> Value {
        try step(expr)
        if isChainTop(expr) {
            do { return try evaluateNode(expr, in: scope, hint: hint) } catch is OptionalChainNil { return .nilValue }
        }
        return try evaluateNode(expr, in: scope, hint: hint)
    }

    /// True when `expr` is a postfix chain (`a?.b.c()`) whose parent does not continue it.
    private func isChainTop(_ expr: ExprSyntax) -> Bool {
        guard expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
                || expr.is(SubscriptCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self)
                || expr.is(OptionalChainingExprSyntax.self) else { return false }
        // Compared by node id, not by `keyPathInParent`: that one builds the parent kind's
        // whole table of child key paths the first time each kind is met (profiled: ~1 ms of
        // `timeline BadgeHub.swift`, issue 38 item 4).
        guard let parent = expr.parent else { return true }
        let id = expr.id
        switch parent.as(SyntaxEnum.self) {
        case .memberAccessExpr(let access): return access.base?.id != id
        case .functionCallExpr(let call): return call.calledExpression.id != id
        case .subscriptCallExpr(let call): return call.calledExpression.id != id
        case .forceUnwrapExpr(let unwrap): return unwrap.expression.id != id
        case .optionalChainingExpr(let chain): return chain.expression.id != id
        default: return true
        }
    }

    func evaluateNode(_ expr: ExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return try integerLiteral(literal, hint: hint)
        case .floatLiteralExpr(let literal):
            return try floatLiteral(literal, hint: hint)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .nilValue
        case .stringLiteralExpr(let literal):
            return .string(try interpolate(literal, in: scope))
        case .simpleStringLiteralExpr(let literal):
            return .string(literal.segments.map { $0.content.text }.joined())
        case .arrayExpr(let array):
            return try evaluateArray(array, in: scope, hint: hint)
        case .dictionaryExpr(let dictionary):
            return try evaluateDictionary(dictionary, in: scope, hint: hint)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope, hint: hint)
            }
            var hints: [TypeRef?] = Array(repeating: nil, count: tuple.elements.count)
            if case .tuple(let types)? = hint, types.count == hints.count { hints = types }
            var items: [Value] = []
            for (element, elementHint) in zip(tuple.elements, hints) {
                items.append(try evaluate(element.expression, in: scope, hint: elementHint))
            }
            try checkNestedLength(items, at: tuple)
            return .tuple(items, tuple.elements.map { $0.label?.text })
        case .declReferenceExpr(let ref):
            return try lookupName(ref.baseName.unescaped, in: scope, at: ref)
        case .memberAccessExpr(let member):
            return try evaluateMember(member, in: scope, hint: hint)
        case .functionCallExpr(let call):
            return try evaluateCall(call, in: scope, hint: hint)
        case .subscriptCallExpr(let sub):
            return try evaluateSubscript(sub, in: scope)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, in: scope, hint: hint.map { .optional($0) })
            if value.isNil {
                throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: unwrap)
            }
            return value
        case .optionalChainingExpr(let chain):
            let value = try evaluate(chain.expression, in: scope)
            if value.isNil { throw OptionalChainNil() }
            return value
        case .prefixOperatorExpr(let prefix):
            return try evaluatePrefix(prefix, in: scope, hint: hint)
        case .sequenceExpr(let sequence):
            // Counted as one step, as the folded expression was when the file was folded whole.
            return try evaluateSequence(sequence, in: scope, hint: hint)
        case .infixOperatorExpr(let infix):
            return try evaluateInfix(infix, in: scope, hint: hint)
        case .ternaryExpr(let ternary):
            return try evaluateTernary(.expr(ternary.condition), then: ternary.thenExpression, .expr(ternary.elseExpression), in: scope, hint: hint)
        case .isExpr(let isExpr):
            return try evaluateCast(.expr(isExpr.expression), isCheck: true, mark: nil, isExpr.type, at: isExpr, in: scope)
        case .asExpr(let asExpr):
            return try evaluateCast(.expr(asExpr.expression), isCheck: false, mark: asExpr.questionOrExclamationMark, asExpr.type, at: asExpr, in: scope)
        case .closureExpr(let closure):
            return .function(makeClosure(closure, in: scope))
        case .tryExpr(let tryExpr):
            guard tryExpr.questionOrExclamationMark != nil else { return try evaluate(tryExpr.expression, in: scope, hint: hint) }
            return try evaluateTry(tryExpr, in: scope, hint: hint)
        case .awaitExpr(let awaitExpr):
            // Suspension happens in what is awaited (`Task.sleep`: InterpretedTask); anything
            // else the subset evaluates returns at once.
            return try evaluate(awaitExpr.expression, in: scope, hint: hint)
        case .ifExpr(let ifExpr):
            return try valueOfBranches(ifExpr: ifExpr, in: scope, hint: hint)
        case .switchExpr(let switchExpr):
            return try valueOfCases(switchExpr, in: scope, hint: hint)
        case .macroExpansionExpr(let macro):
            // `#selector(…)` names an Objective-C method for a target-action pair; nothing runs
            // until a gesture recognizer's tap calls it (SelectorValue).
            if macro.macroName.text == "selector" {
                return .native(SelectorValue(name: macro.arguments.first?.expression.trimmedText ?? ""))
            }
            // `#Preview { … }` declares what Xcode's canvas shows; shown when no run is given
            // (SwiftUI/SwiftUIPreview.swift), never run in place.
            if macro.macroName.text == "Preview" { return .void }
            // Xcode's literals: `#colorLiteral(red:green:blue:alpha:)` is UIColor's
            // init(_colorLiteralRed:green:blue:alpha:), `#imageLiteral(resourceName:)` UIImage's
            // init(imageLiteralResourceName:), which is UIImage(named:).
            let literalTypes = ["colorLiteral": "UIColor", "imageLiteral": "UIImage"]
            if let type = literalTypes[macro.macroName.text], let world {
                let arguments = try macro.arguments.map { argument in
                    let label = argument.label?.text == "resourceName" ? "named" : argument.label?.text
                    return Argument(label: label, value: try evaluate(argument.expression, in: scope), syntax: Syntax(argument.expression))
                }
                if let value = try world.construct(type, arguments: arguments, at: CallSite(macro, self)) { return value }
            }
            throw notEvaluated(macro, supported: "#selector (ignored), #Preview (shown without a run), #colorLiteral, #imageLiteral")
        case .discardAssignmentExpr:
            return .void
        case .keyPathExpr(let keyPath):
            return try keyPathValue(keyPath)
        case .genericSpecializationExpr(let generic) where ["Set", "Array"].contains(generic.expression.trimmedText):
            // `Set<UITouch>` as a type, to call its initializer.
            return .type(.native(generic.trimmedText))
        case .typeExpr(let typeExpr):
            return .type(.native(TypeRef(typeExpr.type).description))
        case .superExpr(let sup):
            throw refusal("'super' is only evaluated before '.' (super.method(), super.init())", at: sup)
        case .postfixIfConfigExpr(let postfix):
            // SE-0308's modifiers chosen by a compilation condition (`Text("x")` then
            // `#if DEBUG .bold() #endif`): refused by name at its `#if`; the default's snippet
            // was the base's first line alone ("Text("x") is not evaluated").
            throw refusal("a postfix '#if' (members chosen by a compilation condition after an expression) is not evaluated (supported: #if around whole statements, declarations and views)",
                          at: postfix.config, kind: .notEvaluated(supported: ["#if around whole statements, declarations and views"]))
        default:
            throw notEvaluated(expr, supported: "literals, names, members, calls, operators, closures, ?:, as, is")
        }
    }

    // MARK: - Literals

    private func integerLiteral(_ literal: IntegerLiteralExprSyntax, hint: TypeRef?) throws -> Value {
        let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
        let parsed: Int?
        if text.hasPrefix("0x") { parsed = Int(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("0b") { parsed = Int(text.dropFirst(2), radix: 2) }
        else if text.hasPrefix("0o") { parsed = Int(text.dropFirst(2), radix: 8) }
        else { parsed = Int(text) }
        guard let value = parsed else { throw refusal("integer literal '\(text)' overflows Int", at: literal) }
        recordLiteral(literal)
        switch hint?.unwrapped.numericName {
        case "Double": return .double(Double(value))
        case "CGFloat": return .cgFloat(Double(value))
        case "Float": return .float(Float(value))
        case "Int": return .int(value)
        default: return .intLiteral(value)
        }
    }

    private func floatLiteral(_ literal: FloatLiteralExprSyntax, hint: TypeRef?) throws -> Value {
        let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
        // Swift builds a Float literal from its text (correctly rounded), not through Double.
        guard let double = Double(text), let float = Float(text) else {
            throw refusal("float literal '\(text)' is not evaluated", at: literal, kind: .notEvaluated(supported: []))
        }
        recordLiteral(literal)
        switch hint?.unwrapped.numericName {
        case "Double": return .double(double)
        case "CGFloat": return .cgFloat(double)
        case "Float": return .float(float)
        case "Int": throw refusal("cannot convert value of type 'Double' to expected type 'Int'", at: literal, kind: .typeMismatch(expected: "Int", found: "Double"))
        default: return .floatLiteral(double, float)
        }
    }

    private func interpolate(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                guard let characters = StringEscapes.unescape(text.content.text, pounds: literal.openingPounds?.text.count ?? 0) else {
                    throw refusal("invalid escape sequence in literal", at: text)
                }
                result += characters
            case .expressionSegment(let expression):
                for argument in expression.expressions {
                    let text = describe(try evaluate(argument.expression, in: scope))
                    try checkLength(result.utf8.count + text.utf8.count, at: literal)
                    result += text
                }
            @unknown default:
                throw notEvaluated(segment, supported: "text and \\(…)")
            }
        }
        return result
    }

    /// A value as string interpolation and `print` show it.
    func describe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .nilValue: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let v), .intLiteral(let v): return String(v)
        case .double(let v), .cgFloat(let v), .floatLiteral(let v, _): return "\(v)"
        case .float(let v): return "\(v)"
        case .string(let s): return s
        case .array(let items):
            return "[" + items.map { if case .string(let s) = $0 { return "\"\(s)\"" } else { return describe($0) } }.joined(separator: ", ") + "]"
        case .dictionary(let dict):
            return "[" + zip(dict.keys, dict.values).map { "\(describe($0)): \(describe($1))" }.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "(" + zip(items, labels).map { ($1.map { "\($0): " } ?? "") + describe($0) }.joined(separator: ", ") + ")"
        case .range(let l, let u, let closed): return "\(l)\(closed ? "..." : "..<")\(u)"
        case .function(let f): return "(Function \(f.name))"
        case .object(let o): return o.type.name
        case .structValue(let s):
            let fields = s.type.storedProperties.map { "\($0.name): \(describe(s.fields[$0.name] ?? .void))" }
            return "\(s.type.name)(\(fields.joined(separator: ", ")))"
        case .enumValue(let e):
            return e.payload.isEmpty ? e.caseName : "\(e.caseName)(\(e.payload.map(describe).joined(separator: ", ")))"
        case .type(let t): return t.name
        case .native(let n): return n.interpolation
        }
    }

    // MARK: - Collections

    private func evaluateArray(_ array: ArrayExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        var elementHint: TypeRef?
        var optionSet: String?
        switch hint?.unwrapped {
        case .array(let element)?: elementHint = element
        case .named(let name)?:
            // An option set written as an array literal (`[.repeat, .autoreverse]`).
            elementHint = .named(name)
            optionSet = name
        default: break
        }
        var items: [Value] = []
        // `[Ring.rest, .up]`: Swift infers the element type from the typed elements, so an
        // implicit member after one names a member of its type.
        var inferred: TypeRef?
        for element in array.elements {
            let implicit = elementHint == nil && Self.startsImplicitChain(element.expression)
            var item = try evaluate(element.expression, in: scope, hint: elementHint ?? (implicit ? inferred : nil))
            if let elementHint, optionSet == nil { item = try coerce(item, to: elementHint, at: element.expression) }
            if inferred == nil, !implicit { inferred = Self.elementType(of: item) }
            items.append(item)
        }
        try checkNestedLength(items, at: array)
        if elementHint == nil { items = try unifyLiterals(items, at: array) }
        if let optionSet, let world, let coerced = try world.coerce(.array(items), to: optionSet, at: CallSite(array, self)) {
            return coerced
        }
        return .array(items)
    }

    /// The type an element of a file's enum or struct, or of the world, gives the implicit
    /// members after it in an array literal.
    static func elementType(of item: Value) -> TypeRef? {
        switch item {
        case .enumValue, .structValue, .object, .native: return .named(item.typeName)
        default: return nil
        }
    }

    /// `[0.1, angle, 2]`: the literals take the type of the array's typed elements.
    func unifyLiterals(_ items: [Value], at node: some SyntaxProtocol) throws -> [Value] {
        guard let typed = items.first(where: { v in
            switch v { case .double, .cgFloat, .float, .int: return true; default: return false }
        }) else {
            if items.contains(where: { if case .floatLiteral = $0 { return true } else { return false } }) {
                return items.map { if case .intLiteral(let i) = $0 { return .floatLiteral(Double(i), Float(i)) } else { return $0 } }
            }
            return items
        }
        return try items.map { try convertLiteral($0, toTypeOf: typed, at: node) }
    }

    private func evaluateDictionary(_ dictionary: DictionaryExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        var result = DictionaryValue()
        guard case .elements(let elements) = dictionary.content else { return .dictionary(result) }
        var keyHint: TypeRef?, valueHint: TypeRef?
        if case .dictionary(let k, let v)? = hint?.unwrapped { keyHint = k; valueHint = v }
        for element in elements {
            let key = try evaluate(element.key, in: scope, hint: keyHint).defaulted
            var value = try evaluate(element.value, in: scope, hint: valueHint)
            if let valueHint { value = try coerce(value, to: valueHint, at: element.value) } else { value = value.defaulted }
            // Swift traps on a literal with a key twice ("Dictionary literal contains duplicate
            // keys", Dictionary.init(dictionaryLiteral:)); refused here as every other trap.
            try chargeCopy(result.keys.count, at: element.key)
            guard result.index(of: key) == nil else {
                throw refusal("Fatal error: Dictionary literal contains duplicate keys", at: element.key)
            }
            result.keys.append(key)
            result.values.append(value)
        }
        try checkNestedLength(result.keys + result.values, at: dictionary)
        return .dictionary(result)
    }

    private func evaluateSubscript(_ sub: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(sub.calledExpression, in: scope)
        guard let argument = sub.arguments.first, sub.arguments.count == 1 else {
            throw notEvaluated(sub, supported: "one subscript index")
        }
        let index = try evaluate(argument.expression, in: scope).defaulted
        return try subscriptValue(base, index, at: sub)
    }

    func subscriptValue(_ base: Value, _ index: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (base, index) {
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                throw trap("Fatal error: Index out of range (index \(i), count \(items.count))", at: node)
            }
            return items[i]
        case (.dictionary(let dict), _):
            try chargeCopy(dict.keys.count, at: node)
            return dict.index(of: index).map { dict.values[$0] } ?? .nilValue
        default:
            throw refusal("cannot subscript a value of type '\(base.typeName)' with '\(index.typeName)'", at: node)
        }
    }

    // MARK: - as, closures, if-expressions

    /// `try?` makes a thrown error nil; `try!` stops the program on one [Apple] (The Swift
    /// Programming Language, "Error Handling": "Converting Errors to Optional Values",
    /// "Disabling Error Propagation"). Apart from `evaluate`, whose stack frame every nested
    /// expression pays for.
    @inline(never)
    private func evaluateTry(_ tryExpr: TryExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        do {
            return try evaluate(tryExpr.expression, in: scope, hint: hint)
        } catch let thrown as ThrownError {
            if tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return .nilValue }
            throw refusal("Fatal error: 'try!' expression unexpectedly raised an error: \(thrown.typeName)()", at: tryExpr)
        }
    }

    func isLiteral(_ value: Value) -> Bool {
        switch value { case .intLiteral, .floatLiteral: return true; default: return false }
    }

    func makeClosure(_ closure: ClosureExprSyntax, in scope: Scope) -> Function {
        var parameters: [Parameter] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            parameters = list.map { Parameter(label: nil, name: $0.name.text, type: nil, defaultValue: nil) }
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map {
                Parameter(label: nil, name: $0.secondName?.unescaped ?? $0.firstName.unescaped, type: $0.type.map(TypeRef.init), defaultValue: nil)
            }
        case nil: break
        @unknown default: break
        }
        let function = Function(name: "closure", parameters: parameters, body: .closure(closure), scope: scope, owner: frame.owner)
        function.capturedFrame = frame
        return function
    }

    private func valueOfBranches(ifExpr: IfExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let inner = Scope(parent: scope)
        if try conditionsHold(ifExpr.conditions, in: inner) {
            return try valueOfSingleExpression(ifExpr.body.statements, in: inner, hint: hint, at: ifExpr)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try valueOfBranches(ifExpr: next, in: scope, hint: hint)
        case .codeBlock(let block)?: return try valueOfSingleExpression(block.statements, in: Scope(parent: scope), hint: hint, at: ifExpr)
        case nil: return .void
        @unknown default: throw notEvaluated(ifExpr, supported: "if and else")
        }
    }

    /// A `switch` used as a value (SE-0380): the matching case's one expression.
    private func valueOfCases(_ switchExpr: SwitchExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { throw notEvaluated(element, supported: "case and default") }
            let caseScope = Scope(parent: scope)
            if try caseMatches(switchCase, subject, in: scope, binding: caseScope) {
                return try valueOfSingleExpression(switchCase.statements, in: caseScope, hint: hint, at: switchExpr)
            }
        }
        throw refusal("no case of the switch matches \(subject.typeName) value", at: switchExpr)
    }

    private func valueOfSingleExpression(_ items: CodeBlockItemListSyntax, in scope: Scope, hint: TypeRef?, at node: some SyntaxProtocol) throws -> Value {
        guard items.count == 1, case .expr(let expr) = items.first!.item else {
            throw notEvaluated(node, supported: node.is(SwitchExprSyntax.self) ? "switch expressions with one expression per case" : "if-expressions with one expression per branch")
        }
        return try evaluate(expr, in: scope, hint: hint)
    }
}
