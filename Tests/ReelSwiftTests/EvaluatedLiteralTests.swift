import Testing
@testable import ReelSwift
import ReelSwiftInput

/// Issue 31's API: the numeric literals an evaluation used, named after their code, and a
/// re-evaluation with some of them replaced.
@Suite struct EvaluatedLiteralTests {
    let file = """
        struct Constants {
            static let popOutRatio: CGFloat = 1.05
            static let unused: CGFloat = 9
        }
        var recorded: [Double] = []
        func shakeWith(duration: Double, angle: CGFloat = .pi / 8, times: Int = 3) {
            recorded.append(duration)
            recorded.append(Double(angle))
        }
        func wiggle() {
            let values = [0.0, -0.2, 0.2, 0]
            for v in values { recorded.append(v) }
            var scale: CGFloat = 1
            scale = 0.5
            recorded.append(Double(scale * Constants.popOutRatio))
        }
        """

    /// A method called on another call's result (a SwiftUI modifier chain, a transform built
    /// and then rotated) is named by its own name, not by the whole chain before it (the
    /// studio's controls showed six lines of `Image(…).font(…).foregroundStyle(…)` for one).
    @Test func aChainedCallIsNamedByItsOwnName() throws {
        let program = SwiftProgram(fileName: "Chain.swift", text: """
            struct Step {
                var v: Double
                func scaled(by k: Double) -> Step { Step(v: v * k) }
            }
            func make() -> Double {
                Step(v: 2)
                    .scaled(by: 1.5).v
            }
            """, run: "let t = make()")
        let names = try program.evaluate().evaluatedLiterals.map { "\($0.name)=\($0.text)" }
        #expect(names == ["make(): Step(v:)=2", "make(): .scaled(by:)=1.5"])
    }

    @Test func literalsAreNamedAfterTheirCode() throws {
        let program = SwiftProgram(fileName: "Bell.swift", text: file, run: "shakeWith(duration: 1.0)\nwiggle()")
        let interpreter = try program.evaluate()
        let literals = interpreter.evaluatedLiterals
        let names = literals.map { "\($0.fileName):\($0.name)=\($0.text)" }
        #expect(names == [
            "run:shakeWith(duration:)=1.0",
            "Bell.swift:shakeWith(angle:)=8",
            "Bell.swift:shakeWith(times:)=3",
            "Bell.swift:wiggle(): values[0]=0.0",
            "Bell.swift:wiggle(): values[1]=0.2",
            "Bell.swift:wiggle(): values[2]=0.2",
            "Bell.swift:wiggle(): values[3]=0",
            "Bell.swift:wiggle(): scale=1",
            "Bell.swift:wiggle(): scale=0.5",
            "Bell.swift:Constants.popOutRatio=1.05",
        ])
        // A constant never read is not listed; a default the call needed is.
        #expect(!names.contains { $0.contains("unused") })
        let ratio = try #require(literals.first { $0.name == "Constants.popOutRatio" })
        let bytes = Array(file.utf8)
        #expect(String(decoding: bytes[ratio.range], as: UTF8.self) == "1.05")
        #expect(ratio.line == 2 && ratio.column == 39)
    }

    @Test func reEvaluatingWithLiteralsReplaced() throws {
        let program = SwiftProgram(fileName: "Bell.swift", text: file, run: "shakeWith(duration: 1.0)\nwiggle()")
        let first = try program.evaluate()
        let ratio = try #require(first.evaluatedLiterals.first { $0.name == "Constants.popOutRatio" })
        let duration = try #require(first.evaluatedLiterals.first { $0.name == "shakeWith(duration:)" })
        let edited = try program.replacingLiterals([
            LiteralEdit(fileName: ratio.fileName, range: ratio.range, replacement: "2"),
            LiteralEdit(fileName: duration.fileName, range: duration.range, replacement: "0.25"),
        ])
        #expect(edited.file.text.contains("static let popOutRatio: CGFloat = 2\n"))
        #expect(edited.run?.text == "shakeWith(duration: 0.25)\nwiggle()")
        let second = try edited.evaluate()
        guard case .array(let recorded) = try #require(second.globalValue("recorded")) else { Issue.record("recorded"); return }
        #expect(recorded.compactMap(\.doubleValue) == [0.25, Double.pi / 8, 0, -0.2, 0.2, 0, 1.0])
        #expect(throws: SwiftRefusal.self) {
            try program.replacingLiterals([LiteralEdit(fileName: "Bell.swift", range: 0..<100_000, replacement: "")])
        }
    }
}
