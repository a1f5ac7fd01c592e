import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): "Repeats the
/// specified animations a specific number of times, optionally running the animation forward
/// and backward … You must call this method from within an enclosing animation block."
@Suite struct ModifyAnimationsTests {
    /// The block repeats `count` times, reversing as modifyAnimations says (not as the
    /// options do), and its completion runs when the repeats end: 2.5 cycles of 0.2 s there
    /// and back, after the 0.1 s delay, is 1.1 s.
    @Test func theCountAndAutoreverseAreTheBlocks() throws {
        let scene = try UIKitBreadthTests.scene("", run: """
            UIView.animate(withDuration: 0.2, delay: 0.1, options: [.repeat], animations: {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                    badge.alpha = 0.5
                }
            }, completion: { _ in UIView.animate(withDuration: 0.1) { badge.alpha = 1 } })
            """)
        let blocks: [(Double, ViewAnimateParameters)] = scene.actions.compactMap {
            if case .at(let t, .viewAnimate(let p)) = $0 { return (t, p) }
            return nil
        }
        #expect(blocks.count == 2)
        let (start, first) = try #require(blocks.first)
        #expect(first.repeatCount == 2.5 && first.autoreverses && first.delay == 0.1 && first.duration == 0.2)
        #expect(abs(blocks[1].0 - start - 1.1) < 1e-9, "the completion's block at \(blocks[1].0 - start) s")
        // Half way through the third cycle (forwards): at 0.1 + 2 × 0.4 + 0.1 s the ease-in-out is half way.
        let clip = scene.makeClip(measure: UIKitBreadthTests.measure)
        let t = clip.timeline.evaluate(at: start + 1.0).layers[clip.layers.badge].opacity
        #expect(abs(t - 0.75) < 1e-9, "\(t)")
    }

    @Test func itIsRefusedOutsideABlockAndBesideAChange() {
        #expect(UIKitBreadthTests.refusal("", run: "UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) { badge.alpha = 0.5 }")
            .contains("UIView.modifyAnimations outside a UIView.animate block's closure is not evaluated"))
        #expect(UIKitBreadthTests.refusal("", run: """
            UIView.animate(withDuration: 0.2, animations: {
                badge.alpha = 0.5
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) { label.alpha = 0.5 }
            })
            """).contains("changes badge outside its UIView.modifyAnimations closure is not evaluated"))
        #expect(UIKitBreadthTests.refusal("", run: """
            UIView.animate(withDuration: 0.2, animations: {
                UIView.modifyAnimations(withRepeatCount: 0, autoreverses: false) { badge.alpha = 0.5 }
            })
            """).contains("withRepeatCount: 0): expected a count above 0"))
    }
}
