internal import SwiftSyntax
import ReelSwiftInput

/// Where a literal is: the text's name (`Badge.swift`, `--run`) and its UTF-8 byte range there.
struct LiteralKey: Hashable {
    var fileName: String
    var start: Int
}

extension Interpreter {
    /// The literals evaluated, in the order first evaluated.
    public var evaluatedLiterals: [EvaluatedLiteral] { literalOrder.compactMap { literalRecords[$0] } }

    func recordLiteral(_ literal: some ExprSyntaxProtocol) {
        guard recordsLiterals else { return }
        guard let unit = unit(holding: literal) else { return }
        let start = fileOffsetAfterTrivia(of: literal)
        let key = LiteralKey(fileName: unit.source.fileName, start: start)
        if literalRecords[key] != nil {
            literalRecords[key]!.evaluations += 1
            return
        }
        let text = literal.trimmedText
        let location = unit.converter.location(for: AbsolutePosition(utf8Offset: start))
        literalRecords[key] = EvaluatedLiteral(fileName: unit.source.fileName, range: start..<(start + text.utf8.count),
                                               text: text, name: LiteralNaming.name(of: Syntax(literal), parent: writtenParent(of:)),
                                               line: location.line, column: location.column, evaluations: 1)
        literalOrder.append(key)
    }
}

/// Names a literal after the code around it, as a developer would point at it.
enum LiteralNaming {
    /// `parent` is the node's parent as written (`Interpreter.writtenParent(of:)`: a folded
    /// operator sequence's tree continues in the file's).
    static func name(of literal: Syntax, parent parentOf: (Syntax) -> Syntax?) -> String {
        var inner = ""          // what the literal is inside its nearest named place
        var node = literal
        while let parent = parentOf(node) {
            if let element = parent.as(ArrayElementSyntax.self), let list = element.parent?.as(ArrayElementListSyntax.self) {
                let index = list.firstIndex { $0.id == element.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
                inner = "[\(index)]" + inner
            } else if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let label = argument.label?.text ?? "_"
                return prefix(of: Syntax(call), includeSelf: false, parentOf) + calleeName(call) + "(\(label):)" + inner
            } else if let trailing = parent.as(MultipleTrailingClosureElementSyntax.self) {
                _ = trailing
            } else if let binding = parent.as(PatternBindingSyntax.self) {
                let name = binding.pattern.trimmedText
                return prefix(of: Syntax(binding), includeSelf: true, parentOf) + name + inner
            } else if let parameter = parent.as(FunctionParameterSyntax.self) {
                // A default value is named as the parameter (`shakeWith(duration:)`).
                if let function = parameter.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self) {
                    return prefix(of: Syntax(function), includeSelf: false, parentOf) + function.name.text + "(\(parameter.firstName.text):)"
                }
                return parameter.firstName.text + inner
            } else if let infix = parent.as(InfixOperatorExprSyntax.self), isAssignment(infix.operator), node.id == infix.rightOperand.id {
                return prefix(of: Syntax(infix), includeSelf: false, parentOf) + infix.leftOperand.trimmedText + inner
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let target = sequence.elements.first, isAssignment(sequence.elements.dropFirst().first!),
                      node.id == sequence.elements.last?.id {
                // `x = 0.3` as the parser leaves it: one operator is evaluated unfolded.
                return prefix(of: Syntax(sequence), includeSelf: false, parentOf) + target.trimmedText + inner
            } else if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
                break
            }
            node = parent
        }
        let location = literal.trimmedText
        return prefix(of: literal, includeSelf: false, parentOf) + location + inner
    }

    /// `=` or a compound assignment (`+=`, …).
    private static func isAssignment(_ op: ExprSyntax) -> Bool {
        if op.is(AssignmentExprSyntax.self) { return true }
        guard let binary = op.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// The called name as a developer points at it: `UIView.animate`, `layer.add`; a method
    /// called on the result of another call (a SwiftUI modifier chain, `CGAffineTransform(…)
    /// .rotated`) by its own name only (`.scaleEffect`), not the whole chain before it.
    private static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(FunctionCallExprSyntax.self) || base.is(SubscriptCallExprSyntax.self) {
            return "." + member.declName.baseName.text
        }
        return call.calledExpression.trimmedText.replacingOccurrences(of: "self.", with: "")
    }

    /// `Type.` for a property of a type, `function(): ` inside a function or closure body.
    private static func prefix(of node: Syntax, includeSelf: Bool, _ parentOf: (Syntax) -> Syntax?) -> String {
        var current = parentOf(node)
        var types: [String] = []
        var function: String?
        while let n = current {
            if function == nil, types.isEmpty {
                if let f = n.as(FunctionDeclSyntax.self) { function = f.name.text + "()" }
                else if n.is(InitializerDeclSyntax.self) { function = "init()" }
                else if let accessor = n.as(AccessorDeclSyntax.self) { function = accessor.accessorSpecifier.text }
            }
            if let c = n.as(ClassDeclSyntax.self) { types.insert(c.name.text, at: 0) }
            else if let s = n.as(StructDeclSyntax.self) { types.insert(s.name.text, at: 0) }
            else if let e = n.as(EnumDeclSyntax.self) { types.insert(e.name.text, at: 0) }
            else if let x = n.as(ExtensionDeclSyntax.self) { types.insert(x.extendedType.trimmedText, at: 0) }
            current = parentOf(n)
        }
        if let function { return function + ": " }
        // A property: the innermost type names it (`Constants.popOutRatio`).
        if includeSelf, let last = types.last { return last + "." }
        return ""
    }
}
