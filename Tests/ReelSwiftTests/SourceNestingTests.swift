import Testing
@testable import ReelSwift

/// Texts that nest deeply enough to overflow a recursive reader's stack (SwiftParser's
/// lookahead, SwiftSyntax's visitors, SwiftOperators' folding, the evaluator) are refused
/// before any of them reads the tree: before this check each of these crashed the process
/// (SIGSEGV) or, for `[[[…`, ran for ever.
@Suite struct SourceNestingTests {
    func refusal(_ text: String, run: String? = nil) -> String {
        do {
            try SwiftProgram(fileName: "Deep.swift", text: text, run: run).evaluate()
            return "evaluated"
        } catch {
            return error.description
        }
    }

    @Test func chainsThatFoldOrNestWithoutBracketsAreRefusedByTreeDepth() {
        let tree = "nested deeper than 600 (limit: nesting depth)"
        // An operator sequence folds into a left-deep tree as deep as its operators.
        #expect(refusal("let x = " + String(repeating: "1 + ", count: 20_000) + "1") ==
                "Deep.swift:1:9: expressions and statements " + tree)
        // Postfix chains: SwiftParser builds them in a loop, its nesting level never rises.
        #expect(refusal("let x = 1" + String(repeating: ".bitWidth", count: 5_000)) ==
                "Deep.swift:1:9: expressions and statements " + tree)
        #expect(refusal("let x: Int? = 1\nlet y = x" + String(repeating: "!", count: 20_000)) ==
                "Deep.swift:2:9: expressions and statements " + tree)
        #expect(refusal("let a = 1", run: "let x = " + String(repeating: "a - ", count: 5_000) + "a") ==
                "run:1:9: expressions and statements " + tree)
    }

    @Test func bracketsAreCountedBeforeParsing() {
        #expect(refusal("let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)) ==
                "Deep.swift:1:73: brackets nested deeper than 64 (limit: nesting depth)")
        #expect(refusal("let x = " + String(repeating: "{ ", count: 3_000) + "1" + String(repeating: " }()", count: 3_000)) ==
                "Deep.swift:1:137: brackets nested deeper than 64 (limit: nesting depth)")
        // String interpolation nests too; the column counts characters, not UTF-8 bytes.
        #expect(refusal("let é = 0; let x = " + String(repeating: "\"\\(", count: 200) + "1" + String(repeating: ")\"", count: 200)) ==
                "Deep.swift:1:214: brackets nested deeper than 64 (limit: nesting depth)")
        // SwiftParser's lookahead for `[[[…` doubles its time per level (40 levels never end).
        #expect(refusal("let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)) ==
                "Deep.swift:1:21: '[' brackets nested deeper than 12 (limit: nesting depth)")
        // Within the limits the same shapes evaluate.
        #expect(refusal("let x = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)) == "evaluated")
        #expect(refusal("let x = " + String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60)) == "evaluated")
        #expect(refusal("let x = " + String(repeating: "1 + ", count: 500) + "1") == "evaluated")
    }

    @Test func aTextOverTheSourceSizeIsNotParsed() {
        let huge = "let x = 1\n" + String(repeating: "// padding\n", count: 30_000)
        let source = SwiftSource(fileName: "Big.swift", text: huge)
        #expect(source.topLevelItemCount == 0)
        #expect(refusal(huge) == "Deep.swift:1:1: the source is larger than the source size limit of 262144 bytes")
    }

    /// Each limit alone is not reached, but together they multiply: 199 calls, each 60
    /// parentheses or 500 operators deep. The evaluator checks its thread's stack instead of
    /// trusting the product (before, both crashed a debug build with SIGSEGV).
    @Test func nestingTimesRecursionIsBoundedByTheStackItself() {
        let stack = "nested too deeply for the stack (limit: nesting depth)"
        let parentheses = "func f(_ n: Int) -> Int { return n == 0 ? 0 : " + String(repeating: "(1 + ", count: 60) + "f(n - 1)" +
            String(repeating: ")", count: 60) + " }\nlet y = f(199)"
        #expect(refusal(parentheses).hasSuffix(stack))
        let operators = "func f(_ n: Int) -> Int { return n == 0 ? 0 : " + String(repeating: "1 + ", count: 500) + "f(n - 1) }\nlet y = f(199)"
        #expect(refusal(operators).hasSuffix(stack))
        #expect(refusal("func f(_ n: Int) -> Int { return n == 0 ? 0 : 1 + f(n - 1) }\nlet y = f(199)") == "evaluated")
    }
}
