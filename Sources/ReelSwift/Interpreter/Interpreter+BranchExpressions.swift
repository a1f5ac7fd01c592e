internal import SwiftSyntax

extension Interpreter {
    /// The `if` or `switch` a body of one statement is, when it is an expression (SE-0380: the
    /// body has a result type other than Void and each branch is one expression, not a
    /// `return` or a statement): `var angle: Double { switch self { case .left: -30 … } }`.
    static func branchingExpression(_ item: CodeBlockItemSyntax.Item, returning type: TypeRef) -> ExprSyntax? {
        guard !["Void", "()"].contains(type.description) else { return nil }
        var expr: ExprSyntax?
        switch item {
        case .expr(let e): expr = e
        case .stmt(let stmt): expr = stmt.as(ExpressionStmtSyntax.self)?.expression
        default: break
        }
        guard let expr, expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self), everyBranchIsOneExpression(expr) else { return nil }
        return expr
    }

    private static func everyBranchIsOneExpression(_ expr: ExprSyntax) -> Bool {
        func single(_ items: CodeBlockItemListSyntax) -> Bool {
            guard items.count == 1, case .expr(let e) = items.first!.item else { return false }
            if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) { return everyBranchIsOneExpression(e) }
            return true
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard single(ifExpr.body.statements) else { return false }
            switch ifExpr.elseBody {
            case .codeBlock(let block)?: return single(block.statements)
            case .ifExpr(let next)?: return everyBranchIsOneExpression(ExprSyntax(next))
            default: return false
            }
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.allSatisfy { element in
                guard case .switchCase(let c) = element else { return false }
                return single(c.statements)
            }
        }
        return false
    }
}
