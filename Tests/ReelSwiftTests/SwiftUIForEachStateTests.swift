import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// The `@State` of a view made for a `ForEach` element is kept with the element's id, not its
/// offset (`ViewBuilderState.elements`, `SwiftUIInnerState`): SwiftUI keeps a view's state as
/// long as its identity [Apple] (WWDC21 "Demystify SwiftUI": "the lifetime of state is tied
/// to the lifetime of the view's identity"; a `ForEach` element's identity is its id,
/// …/swiftui/foreach: "If the id of a data element changes, the content view generated from
/// that data element loses any current state"). So a row's state moves with its element when
/// another is inserted before it or the data is reordered, an element inserted starts from
/// its initial values, and one removed takes its state with it. Every frame of each clip is
/// laid out and checked (as `SwiftUIForEachIdentityTests`, whose layout these rows share).
@Suite struct SwiftUIForEachStateTests {
    /// One `Row` per element, 20 × 20 points, 10 apart (centres −30, 0, 30 for three; −45,
    /// −15, 15, 45 for four): a button titled with its element, drawn at opacity 0.5 until
    /// tapped and 1 after (its own `@State var liked`).
    static func rows(_ items: String = "[1, 2, 3]", row: String = "") -> String {
        """
        import SwiftUI
        struct Row: View {
            let item: Int
            @State var liked = false
            var body: some View {
                Button("\\(item)") { liked = true }
                    .frame(width: 20, height: 20)
                    .opacity(liked ? 1 : 0.5)\(row)
            }
        }
        struct Rows: View {
            @State var items: [Int] = \(items)
            var body: some View {
                HStack(spacing: 10) {
                    ForEach(items, id: \\.self) { i in Row(item: i) }
                }
            }
        }
        """
    }

    typealias Sample = (e: Double, frame: ClipLayout.Frame)

    /// The row titled `title` in `frame`: drawn once.
    static func row(_ frame: ClipLayout.Frame, _ title: String, at e: Double) throws -> PlacedItem {
        let drawn = frame.items.filter { if case .text(title, _) = $0.content { return true } else { return false } }
        try #require(drawn.count == 1, "row \(title) drawn \(drawn.count) times at \(e) s")
        return drawn[0]
    }

    /// Checks each row in `rows` at every frame from the change on: its centre moving linearly
    /// from `from` to `to` and its opacity fixed at `opacity` (its state, which must not
    /// animate: it did not change); returns how many frames fell strictly inside the motion.
    static func expectRows(_ samples: [Sample], _ rows: [(title: String, from: Double, to: Double, opacity: Double)], duration: Double) throws -> Int {
        var inside = 0
        for s in samples where s.e >= 0 {
            let f = min(1, s.e / duration)
            if s.e > 1e-9, s.e < duration - 1e-9 { inside += 1 }
            for (title, from, to, opacity) in rows {
                let item = try row(s.frame, title, at: s.e)
                let x = SwiftUIForEachIdentityTests.centre(item).x
                #expect(abs(x - (from + (to - from) * f)) <= SwiftUIMotionTests.tolerance(to - from) + 1e-12, "row \(title) at \(s.e) s: x \(x)")
                #expect(item.opacity == opacity, "row \(title) at \(s.e) s: opacity \(item.opacity), its state's \(opacity)")
            }
        }
        return inside
    }

