internal import SwiftSyntax

/// Calls: the callee resolved first (so its parameters' types can be the arguments' hints),
/// arguments matched to parameters by label as Swift does (defaults skipped, one unlabeled
/// trailing closure to the next closure parameter, labeled trailing closures by label), then the
/// body run in a new scope.
extension Interpreter {
    /// An argument as written: its label, expression, and whether it is a trailing closure.
    struct WrittenArgument {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure: Bool
    }

    func writtenArguments(_ call: FunctionCallExprSyntax) -> [WrittenArgument] {
        var result = call.arguments.map { WrittenArgument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false) }
        if let trailing = call.trailingClosure {
            result.append(WrittenArgument(label: nil, expression: ExprSyntax(trailing), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(WrittenArgument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: false))
        }
        return result
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, hint: TypeRef?) throws -> Value {
        let written = writtenArguments(call)
        let callee = call.calledExpression
        // Mutating calls on values: `values.append(x)`, `rect.mutatingMethod()`.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
           !base.is(SuperExprSyntax.self), let result = try mutatingCall(member, base: base, written, in: scope, call: call) {
            return result
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
           member.declName.baseName.text == "init" {
            return try superInit(written, in: scope, at: call)
        }
        let target: Value
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
            // `.init(…)`, `.custom(x)`, `.init(rotationAngle:)` against the expected type.
            target = try implicitMember(member.declName.baseName.text, hint: hint, at: member)
        } else {
            target = try evaluate(callee, in: scope, hint: Self.startsImplicitChain(callee) ? hint : nil)
        }
        return try self.call(target, written, in: scope, at: call)
    }

    /// Calls a callee value with written arguments.
    func call(_ target: Value, _ written: [WrittenArgument], in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        switch target {
        case .function(let function):
            let candidates = function.overloadSet?.functions ?? [function]
            guard let (chosen, mapping) = choose(candidates, written) else {
                throw refusal("no '\(function.name)' takes arguments (\(written.map { ($0.label ?? "_") + ":" }.joined()))"
                              + " (declared: \(candidates.map(\.signature).joined(separator: ", ")))", at: node)
            }
            if let check = chosen.labelRefusal { try checkLabels(written, check, at: Syntax(node)) }
            let arguments = try evaluateArguments(written, for: chosen, mapping: mapping, in: scope)
            return try invoke(chosen, arguments, at: node)
        case .type:
            let constructor = constructor(of: target)
            let arguments = try evaluateArguments(written, for: constructor, mapping: nil, in: scope)
            return try invoke(constructor, arguments, at: node)
        case .native(let native):
            // A world value that is also a function (SwiftUI's `.easeInOut(duration:)`).
            if let world, let function = (native as? CallableNativeValue)?.callable(in: world) {
                return try call(.function(function), written, in: scope, at: node)
            }
            throw refusal("cannot call value of non-function type '\(target.typeName)'", at: node)
        default:
            throw refusal("cannot call value of non-function type '\(target.typeName)'", at: node)
        }
    }

    /// Refuses a built-in call no overload takes by its labels, before its arguments are
    /// evaluated, placed at the method's name as swiftc places "no exact matches in call".
    /// Apart from `call`, which every nested call's stack frame pays for.
    @inline(never)
    private func checkLabels(_ written: [WrittenArgument], _ check: ([Argument]) -> (what: String, supported: [String])?, at node: Syntax) throws {
        let labels = written.map { Argument(label: $0.label, value: .void, isTrailingClosure: $0.isTrailingClosure) }
        guard let (what, supported) = check(labels) else { return }
        let message = "\(what) is not evaluated" + (supported.isEmpty ? "" : " (supported: \(supported.joined(separator: ", ")))")
        if let name = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName {
            throw refusal(message, at: name, kind: .notEvaluated(supported: supported))
        }
        throw refusal(message, at: node, kind: .notEvaluated(supported: supported))
    }

    /// The candidate whose parameters the written labels fit, and which parameter each argument fills.
    func choose(_ candidates: [Function], _ written: [WrittenArgument]) -> (Function, [Int])? {
        for candidate in candidates {
            if case .builtin = candidate.body { return (candidate, []) }
            if case .closure = candidate.body { return (candidate, Array(written.indices)) }
            if let mapping = match(candidate.parameters, written) { return (candidate, mapping) }
        }
        return swift2Choice(candidates, written)
    }

