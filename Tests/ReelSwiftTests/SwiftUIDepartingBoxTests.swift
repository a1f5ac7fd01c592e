import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// A view inside a scale (or rotation, or clip) moves in the layout's space, before the
/// transforms above it, as SwiftUI animates a view's frame in its parent's space [RE]
/// (OpenSwiftUI `AnimatableFrameAttribute`) and draws the effect over it. While a sibling's
/// removal plays, the tree it left is drawn a second time (`LayoutModifier.departing`), so the
/// scale's place is laid out twice and has no one frame (`ViewLayout.AnchorBoxes`): the view
/// must still finish its move in the layout's space — scaled — not on screen.
@Suite struct SwiftUIDepartingBoxTests {
    /// `HStack(spacing: 0) { if shown { red }; blue }.scaleEffect(2)`, 20-point squares, red
    /// removed under one linear second (progress f = e). The stack is 40 wide, then 20, about
    /// the centre; blue's centre in the layout, relative to the stack's, goes from +10 to 0, so
    /// as presented it is at 10(1 − f), and the scale doubles it about the centre: on screen
    /// 20(1 − f), 40 points wide. (Moved on screen while red departs, it was at 10(1 − f).)
    @Test func aViewInAScaleFinishesItsMoveScaledWhileASiblingDeparts() throws {
        let source = """
            import SwiftUI
            struct Pair: View {
                @State var shown = true
                var body: some View {
                    HStack(spacing: 0) {
                        if shown {
                            Color.red.frame(width: 20, height: 20)
                        }
                        Color.blue.frame(width: 20, height: 20)
                    }
                    .scaleEffect(2)
                }
            }
            """
        let blue = SystemColor.blue.rgba
        var departing = 0
        try SwiftUIPresentedAnchorTests.eachFrame(source, run: "var v = Pair(); withAnimation(.linear(duration: 1)) { v.shown = false }") { e, frame, f in
            let drawn = SwiftUIForEachIdentityTests.items(frame, blue)
            try #require(drawn.count == 1, "blue drawn \(drawn.count) times at \(e) s")
            let c = SwiftUIForEachIdentityTests.centre(drawn[0])
            let expected = e < 0 ? 20.0 : 20 * (1 - f)
            #expect(abs(c.x - expected) <= SwiftUIMotionTests.tolerance(20) + 1e-9 && abs(c.y) <= 1e-9, "blue at \(e) s: \(c), expected x \(expected)")
            #expect(abs(drawn[0].transform.a * drawn[0].frame.size.width - 40) <= 1e-9, "blue at \(e) s is \(drawn[0].transform.a * drawn[0].frame.size.width) wide")
            if e > 0, f < 1, !SwiftUIForEachIdentityTests.items(frame, SystemColor.red.rgba).isEmpty { departing += 1 }
        }
        #expect(departing >= 40, "red departs over \(departing) frames")
    }
}
