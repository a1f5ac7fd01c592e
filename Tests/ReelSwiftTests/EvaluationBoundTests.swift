import Testing
import ReelModels
@testable import ReelSwift

/// The hostile-input pass of round 12: every path that evaluates the code is bounded by the
/// same limits, and what the world refuses after the code returned is placed at the statement
/// that caused it.
@Suite struct EvaluationBoundTests {
    /// The refusal of `text` with `run`, as `FILE:LINE:COL: message` and its kind; nil when it evaluates.
    static func refusal(_ text: String, run: String, limits: EvaluationLimits = .standard,
                        fileName: String = "Bound.swift") -> (place: String, kind: SwiftRefusal.Kind)? {
        do {
            _ = try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: fileName, text: text, run: run),
                                                      limits: limits, measure: SilentOutputTests.measure))
            return nil
        } catch {
            return ("\(error.fileName):\(error.line):\(error.column): \(error.message)", error.kind)
        }
    }

    // MARK: - State changes (each evaluates `body` again)

    /// A view whose state every evaluation path changes in an endless loop: the run, `onAppear`,
    /// `.task`, a `Task` an action starts, a timer, and a `didSet` that changes state again.
    static let loops = """
        import SwiftUI

        struct Counter: View {
            @State var x = 0
            var body: some View { Text("\\(x)").offset(x: Double(x)) }
        }

        struct Appearing: View {
            @State var x = 0
            var body: some View { Text("\\(x)").onAppear { while true { x += 1 } } }
        }

        struct Tasked: View {
            @State var x = 0
            var body: some View { Text("\\(x)").task { while true { x += 1 } } }
        }

        struct Started: View {
            @State var x = 0
            var body: some View { Text("\\(x)").onAppear { Task { while true { x += 1 } } } }
        }

        struct Observed: View {
            @State var x = 0 { didSet { x += 1 } }
            var body: some View { Text("\\(x)") }
        }

        """

    /// 40 state changes allowed: each loop is stopped by that limit, at the assignment that
    /// made the 41st change, long before the loop limit (before round 12: 100,000 body
    /// evaluations, 65 s for the example like button in a debug build).
    @Test func everyPathThatChangesStateIsBoundedByTheStateChangesLimit() {
        let limits = EvaluationLimits(stateChanges: 40)
        let message = "a view's state changed more than 40 times (limit: state changes; a runaway loop?)"
        let cases: [(run: String, place: String)] = [
            ("var v = Counter(); while true { v.x += 1 }", "run:1:33"),
            ("var v = Appearing()", "Bound.swift:10:64"),
            ("var v = Tasked()", "Bound.swift:15:60"),
            ("var v = Started()", "Bound.swift:20:71"),
            ("var v = Counter(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { while true { v.x += 1 } }", "run:1:89"),
        ]
        for (run, place) in cases {
            let refused = Self.refusal(Self.loops, run: run, limits: limits)
            #expect(refused?.place == "\(place): \(message)", "\(run)")
            #expect(refused?.kind == .limit(.stateChanges), "\(run)")
        }
        // A didSet that changes state again recurses: the recursion limit stops it first, as Swift's stack would.
        #expect(Self.refusal(Self.loops, run: "var v = Observed(); v.x = 1", limits: limits)?.kind == .limit(.recursionDepth))
        // Within the limit, the changes are evaluated.
        let counted = try? SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Bound.swift", text: Self.loops,
                                                                                   run: "var v = Counter(); for _ in 0..<40 { withAnimation { v.x += 1 } }"),
                                                             limits: limits, measure: SilentOutputTests.measure))
        #expect(counted != nil)
    }

    /// The views a body builds are counted as steps, one a view: a body of 200 views evaluated
    /// 100 times is 20,000 steps past the body's own.
    @Test func theViewsABodyBuildsAreChargedAsSteps() {
        let text = """
            import SwiftUI
            struct Wide: View {
                @State var x = 0
                var body: some View { HStack { ForEach(0..<200) { i in Text("\\(i)") } }.offset(x: Double(x)) }
            }

            """
        let run = "var v = Wide(); for _ in 0..<100 { withAnimation { v.x += 1 } }"
        // The run takes about 103,400 steps, some 20,500 of them the views of 101 bodies
        // (about 83,000 before they were charged): 93,000 is between the two.
        let refused = Self.refusal(text, run: run, limits: EvaluationLimits(steps: 93_000))
        #expect(refused?.kind == .limit(.steps))
        #expect(Self.refusal(text, run: run, limits: EvaluationLimits(steps: 113_000)) == nil)
    }

    // MARK: - One recursion depth

    static let recursion = """
        import UIKit

        func r(_ n: Int) -> Int { n == 0 ? 0 : 1 + r(n - 1) }

        func nest(_ k: Int, _ badge: UIView, _ n: Int) {
            if k == 0 {
                Task {
                    _ = r(n)
                    UIView.animate(withDuration: 0.5) { badge.alpha = 0.5 }
                }
            } else {
                nest(k - 1, badge, n)
            }
        }

        """

    /// A task's body nests as deep as the run's own code may, wherever the task was made: made
    /// 10 calls deep it was allowed only 190 nested calls against the run's 200.
    @Test func aTaskBodyHasTheRunsRecursionDepth() {
        // r(198) is 199 calls, plus the task's closure: 200, the limit.
        #expect(Self.refusal(Self.recursion, run: "nest(10, badge, 198)") == nil)
        #expect(Self.refusal(Self.recursion, run: "_ = r(198)\nUIView.animate(withDuration: 0.5) { badge.alpha = 0.5 }") == nil)
        let deeper = Self.refusal(Self.recursion, run: "nest(10, badge, 199)")
        #expect(deeper?.kind == .limit(.recursionDepth))
        #expect(deeper?.place.hasPrefix("Bound.swift:3:") == true)
    }

    // MARK: - World refusals after the code returned

    static let masks = """
        import UIKit

        func setUp(_ host: UIView) {
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
            host.layer.addSublayer(ring)
            let m = CALayer()
            m.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            host.layer.addSublayer(m)
            ring.mask = m
        }

        """

    /// What the world refuses as a statement or a turn ends (recording the changes) was placed
    /// at the run's first column; it is placed at the code's call that made the change.
    @Test func refusalsRaisedAsChangesAreRecordedArePlacedAtTheChange() {
        let animate = "UIView.animate(withDuration: 1) { badge.alpha = 0 }"
        let inTree = Self.refusal(Self.masks, run: "setUp(host); " + animate)
        #expect(inTree?.place.hasPrefix("Bound.swift:10:") == true)
        #expect(inTree?.place.hasSuffix("Core Animation requires a mask with no superlayer") == true)
        let viewsOwn = Self.refusal(Self.masks, run: animate + "\nlet m = CALayer()\nbadge.layer.mask = m")
        #expect(viewsOwn?.place.hasPrefix("run:3:") == true)
        let late = Self.refusal(Self.masks, run: animate + "\nDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { badge.alpha = 0.5; badge.center.x = .infinity }")
        #expect(late?.place.hasPrefix("run:2:") == true)
        #expect(late?.place.contains("centerX inf is not drawn") == true)
    }
}