    /// Before the run's changes every row shows its initial state.
    static func expectUntapped(_ samples: [Sample], _ titles: [String]) throws {
        let before = samples.filter { $0.e < -1e-9 }
        #expect(!before.isEmpty)
        for s in before {
            for title in titles { #expect(try row(s.frame, title, at: s.e).opacity == 0.5, "row \(title) at \(s.e) s") }
        }
    }

    /// Row 2 tapped, then `5` inserted at the front under a 0.4 s linear animation: row 2
    /// keeps its state (opacity 1) as it slides 0 → 15, rows 1 and 3 keep theirs (0.5); the
    /// inserted row starts from its initial state, fading in to 0.5 (the `.opacity`
    /// transition times the row's own 0.5). Kept by offset, row 1 would take row 2's state
    /// (0.5 → 1 under the animation) and row 2 lose it.
    @Test func aRowsStateStaysWithItsElementWhenOneIsInsertedBefore() throws {
        let samples = try SwiftUIForEachIdentityTests.frames(Self.rows(), run: "var v = Rows(); tap(\"2\"); withAnimation(.linear(duration: 0.4)) { v.items.insert(5, at: 0) }")
        try Self.expectUntapped(samples, ["1", "2", "3"])
        let inside = try Self.expectRows(samples, [("1", -30, -15, 0.5), ("2", 0, 15, 1), ("3", 30, 45, 0.5)], duration: 0.4)
        #expect(inside >= 10)
        for s in samples where s.e >= 0 {
            let five = try Self.row(s.frame, "5", at: s.e)
            #expect(abs(SwiftUIForEachIdentityTests.centre(five).x - -45) <= 1e-9, "row 5 at \(s.e) s")
            #expect(abs(five.opacity - 0.5 * min(1, s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1), "row 5 at \(s.e) s: opacity \(five.opacity)")
        }
    }

    /// Row 1 tapped, then [1, 2, 3] reordered to [3, 1, 2]: row 1's state moves with it
    /// (opacity 1 as it slides −30 → 0), rows 2 and 3 keep 0.5 as they move; no row is
    /// inserted or removed. By offset, row 3 (now first) would take row 1's state.
    @Test func aRowsStateMovesWithItsElementWhenTheDataIsReordered() throws {
        let samples = try SwiftUIForEachIdentityTests.frames(Self.rows(), run: "var v = Rows(); tap(\"1\"); withAnimation(.linear(duration: 0.4)) { v.items = [3, 1, 2] }")
        try Self.expectUntapped(samples, ["1", "2", "3"])
        let inside = try Self.expectRows(samples, [("1", -30, 0, 1), ("2", 0, 30, 0.5), ("3", 30, -30, 0.5)], duration: 0.4)
        #expect(inside >= 10)
        #expect(samples.allSatisfy { $0.frame.items.count == 3 })
    }

    /// Row 1 tapped, then removed under a 1 s linear animation: it leaves with its state
    /// (fading out from 1: 1 − e), rows 2 and 3 close up keeping 0.5. By offset, row 2 (now
    /// first) would take row 1's state and brighten.
    @Test func aRemovedRowLeavesWithItsStateAndTheOthersKeepTheirs() throws {
        let samples = try SwiftUIForEachIdentityTests.frames(Self.rows(), run: "var v = Rows(); tap(\"1\"); withAnimation(.linear(duration: 1)) { v.items.remove(at: 0) }")
        _ = try Self.expectRows(samples, [("2", 0, -15, 0.5), ("3", 30, 15, 0.5)], duration: 1)
        for s in samples where s.e > 1e-9 && s.e < 1 - 1e-9 {
            let one = try Self.row(s.frame, "1", at: s.e)
            #expect(abs(SwiftUIForEachIdentityTests.centre(one).x - -30) <= 1e-9, "row 1 leaving at \(s.e) s")
            #expect(abs(one.opacity - (1 - s.e)) <= SwiftUIMotionTests.tolerance(1), "row 1 leaving at \(s.e) s: opacity \(one.opacity)")
        }
        let last = try #require(samples.last)
        #expect(last.frame.items.count == 2)
    }

    /// Row 2 tapped, removed under a 0.4 s linear animation, and put back a second later
    /// under another: it leaves with its state (fading out from 1) and its state leaves with
    /// it, so the row inserted again starts from its initial values (fading in to 0.5); row 3,
    /// which takes row 2's offset meanwhile, keeps 0.5 throughout. By offset, row 3 would take
    /// row 2's state while it is gone, and the returning row 2 would have it again.
    @Test func aRowRemovedAndInsertedAgainStartsAfresh() throws {
        let run = "var v = Rows(); tap(\"2\"); withAnimation(.linear(duration: 0.4)) { v.items.remove(at: 1) }; DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 0.4)) { v.items.insert(2, at: 1) } }"
        let samples = try SwiftUIForEachIdentityTests.frames(Self.rows(), run: run)
        var leaving = 0, returning = 0
        for s in samples where s.e >= 0 {
            // Rows 1 and 3 close up over the first 0.4 s, and open again over 0.4 s from 1 s.
            let f = s.e < 1 ? min(1, s.e / 0.4) : 1 - min(1, (s.e - 1) / 0.4)
            for (title, from, to) in [("1", -30.0, -15.0), ("3", 30, 15)] {
                let item = try Self.row(s.frame, title, at: s.e)
                let x = SwiftUIForEachIdentityTests.centre(item).x
                #expect(abs(x - (from + (to - from) * f)) <= SwiftUIMotionTests.tolerance(15) + 1e-12, "row \(title) at \(s.e) s: x \(x)")
                #expect(item.opacity == 0.5, "row \(title) at \(s.e) s: opacity \(item.opacity)")
            }
            let two = s.frame.items.filter { if case .text("2", _) = $0.content { return true } else { return false } }
            if s.e < 0.4 - 1e-9 {
                let item = try #require(two.first, "row 2 leaving at \(s.e) s")
                #expect(abs(item.opacity - (1 - s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1), "row 2 leaving at \(s.e) s: opacity \(item.opacity)")
                leaving += 1
            } else if s.e < 1 - 1e-9 {
                #expect(two.isEmpty, "row 2 drawn at \(s.e) s while removed")
            } else {
                let item = try #require(two.first, "row 2 returning at \(s.e) s")
                #expect(abs(SwiftUIForEachIdentityTests.centre(item).x) <= 1e-9, "row 2 returning at \(s.e) s")
                #expect(abs(item.opacity - 0.5 * min(1, (s.e - 1) / 0.4)) <= SwiftUIMotionTests.tolerance(1), "row 2 returning at \(s.e) s: opacity \(item.opacity)")
                returning += 1
            }
        }
        #expect(leaving >= 10 && returning >= 10)
        #expect(try Self.row(try #require(samples.last).frame, "2", at: 2).opacity == 0.5)
    }

    /// A row's `.task` is its element's too: each row counts the times its task ran (opacity
    /// runs / 4). Inserting 5 at the front starts row 5's task only: every row ran its own
    /// once (0.25). By offset, the task at the new last offset (row 3's action, on row 3's
    /// state) would run again (0.5) and row 5's never (0).
    @Test func aRowsTaskIsItsElementsAcrossAnInsertion() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                let item: Int
                @State var runs = 0
                var body: some View {
                    Text("\\(item)")
                        .frame(width: 20, height: 20)
                        .opacity(Double(runs) / 4)
                        .task { runs += 1 }
                }
            }
            struct Rows: View {
                @State var items = [1, 2, 3]
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(items, id: \\.self) { i in Row(item: i) }
                    }
                }
            }
            """
        let samples = try SwiftUIForEachIdentityTests.frames(source, run: "var v = Rows(); v.items.insert(5, at: 0)")
        let last = try #require(samples.last)
        for (title, x) in [("5", -45.0), ("1", -15), ("2", 15), ("3", 45)] {
            let item = try Self.row(last.frame, title, at: last.e)
            #expect(item.opacity == 0.25 && abs(SwiftUIForEachIdentityTests.centre(item).x - x) <= 1e-9, "row \(title): opacity \(item.opacity)")
        }
    }
}
