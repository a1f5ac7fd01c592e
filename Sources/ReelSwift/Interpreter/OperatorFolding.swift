internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// SwiftParser leaves `a + b * c` flat (a `SequenceExprSyntax`); SwiftOperators folds it into a
/// tree by the standard library's precedence groups, the compiler's own table. The tokens and
/// their positions are unchanged.
enum OperatorFolding {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The standard library's operators and precedence groups, read from the source text of
    /// SwiftOperators' own `standardOperators` (its `description` is that source). The same
    /// table, but each precedence relation now carries the syntax it was read from: the
    /// built-in table has none, so every comparison of two operators in a sequence synthesized
    /// a whole precedence group declaration to carry along, a third of folding's time on
    /// BadgeHub.swift (issue 38, item 4). `OperatorFoldingTests` checks the two tables fold alike.
    static let table: OperatorTable = {
        var table = OperatorTable()
        do {
            try table.addSourceFile(Parser.parse(source: OperatorTable.standardOperators.description))
        } catch {
            return .standardOperators
        }
        return table
    }()

    static func fold(_ tree: SourceFileSyntax) throws -> SourceFileSyntax {
        let folded: Syntax
        do {
            folded = try table.foldAll(tree)
        } catch {
            throw Failure(description: "operators cannot be folded: \(error)")
        }
        guard let file = folded.as(SourceFileSyntax.self) else {
            throw Failure(description: "operators cannot be folded")
        }
        return file
    }
}
