@testable import ReelSwift

/// What evaluating `text` refused, as data: its kind and place (nil when it evaluated), so a
/// test says what sort of refusal it expects rather than matching its wording.
struct Refused: Equatable, CustomStringConvertible {
    var kind: SwiftRefusal.Kind
    var line: Int
    var column: Int

    init(_ kind: SwiftRefusal.Kind, at line: Int, _ column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    static func of(_ text: String, fileName: String = "Test.swift", limits: EvaluationLimits = .standard) -> Refused? {
        do {
            try SwiftProgram(fileName: fileName, text: text).evaluate(limits: limits)
            return nil
        } catch {
            return Refused(error.kind, at: error.line, error.column)
        }
    }

    var description: String { "\(kind) at \(line):\(column)" }
}