    /// Swift 2's reading of a call no declaration takes: "By default, the first parameter omits
    /// its external name, and the second and subsequent parameters use their local name as
    /// their external name" (The Swift Programming Language, Swift 2.2, Functions: Function
    /// Parameter Names), a rule SE-0046 ended in Swift 3. So `step(current, value: target)`
    /// calls `func step(newValue: Int, value: Int)` as Swift 2 compiled it. Taken only where
    /// it is unambiguous: the first argument is written without a label, the first parameter
    /// of a declared function has one name (`to newValue:` and `_ newValue:` spell their label
    /// out), and exactly one candidate fits when that label is left out.
    private func swift2Choice(_ candidates: [Function], _ written: [WrittenArgument]) -> (Function, [Int])? {
        guard let first = written.first, first.label == nil, !first.isTrailingClosure else { return nil }
        var fits: [(Function, [Int])] = []
        for candidate in candidates {
            guard case .function = candidate.body, candidate.parameters.first?.hasSingleName == true else { continue }
            var parameters = candidate.parameters
            parameters[0].label = nil
            if let mapping = match(parameters, written) { fits.append((candidate, mapping)) }
        }
        return fits.count == 1 ? fits[0] : nil
    }

    /// Whether a trailing closure can fill `parameter`: a function type, written out or through
    /// the file's typealias (`typealias Done = (Bool) -> Void`), or no type (a closure's).
    private func takesClosure(_ parameter: Parameter) -> Bool {
        if parameter.acceptsClosure || parameter.type == nil { return true }
        if case .named(let name)? = parameter.type?.unwrapped, let alias = typeAliases[name], case .function = alias.unwrapped { return true }
        return false
    }

    func match(_ parameters: [Parameter], _ written: [WrittenArgument]) -> [Int]? {
        var mapping: [Int] = []
        var p = 0
        var lastVariadic: Int?
        for argument in written {
            if argument.isTrailingClosure {
                while p < parameters.count, !takesClosure(parameters[p]) {
                    if parameters[p].defaultValue == nil && lastVariadic != p { return nil }
                    p += 1
                }
                guard p < parameters.count else { return nil }
                mapping.append(p); p += 1
                continue
            }
            if argument.label == nil, let v = lastVariadic, p == v + 1 || p == v {
                if p == v + 1 && (p >= parameters.count || parameters[p].label != nil) { mapping.append(v); continue }
            }
            var found = false
            while p < parameters.count {
                if parameters[p].label == argument.label {
                    mapping.append(p)
                    if parameters[p].isVariadic { lastVariadic = p }
                    p += 1
                    found = true
                    break
                }
                if parameters[p].defaultValue != nil || parameters[p].isVariadic { p += 1; continue }
                return nil
            }
            if !found { return nil }
        }
        while p < parameters.count {
            if parameters[p].defaultValue == nil && !parameters[p].isVariadic { return nil }
            p += 1
        }
        return mapping
    }

    func evaluateArguments(_ written: [WrittenArgument], for function: Function, mapping: [Int]?, in scope: Scope) throws -> [Argument] {
        var result: [Argument] = []
        for (index, argument) in written.enumerated() {
            var hint: TypeRef?
            if let mapping, index < mapping.count, mapping[index] < function.parameters.count {
                hint = function.parameters[mapping[index]].type
            } else if let label = argument.label {
                hint = function.argumentHints[label] ?? function.argumentHints["_\(index)"]
            } else {
                hint = function.argumentHints["_\(index)"] ?? function.argumentHints["_"]
            }
            let value = try evaluate(argument.expression, in: scope, hint: hint)
            result.append(Argument(label: argument.label, value: value, isTrailingClosure: argument.isTrailingClosure,
                                   syntax: Syntax(argument.expression)))
        }
        if let mapping { for i in result.indices where i < mapping.count { result[i].parameterIndex = mapping[i] } }
        return result
    }

    // MARK: - Invoking

