@_spi(RawSyntax) internal import SwiftSyntax

/// How deeply a text nests, checked without recursion before anything recursive reads it.
/// SwiftParser, SwiftSyntax's visitors, SwiftOperators' folding and the evaluator all recurse
/// once per level of the tree, so a file that nests thousands deep (`((((…`, `1 + 1 + … + 1`
/// folded into a left-deep tree, `x.a.a.a…`, `x!!!…`) overflows the stack of any of them: a
/// crash, never a refusal. SwiftParser's own `maximumNestingLevel` does not cover postfix
/// chains or operator sequences, and its lookahead for `[[[…` (array or inline-array type?)
/// backtracks exponentially (20 levels take seconds, 40 never end) and recurses without bound.
enum SourceNesting {
    /// Brackets of any kind open at once, counted on the raw text (strings and comments
    /// included: a file needs no such run of unclosed brackets).
    static let brackets = 64
    /// `[` open at once: SwiftParser's type lookahead doubles its time with each level.
    static let squareBrackets = 12
    /// Nodes from the root to the deepest node, an operator sequence counting its operators
    /// (SwiftOperators folds `a + b + c` into a tree as deep as it has operators). A debug
    /// build's evaluator survives about 1,500 on a worker thread; real files stay under 100.
    static let treeDepth = 600
    /// The nesting level SwiftParser itself stops at, given rather than its default: a debug
    /// build of swift-syntax defaults to 20 (its frames are larger), a release build to 256,
    /// so a file with 21 to 64 brackets open was refused by `swift build`'s tool and read by
    /// the release one. The text's brackets are bounded at `brackets` before it is parsed,
    /// so this is never the limit that refuses; it only keeps both builds reading the same.
    static let parserNestingLevel = 256

    static func message(_ what: String, _ limit: Int) -> String {
        "\(what) nested deeper than \(limit) (limit: nesting depth)"
    }

    /// The first place the raw text nests too deeply, as a UTF-8 offset and message: brackets,
    /// and every construct SwiftParser reads by recursing without raising its own nesting level
    /// (measured SIGSEGV on a debug build: 467 nested generic arguments, 1,190 function-type
    /// arrows, 3,196 `try` in a row, likewise `await`, `each`, `consume`, `copy`, `repeat`,
    /// 2,800 nested `#if`). See `NestingScanner`: one count over all of them, since they nest
    /// inside one another on the same stack.
    static func bracketExcess(in text: String) -> (offset: Int, message: String)? {
        var scanner = NestingScanner()
        return scanner.scan(Array(text.utf8))
    }

    /// The first node (in source order) deeper than `treeDepth`, walked with an explicit stack.
    static func treeExcess(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        guard rawDepthMayExceed(tree.raw) else { return nil }
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            var here = depth
            if let sequence = node.as(SequenceExprSyntax.self) { here += sequence.elements.count / 2 }
            if here > treeDepth {
                return (firstTokenOffset(of: node), message("expressions and statements", treeDepth))
            }
            // Tokens (half the nodes) are not pushed: a token has no children, so the only
            // check it needs is its depth, and a child one deeper than a node that passed is
            // too deep only when every child is; then the first, in source order, is refused,
            // as the stack would have popped it first. Pushing tokens was most of this pass's
            // cost (issue 38, item 4).
            let children = node.children(viewMode: .sourceAccurate)
            if here + 1 > treeDepth, let first = children.first {
                return (firstTokenOffset(of: first), message("expressions and statements", treeDepth))
            }
            let before = stack.count
            for child in children where child.kind != .token { stack.append((child, here + 1)) }
            stack[before...].reverse()
        }
        return nil
    }

    /// Whether any node may be deeper than `treeDepth`, on the raw tree: the same depths as
    /// `treeExcess` counts (a sequence adds its operators), over every child, missing ones
    /// too, so it never says no where `treeExcess` would find one. Walking the raw nodes makes
    /// no `Syntax` value per node: a fifth of the time of the walk that places the refusal,
    /// which now runs only when this says yes (profiled on `timeline BadgeHub.swift`, issue 38).
    static func rawDepthMayExceed(_ root: RawSyntax) -> Bool {
        var stack: [(node: RawSyntax, depth: Int)] = [(root, 1)]
        while let (node, depth) = stack.popLast() {
            guard let layout = node.layoutView else { continue }
            var here = depth
            // SequenceExprSyntax's layout: unexpected nodes, its elements, unexpected nodes.
            if node.kind == .sequenceExpr, let elements = layout.children[1] {
                here += (elements.layoutView?.children.count ?? 0) / 2
            }
            if here > treeDepth { return true }
            for child in layout.children {
                guard let child else { continue }
                if child.isToken {
                    if here + 1 > treeDepth { return true }
                } else {
                    stack.append((child, here + 1))
                }
            }
        }
        return false
    }

    /// Where `node`'s first token starts, found by walking down first children in a loop:
    /// `positionAfterSkippingLeadingTrivia` looks for the first token by recursion, as deep as
    /// the tree, so placing the refusal of a 90,000-long `.a.a.a…` chain crashed too.
    static func firstTokenOffset(of node: Syntax) -> Int {
        var current = node
        while current.as(TokenSyntax.self) == nil,
              let first = current.children(viewMode: .sourceAccurate).first(where: { $0.totalLength.utf8Length > 0 }) {
            current = first
        }
        guard let token = current.as(TokenSyntax.self) else { return current.position.utf8Offset }
        return token.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// 1-based line and column (in characters, as compilers count) of a UTF-8 offset.
    static func location(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = text.utf8.startIndex
        var index = text.utf8.startIndex
        var seen = 0
        while index < text.utf8.endIndex, seen < offset {
            if text.utf8[index] == UInt8(ascii: "\n") { line += 1; lineStart = text.utf8.index(after: index) }
            index = text.utf8.index(after: index)
            seen += 1
        }
        let column = text[lineStart..<index].count + 1
        return (line, column)
    }
}
