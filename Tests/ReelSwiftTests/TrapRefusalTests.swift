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
    /// String(repeating: "ab", count: 3) was "ab" and Int(exactly: 2.5) was 2.
    @Test func labelledInitializersOfConversionsAreRefused() {
        #expect(refusal("let s = String(repeating: \"ab\", count: 3)") ==
                "Trap.swift:1:9: String(repeating:count:) is not evaluated (supported: String(_:), String(describing:))")
        #expect(Refused.of("let i = Int(exactly: 2.5)") == Refused(.notEvaluated(supported: ["Int(_:)"]), at: 1, 9))
        #expect(refusal("let s = String(describing: 3)\nprecondition(s == \"3\")") == "evaluated")
        #expect(refusal("let s = String(3)\nlet d = Double(2)\nprecondition(s == \"3\" && d == 2)") == "evaluated")
    }
}