    /// Runs a function with evaluated arguments; `node` is the call (a built-in's call site,
    /// and where a recursion limit is placed).
    func invoke(_ function: Function, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if case .builtin(let body) = function.body {
            if let set = function.overloadSet {
                let written = arguments.map { WrittenArgument(label: $0.label, expression: ExprSyntax(MissingExprSyntax()), isTrailingClosure: $0.isTrailingClosure) }
                guard let (chosen, mapping) = choose(set.functions, written) else {
                    throw refusal("no '\(function.name)' takes these arguments", at: node)
                }
                var mapped = arguments
                for i in mapped.indices where i < mapping.count { mapped[i].parameterIndex = mapping[i] }
                return try invoke(chosen, mapped, at: node)
            }
            return try body(arguments, CallSite(node, self))
        }
        depth += 1
        defer { depth -= 1 }
        if depth > limits.recursionDepth { throw refusal(limit: .recursionDepth, at: node) }
        let scope = Scope(parent: function.scope)
        var newFrame = Frame(owner: function.owner, nativeOwner: function.nativeOwner, isStatic: function.isStatic,
                             initializing: nil, functionName: function.name)
        var selfBox: Box?
        if let receiver = function.receiver {
            let box = Box(receiver, isConstant: !(function.isMutating || isInitializer(function) || Self.hasNonmutatingState(receiver)), type: nil)
            scope.define("self", box)
            selfBox = box
        }
        switch function.body {
        case .closure(let closure):
            if let captured = function.capturedFrame {
                newFrame = captured
            }
            newFrame.returnType = function.resultHint
            try bindClosureParameters(closure, function, arguments, in: scope)
        case .function(let decl):
            newFrame.returnType = decl.signature.returnClause.map { TypeRef($0.type) }
            try bindParameters(function, arguments, in: scope, at: node)
        case .initializer:
            if case .object(let instance)? = function.receiver { newFrame.initializing = instance }
            if case .structValue(let s)? = function.receiver { newFrame.initializingStruct = s.type }
            try bindParameters(function, arguments, in: scope, at: node)
        case .accessor, .builtin:
            try bindParameters(function, arguments, in: scope, at: node)
        }
        frames.append(newFrame)
        defer { frames.removeLast() }
        // A view builder collects its statements' views; any other body collects none.
        let building = viewBuilder.takeRequest()
        let outerSink = viewBuilder.sink
        viewBuilder.sink = building ? [] : nil
        defer { viewBuilder.sink = outerSink }
        let statements: CodeBlockItemListSyntax
        switch function.body {
        case .function(let decl):
            guard let body = decl.body else { throw refusal("function '\(function.name)' has no body", at: decl) }
            statements = body.statements
        case .initializer(let decl):
            guard let body = decl.body else { throw refusal("initializer has no body", at: decl) }
            statements = body.statements
        case .closure(let closure): statements = closure.statements
        case .accessor(let items): statements = items
        case .builtin: statements = []
        }
        if newFrame.returnType == nil { newFrame.returnType = function.resultHint }
        // A body of one `if` or `switch` whose branches are one expression each returns its
        // value when the body has a result (SE-0380).
        if !building, statements.count == 1, let type = newFrame.returnType, let branches = Self.branchingExpression(statements.first!.item, returning: type) {
            return finish(function, try coerce(try evaluate(branches, in: scope, hint: type), to: type, at: branches), selfBox)
        }
        // A body of one expression returns its value (SE-0255).
        if statements.count == 1, case .expr(let expr) = statements.first!.item, !expr.is(IfExprSyntax.self),
           !expr.is(SwitchExprSyntax.self) {
            var value = try evaluate(expr, in: scope, hint: newFrame.returnType)
            if building { return .array([value]) }
            if let type = newFrame.returnType { value = try coerce(value, to: type, at: expr) }
            return finish(function, value, selfBox)
        }
        let flow = try executeBlock(statements, in: scope)
        // An explicit `return` turns the builder off: the returned view is the body (SE-0289).
        if building, case .returned(let value) = flow { return .array([value]) }
        if building, let built = viewBuilder.sink { return .array(built) }
        if case .returned(let value) = flow { return finish(function, value, selfBox) }
        return finish(function, .void, selfBox)
    }

    private func isInitializer(_ function: Function) -> Bool {
        if case .initializer = function.body { return true }
        return false
    }

