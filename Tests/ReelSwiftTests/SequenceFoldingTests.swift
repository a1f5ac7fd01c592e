import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing
@testable import ReelSwift

/// The interpreter folds operator sequences itself (SequenceFolding) rather than rebuilding the
/// file with SwiftOperators (issue 38: 1.9 ms of BadgeHub's timeline). The fold must be
/// SwiftOperators' own, the compiler's table: each case is folded both ways and compared as a
/// fully parenthesized text, and what it leaves to SwiftOperators is listed.
@Suite struct SequenceFoldingTests {
    /// The first operator sequence of `expression`.
    static func sequence(_ expression: String) throws -> SequenceExprSyntax {
        let file = Parser.parse(source: "_ = \(expression)")
        final class Finder: SyntaxVisitor {
            var found: SequenceExprSyntax?
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = node }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        let outer = try #require(finder.found)
        // `_ = expression`: the expression is what follows the assignment.
        let elements = Array(outer.elements)
        if elements.count == 3, let inner = elements[2].as(SequenceExprSyntax.self) { return inner }
        return outer
    }

    /// SwiftOperators' fold, parenthesized.
    static func written(_ expr: ExprSyntax) -> String {
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return "(\(written(infix.leftOperand)) \(infix.operator.trimmedDescription) \(written(infix.rightOperand)))"
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return "(\(written(ternary.condition)) ? \(ternary.thenExpression.trimmedDescription) : \(written(ternary.elseExpression)))"
        }
        if let cast = expr.as(AsExprSyntax.self) {
            return "(\(written(cast.expression)) as\(cast.questionOrExclamationMark?.text ?? "") \(cast.type.trimmedDescription))"
        }
        if let check = expr.as(IsExprSyntax.self) {
            return "(\(written(check.expression)) is \(check.type.trimmedDescription))"
        }
        return expr.trimmedDescription
    }

    /// The interpreter's fold, parenthesized the same way.
    static func written(_ operand: SequenceOperand) -> String {
        switch operand {
        case .expr(let expr): return expr.trimmedDescription
        case .infix(let left, let op, let right): return "(\(written(left)) \(op.trimmedDescription) \(written(right)))"
        case .ternary(let condition, let question, let otherwise):
            return "(\(written(condition)) ? \(question.thenExpression.trimmedDescription) : \(written(otherwise)))"
        case .cast(let value, let op, let type):
            let keyword = op.as(UnresolvedAsExprSyntax.self).map { "as" + ($0.questionOrExclamationMark?.text ?? "") } ?? "is"
            return "(\(written(value)) \(keyword) \(type.trimmedDescription))"
        }
    }

    static let folded = [
        "a + b * c - d / e % f",
        "a - b - c",
        "a = b = c",
        "x += y * 2",
        "a ?? b ?? c",
        "a < b && c > d || e == f && !g",
        "a || b && c",
        "0 ..< n + 1",
        "a & b | c ^ d",
        "a << 2 + b",
        "a &+ b &* c",
        "x = c ? a + 1 : b * 2",
        "c ? 1 : d ? 2 : 3",
        "c ? a : b ?? d",
        "x = y as? Int ?? 0",
        "v is UILabel && w is UIView",
        "x = y as! CGFloat * 2",
        "n as Double + 1",
        "a === b || c !== d",
        "total = a + (b * c) - d",
    ]

    @Test(arguments: folded)
    func foldsAsSwiftOperatorsDoes(_ expression: String) throws {
        let sequence = try Self.sequence(expression)
        let ours = try #require(SequenceFolding.fold(sequence), "not folded: \(expression)")
        let theirs = try OperatorTable.standardOperators.foldSingle(sequence)
        #expect(Self.written(ours) == Self.written(theirs), "\(expression)")
    }

    /// What SwiftOperators folds (or refuses) in its place: a chain of a non-associative group,
    /// a `try`/`await` it hoists over the operation, a custom operator, an arrow.
    @Test(arguments: ["a < b < c", "a ..< b ..< c", "try? f() + 1", "x = try f() + 1", "await g() * 2", "a <> b", "a ** b + c"])
    func leavesTheRestToSwiftOperators(_ expression: String) throws {
        #expect(SequenceFolding.fold(try Self.sequence(expression)) == nil, "\(expression)")
    }

    /// The evaluator on both paths: its own fold, and SwiftOperators' (a hoisted `try?`).
    @Test func evaluatesBothFolds() throws {
        let i = try SwiftProgram(fileName: "Core.swift", text: """
            func f() throws -> Int { 4 }
            let a = 1 + 2 * 3 - 8 / 4 % 3
            let b: Int? = nil
            let c = b ?? 5 * 2
            let d = a > 4 ? a < 6 ? "mid" : "high" : "low"
            let any: Any = 3
            let e = (any as? Int ?? 0) + 1
            let g = any is Int && !(any is String)
            let h = try? f() + 1
            var k = 10
            k -= 2 * 3
            """).evaluate()
        #expect(i.text(of: try #require(i.globalValue("a"))) == "5")
        #expect(i.text(of: try #require(i.globalValue("c"))) == "10")
        #expect(i.text(of: try #require(i.globalValue("d"))) == "mid")
        #expect(i.text(of: try #require(i.globalValue("e"))) == "4")
        #expect(i.text(of: try #require(i.globalValue("g"))) == "true")
        let h = try #require(i.globalValue("h"))
        #expect(!h.isNil && i.text(of: h).contains("5"), "\(i.text(of: h))")
        #expect(i.text(of: try #require(i.globalValue("k"))) == "4")
    }

    /// A refusal inside a folded sequence is placed where its construct is written, on either
    /// path; a sequence SwiftOperators cannot fold is refused where it is, not at 1:1.
    @Test func refusalsInsideSequencesArePlacedInTheFile() {
        func refusal(_ text: String) -> String {
            do { _ = try SwiftProgram(fileName: "Core.swift", text: text).evaluate(); return "evaluated" } catch { return error.description }
        }
        #expect(refusal("let s = \"a\"\nlet x = 1 + 2 * s").hasPrefix("Core.swift:2:13: "))
        #expect(refusal("let y = 2\nlet x = 1 + (y + 2 * \"z\")").hasPrefix("Core.swift:2:18: "))
        #expect(refusal("func f() throws -> Int { 1 }\nlet s = \"a\"\nlet x = try? f() + 1 * s").hasPrefix("Core.swift:3:20: "))
        #expect(refusal("let a = 1\nlet b = 2\nlet c = 3\nlet x = a < b < c").hasPrefix("Core.swift:4:9: operators cannot be folded"))
    }
}
