import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing
@testable import ReelSwift

/// The interpreter folds with a table read from the source of SwiftOperators' own standard
/// table (so each relation has its syntax and no comparison synthesizes one): it must be that
/// table, read without error, and fold every operator as the built-in one does.
@Suite struct OperatorFoldingTests {
    @Test func theTableIsTheStandardOneReadFromItsSource() {
        // The same declarations (the text read back keeps the blank lines between them).
        func declarations(_ table: OperatorTable) -> [Substring] { table.description.split(separator: "\n") }
        #expect(declarations(OperatorFolding.table) == declarations(OperatorTable.standardOperators))
        // Read from source, not the fallback: the operators carry their declarations.
        #expect(OperatorFolding.table.infixOperator(named: "+")?.syntax != nil)
        #expect(OperatorTable.standardOperators.infixOperator(named: "+")?.syntax == nil)
    }

    @Test func everyStandardOperatorFoldsAsTheBuiltInTableFoldsIt() throws {
        let source = """
        x = a + b * c - d / e % f << 2 & g | h ^ i >> 1
        y += a ?? b ?? c
        z = a < b && c >= d || !e && f != g
        w = a ... b
        v = a ..< b + 1
        u = a as? Int ?? 0
        t = a is Int ? b : c ? d : e
        s -= a &+ b &* c &- d
        r = a == b ? c + d * e : f - g
        q *= -a + +b
        p = a === b || a !== c
        o /= (a + b) * (c - d)
        n = a ~= b
        m = a &<< b + c &>> d
        l %= a
        k = a as Int + b
        """
        let tree = Parser.parse(source: source)
        let ours = try OperatorFolding.table.foldAll(tree)
        let builtIn = try OperatorTable.standardOperators.foldAll(tree)
        #expect(ours.debugDescription == builtIn.debugDescription)
        #expect(ours.description == source)
        // And the tree is folded: no sequence is left.
        #expect(!ours.debugDescription.contains("SequenceExpr"))
    }
}
