internal import SwiftDiagnostics
@_spi(RawSyntax) internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// The first syntax error in a tree, worded by swift-syntax's own `ParseDiagnosticsGenerator`
/// (what swiftc prints for the same text: "expected expression in variable declaration",
/// "unexpected code 'x' before …"). SwiftParser recovers from every error with missing or
/// unexpected nodes, so the tree alone says where; the generator reads them.
///
/// Except where the generator would trap: it builds every diagnostic's Fix-Its, and one of the
/// lexer's can come out empty. `c \u{7f}= ` is lexed as `=` with whitespace on one side (the
/// invalid character is not whitespace), while the Fix-It looks at the token before, which ends
/// in a space: no change to make, and `FixIt.init`'s precondition stops the process (found by
/// scripts/fuzz; swift-syntax 603's LexerDiagnosticMessages, where this is the only lexer Fix-It
/// that can be empty). A trap cannot be caught, so such a tree never reaches the generator: the
/// lexer's own message and position are read without their Fix-Its
/// (`TokenDiagnostic.diagnosticMessage(in:)`, `position(in:)`), and a parse error before the
/// first of them is worded as swiftc words the plain cases ("expected '='", "unexpected code …").
enum SyntaxErrorFinder {
    struct Found {
        var position: AbsolutePosition
        var message: String
    }

    static func firstError(in tree: SourceFileSyntax) -> Found? {
        guard tree.hasError else { return nil }
        if generatorWouldTrap(on: tree) {
            let found = [firstLexerError(in: tree), firstParseError(in: tree)].compactMap { $0 }
            return found.min { $0.position < $1.position }
        }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard let first = errors.min(by: { $0.position < $1.position }) else { return nil }
        return Found(position: first.position, message: first.message)
    }

    /// The earliest error-severity diagnostic the lexer attached to a present token, worded and
    /// placed as the generator would, without building its Fix-Its. Tokens are walked in order,
    /// without recursion (a deep tree is bounded before it is parsed, but this never adds depth).
    static func firstLexerError(in tree: SourceFileSyntax) -> Found? {
        for token in tree.tokens(viewMode: .all) where token.presence == .present {
            guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { continue }
            let message = diagnostic.diagnosticMessage(in: token)
            guard message.severity == .error else { continue }
            return Found(position: diagnostic.position(in: token), message: message.message)
        }
        return nil
    }

    private static func generatorWouldTrap(on tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .all).contains { $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides }
    }

    /// The first place the parser recovered: a token it had to invent (missing) or code it could
    /// not place (unexpected). Only used where the generator cannot be, so only the plain
    /// wordings: swiftc says the same for a single missing token or a run of unexpected code.
    static func firstParseError(in tree: SourceFileSyntax) -> Found? {
        // Down from the root through the first child that holds an error, in source order: the
        // first node the parser invented or could not place. A loop, so no stack is added (the
        // tree's depth is bounded before it is parsed), and no more than depth × width visited.
        var node = Syntax(tree)
        while true {
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                let text = unexpected.trimmedText
                let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
                return Found(position: unexpected.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(shown)'")
            }
            if let token = node.as(TokenSyntax.self) {
                return token.presence == .missing ? Found(position: token.position, message: "expected \(describe(missing: token))") : nil
            }
            guard let next = node.children(viewMode: .all).first(where: { $0.hasError }) else { return nil }
            node = next
        }
    }

    /// What a missing token stands for: the parser invents a placeholder identifier for a
    /// missing expression, pattern, type or declaration, which swiftc names by the node.
    private static func describe(missing token: TokenSyntax) -> String {
        switch token.parent?.kind {
        case .missingExpr?: return "expression"
        case .missingPattern?: return "pattern"
        case .missingType?: return "type"
        case .missingDecl?: return "declaration"
        case .missingStmt?: return "statement"
        default: break
        }
        switch token.tokenKind {
        case .identifier: return "identifier"
        case .integerLiteral, .floatLiteral, .stringSegment: return "expression"
        default: return "'\(token.text)'"
        }
    }
}
