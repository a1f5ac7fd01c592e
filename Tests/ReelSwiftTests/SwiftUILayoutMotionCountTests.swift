import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// How much motion a view's laid-out frame keeps (`LayoutMotion`): the changes of one turn in
/// equal transactions are one change, an animation that finished is dropped from a combined
/// run, and past `LayoutMotion.maximumCombined` animations at once the run is refused by name.
/// Counts, not timings: what each frame has to evaluate.
@Suite struct SwiftUILayoutMotionCountTests {
    /// An HStack of 4-point circles, 2 apart, one per element of `items`, known by id.
    static let row = """
        import SwiftUI
        struct Row: View {
            @State var items: [Int] = [0]
            var body: some View {
                HStack(spacing: 2) {
                    ForEach(items, id: \\.self) { i in
                        Circle().fill(i == 0 ? Color.red : Color.blue).frame(width: 4, height: 4)
                    }
                }
            }
        }
        """

    /// Three appends in one turn, each in its own `withAnimation(.linear(duration: 0.4))`: one
    /// layout change, so the red circle (the first) moves once, linearly, from 0 (alone) to −9
    /// (the first of four, 22 points wide): −9·f at progress f. Each change combined with the
    /// last would have put it at −6.375 halfway instead of −4.5.
    @Test func changesOfOneTurnInEqualTransactionsAreOneLayoutChange() throws {
        let run = "var v = Row(); for i in 1...3 { withAnimation(.linear(duration: 0.4)) { v.items.append(i) } }"
        let clip = try #require(try SwiftUISceneTests.clip(source: Self.row, run: run))
        #expect(clip.layoutChanges.count == 1)
        var inside = 0
        for (k, frame) in ClipLayout(measure: SwiftUILayoutMotionTests.TenPerCharacter()).frames(of: clip).enumerated() {
            let e = Double(k) / clip.fps - SwiftUIMotionTests.leadIn
            let f = min(1, max(0, e / 0.4))
            let red = try #require(SwiftUILayoutMotionTests.centre(frame, SystemColor.red.rgba))
            #expect(abs(red.x - -9 * f) <= SwiftUIMotionTests.tolerance(9), "red at \(e) s: \(red.x)")
            if e > 1e-9, e < 0.4 - 1e-9 { inside += 1 }
        }
        // The frames inside the animation are among those checked (0.4 s of frames).
        #expect(Double(inside) >= 0.4 * clip.fps - 2, "\(inside) frames inside")
    }

    /// Transactions that differ (here each animation 1 ms longer) stay changes of their own,
    /// combined as SwiftUI combines them: three, one turn; so do changes without an animation
    /// (`SwiftUIStage.update`).
    @Test func changesOfOneTurnInDifferentTransactionsStayApart() throws {
        let run = "var v = Row(); for i in 1...3 { withAnimation(.linear(duration: 0.4 + Double(i) * 0.001)) { v.items.append(i) } }"
        let clip = try #require(try SwiftUISceneTests.clip(source: Self.row, run: run))
        #expect(clip.layoutChanges.count == 3)
        let plain = try #require(try SwiftUISceneTests.clip(source: Self.row, run: "var v = Row(); for i in 1...3 { v.items.append(i) }"))
        #expect(plain.layoutChanges.count == 3)
    }

    /// 200 changes 10 ms apart, each moving the red circle under a 0.1 s linear animation:
    /// the frame's run keeps only the animations still moving — those begun in the last 0.1 s
    /// before the frame evaluated last, the ones begun since, and the finished one they build
    /// on — not one per change (200).
    @Test func aViewRetargetedAgainAndAgainKeepsABoundedNumberOfAnimations() throws {
        let source = SwiftUILayoutMotionTests.dots(three: false)
        let run = "var v = Dots(); for i in 0..<200 { DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.01) { withAnimation(.linear(duration: 0.1)) { v.three.toggle() } } }"
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: run))
        #expect(clip.layoutChanges.count == 200)
        var motion = LayoutMotion(layout: ViewLayout(measure: SwiftUILayoutMotionTests.TenPerCharacter()))
        var next = 0, most = 0
        for k in clip.frames.indices {
            while next < clip.layoutChanges.count, clip.layoutChanges[next].frame <= k {
                motion.apply(clip.layoutChanges[next])
                next += 1
                most = max(most, motion.mostCombined?.count ?? 0)
            }
            _ = motion.isAnimating(at: Double(k) / clip.fps)
        }
        let bound = Int(((0.1 + 1 / clip.fps) / 0.01).rounded(.up)) + 2
        #expect(most > 1 && most <= bound, "at most \(most) animations at once (bound \(bound))")
    }

    /// Past `LayoutMotion.maximumCombined` animations of one view's frame at once — here 70
    /// toggles in one turn, each a transaction of its own — the run is refused at the change,
    /// naming the limit, before any frame is made.
    @Test func moreCombinedAnimationsThanTheLimitAreRefusedByName() {
        let run = "var v = Dots(); for i in 0..<70 { withAnimation(.linear(duration: 0.4 + Double(i) * 0.001)) { v.three.toggle() } }"
        do {
            _ = try SwiftUISceneTests.clip(source: SwiftUILayoutMotionTests.dots(three: false), run: run)
            Issue.record("70 combined animations of one frame were drawn")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("at most \(LayoutMotion.maximumCombined) combine (limit: layout animations combined)"), "\(refusal)")
            #expect(refusal.kind == .invalid, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
