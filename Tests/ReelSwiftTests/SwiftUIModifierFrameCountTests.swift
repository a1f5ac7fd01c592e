import Testing
import ReelSwiftUI
@testable import ReelSwift

/// The bound on animations a frame runs combined (`LayoutMotion.maximumCombined`) counts every
/// animated frame each frame evaluates: a view's, and also the frame a scale, rotation or clip
/// follows (`ViewLayout.AnchorBoxes`), which animates beside the views inside it.
@Suite struct SwiftUIModifierFrameCountTests {
    /// A clipped stack that widens with each view `n` inserts: one clip frame moved by every change.
    static let framed = """
        import SwiftUI
        struct Framed: View {
            @State var n = 0
            var body: some View {
                ZStack {
                    Color.red.frame(width: 20, height: 20)
                    ForEach(0..<n, id: \\.self) { i in
                        Color.clear.frame(width: Double(30 + 10 * i), height: 20)
                    }
                }
                .clipped()
            }
        }
        """

    /// A red square in a `ZStack` clipped, each `n += 1` inserting a clear view 10 points wider
    /// than the widest before it: the stack (and so the clip's frame) widens by 10 points while
    /// every view already drawn stays where it is, centred, and the inserted one appears where
    /// it is (its transition plays). Seventy changes in one turn, each in a transaction of its
    /// own (the durations differ), run seventy animations combined in the clip's frame and
    /// none in any drawn view's: refused at the change past the limit, naming the clipped view.
    @Test func aClipsFrameCountsTowardTheLimit() {
        let run = "var v = Framed(); for i in 0..<70 { withAnimation(.linear(duration: 0.4 + Double(i) * 0.001)) { v.n += 1 } }"
        do {
            _ = try SwiftUISceneTests.clip(source: Self.framed, run: run)
            Issue.record("70 combined animations of a clip's frame were drawn")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("the laid-out frame of the view at 0<"), "\(refusal)")
            #expect(refusal.message.contains("at most \(LayoutMotion.maximumCombined) combine (limit: layout animations combined)"), "\(refusal)")
            #expect(refusal.kind == .invalid, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Below the limit the same clip is drawn: 60 changes.
    @Test func aClipsFrameBelowTheLimitIsDrawn() throws {
        let run = "var v = Framed(); for i in 0..<60 { withAnimation(.linear(duration: 0.4 + Double(i) * 0.001)) { v.n += 1 } }"
        #expect(try SwiftUISceneTests.clip(source: Self.framed, run: run) != nil)
    }
}
