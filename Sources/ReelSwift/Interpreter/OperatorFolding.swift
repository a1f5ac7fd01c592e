internal import SwiftOperators
internal import SwiftSyntax

/// SwiftParser leaves `a + b * c` flat (a `SequenceExprSyntax`); SwiftOperators folds it into a
/// tree by the standard library's precedence groups, the compiler's own table. The tokens and
/// their positions are unchanged.
enum OperatorFolding {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func fold(_ tree: SourceFileSyntax) throws -> SourceFileSyntax {
        let folded: Syntax
        do {
            folded = try OperatorTable.standardOperators.foldAll(tree)
        } catch {
            throw Failure(description: "operators cannot be folded: \(error)")
        }
        guard let file = folded.as(SourceFileSyntax.self) else {
            throw Failure(description: "operators cannot be folded")
        }
        return file
    }
}
