internal import SwiftSyntax

/// A file without `--run`: the one function or method that starts an animation runs, called
/// as the file's own code would call it; several (or none) are refused with the candidates.
enum EntryPoint {
    /// Calls that start an animation, by the name the code calls.
    static let starters: Set<String> = ["animate", "animateKeyframes", "add", "startAnimation", "runningPropertyAnimator",
                                        "asyncAfter", "commit"]

    struct Candidate {
        var function: FunctionDeclSyntax
        /// `extension UIView`, a class name, or nil at the top level.
        var owner: String?
        var ownerIsExtension: Bool

        var name: String {
            let signature = function.name.text + "(" + function.signature.parameterClause.parameters
                .map { ($0.firstName.text) + ":" }.joined() + ")"
            return owner.map { "\($0).\(signature)" } ?? signature
        }
    }

    static func statement(for interpreter: Interpreter, file: SwiftSource) throws(SwiftRefusal) -> String {
        let candidates = Self.candidates(in: file.tree)
        guard candidates.count == 1, let only = candidates.first else {
            let list = candidates.map(\.name).joined(separator: ", ")
            throw candidates.isEmpty
                ? SwiftRefusal(fileName: file.fileName, line: 1, column: 1,
                               message: "no function or method of the file starts an animation", kind: .entry, remedy: .giveStatements)
                : SwiftRefusal(fileName: file.fileName, line: 1, column: 1,
                               message: "\(candidates.count) functions start an animation (\(list))", kind: .entry, remedy: .chooseFunction)
        }
        var arguments: [String] = []
        for parameter in only.function.signature.parameterClause.parameters where parameter.defaultValue == nil {
            let type = parameter.type.trimmedText.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "")
            let value: String
            switch type {
            case "UIView": value = "badge"
            case "UIImageView": value = "host"
            case "UILabel": value = "label"
            case "CALayer": value = "badge.layer"
            default:
                let location = SourceLocationConverter(fileName: file.fileName, tree: file.tree).location(for: parameter.positionAfterSkippingLeadingTrivia)
                throw SwiftRefusal(fileName: file.fileName, line: location.line, column: location.column,
                                   message: "\(only.name) needs a value for '\(parameter.firstName.text)'", kind: .entry, remedy: .giveCall)
            }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let call = only.function.name.text + "(" + arguments.joined(separator: ", ") + ")"
        switch (only.owner, only.ownerIsExtension) {
        case (nil, _): return call
        case ("UIView"?, true), ("UILabel"?, true), ("UIImageView"?, true): return "badge.\(call)"
        case ("CALayer"?, true): return "badge.layer.\(call)"
        case (let owner?, _): return "\(owner)().\(call)"
        }
    }

    static func candidates(in tree: SourceFileSyntax) -> [Candidate] {
        var result: [Candidate] = []
        func visit(_ members: [DeclSyntax], owner: String?, isExtension: Bool) {
            for decl in members {
                if let function = decl.as(FunctionDeclSyntax.self), let body = function.body, startsAnimation(Syntax(body)) {
                    result.append(Candidate(function: function, owner: owner, ownerIsExtension: isExtension))
                } else if let c = decl.as(ClassDeclSyntax.self) {
                    visit(compiled(c.memberBlock.members), owner: c.name.text, isExtension: false)
                } else if let s = decl.as(StructDeclSyntax.self) {
                    visit(compiled(s.memberBlock.members), owner: s.name.text, isExtension: false)
                } else if let e = decl.as(ExtensionDeclSyntax.self) {
                    visit(compiled(e.memberBlock.members), owner: e.extendedType.trimmedText, isExtension: true)
                }
            }
        }
        // What the device compiles (`#if` resolved); a condition not known leaves the members as
        // written here, and the evaluation refuses it at its place.
        func compiled(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
            ((try? IfConfigEvaluation.active(members)) ?? Array(members)).map(\.decl)
        }
        let top = (try? IfConfigEvaluation.active(tree.statements)) ?? Array(tree.statements)
        visit(top.compactMap { $0.item.as(DeclSyntax.self) }, owner: nil, isExtension: false)
        return result
    }

    /// Whether a body calls an animation starter directly (`UIView.animate`, `layer.add`, …).
    static func startsAnimation(_ node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           starters.contains(member.declName.baseName.text) {
            let base = member.base?.trimmedText ?? ""
            switch member.declName.baseName.text {
            case "add": if base.hasSuffix("layer") { return true }
            case "commit": if base == "CATransaction" { return true }
            default: return true
            }
        }
        return node.children(viewMode: .sourceAccurate).contains { startsAnimation($0) }
    }
}