    /// A struct's initializer returns the value it built; a mutating method's changed `self`
    /// travels back through `lastMutatedSelf`.
    private func finish(_ function: Function, _ value: Value, _ selfBox: Box?) -> Value {
        if let selfBox, function.isMutating { lastMutatedSelf = selfBox.value }
        if isInitializer(function), let selfBox { return selfBox.value }
        return value
    }

    private func bindParameters(_ function: Function, _ arguments: [Argument], in scope: Scope, at node: some SyntaxProtocol) throws {
        var byParameter: [Int: [Argument]] = [:]
        for (i, argument) in arguments.enumerated() {
            let index = argument.parameterIndex ?? i
            byParameter[index, default: []].append(argument)
        }
        for (index, parameter) in function.parameters.enumerated() {
            var value: Value
            if let given = byParameter[index] {
                if parameter.isVariadic {
                    value = .array(try given.map { argument in
                        try parameter.type.map { try coerce(argument.value, to: $0, at: argument.syntax ?? Syntax(node)) } ?? argument.value.defaulted
                    })
                } else {
                    let argument = given[0]
                    value = try parameter.type.map { try coerce(argument.value, to: $0, at: argument.syntax ?? Syntax(node)) } ?? argument.value.defaulted
                }
            } else if let defaultValue = parameter.defaultValue {
                value = try evaluate(defaultValue, in: scope, hint: parameter.type)
                if let type = parameter.type { value = try coerce(value, to: type, at: defaultValue) }
            } else if parameter.isVariadic {
                value = .array([])
            } else {
                throw refusal("missing argument for parameter '\(parameter.label ?? parameter.name)' of '\(function.signature)'", at: node)
            }
            scope.define(parameter.name, Box(value, isConstant: !parameter.isInout, type: parameter.type))
        }
    }

    private func bindClosureParameters(_ closure: ClosureExprSyntax, _ function: Function, _ arguments: [Argument], in scope: Scope) throws {
        if function.parameters.isEmpty {
            // `$0`, `$1`: the arguments by position.
            for (index, argument) in arguments.enumerated() {
                scope.define("$\(index)", Box(argument.value, isConstant: true, type: nil))
            }
            return
        }
        for (index, parameter) in function.parameters.enumerated() {
            let value = index < arguments.count ? arguments[index].value : .void
            if parameter.name == "_" { continue }
            let typed = try parameter.type.map { try coerce(value, to: $0, at: closure) } ?? value
            scope.define(parameter.name, Box(typed, isConstant: true, type: parameter.type))
        }
    }

    // MARK: - Accessors and observers

    func runGetter(_ property: UserType.ComputedProperty, owner: UserType, receiver: Value, at node: some SyntaxProtocol, isStatic: Bool = false) throws -> Value {
        let getter = Function(name: property.name, parameters: [], body: .accessor(property.getter), scope: owner.scope, owner: owner)
        getter.receiver = receiver
        getter.isStatic = isStatic
        getter.nativeOwner = nativeExtensions[owner.name] === owner ? owner.name : nil
        getter.resultHint = property.type
        var value = try invoke(getter, [], at: node)
        if let type = property.type { value = try coerce(value, to: type, at: node) }
        return value
    }

    func runSetter(_ property: UserType.ComputedProperty, owner: UserType, receiver: inout Value, _ newValue: Value, at node: some SyntaxProtocol) throws {
        guard let setter = property.setter, let body = setter.body else {
            throw refusal("cannot assign to property: '\(property.name)' is a get-only property", at: node)
        }
        let name = setter.parameters?.name.text ?? "newValue"
        let function = Function(name: property.name, parameters: [Parameter(label: nil, name: name, type: property.type, defaultValue: nil)],
                                body: .accessor(body.statements), scope: owner.scope, owner: owner)
        function.receiver = receiver
        function.isMutating = !receiver.isReferenceValue
        function.nativeOwner = nativeExtensions[owner.name] === owner ? owner.name : nil
        lastMutatedSelf = nil
        _ = try invoke(function, [Argument(label: nil, value: newValue)], at: node)
        if function.isMutating, let changed = lastMutatedSelf { receiver = changed }
    }

