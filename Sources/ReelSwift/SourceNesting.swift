internal import SwiftSyntax

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

    static func message(_ what: String, _ limit: Int) -> String {
        "\(what) nested deeper than \(limit) (limit: nesting depth)"
    }

    /// The first place the raw text nests too deeply, as a UTF-8 offset and message.
    static func bracketExcess(in text: String) -> (offset: Int, message: String)? {
        var depth = 0
        var square = 0
        var squareStack: [Bool] = []
        var offset = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                let isSquare = byte == UInt8(ascii: "[")
                squareStack.append(isSquare)
                if isSquare { square += 1 }
                if depth > brackets { return (offset, message("brackets", brackets)) }
                if square > squareBrackets { return (offset, message("'[' brackets", squareBrackets)) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let wasSquare = squareStack.popLast() {
                    depth -= 1
                    if wasSquare { square -= 1 }
                }
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// The first node (in source order) deeper than `treeDepth`, walked with an explicit stack.
    static func treeExcess(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            var here = depth
            if let sequence = node.as(SequenceExprSyntax.self) { here += sequence.elements.count / 2 }
            if here > treeDepth {
                return (node.positionAfterSkippingLeadingTrivia.utf8Offset, message("expressions and statements", treeDepth))
            }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, here + 1)) }
        }
        return nil
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
