internal import SwiftSyntax

/// The first place SwiftParser could not read: a token it had to invent (missing) or text it
/// had to skip (unexpected). SwiftParser recovers from both, so the tree alone says where.
enum SyntaxErrorFinder {
    struct Found {
        var position: AbsolutePosition
        var message: String
    }

    static func firstError(in tree: SourceFileSyntax) -> Found? {
        guard tree.hasError else { return nil }
        let visitor = Visitor(viewMode: .all)
        visitor.walk(tree)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        var found: Found?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if found == nil {
                var text = node.trimmedDescription
                if text.count > 40 { text = String(text.prefix(37)) + "…" }
                found = Found(position: node.positionAfterSkippingLeadingTrivia,
                              message: "syntax error: unexpected code '\(text)'")
            }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, token.presence == .missing {
                let expected: String
                switch token.tokenKind {
                case .identifier: expected = "an identifier"
                case .integerLiteral, .floatLiteral: expected = "a number"
                default: expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
                }
                let where_ = token.parent.map { " in \(Self.describe($0))" } ?? ""
                found = Found(position: token.position, message: "syntax error: expected \(expected)\(where_)")
            }
            return .skipChildren
        }

        override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil {
                found = Found(position: node.position, message: "syntax error: expected an expression")
            }
            return .skipChildren
        }

        override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
            if found == nil { found = Found(position: node.position, message: "syntax error: expected a declaration") }
            return .skipChildren
        }

        static func describe(_ node: Syntax) -> String {
            if node.is(FunctionCallExprSyntax.self) || node.is(LabeledExprListSyntax.self) { return "argument list" }
            if node.is(CodeBlockSyntax.self) || node.is(MemberBlockSyntax.self) { return "block" }
            if node.is(ClosureExprSyntax.self) { return "closure" }
            if node.is(FunctionParameterClauseSyntax.self) { return "parameter list" }
            if node.is(ArrayExprSyntax.self) { return "array literal" }
            return "declaration or statement"
        }
    }
}
