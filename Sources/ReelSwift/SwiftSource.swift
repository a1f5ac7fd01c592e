internal import SwiftParser
internal import SwiftSyntax

/// A user's Swift file as SwiftParser reads it: the text, its name for messages, and the tree.
/// SwiftSyntax stays inside this module (imported `internal`), so its types never appear in
/// ReelSwift's public API.
public struct SwiftSource: Sendable {
    /// The name refusals start with (`Badge.swift:12:9: …`).
    public let fileName: String
    /// The file's text.
    public let text: String
    /// SwiftParser's tree of it.
    let tree: SourceFileSyntax

    /// Why the text is refused before it is evaluated (too large, or nesting too deeply for
    /// the recursive readers of its tree); the tree is then empty, so nothing walks it.
    let shapeRefusal: SwiftRefusal?

    /// Parses `text`; a file SwiftParser reads with errors still has a tree (with missing nodes).
    /// A text over the standard source size is not parsed at all (parsing is what the limit
    /// bounds), nor one whose brackets or tree nest deeper than SourceNesting allows.
    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
        let limits = EvaluationLimits.standard
        func refused(_ offset: Int, _ message: String) -> SwiftRefusal {
            let location = SourceNesting.location(of: offset, in: text)
            return SwiftRefusal(fileName: fileName, line: location.line, column: location.column, message: message, kind: .limit(.nestingDepth))
        }
        if text.utf8.count > limits.sourceBytes {
            shapeRefusal = SwiftRefusal(fileName: fileName, line: 1, column: 1, message: limits.exceeded(.sourceBytes), kind: .limit(.sourceBytes))
            tree = Parser.parse(source: "")
        } else if let excess = SourceNesting.bracketExcess(in: text) {
            shapeRefusal = refused(excess.offset, excess.message)
            tree = Parser.parse(source: "")
        } else {
            var parser = Parser(text, maximumNestingLevel: SourceNesting.parserNestingLevel)
            let parsed = SourceFileSyntax.parse(from: &parser)
            if let excess = SourceNesting.treeExcess(in: parsed) {
                shapeRefusal = refused(excess.offset, excess.message)
                tree = Parser.parse(source: "")
            } else {
                shapeRefusal = nil
                tree = parsed
            }
        }
    }

    /// The file's top-level items, in order.
    public var topLevelItemCount: Int { tree.statements.count }
}
