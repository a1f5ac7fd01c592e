import Testing
@testable import ReelSwift

/// Doubling a string or an array is one step each time: forty steps make a terabyte, so the
/// steps limit does not bound memory. Before this limit each of these ran until the machine's
/// memory ran out (or for ever, walking 2^30 shared elements).
@Suite struct ValueLengthTests {
    func refusal(_ text: String, limits: EvaluationLimits = .standard) -> String {
        do {
            try SwiftProgram(fileName: "Grow.swift", text: text).evaluate(limits: limits)
            return "evaluated"
        } catch {
            return error.description
        }
    }

    static let exceeded = "a string or array grew longer than 1000000 (limit: value length)"

    @Test func everyWayOfGrowingAStringOrArrayIsBounded() {
        let cases: [(String, Int, Int)] = [
            ("var s = \"ab\"\nfor _ in 0..<60 { s = s + s }", 2, 23),
            ("var s = \"ab\"\nfor _ in 0..<60 { s += s }", 2, 19),
            ("var s = \"ab\"\nfor _ in 0..<60 { s = \"\\(s)\\(s)\" }", 2, 23),
            ("var a = [1]\nfor _ in 0..<60 { a = a + a }", 2, 23),
            ("var a = [1]\nfor _ in 0..<60 { a = [a, a] }", 2, 23),
            ("var d = [\"a\": 1]\nfor _ in 0..<60 { d = [\"a\": d, \"b\": d] }", 2, 23),
            ("var a = [\"ab\"]\nfor _ in 0..<19 { a = a + a }\nlet s = a.joined()", 3, 9),
            ("var a = [1]\nfor _ in 0..<19 { a = a + a }\nlet b = a.flatMap { _ in a }", 3, 9),
        ]
        for (code, line, column) in cases {
            #expect(Refused.of(code) == Refused(.limit(.valueLength), at: line, column), "\(code)")
        }
        // The message names the limit and its value (the wording is the point here).
        #expect(refusal(cases[0].0) == "Grow.swift:2:23: " + Self.exceeded)
    }

    @Test func theLimitIsAValueOfEvaluationLimits() {
        var limits = EvaluationLimits.standard
        limits.valueLength = 10
        #expect(refusal("let s = \"12345\" + \"123456\"", limits: limits) ==
                "Grow.swift:1:9: a string or array grew longer than 10 (limit: value length)")
        #expect(refusal("let s = \"12345\" + \"12345\"", limits: limits) == "evaluated")
        // Nested elements count as well as the arrays holding them: 2 + 6, then 3 + 8.
        #expect(refusal("let a = [[1, 2, 3], [4, 5, 6]]", limits: limits) == "evaluated")
        #expect(refusal("let a = [[1, 2, 3], [4, 5, 6], [7, 8]]", limits: limits) ==
                "Grow.swift:1:9: a string or array grew longer than 10 (limit: value length)")
    }
}
