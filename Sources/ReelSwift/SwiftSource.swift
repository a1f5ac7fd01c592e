internal import SwiftParser
internal import SwiftSyntax

/// A user's Swift file as SwiftParser reads it: the text, its name for messages, and the tree.
public struct SwiftSource: Sendable {
    /// The name refusals start with (`Badge.swift:12:9: …`).
    public let fileName: String
    /// The file's text.
    public let text: String
    /// SwiftParser's tree of it.
    let tree: SourceFileSyntax

    /// Parses `text`; a file SwiftParser reads with errors still has a tree (with missing nodes).
    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
        tree = Parser.parse(source: text)
    }

    /// The file's top-level items, in order.
    public var topLevelItemCount: Int { tree.statements.count }
}
