import Testing
@testable import ReelSwift

/// Where Swift traps (overflow, a conversion out of range), the user's code is refused at its
/// position; before, each of these trapped BadgeReel itself (SIGILL, no position).
@Suite struct TrapRefusalTests {
    func refusal(_ text: String) -> String {
        do {
            try SwiftProgram(fileName: "Trap.swift", text: text).evaluate()
            return "evaluated"
        } catch {
            return error.description
        }
    }

    @Test func negatingIntMinIsAnOverflow() {
        #expect(refusal("let x = -Int.min") == "Trap.swift:1:9: Fatal error: arithmetic overflow in unary '-'")
        #expect(Refused.of("let x = -(-9223372036854775807 - 1)") == Refused(.trap, at: 1, 9))
        #expect(Refused.of("let x = -Int.max") == nil)
    }

    @Test func floatingToIntConversionsOutOfRangeAreRefusedNotTrapped() {
        let greater = "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"
        #expect(refusal("let y = Int(9.25e18)") == "Trap.swift:1:9: " + greater)
        #expect(Refused.of("let x = Double(Int.max)\nlet y = Int(x)") == Refused(.trap, at: 2, 9))
        #expect(refusal("let y = Int(Float(9.25e18))") ==
                "Trap.swift:1:9: Fatal error: Float value cannot be converted to Int because the result would be greater than Int.max")
        #expect(refusal("let y = Int(-1e300)") ==
                "Trap.swift:1:9: Fatal error: Double value cannot be converted to Int because the result would be less than Int.min")
        #expect(refusal("let x = Double.infinity\nlet y = Int(x)") ==
                "Trap.swift:2:9: Fatal error: Double value cannot be converted to Int because it is infinite")
        #expect(Refused.of("let y = Int(-2.9)\nprecondition(y == -2)") == nil)
        #expect(Refused.of("let y = Int(-2.9)\nprecondition(y == -3)") == Refused(.trap, at: 2, 1))
    }

    /// A conversion's other initializers are refused rather than read as the conversion: before,
    /// String(repeating: "ab", count: 3) was "ab" and Int(exactly: 2.5) was 2. (String's
    /// repeating initializer is now evaluated as itself: SwiftUIMotionTests.)
    @Test func labelledInitializersOfConversionsAreRefused() {
        #expect(refusal("let s = String(format: \"%d\", 3)") ==
                "Trap.swift:1:9: String(format:_:) is not evaluated (supported: String(_:), String(describing:), String(repeating:count:))")
        #expect(refusal("let s = String(repeating: \"ab\", count: 3)\nprecondition(s == \"ababab\")") == "evaluated")
        #expect(Refused.of("let i = Int(exactly: 2.5)") == Refused(.notEvaluated(supported: ["Int(_:)"]), at: 1, 9))
        #expect(refusal("let s = String(describing: 3)\nprecondition(s == \"3\")") == "evaluated")
        #expect(refusal("let s = String(3)\nlet d = Double(2)\nprecondition(s == \"3\" && d == 2)") == "evaluated")
    }

    /// Issue 41: a literal with a key twice is Swift's trap, not the last value silently.
    @Test func duplicateDictionaryKeysAreRefusedAsSwiftTraps() {
        #expect(refusal("let d = [\"a\": 1, \"a\": 2]") == "Trap.swift:1:18: Fatal error: Dictionary literal contains duplicate keys")
        #expect(refusal("let k = 2\nlet d = [1: 0.5, k: 1.0, 1 + 1: 2.0]") ==
                "Trap.swift:2:26: Fatal error: Dictionary literal contains duplicate keys")
        #expect(refusal("let d = [\"a\": 1, \"b\": 2]\nprecondition(d[\"b\"] == 2)") == "evaluated")
    }

    /// Issue 41: string escapes are read as the compiler reads them, in one pass: `\u{…}` was
    /// drawn as written, `\\n` became a backslash and a line break, and a raw string's `\n`
    /// a line break.
    @Test func stringEscapesAreReadAsTheCompilerReadsThem() {
        #expect(refusal("let s = \"\\u{E9}\\u{1F600}\"\nprecondition(s == \"é😀\")") == "evaluated")
        #expect(refusal("let n = 1\nlet s = \"\\u{41}\\(n)\\u{42}\"\nprecondition(s == \"A1B\")") == "evaluated")
        #expect(refusal("let s = \"a\\\\n\"\nprecondition(s.count == 3)") == "evaluated")
        #expect(refusal("let s = \"\\0\\t\\r\\'\\\"\"\nprecondition(s.count == 5)") == "evaluated")
        #expect(refusal("let s = #\"\\n\"#\nprecondition(s.count == 2)") == "evaluated")
        #expect(refusal("let s = #\"\\#n\\#u{41}\"#\nprecondition(s == \"\\nA\")") == "evaluated")
        #expect(refusal("let s = \"\"\"\n  a \\\n  b\n  \"\"\"\nprecondition(s == \"a b\")") == "evaluated")
    }
}
