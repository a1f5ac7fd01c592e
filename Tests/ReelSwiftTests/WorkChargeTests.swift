import Testing
@testable import ReelSwift

/// Issue 41: a builtin that walks its elements was one step whatever it walked, so the steps
/// limit bounded nothing (90,000 `a.contains` over 524,288 elements: about 23 minutes), and
/// `print` kept 10,000 lines of any length (5.2 GB in 13 s). Builtins are charged a step per
/// element they touch; the log is bounded in bytes.
@Suite struct WorkChargeTests {
    func evaluated(_ text: String) -> (refusal: String?, log: [String]) {
        do {
            let interpreter = try SwiftProgram(fileName: "Work.swift", text: text).evaluate()
            return (nil, interpreter.log)
        } catch {
            return (error.description, [])
        }
    }

    static let steps = "evaluation stopped after 2000000 steps (limit: evaluation steps; a runaway computation?)"
    /// 524,288 elements, made by doubling (about a million steps of copying).
    static let big = "var a = [1]\nfor _ in 0..<19 { a = a + a }\n"

    @Test func buildersThatWalkTheirElementsAreChargedPerElement() {
        let cases: [(String, String)] = [
            ("for _ in 0..<4 { _ = a.contains(2) }", "Work.swift:3:22"),
            ("for _ in 0..<4 { _ = a.reversed() }", "Work.swift:3:22"),
            ("for _ in 0..<4 { _ = a.max() }", "Work.swift:3:22"),
            ("for _ in 0..<4 { _ = a.enumerated() }", "Work.swift:3:22"),
            ("for _ in 0..<4 { _ = a == a }", "Work.swift:3:22"),
            ("for _ in 0..<4 { var b = a; b.reverse() }", "Work.swift:3:29"),
        ]
        for (code, position) in cases {
            #expect(evaluated(Self.big + code).refusal == position + ": " + Self.steps, "\(code)")
        }
        // Small arrays cost what their elements cost: a thousand calls over ten elements.
        #expect(evaluated("let a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nvar n = 0\nfor _ in 0..<1000 { if a.contains(7) { n += 1 } }\nprecondition(n == 1000)").refusal == nil)
    }

    @Test func theLogIsBoundedInBytes() {
        // 100 lines of 100 KB: the log keeps its first MiB, whole lines then a cut one.
        let run = evaluated("var s = \"0123456789\"\nfor _ in 0..<4 { s = s + s + s + s + s }\ns = s + s + s + s + s + s + s + s + s + s\nfor _ in 0..<100 { print(s) }")
        #expect(run.refusal == nil, "\(run.refusal ?? "")")
        let bytes = run.log.reduce(0) { $0 + $1.utf8.count }
        #expect(bytes == Interpreter.logBytes, "\(bytes) bytes in \(run.log.count) lines")
        // 62,500 bytes a line: 16 whole lines and 48,576 bytes of the 17th.
        #expect(run.log.count == 17 && run.log.first?.utf8.count == 62_500 && run.log.last?.utf8.count == 48_576)
    }
}
