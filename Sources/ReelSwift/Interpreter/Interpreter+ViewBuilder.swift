internal import SwiftSyntax

/// SwiftUI's result builder (`@ViewBuilder`): a `body`, a stack's content closure, an overlay's,
/// collects the value of each expression statement instead of discarding it [Apple]
/// (…/swiftui/viewbuilder; SE-0289 result builders: "buildBlock" combines the statements'
/// values). An `if` is one slot whatever it holds (`buildEither`/`buildOptional`, SwiftUI's
/// `_ConditionalContent`), so the views after it keep their places in the tree.
struct ViewBuilderState {
    /// The views collected by the builder body now running; nil when none is.
    var sink: [Value]?
    /// Set just before invoking a function as a builder; taken by `invoke`.
    private var requested = false
    /// The clause of the last `if` chain executed (`executeIf`), nil when it took none.
    var branch: Int?
    /// The builder statements being evaluated, outermost first, by their place in the file:
    /// a view's structural identity [Apple] (WWDC21 "Demystify SwiftUI": a view's identity is
    /// its position in the view hierarchy as the code's structure gives it).
    var path: [Int] = []
    /// The ids of the `ForEach` elements whose content is being built, outermost first, as
    /// places name them (SwiftUIForEach): part of the identity of every view made inside, so
    /// what SwiftUI keeps with a view's identity (its `@State`, its `.task`, its `onChange`)
    /// follows the element's id, not its offset [Apple] (…/swiftui/foreach: "If the id of a
    /// data element changes, the content view generated from that data element loses any
    /// current state and animations"; WWDC21 "Demystify SwiftUI": explicit identity).
    var elements: [String] = []

    /// The identity `elements` add to a place: each id in brackets, outermost first (an id
    /// as a place name has its brackets escaped, so two lists never read alike).
    var elementsPlace: String { elements.map { "[\($0)]" }.joined() }

    mutating func request() { requested = true }
    mutating func takeRequest() -> Bool {
        defer { requested = false }
        return requested
    }
}

extension Interpreter {
    /// Runs `function` (a closure or a getter) as a view builder: the views of its statements,
    /// in order; an `if`'s slot is an array (empty when no branch was taken).
    func buildViews(_ function: Function, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> [Value] {
        viewBuilder.request()
        let result = try invoke(function, arguments, at: node)
        guard case .array(let views) = result else { return [result] }
        return views
    }

    /// The views `body` of a struct the file declares builds (a `View`), or nil when its type
    /// declares no `body`.
    func viewBody(of value: StructValue, at node: some SyntaxProtocol) throws -> [Value]? {
        guard let (property, owner) = value.type.computedProperty("body") else { return nil }
        let getter = Function(name: "body", parameters: [], body: .accessor(property.getter), scope: owner.scope, owner: owner)
        getter.receiver = .structValue(value)
        // The views its body makes sit below it in the tree, wherever the body is evaluated.
        let outerPath = viewBuilder.path
        if let identity = value.identity { viewBuilder.path = identity }
        defer { viewBuilder.path = outerPath }
        return try buildViews(getter, [], at: node)
    }

    /// An expression statement inside a view builder: its view is collected (a call returning
    /// nothing, such as `print`, adds none).
    func buildExpression(_ expr: ExprSyntax, in scope: Scope) throws -> Flow {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            let outer = viewBuilder.sink ?? []
            viewBuilder.sink = []
            viewBuilder.branch = nil
            let flow = try executeIf(ifExpr, in: scope)
            let built = viewBuilder.sink ?? []
            // Each clause's views have an identity of their own (`buildEither(first:)` /
            // `buildEither(second:)`, SwiftUI's `_ConditionalContent`): switching clauses
            // removes one view and inserts another (SwiftUITransitions).
            let branch = viewBuilder.branch
            viewBuilder.sink = outer + [branch.map { .native(ViewBuilderBranch(index: $0, views: built)) } ?? .array(built)]
            return flow
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            let outer = viewBuilder.sink ?? []
            viewBuilder.sink = []
            let flow = try executeSwitch(switchExpr, in: scope, label: nil)
            let built = viewBuilder.sink ?? []
            viewBuilder.sink = outer + [.array(built)]
            return flow
        }
        viewBuilder.path.append(fileOffset(of: expr))
        defer { viewBuilder.path.removeLast() }
        var value = try evaluate(expr, in: scope)
        if case .void = value { return .normal }
        // A view struct of the file made here keeps this place as its identity: its body is
        // evaluated later, when the builder's views are collected.
        if case .structValue(var view) = value, view.identity == nil, view.type.computedProperty("body") != nil {
            view.identity = viewBuilder.path
            value = .structValue(view)
        }
        viewBuilder.sink?.append(value)
        return .normal
    }
}

/// The views of the clause an `if` in a view builder took, and which clause it was.
struct ViewBuilderBranch: NativeValue {
    var index: Int
    var views: [Value]
    var typeName: String { "_ConditionalContent" }
    func isEqual(to other: any NativeValue) -> Bool { false }
}
