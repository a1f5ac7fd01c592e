import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// CAAnimationDelegate as Core Animation calls it, and Swift 2's call of a function without its
/// first argument's label (CounterLabelPushChain in the corpus, issue 38). Expected times are
/// worked out here from the durations written in each source.
@Suite struct AnimationDelegateTests {
    static let measure = FixedAdvanceMetrics()
    /// The clip's lead-in: the run's clock starts there on the scene's.
    static let leadIn = ClipTiming().leadIn

    static func scene(_ text: String, run: String) throws(SwiftRefusal) -> Scene {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run), measure: measure)).scene
    }

    /// The label's texts as the scene sets them, with their times on the run's clock.
    static func texts(_ scene: Scene) -> [(Double, String)] {
        scene.actions.compactMap { action -> (Double, String)? in
            guard case .at(let t, .set(let p)) = action, p.view == .label, let text = p.values.text else { return nil }
            return (runTime(t), text)
        }
    }

    /// When the scene's layer animations start, on the run's clock.
    static func animationStarts(_ scene: Scene) -> [Double] {
        scene.actions.compactMap { action -> Double? in
            guard case .at(let t, .layerAnimation) = action else { return nil }
            return runTime(t)
        }
    }

    /// A scene time on the run's clock, to the millisecond.
    static func runTime(_ t: Double) -> Double { ((t - leadIn) * 1000).rounded() / 1000 }

    // MARK: Swift 2's first label

    @Test func swift2CallsLeaveTheFirstLabelOut() throws {
        let i = try SwiftProgram(fileName: "Core.swift", text: """
            func step(newValue: Int, value: Int) -> Int { newValue * 10 + value }
            class Counter { func apart(first: Int, by: Int) -> Int { first - by } }
            let free = step(3, value: 4)
            let method = Counter().apart(9, by: 2)
            let modern = step(newValue: 5, value: 6)
            """).evaluate()
        #expect(i.text(of: try #require(i.globalValue("free"))) == "34")
        #expect(i.text(of: try #require(i.globalValue("method"))) == "7")
        #expect(i.text(of: try #require(i.globalValue("modern"))) == "56")
    }

    /// Only where Swift 2 would have read it so, and only one way: a label written apart from
    /// the name (`to value:`) was a label in Swift 2 too; two declarations that both fit are
    /// ambiguous; a later argument without its label is no Swift 2 call.
    @Test(arguments: [
        "func f(to value: Int, b: Int) -> Int { value }\nlet r = f(1, b: 2)",
        "func f(a: Int, b: Int) -> Int { a }\nfunc f(c: Int, b: Int) -> Int { c }\nlet r = f(1, b: 2)",
        "func f(a: Int, b: Int) -> Int { a }\nlet r = f(a: 1, 2)",
        "func f(a: Int, b: Int) -> Int { a }\nlet r = f(1, 2)",
    ])
    func swift2ReadingIsTakenOnlyWhereUnambiguous(_ text: String) {
        #expect(Refused.of(text)?.line == (text.components(separatedBy: "\n").count), "\(text)")
    }

    // MARK: CAAnimationDelegate

    /// animationDidStop(_:finished:) at the end of each 0.4 s fade, finished true, each starting
    /// the next: fades at 0, 0.4 and 0.8 s, the label set at 0.4, 0.8 and 1.2 s.
    @Test func theDelegateHearsTheEndAndChainsTheNext() throws {
        let scene = try Self.scene("""
            class Chain: NSObject, CAAnimationDelegate {
                var left = 2
                let badge: UIView
                let label: UILabel
                init(badge: UIView, label: UILabel) { self.badge = badge; self.label = label }
                func start() {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 1
                    fade.toValue = 0.5
                    fade.duration = 0.4
                    fade.delegate = self
                    badge.layer.add(fade, forKey: "fade")
                }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    label.text = flag ? "done \\(left)" : "cut"
                    if left > 0 { left -= 1; start() }
                }
            }
            """, run: "Chain(badge: badge, label: label).start()")
        #expect(Self.animationStarts(scene) == [0, 0.4, 0.8])
        #expect(Self.texts(scene).map(\.0) == [0.4, 0.8, 1.2])
        #expect(Self.texts(scene).map(\.1) == ["done 2", "done 1", "done 0"])
    }

    /// Taken off before its end (removeAnimation(forKey:) at 0.3 s of a 1 s fade, or replaced
    /// by an animation added with the same key at 0.2 s): finished false, then, and never true
    /// later; a removal after the end tells nothing more. Swift 2's spelling of the method
    /// (`animationDidStop(anim:finished:)`, its first label left out by Swift 2's rule) is the
    /// same method.
    @Test(arguments: [
        ("badge.layer.removeAnimation(forKey: \"fade\")", 0.3),
        ("let again = CABasicAnimation(keyPath: \"opacity\"); again.toValue = 0.5; badge.layer.add(again, forKey: \"fade\")", 0.2),
    ])
    func aRemovalBeforeTheEndIsFinishedFalse(_ removal: String, _ at: Double) throws {
        let scene = try Self.scene("""
            class Watcher: NSObject {
                let label: UILabel
                init(label: UILabel) { self.label = label }
                func animationDidStop(anim: CAAnimation, finished flag: Bool) {
                    label.text = label.text! + (flag ? " done" : " cut")
                }
            }
            """, run: """
            label.text = "x"
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.2
            fade.duration = 1
            fade.delegate = Watcher(label: label)
            badge.layer.add(fade, forKey: "fade")
            DispatchQueue.main.asyncAfter(deadline: .now() + \(at)) { \(removal) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { badge.layer.removeAllAnimations() }
            """)
        #expect(Self.texts(scene).map(\.1) == ["x", "x cut"])
        // "x" is the scene's starting state (set before any animation); the stop is at `at`.
        #expect(Self.texts(scene).map(\.0).dropLast() == [-Self.leadIn])
        #expect(Self.texts(scene).map(\.0).last == at)
    }

    /// animationDidStart(_:) when the animation's active time begins (beginTime 0.25 s from
    /// now), animationDidStop at its end (0.25 + 0.5 s); a CATransition's delegate too, at
    /// its duration's end.
    @Test func theDelegateHearsTheStartAndATransitionsEnd() throws {
        let scene = try Self.scene("""
            class Both: NSObject, CAAnimationDelegate {
                let label: UILabel
                init(label: UILabel) { self.label = label }
                func animationDidStart(_ anim: CAAnimation) { label.text = "start" }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { label.text = "stop" }
            }
            class Ends: NSObject, CAAnimationDelegate {
                let label: UILabel
                init(label: UILabel) { self.label = label }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { label.text = "pushed" }
            }
            """, run: """
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = 1
            turn.duration = 0.5
            turn.beginTime = CACurrentMediaTime() + 0.25
            turn.delegate = Both(label: label)
            host.layer.add(turn, forKey: nil)
            let push = CATransition()
            push.type = .push
            push.duration = 1.5
            push.delegate = Ends(label: label)
            host.layer.add(push, forKey: nil)
            """)
        #expect(Self.texts(scene).map(\.0) == [0.25, 0.75, 1.5])
        #expect(Self.texts(scene).map(\.1) == ["start", "stop", "pushed"])
    }

    /// A removal changes no model value: a text set before `removeAllAnimations()` in the same
    /// turn is still shown through the CATransition added after it (it was recorded as a plain
    /// `set` at the removal, and the push turned the new text over itself).
    @Test func aTransitionAfterARemovalInTheSameTurnShowsTheTurnsChange() throws {
        let scene = try Self.scene("", run: """
            UIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                label.text = "4"
                label.layer.removeAllAnimations()
                let push = CATransition()
                push.type = .push
                push.duration = 0.3
                label.layer.add(push, forKey: nil)
            }
            """)
        let pushes = scene.actions.compactMap { action -> (Double, String?)? in
            guard case .at(let t, .transition(let p)) = action else { return nil }
            return (Self.runTime(t), p.values.text)
        }
        #expect(pushes.map(\.0) == [0.5])
        #expect(pushes.map(\.1) == ["4"])
        #expect(Self.texts(scene).isEmpty, "the text is the transition's, not a set's")
    }
}
