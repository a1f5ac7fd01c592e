internal import SwiftDiagnostics
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// The first syntax error in a tree, worded by swift-syntax's own `ParseDiagnosticsGenerator`
/// (what swiftc prints for the same text: "expected expression in variable declaration",
/// "unexpected code 'x' before …"). SwiftParser recovers from every error with missing or
/// unexpected nodes, so the tree alone says where; the generator reads them.
enum SyntaxErrorFinder {
    struct Found {
        var position: AbsolutePosition
        var message: String
    }

    static func firstError(in tree: SourceFileSyntax) -> Found? {
        guard tree.hasError else { return nil }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard let first = errors.min(by: { $0.position < $1.position }) else { return nil }
        return Found(position: first.position, message: first.message)
    }
}
