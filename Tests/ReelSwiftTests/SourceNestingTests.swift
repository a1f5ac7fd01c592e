import ReelTestSupport
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

    // Issue 41: SwiftParser recurses once per level of each of these without raising its
    // nesting level, and each crashed the process (SIGSEGV) at the count in its comment before
    // NestingScanner counted them with the brackets.
    static let prefix = " nested deeper than 64 (limit: nesting depth)"

    @Test func genericArgumentsAndFunctionTypesAreCountedBeforeParsing() {
        // 467 nested generic arguments (1.4 KB) crashed.
        #expect(refusal("let x: " + String(repeating: "A<", count: 3_000) + "Int" + String(repeating: ">", count: 3_000)) ==
                "Deep.swift:1:137: generic arguments ('<')" + Self.prefix)
        // 1,190 function-type arrows crashed; a chain broken over lines is still one chain.
        #expect(refusal("let f: " + String(repeating: "Int -> ", count: 3_000) + "Int") ==
                "Deep.swift:1:460: function types ('->')" + Self.prefix)
        #expect(refusal("let f: " + String(repeating: "(Int) -> ", count: 3_000) + "Int").hasSuffix(Self.prefix))
        #expect(refusal("let f: Int" + String(repeating: "\n  -> Int", count: 3_000)).hasSuffix("function types ('->')" + Self.prefix))
        #expect(refusal("typealias F = " + String(repeating: "Int ->\n", count: 3_000) + "Int").hasSuffix("function types ('->')" + Self.prefix))
        // Real files stay far below: many declarations with arrows and generics in a row.
        let ordinary = String(repeating: "let f: (Int) -> Int = { $0 }\nlet a: Array<Int> = [1]\nlet ok = 1 < 2\n", count: 200)
        #expect(!refusal(ordinary).contains("nesting depth"))
        #expect(!refusal("let x: " + String(repeating: "Array<", count: 30) + "Int" + String(repeating: ">", count: 30) + "? = nil").contains("nesting depth"))
    }

    @Test func prefixKeywordsAreCountedBeforeParsing() {
        // 3,196 `try` crashed; likewise each of these keywords, alone or mixed, over lines too.
        for keyword in ["try", "try!", "try?", "await", "each", "consume", "copy", "repeat", "unsafe", "some"] {
            #expect(refusal("let x = " + String(repeating: keyword + " ", count: 4_000) + "1") ==
                    "Deep.swift:1:\(9 + 64 * (keyword.count + 1)): '\(keyword.prefix(while: { $0.isLetter }))' and other prefix keywords" + Self.prefix,
                    "\(keyword)")
        }
        #expect(refusal("let x = " + String(repeating: "try\nawait\n", count: 2_000) + "1").hasSuffix(Self.prefix))
        // Nested in brackets, each level counts its keyword too.
        #expect(refusal("let x = " + String(repeating: "try (", count: 1_000) + "1" + String(repeating: ")", count: 1_000)).hasSuffix(Self.prefix))
        // A file with many `try` statements is no chain.
        #expect(!refusal(String(repeating: "let v = try? Int(\"1\")\n", count: 300)).contains("nesting depth"))
    }

    @Test func conditionalCompilationElseIfAndConditionalsAreCountedBeforeParsing() {
        // 2,800 nested `#if` crashed.
        #expect(refusal(String(repeating: "#if A\n", count: 3_000) + "let x = 1\n" + String(repeating: "#endif\n", count: 3_000)) ==
                "Deep.swift:65:1: '#if' blocks" + Self.prefix)
        #expect(!refusal(String(repeating: "#if A\nlet x = 1\n#endif\n", count: 300)).contains("nesting depth"))
        #expect(refusal("let c = true\nif c {}" + String(repeating: " else if c {}", count: 5_000)).hasSuffix("'else if' chains" + Self.prefix))
        #expect(!refusal(String(repeating: "if true {} else if false {} else {}\n", count: 200)).contains("nesting depth"))
        #expect(refusal("let x = " + String(repeating: "true ? ", count: 5_000) + "1" + String(repeating: " : 1", count: 5_000))
            .hasSuffix("conditional expressions ('?')" + Self.prefix))
        #expect(!refusal("let c = true\nlet x = " + String(repeating: "c ? 1 : ", count: 300) + "1").contains("nesting depth"))
    }

    /// The refusal of a tree too deep is placed without recursion: finding the first token of
    /// a 90,000-long `.a.a.a…` chain recursed as deep as the chain, and crashed.
    @Test func aLongPostfixChainIsPlacedWithoutRecursion() {
        #expect(refusal("let x = 1" + String(repeating: ".a", count: 100_000)) ==
                "Deep.swift:1:9: expressions and statements nested deeper than 600 (limit: nesting depth)")
    }

    /// Random mixtures of every construct above, at depths up to what the source size allows,
    /// each run of pieces repeated: every text is evaluated or refused, none crashes.
    @Test func mixturesOfDeepConstructsNeverCrash() {
        let pieces = ["A<", "(Int) -> ", "try ", "await ", "each ", "consume ", "copy ", "repeat ", "#if A\n", "(", "[", "{",
                      " else if true {", "true ? ", ".a", "!", "1 + ", "-> ", ")", ">", "}", "#endif\n", " : 1", "\n", "x",
                      "some ", "\"\\(", "{ $0 }", "<", ">>", "?", ": ", ", ", "else ", "#elseif B\n", "`try` "]
        var random = SplitMix64(seed: 41)
        for _ in 0..<PropertyCases.count(standard: 24) {
            var text = "let x = "
            while text.utf8.count < 200_000, random.below(60) != 0 {
                let piece = pieces[random.below(pieces.count)]
                text += String(repeating: piece, count: 1 + random.below(random.below(4) == 0 ? 3_000 : 40))
            }
            _ = refusal(String(text.prefix(250_000)))
        }
    }
}
