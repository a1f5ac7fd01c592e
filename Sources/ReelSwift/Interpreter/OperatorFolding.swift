internal import SwiftOperators
internal import SwiftSyntax

/// SwiftParser leaves `a + b * c` flat (a `SequenceExprSyntax`); SwiftOperators folds it into a
/// tree by the standard library's precedence groups, the compiler's own table.
///
/// Sequences are folded one at a time, the first time each is evaluated: folding the whole
/// file up front (`foldAll`) rebuilt every node above every sequence, 1.9 ms of BadgeHub's
/// 41.6 ms timeline (issue 38), most of it for code the run never reaches. Most sequences are
/// folded by `SequenceFolding`, which builds no syntax at all; SwiftOperators folds the rest (a
/// custom operator, an arrow, a `try` it hoists) into a new tree, detached from the file's, with
/// the same tokens in the same order (folding only nests the elements). A node's place in the
/// file is then the sequence's place plus its offset in the folded tree: `FoldedOrigin` keeps
/// that, and the parent the sequence had, so refusals, literals and view identities are placed
/// as in the file itself.
struct FoldedOrigin {
    /// The sequence as written (in the file's tree, or in another folded tree when nested).
    let sequence: SequenceExprSyntax
    /// The UTF-8 offset in the file's text where the folded tree starts.
    let base: Int
}

extension Interpreter {
    /// `sequence` folded, from the cache after its first evaluation. An operator of no known
    /// precedence group (a custom operator) is refused where the sequence is written.
    func folded(_ sequence: SequenceExprSyntax) throws(SwiftRefusal) -> ExprSyntax {
        if let known = foldedSequences[sequence.id] { return known }
        let folded: ExprSyntax
        do {
            folded = try OperatorTable.standardOperators.foldSingle(sequence)
        } catch {
            throw refusal("operators cannot be folded: \(error)", at: sequence)
        }
        foldedSequences[sequence.id] = folded
        foldedOrigins[folded.id] = FoldedOrigin(sequence: sequence, base: fileOffset(of: sequence))
        return folded
    }

    /// `expr` itself, or the tree its operators fold to: for reading an expression's shape
    /// before it is evaluated (`isContextual`).
    func resolvingSequence(_ expr: ExprSyntax) throws(SwiftRefusal) -> ExprSyntax {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return expr }
        return try folded(sequence)
    }

    /// The UTF-8 offset of `node` (its leading trivia included) in the text that holds it.
    func fileOffset(of node: some SyntaxProtocol) -> Int {
        let offset = node.position.utf8Offset
        guard let origin = foldedOrigins[node.root.id] else { return offset }
        return origin.base + offset
    }

    /// Like `fileOffset(of:)`, past the leading trivia: where the node's first token is.
    func fileOffsetAfterTrivia(of node: some SyntaxProtocol) -> Int {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let origin = foldedOrigins[node.root.id] else { return offset }
        return origin.base + offset
    }

    /// The parsed text `node` belongs to, through the sequences it was folded from.
    func unit(holding node: some SyntaxProtocol) -> Unit? {
        var root = Syntax(node).root
        while let origin = foldedOrigins[root.id] { root = Syntax(origin.sequence).root }
        return units.first { $0.tree.id == root.id }
    }

    /// `node`'s parent as written in the file: a folded tree's root continues at the parent of
    /// the sequence it was folded from.
    func writtenParent(of node: Syntax) -> Syntax? {
        if let parent = node.parent { return parent }
        return foldedOrigins[node.id].flatMap { Syntax($0.sequence).parent }
    }
}