    func runObserver(_ accessor: AccessorDeclSyntax, receiver: inout Value, value: Value, defaultName: String, owner: UserType) throws {
        guard let body = accessor.body else { return }
        let name = accessor.parameters?.name.text ?? defaultName
        let function = Function(name: accessor.accessorSpecifier.text, parameters: [Parameter(label: nil, name: name, type: nil, defaultValue: nil)],
                                body: .accessor(body.statements), scope: owner.scope, owner: owner)
        function.receiver = receiver
        function.isMutating = !receiver.isReferenceValue
        lastMutatedSelf = nil
        _ = try invoke(function, [Argument(label: nil, value: value)], at: accessor)
        if function.isMutating, let changed = lastMutatedSelf { receiver = changed }
    }

    // MARK: - Mutating calls on values

    private static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "reverse", "sort", "swapAt"]

    private func mutatingCall(_ member: MemberAccessExprSyntax, base: ExprSyntax, _ written: [WrittenArgument], in scope: Scope, call: FunctionCallExprSyntax) throws -> Value? {
        let name = member.declName.baseName.text
        guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) || base.is(SubscriptCallExprSyntax.self) else { return nil }
        let target: Place
        do { target = try place(base, in: scope) } catch { return nil }
        let current: Value
        do { current = try get(target, at: base) } catch is OptionalChainNil { return .nilValue } catch { return nil }
        switch current {
        case .array(let items) where Self.mutatingArrayMethods.contains(name):
            let arguments = try written.map { Argument(label: $0.label, value: try evaluate($0.expression, in: scope, hint: items.first.flatMap(typeRef(of:))), syntax: Syntax($0.expression)) }
            try chargeCopy(items.count, at: call)
            var copy = items
            let result = try mutateArray(&copy, name, arguments, at: call)
            try set(target, .array(copy), at: base)
            return result
        case .bool(let b) where name == "toggle" && written.isEmpty:
            // `Bool.toggle()`: "Toggles the Boolean variable's value" (…/swift/bool/toggle()).
            try set(target, .bool(!b), at: base)
            return .void
        case .structValue(let s):
            let methods = s.type.methodCandidates(name)
            guard !methods.isEmpty, methods.contains(where: \.isMutating) else { return nil }
            guard let (chosen, mapping) = choose(methods.map { $0.bound(to: current) }, written) else { return nil }
            guard chosen.isMutating else { return nil }
            let arguments = try evaluateArguments(written, for: chosen, mapping: mapping, in: scope)
            lastMutatedSelf = nil
            let result = try invoke(chosen, arguments, at: call)
            if let changed = lastMutatedSelf { try set(target, changed, at: base) }
            return result
        default:
            return nil
        }
    }

    // MARK: - Initializers

    /// The initializer of a type value: a file's class, struct or enum, or a world or built-in type.
    func constructor(of typeValue: Value) -> Function {
        var hints: [String: String] = [:]
        if case .type(.native(let name)) = typeValue, let world { hints = world.constructorHints(name) }
        // A file's subclass of a world class that declares no initializer inherits the world
        // class's, and their argument types (`BadgeView(frame: .zero)`).
        if case .type(.user(let type)) = typeValue, type.chain.allSatisfy({ $0.initializers.isEmpty }),
           let root = type.rootNativeSuperclass, let world {
            hints = world.constructorHints(root)
        }
        // A struct's memberwise initializer takes its stored properties' types
        // (`LiveDot(color: .purple)` reads `.purple` as a `Color`).
        if case .type(.user(let type)) = typeValue, type.kind == .struct, type.initializers.isEmpty {
            for property in type.storedProperties {
                if let declared = property.type, case .named(let name) = declared.unwrapped { hints[property.name] = name }
                // `@Binding var isOn: Bool` takes a `Binding<Bool>` (`.constant(true)`).
                if property.wrapper == "Binding" { hints[property.name] = "Binding" }
            }
        }
        return Function.builtin("init", hints: hints) { [unowned self] arguments, site in
            switch typeValue {
            case .type(.user(let type)): return try self.construct(type, arguments, at: site)
            case .type(.native(let name)):
                if let value = try self.builtinConstruct(name, arguments, at: site) { return value }
                if let world = self.world, let value = try world.construct(name, arguments: arguments, at: site) {
                    return value
                }
                throw site.notEvaluated("\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))",
                                        supported: self.world?.supportedMembers(ofType: name) ?? [])
            default: throw site.refuse("cannot call value of non-function type '\(typeValue.typeName)'", .invalid)
            }
        }
    }

    func construct(_ type: UserType, _ arguments: [Argument], at site: CallSite) throws -> Value {
        let written = arguments.map { WrittenArgument(label: $0.label, expression: ExprSyntax(MissingExprSyntax()), isTrailingClosure: $0.isTrailingClosure) }
        switch type.kind {
        case .class:
            let instance = Instance(type: type)
            if let root = type.rootNativeSuperclass, let world {
                instance.base = try world.makeBase(root, at: site)
            }
            try initializeStoredProperties(of: type.chain.reversed(), into: { instance.fields[$0] = $1 })
            if let (initializer, mapping) = findInitializer(type, written) {
                try runInitializer(initializer, on: .object(instance), arguments, mapping, at: site.node)
            } else if !arguments.isEmpty || type.chain.contains(where: { !$0.initializers.isEmpty }) {
                if let root = type.rootNativeSuperclass, type.chain.allSatisfy({ $0.initializers.isEmpty }), let world,
                   case .native(let base)? = try world.construct(root, arguments: arguments, at: site) {
                    instance.base = base
                } else if type.rootNativeSuperclass == nil, let other = type.chain.last?.undeclaredInherited {
                    throw undeclaredSuperclass(other, of: type, at: site.node)
                } else {
                    throw site.refuse("no initializer of '\(type.name)' takes arguments (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", .invalid)
                }
            }
            return .object(instance)
        case .struct:
            var fields: [String: Value] = [:]
            try initializeStoredProperties(of: [type], into: { fields[$0] = $1 })
            let value = Value.structValue(StructValue(type: type, fields: fields))
            if let (initializer, mapping) = findInitializer(type, written) {
                return try runInitializer(initializer, on: value, arguments, mapping, at: site.node)
            }
            guard type.initializers.isEmpty else {
                throw site.refuse("no initializer of '\(type.name)' takes arguments (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", .invalid)
            }
            // The memberwise initializer: every `var` and every `let` without a value, in order.
            let members = type.storedProperties.filter {
                !($0.isConstant && $0.initializer != nil) && !SwiftUIPropertyWrappers.outsideMemberwise.contains($0.wrapper ?? "")
            }
            let parameters = members.map { Parameter(label: $0.name, name: $0.name, type: $0.type, defaultValue: $0.initializer) }
            guard let mapping = match(parameters, written) else {
                throw site.refuse("no memberwise initializer of '\(type.name)' takes arguments (\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", .invalid)
            }
            for (argument, index) in zip(arguments, mapping) {
                let member = members[index]
                // A binding given to a `@Binding` property: its value, and the binding as `$name`.
                if let binding = argument.value.nativeOperand as? SwiftUIBinding {
                    fields["$" + member.name] = argument.value
                    fields[member.name] = binding.value
                    continue
                }
                fields[member.name] = try member.type.map { try coerce(argument.value, to: $0, at: argument.syntax ?? site.node) } ?? argument.value.defaulted
            }
            return .structValue(StructValue(type: type, fields: fields))
        case .enum:
            guard arguments.count == 1, arguments[0].label == "rawValue", let rawType = type.rawType else {
                throw site.refuse("enum '\(type.name)' is initialized only with init(rawValue:)", .invalid)
            }
            let raw = try coerce(arguments[0].value, to: rawType, at: site.node)
            for caseName in type.enumCaseOrder {
                let candidate = EnumValue(type: type, caseName: caseName, payload: [])
                if Value.identical(try rawValue(of: candidate, at: site.node), raw) { return .enumValue(candidate) }
            }
            return .nilValue
        }
    }

    private func findInitializer(_ type: UserType, _ written: [WrittenArgument]) -> (Function, [Int])? {
        for candidate in type.chain {
            if candidate !== type && !type.initializers.isEmpty { break }
            for initializer in candidate.initializers {
                if let mapping = match(initializer.parameters, written) { return (initializer, mapping) }
            }
            if !candidate.initializers.isEmpty && candidate === type { return nil }
        }
        return nil
    }

    private func initializeStoredProperties(of chain: [UserType], into store: (String, Value) -> Void) throws {
        for type in chain {
            for property in type.storedProperties {
                if let initializer = property.initializer {
                    frames.append(Frame(owner: type))
                    defer { frames.removeLast() }
                    var value = try evaluate(initializer, in: type.scope, hint: property.type)
                    value = try property.type.map { try coerce(value, to: $0, at: initializer) } ?? value.defaulted
                    store(property.name, value)
                    // A property's initial value is an assignment to its name, as a later
                    // `self.name = …` is: `let imageView = UIImageView()` binds as `imageView`.
                    try world?.assigned(value, toName: property.name, at: CallSite(initializer, self))
                } else if let value = SwiftUIPropertyWrappers.initialValue(property.wrapper, owner: type.name, name: property.name) {
                    store(property.name, value)
                } else if case .optional? = property.type, !property.isOverride {
                    store(property.name, .nilValue)
                }
            }
        }
    }

    @discardableResult
    private func runInitializer(_ initializer: Function, on receiver: Value, _ arguments: [Argument], _ mapping: [Int],
                                at node: some SyntaxProtocol) throws -> Value {
        var mapped = arguments
        for i in mapped.indices where i < mapping.count { mapped[i].parameterIndex = mapping[i] }
        let bound = initializer.bound(to: receiver)
        if case .structValue = receiver { bound.isMutating = true }
        return try invoke(bound, mapped, at: node)
    }

    /// `super.init(…)`: the superclass's initializer on the same instance, or the world class's
    /// (which makes the base object with those arguments, e.g. `super.init(frame: frame)`).
    private func superInit(_ written: [WrittenArgument], in scope: Scope, at node: FunctionCallExprSyntax) throws -> Value {
        guard let selfValue = scope.lookup("self")?.value, case .object(let instance) = selfValue,
              let owner = frame.owner else {
            throw refusal("'super.init' outside a class initializer", at: node)
        }
        if let superclass = owner.superclass {
            for initializer in superclass.chain.flatMap(\.initializers) {
                if let mapping = match(initializer.parameters, written) {
                    let arguments = try evaluateArguments(written, for: initializer, mapping: mapping, in: scope)
                    let bound = initializer.bound(to: selfValue)
                    var mapped = arguments
                    for i in mapped.indices where i < mapping.count { mapped[i].parameterIndex = mapping[i] }
                    _ = try invoke(bound, mapped, at: node)
                    return .void
                }
            }
            if superclass.chain.allSatisfy({ $0.initializers.isEmpty }), written.isEmpty { return .void }
            if superclass.chain.allSatisfy({ $0.initializers.isEmpty }), superclass.rootNativeSuperclass == nil {
                throw refusal("no initializer of '\(superclass.name)' takes these arguments", at: node)
            }
        }
        let arguments = try written.map { Argument(label: $0.label, value: try evaluate($0.expression, in: scope), syntax: Syntax($0.expression)) }
        if let root = owner.rootNativeSuperclass, let world {
            if !arguments.isEmpty {
                guard case .native(let base)? = try world.construct(root, arguments: arguments, at: CallSite(node, self)) else {
                    throw refusal("super.init(\(written.map { ($0.label ?? "_") + ":" }.joined())) of '\(root)' is not evaluated", at: node,
                                  kind: .notEvaluated(supported: world.supportedMembers(ofType: root).filter { $0.hasPrefix("init(") }))
                }
                instance.base = base
            }
            return .void
        }
        // NSObject (or no superclass): `super.init()` has nothing to do.
        if !arguments.isEmpty {
            if let other = owner.chain.last?.undeclaredInherited { throw undeclaredSuperclass(other, of: owner, at: node) }
            throw refusal("NSObject's init takes no arguments", at: node)
        }
        return .void
    }

    /// The refusal of a `super` call into a class the file does not declare and the world
    /// does not evaluate (a library's, `import ESTabBarController_swift`).
    func undeclaredSuperclass(_ name: String, of owner: UserType, at node: some SyntaxProtocol) -> SwiftRefusal {
        refusal("'\(owner.name)' inherits from '\(name)', which this file does not declare and is not a UIKit class evaluated: a superclass from another module is not evaluated (declare it in the file, or inherit from UIView)",
                at: node, kind: .notEvaluated(supported: ["the file's own classes", "the UIKit classes the world declares (UIView, UIButton, UIViewController, …)"]))
    }
}
