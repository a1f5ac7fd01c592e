internal import SwiftSyntax

/// A file's `#Preview { … }` blocks (Xcode's canvas, [Apple] …/swiftui/preview(_:body:)):
/// without a run, the preview is what is shown, as the canvas shows it. Its content is bound
/// as the run's `View` value, so its `onAppear` and animations play as on a device.
enum SwiftUIPreview {
    struct Found {
        /// The preview's name (`#Preview("Dark")`), "Preview" when it has none, as Xcode names it.
        var name: String
        var body: CodeBlockItemListSyntax
        var node: Syntax
    }

    static func previews(in tree: SourceFileSyntax) -> [Found] {
        var found: [Found] = []
        for item in tree.statements {
            let macro: (name: String, closure: ClosureExprSyntax?, arguments: LabeledExprListSyntax, node: Syntax)?
            if case .expr(let expr) = item.item, let m = expr.as(MacroExpansionExprSyntax.self) {
                macro = (m.macroName.text, m.trailingClosure, m.arguments, Syntax(m))
            } else if case .decl(let decl) = item.item, let m = decl.as(MacroExpansionDeclSyntax.self) {
                macro = (m.macroName.text, m.trailingClosure, m.arguments, Syntax(m))
            } else {
                macro = nil
            }
            guard let macro, macro.name == "Preview", let closure = macro.closure else { continue }
            var name = "Preview"
            if let first = macro.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
               let text = literal.representedLiteralValue {
                name = text
            }
            found.append(Found(name: name, body: closure.statements, node: macro.node))
        }
        return found
    }

    /// The statement that shows the preview named `name` (the first when nil): its one view
    /// bound as the run's content. Nil when the file has no preview.
    static func statement(file: SwiftSource, name: String?) throws(SwiftRefusal) -> String? {
        let all = previews(in: file.tree)
        guard !all.isEmpty else {
            if let name {
                throw SwiftRefusal(fileName: file.fileName, line: 1, column: 1, message: "the file has no #Preview named \"\(name)\" (it has none)", kind: .entry)
            }
            return nil
        }
        guard let chosen = name.map({ wanted in all.first { $0.name == wanted } }) ?? all.first else {
            throw SwiftRefusal(fileName: file.fileName, line: 1, column: 1,
                               message: "the file has no #Preview named \"\(name ?? "")\" (it has: \(all.map { "\"\($0.name)\"" }.joined(separator: ", ")))", kind: .entry)
        }
        let converter = SourceLocationConverter(fileName: file.fileName, tree: file.tree)
        let location = converter.location(for: chosen.node.positionAfterSkippingLeadingTrivia)
        guard chosen.body.count == 1, case .expr(let expr) = chosen.body.first!.item else {
            throw SwiftRefusal(fileName: file.fileName, line: location.line, column: location.column,
                               message: "#Preview \"\(chosen.name)\" is not evaluated: only a preview of one view expression is shown",
                               kind: .notEvaluated(supported: ["#Preview { SomeView(…) }"]))
        }
        return statementPrefix + expr.trimmedText
    }

    /// What `statement` puts before the preview's own expression.
    static let statementPrefix = "var preview = "

    /// `refusal` of the statement `statement` made (a text named as the run, which the user
    /// never wrote: `run:1:15: error: …` named no file) placed in the file instead, where the
    /// preview's expression is. Any other refusal is returned as it is.
    static func placed(_ refusal: SwiftRefusal, file: SwiftSource, name: String?) -> SwiftRefusal {
        guard refusal.fileName == SwiftProgram.defaultRunName,
              let chosen = name.map({ wanted in previews(in: file.tree).first { $0.name == wanted } }) ?? previews(in: file.tree).first,
              chosen.body.count == 1, case .expr(let expr) = chosen.body.first!.item else { return refusal }
        let converter = SourceLocationConverter(fileName: file.fileName, tree: file.tree)
        let start = converter.location(for: expr.positionAfterSkippingLeadingTrivia)
        // The statement's first line is the prefix and the expression's first line; its
        // later lines are the expression's own, columns and all. Columns count UTF-8 bytes,
        // as swift-syntax's do.
        let line = start.line + refusal.line - 1
        let column = refusal.line == 1 ? start.column + max(0, refusal.column - 1 - statementPrefix.utf8.count) : refusal.column
        var placed = SwiftRefusal(fileName: file.fileName, line: line, column: column, message: refusal.message, kind: refusal.kind)
        placed.remedy = refusal.remedy
        return placed
    }
}
