import Testing
import ReelModels
@testable import ReelSwift

/// Issue 41: a scene made too long by an animation was refused at the run's first column
/// (`--run:1:1`), after the code had returned. It is placed at the call that made the
/// animation ending last, in whichever text holds it.
@Suite struct LimitPlacementTests {
    static let sceneLength = "the scene runs longer than 120 s (limit: scene length)"

    func refusal(_ text: String, run: String) -> String? {
        do {
            _ = try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Long.swift", text: text, run: run),
                                                      measure: SilentOutputTests.measure))
            return nil
        } catch {
            return "\(error.fileName):\(error.line):\(error.column): \(error.message)"
        }
    }

    @Test func aViewBlockTooLongIsRefusedAtItsCall() {
        let text = "import UIKit\n\nfunc go(_ badge: UIView) {\n    UIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }\n    UIView.animate(withDuration: 500) { badge.alpha = 1 }\n}\n"
        #expect(refusal(text, run: "go(badge)") == "Long.swift:5:5: " + Self.sceneLength)
    }

    @Test func anEndlessLayerAnimationTooSlowIsRefusedAtItsAdd() {
        let text = """
        import UIKit

        func spin(_ badge: UIView) {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 1
            a.toValue = 0
            a.duration = 100
            a.repeatCount = .infinity
            badge.layer.add(a, forKey: "spin")
        }

        """
        #expect(refusal(text, run: "spin(badge)") == "Long.swift:9:5: " + Self.sceneLength)
    }

    /// In the run's own text, the run's place.
    @Test func aCallInTheRunIsPlacedInTheRun() {
        #expect(refusal("import UIKit\n", run: "let b = badge\nUIView.animate(withDuration: 300) { b.alpha = 0 }") == "run:2:1: " + Self.sceneLength)
    }
}
