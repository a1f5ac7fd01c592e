import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// Runs that used to give a wrong clip without a word (issue 38): each is now right, checked
/// against the built-in animation or a formula written out here, or refused by name.
@Suite struct SilentOutputTests {
    static let measure = FixedAdvanceMetrics()

    static func make(_ text: String, run: String? = nil, views: [String: ViewPart] = [:],
                     timing: ClipTiming = ClipTiming()) throws(SwiftRefusal) -> SwiftSceneResult {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run),
                                              timing: timing, views: views, measure: measure))
    }

    /// What the code sets before its first animation is the starting state, as `pop --count 7`'s
    /// count is: the seeds' BadgeHub with setCount(7) shows 7 from the first frame, through the
    /// lead-in, not 1 until the pop.
    @Test func whatTheCodeSetsBeforeItsFirstAnimationIsTheStartingState() throws {
        var seven = BadgeSetup(); seven.count = 7
        let builtIn = Scene(animation: .seed(PopParameters()), setup: seven, timing: ClipTiming()).makeClip(measure: Self.measure)
        // The Swift file's world starts from the default setup (count 1), as `render` gives it.
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: "BadgeHub.swift", text: try SeedTimelineTests.source("BadgeHub.swift"),
                                                              run: "let hub = BadgeHub(view: host)\nhub.setCount(7)\nhub.pop()"),
                                        measure: Self.measure)
        let swift = try SwiftScene.make(request).scene.makeClip(measure: Self.measure)
        #expect(swift.snapshot(frame: 0).layers[swift.layers.label].text == "7")
        let d = TimelineDifference(builtIn, swift)
        #expect(d.mismatches.isEmpty, "\(d)")
        #expect(d.largest < 2e-5, "\(d)")
        // A change made after the first animation, or later on the clock, stays where it was made.
        let later = try Self.make("", run: "UIView.animate(withDuration: 0.5) { badge.alpha = 0.5 }\nlabel.text = \"9\"")
        let clip = later.scene.makeClip(measure: Self.measure)
        #expect(clip.timeline.presentation(of: clip.layers.label, at: 0.2).text == "1")
        #expect(clip.timeline.presentation(of: clip.layers.label, at: 0.3).text == "9")
    }

    /// A view the code makes and animates in one statement did not exist before it: how the
    /// code set it up is how it first appears, from the first frame through the lead-in, as a
    /// layer added in the turn of its first animation is. It was drawn as the stage's badge
    /// with its "1" until the run started, then jumped to the code's dot and label.
    @Test func aViewMadeAndAnimatedInOneStatementAppearsAsItWasMade() throws {
        let text = """
            import UIKit
            func go(_ host: UIView) {
                let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                dot.backgroundColor = .red
                dot.layer.cornerRadius = 10
                dot.alpha = 0.5
                host.addSubview(dot)
                let label = UILabel(frame: CGRect(x: 0, y: 40, width: 60, height: 20))
                label.text = "Hi"
                host.addSubview(label)
                UIView.animate(withDuration: 0.5) { dot.alpha = 0; label.alpha = 0.2 }
            }
            """
        let made = try Self.make(text, run: "go(host)")
        let clip = made.scene.makeClip(measure: Self.measure)
        let start = ClipTiming().leadIn
        for time in [0, start / 2, start] {
            let badge = clip.timeline.presentation(of: clip.layers.badge, at: time)
            let label = clip.timeline.presentation(of: clip.layers.label, at: time)
            #expect(badge.size.width == 20 && badge.cornerRadius == 10 && abs(badge.opacity - 0.5) < 1e-12, "\(time): \(badge)")
            #expect(label.text == "Hi" && label.opacity == 1, "\(time): \(label)")
        }
        // The animation starts from there when the run starts, and ends where it was sent.
        let end = clip.timeline.presentation(of: clip.layers.badge, at: start + 0.5)
        #expect(end.opacity == 0)
        // The stage's own badge keeps a statement's changes at the run's start (BadgeHub's
        // blink dims it, then brightens it: the lead-in shows it as it was).
        let stage = try Self.make("func blink(_ v: UIView) {\n    v.alpha = 0.5\n    UIView.animate(withDuration: 0.5) { v.alpha = 1 }\n}", run: "blink(badge)")
        let stageClip = stage.scene.makeClip(measure: Self.measure)
        #expect(stageClip.timeline.presentation(of: stageClip.layers.badge, at: 0).opacity == 1)
    }

    /// BadgeHub on a view of its own (`BadgeHub(view: UIView(frame:))`): the one view that moved,
    /// its redCircle, is bound as the badge by inference, and the countLabel it lays over the
    /// circle as the label with it, so the count (7) is drawn, the same clip as binding both.
    @Test func theLabelLaidOverAnInferredBadgeIsBoundWithIt() throws {
        let source = try SeedTimelineTests.source("BadgeHub.swift")
        let run = "let v = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))\nlet hub = BadgeHub(view: v)\nhub.setCount(7)\nhub.pop()"
        let inferred = try Self.make(source, run: run)
        let clip = inferred.scene.makeClip(measure: Self.measure)
        let label = clip.timeline.presentation(of: clip.layers.label, at: 0)
        #expect(label.text == "7" && !label.isHidden)
        let bound = try Self.make(source, run: run, views: ["redCircle": .badge, "countLabel": .label])
        #expect(inferred.scene == bound.scene)
    }

    static let bell = """
        import UIKit

        final class Bell {
            let imageView = UIImageView()

            func ring() {
                UIView.animate(withDuration: 0.4) {
                    self.imageView.transform = CGAffineTransform(rotationAngle: .pi / 8)
                }
            }
        }
        """

    /// A view held in a property is bound by its property's name (its initial value is an
    /// assignment to that name), takes the part's frame when the code gives it none, and moves.
    /// Without `--view` it is the one view that moved: bound by inference, the same clip.
    @Test func aViewHeldInAPropertyBindsByItsNameAndMoves() throws {
        let bound = try Self.make(Self.bell, run: "Bell().ring()", views: ["imageView": .host])
        let clip = bound.scene.makeClip(measure: Self.measure)
        let host = clip.timeline.presentation(of: clip.layers.host, at: 0.25 + 0.4)
        #expect(abs(host.rotation - .pi / 8) < 1e-12)
        #expect(host.size == Size(width: 96, height: 96))
        #expect(clip.timeline.presentation(of: clip.layers.host, at: 0).rotation == 0)
        let inferred = try Self.make(Self.bell, run: "Bell().ring()")
        #expect(inferred.scene == bound.scene)
    }

    /// Two `UIView.animate` blocks of `center.x += 100`, the second half a second later: the
    /// model ends at +200, and at every frame what is shown is UIKit's additive sum,
    /// model + Σ (oldᵢ − newᵢ)(1 − pᵢ), written out here (linear curves, so pᵢ is plain time).
    @Test func twoBlocksOnOnePropertyAddUp() throws {
        let code = """
            func slide(_ v: UIView) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x += 100 })
                UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.center.x += 100 })
            }
            """
        let result = try Self.make(code, run: "slide(badge)\nlet end = badge.center.x")
        let clip = result.scene.makeClip(measure: Self.measure)
        let x0 = clip.timeline.model(of: clip.layers.badge, at: 0).position.x
        let lead = 0.25
        #expect(clip.timeline.model(of: clip.layers.badge, at: 3).position.x == x0 + 200)
        for k in 0..<clip.frameCount {
            let t = clip.snapshot(frame: k).time
            let p1 = min(1, max(0, t - lead)), p2 = min(1, max(0, t - lead - 0.5))
            let expected = t < lead ? x0 : (x0 + 200) - 100 * (1 - p1) - 100 * (1 - p2)
            let shown = clip.snapshot(frame: k).layers[clip.layers.badge].position.x
            #expect(abs(shown - expected) < 1e-9, "frame \(k) at \(t): \(shown), expected \(expected)")
        }
    }

    /// An animation that repeats for longer than a scene may last, taken off after two seconds:
    /// the clip ends where the code took it off, not where the repeats would have.
    @Test func aRepeatTakenOffEndsTheClipWhereItWasTakenOff() throws {
        let code = """
            func pulse(_ v: UIView) {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 1
                a.toValue = 0.2
                a.duration = 1
                a.repeatCount = 300
                v.layer.add(a, forKey: "pulse")
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { v.layer.removeAnimation(forKey: "pulse") }
            }
            """
        let result = try Self.make(code, run: "pulse(badge)")
        let clip = result.scene.makeClip(measure: Self.measure)
        let timing = ClipTiming()
        #expect(abs(clip.duration - (timing.leadIn + 2 + timing.hold)) < 1e-9)
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: timing.leadIn + 1.5).opacity < 1)
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: timing.leadIn + 2.5).opacity == 1)
        // Replaced by another animation with its key, too.
        let replaced = code.replacingOccurrences(of: "v.layer.removeAnimation(forKey: \"pulse\")",
                                                 with: "let b = CABasicAnimation(keyPath: \"opacity\"); b.duration = 0.5; v.layer.add(b, forKey: \"pulse\")")
        let again = try Self.make(replaced, run: "pulse(badge)").scene.makeClip(measure: Self.measure)
        #expect(abs(again.duration - (timing.leadIn + 2.5 + timing.hold)) < 1e-9)
    }

    /// Never a silent still clip: animations that move only views drawn as no part are refused,
    /// naming each view and the binding that would draw it.
    @Test func animationsThatMoveNothingDrawnAreRefusedByName() throws {
        let two = """
            final class Pair {
                let dot = UIView()
                let ring = UIView()
                func go() {
                    UIView.animate(withDuration: 0.3) { self.dot.alpha = 0; self.ring.center.y += 4 }
                }
            }
            """
        #expect(throws: SwiftRefusal(fileName: "run", line: 1, column: 1,
                                     message: "nothing drawn moves: the code animates dot (a UIView) and ring (a UIView), which are drawn as no part",
                                     kind: .entry, remedy: .bindNamed([.init(name: "dot", part: "badge"), .init(name: "ring", part: "badge")]))) {
            try Self.make(two, run: "Pair().go()")
        }
        // One of them bound: the clip moves, and the other is left undrawn as asked.
        let one = try Self.make(two, run: "Pair().go()", views: ["ring": .badge]).scene.makeClip(measure: Self.measure)
        #expect(one.timeline.presentation(of: one.layers.badge, at: 0.25 + 0.15).position.y
                != one.timeline.presentation(of: one.layers.badge, at: 0).position.y)
        // Animations that change nothing at all.
        #expect(throws: SwiftRefusal(fileName: "run", line: 1, column: 1,
                                     message: "nothing drawn moves: the code's animations change nothing of the host, the badge or the label", kind: .entry)) {
            try Self.make("", run: "UIView.animate(withDuration: 0.3) { badge.alpha = 1 }")
        }
        // No animation started: a still is what the code asks for.
        #expect(throws: Never.self) { try Self.make("", run: "badge.alpha = 0.5") }
    }
}
