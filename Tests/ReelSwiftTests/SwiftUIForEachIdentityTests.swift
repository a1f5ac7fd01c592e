import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// `ForEach`'s elements known by their id (`SwiftUIForEach`): inserting, removing or moving an
/// element moves the views that stay to their new places and transitions only the element
/// inserted or removed, as SwiftUI does [Apple] (…/swiftui/foreach). Every frame of each clip
/// laid out and checked against the centres worked out here by hand, the content centred at
/// (0, 0) (as `SwiftUILayoutMotionTests`).
@Suite struct SwiftUIForEachIdentityTests {
    /// 20-point circles 10 apart, one per element, coloured by the element: 1 red, 2 green,
    /// 3 blue, anything else orange. Three span 80 points (centres −30, 0, 30), four 110
    /// (−45, −15, 15, 45), two 50 (−15, 15).
    static func circles(_ items: String, forEach: String = "ForEach(items, id: \\.self) { i in") -> String {
        """
        import SwiftUI
        struct Row: View {
            @State var items: [Int] = \(items)
            var body: some View {
                HStack(spacing: 10) {
                    \(forEach)
                        Circle().fill(i == 1 ? Color.red : i == 2 ? Color.green : i == 3 ? Color.blue : Color.orange).frame(width: 20, height: 20)
                    }
                }
            }
        }
        """
    }

    static let red = SystemColor.red.rgba, green = SystemColor.green.rgba, blue = SystemColor.blue.rgba, orange = SystemColor.orange.rgba

    /// Each frame of `run` laid out, with its time since the change (made as the run starts).
    static func frames(_ source: String, run: String) throws -> [(e: Double, frame: ClipLayout.Frame)] {
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: run))
        return ClipLayout(measure: SwiftUILayoutMotionTests.TenPerCharacter()).frames(of: clip).enumerated().map { k, frame in
            (Double(k) / clip.fps - SwiftUIMotionTests.leadIn, frame)
        }
    }

    static func items(_ frame: ClipLayout.Frame, _ color: RGBA) -> [PlacedItem] {
        frame.items.filter { $0.color.hexString == color.hexString }
    }

    static func centre(_ item: PlacedItem) -> Point {
        let f = item.frame
        return item.transform.apply(Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2))
    }

    /// Checks that each colour in `moves` is drawn once, fully opaque, its centre moving
    /// linearly from `from` to `to` over `duration` seconds; returns how many frames fell
    /// strictly inside the animation.
    static func expectMoves(_ samples: [(e: Double, frame: ClipLayout.Frame)], _ moves: [(RGBA, from: Double, to: Double)], duration: Double) throws -> Int {
        var inside = 0
        for s in samples {
            let f = min(1, max(0, s.e / duration))
            if s.e > 1e-9, s.e < duration - 1e-9 { inside += 1 }
            for (color, from, to) in moves {
                let drawn = items(s.frame, color)
                try #require(drawn.count == 1, "\(color.hexString) drawn \(drawn.count) times at \(s.e) s")
                let c = centre(drawn[0])
                #expect(abs(c.x - (from + (to - from) * f)) <= SwiftUIMotionTests.tolerance(to - from) + 1e-12, "\(color.hexString) at \(s.e) s: \(c.x)")
                #expect(c.y == 0 && drawn[0].opacity == 1, "\(color.hexString) at \(s.e) s")
            }
        }
        return inside
    }

    /// `5` inserted at the front of [1, 2, 3] under `withAnimation(.linear(duration: 0.4))`:
    /// the orange circle is the one inserted — drawn at −45 from the change on, fading in — and
    /// red, green and blue slide 15 points right to their new places. (Known by offset, the
    /// first circle would turn orange in place and the blue one be inserted at the end.)
    @Test func anElementInsertedAtTheFrontIsTheViewInserted() throws {
        let samples = try Self.frames(Self.circles("[1, 2, 3]"), run: "var v = Row(); withAnimation(.linear(duration: 0.4)) { v.items.insert(5, at: 0) }")
        let inside = try Self.expectMoves(samples, [(Self.red, -30, -15), (Self.green, 0, 15), (Self.blue, 30, 45)], duration: 0.4)
        #expect(inside >= 10)
        for s in samples where s.e >= 0 {
            let orange = try #require(Self.items(s.frame, Self.orange).first, "orange at \(s.e) s")
            #expect(abs(Self.centre(orange).x - -45) <= 1e-9, "orange at \(s.e) s")
            #expect(abs(orange.opacity - min(1, s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1), "orange's opacity at \(s.e) s: \(orange.opacity)")
        }
        #expect(samples.filter { $0.e < -1e-9 }.allSatisfy { Self.items($0.frame, Self.orange).isEmpty })
    }

    /// `5` inserted in the middle, [1, 5, 2, 3]: red slides 15 points left, green and blue 15
    /// right; orange appears at −15, fading in.
    @Test func anElementInsertedInTheMiddleIsTheViewInserted() throws {
        let samples = try Self.frames(Self.circles("[1, 2, 3]"), run: "var v = Row(); withAnimation(.linear(duration: 0.4)) { v.items.insert(5, at: 1) }")
        _ = try Self.expectMoves(samples, [(Self.red, -30, -45), (Self.green, 0, 15), (Self.blue, 30, 45)], duration: 0.4)
        for s in samples where s.e >= 0 {
            let orange = try #require(Self.items(s.frame, Self.orange).first, "orange at \(s.e) s")
            #expect(abs(Self.centre(orange).x - -15) <= 1e-9, "orange at \(s.e) s")
            #expect(abs(orange.opacity - min(1, s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1), "orange's opacity at \(s.e) s")
        }
    }

    /// `2` removed from the middle of [1, 2, 3] under a 1 s linear animation: red and blue
    /// close up (−30 → −15, 30 → 15), never faded; the green circle is the one leaving, fading
    /// out (1 − e), gone at the end.
    @Test func anElementRemovedFromTheMiddleIsTheViewRemoved() throws {
        let samples = try Self.frames(Self.circles("[1, 2, 3]"), run: "var v = Row(); withAnimation(.linear(duration: 1)) { v.items.remove(at: 1) }")
        _ = try Self.expectMoves(samples, [(Self.red, -30, -15), (Self.blue, 30, 15)], duration: 1)
        for s in samples where s.e > 1e-9 && s.e < 1 - 1e-9 {
            let green = try #require(Self.items(s.frame, Self.green).first, "green leaving at \(s.e) s")
            #expect(abs(green.opacity - (1 - s.e)) <= SwiftUIMotionTests.tolerance(1), "green's opacity at \(s.e) s: \(green.opacity)")
        }
        #expect(Self.items(try #require(samples.last).frame, Self.green).isEmpty)
    }

    /// [1, 2, 3] reordered to [3, 1, 2]: a move — every circle slides to its new place (blue
    /// 60 points left, red and green 30 right), each drawn once and opaque throughout: no view
    /// is inserted or removed.
    @Test func aReorderMovesTheViewsWithoutTransitions() throws {
        let samples = try Self.frames(Self.circles("[1, 2, 3]"), run: "var v = Row(); withAnimation(.linear(duration: 0.4)) { v.items = [3, 1, 2] }")
        let inside = try Self.expectMoves(samples, [(Self.red, -30, 0), (Self.green, 0, 30), (Self.blue, 30, -30)], duration: 0.4)
        #expect(inside >= 10)
        #expect(samples.allSatisfy { $0.frame.items.count == 3 })
    }

    /// `Identifiable` values: `ForEach(items)` knows each by its `id`; an item inserted at the
    /// front is the one inserted, the others move.
    @Test func identifiableElementsAreKnownByTheirID() throws {
        let source = """
            import SwiftUI
            struct Item: Identifiable {
                let id: Int
                var tint: Color
            }
            struct Row: View {
                @State var items = [Item(id: 1, tint: .red), Item(id: 2, tint: .green), Item(id: 3, tint: .blue)]
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(items) { item in
                            Circle().fill(item.tint).frame(width: 20, height: 20)
                        }
                    }
                }
            }
            """
        let samples = try Self.frames(source, run: "var v = Row(); withAnimation(.linear(duration: 0.4)) { v.items.insert(Item(id: 5, tint: .orange), at: 0) }")
        _ = try Self.expectMoves(samples, [(Self.red, -30, -15), (Self.green, 0, 15), (Self.blue, 30, 45)], duration: 0.4)
        for s in samples where s.e >= 0 {
            let orange = try #require(Self.items(s.frame, Self.orange).first, "orange at \(s.e) s")
            #expect(abs(orange.opacity - min(1, s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1))
        }
    }

    /// An `Identifiable` enum (`var id: Self { self }`, the usual way to list a `CaseIterable`
    /// enum) is known by its id too: its cases reordered move their views.
    @Test func identifiableEnumCasesAreKnownByTheirID() throws {
        let source = """
            import SwiftUI
            enum Dot: Identifiable {
                case one, two, three
                var id: Self { self }
                var tint: Color { self == .one ? .red : self == .two ? .green : .blue }
            }
            struct Row: View {
                @State var dots: [Dot] = [.one, .two, .three]
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(dots) { dot in Circle().fill(dot.tint).frame(width: 20, height: 20) }
                    }
                }
            }
            """
        let samples = try Self.frames(source, run: "var v = Row(); withAnimation(.linear(duration: 0.4)) { v.dots = [.three, .one, .two] }")
        _ = try Self.expectMoves(samples, [(Self.red, -30, 0), (Self.green, 0, 30), (Self.blue, 30, -30)], duration: 0.4)
    }

    /// Strings by `id: \.self`: "z" inserted after "a" in ["a", "b", "c"] (each `Text` 10 × 20,
    /// 10 apart: 50 wide, then 70): "a" slides from −20 to −30, "b" from 0 to 10, "c" from 20
    /// to 30, each drawn with its own string throughout; "z" appears at −10, fading in.
    @Test func stringsByThemselvesAreKnownByTheirValue() throws {
        let source = """
            import SwiftUI
            struct Words: View {
                @State var words = ["a", "b", "c"]
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(words, id: \\.self) { word in Text(word) }
                    }
                }
            }
            """
        let samples = try Self.frames(source, run: "var v = Words(); withAnimation(.linear(duration: 0.4)) { v.words.insert(\"z\", at: 1) }")
        func text(_ frame: ClipLayout.Frame, _ string: String) -> PlacedItem? {
            frame.items.first { if case .text(string, _) = $0.content { return true } else { return false } }
        }
        for s in samples {
            let f = min(1, max(0, s.e / 0.4))
            for (word, from, to) in [("a", -20.0, -30.0), ("b", 0, 10), ("c", 20, 30)] {
                let item = try #require(text(s.frame, word), "\(word) at \(s.e) s")
                #expect(abs(Self.centre(item).x - (from + (to - from) * f)) <= SwiftUIMotionTests.tolerance(10), "\(word) at \(s.e) s: \(Self.centre(item).x)")
                #expect(item.opacity == 1)
            }
            if s.e >= 0 {
                let z = try #require(text(s.frame, "z"), "z at \(s.e) s")
                #expect(abs(Self.centre(z).x - -10) <= 1e-9 && abs(z.opacity - min(1, s.e / 0.4)) <= SwiftUIMotionTests.tolerance(1), "z at \(s.e) s")
            }
        }
    }

    /// The places the views take: a constant range by offset, as before (`0.0.1`); elements
    /// with ids by id (`0.0.[2]`), an id's separators escaped so it never reads as a place
    /// inside another. Each circle is drawn inside its `frame` and `fill` (`<<`).
    @Test func placesAreOffsetsForARangeAndIDsOtherwise() throws {
        func identities(_ forEach: String, _ items: String = "[1, 2, 3]") throws -> [String] {
            let clip = try #require(try SwiftUISceneTests.clip(source: Self.circles(items, forEach: forEach), run: "var v = Row()"))
            let frame = try #require(ClipLayout(measure: SwiftUILayoutMotionTests.TenPerCharacter()).frames(of: clip).last)
            return frame.items.compactMap(\.identity)
        }
        let range = try identities("ForEach(0..<3) { i in"), keyed = try identities("ForEach(items, id: \\.self) { i in")
        let rangeByID = try identities("ForEach(0..<3, id: \\.self) { i in")
        #expect(range == ["0.0.0<<", "0.0.1<<", "0.0.2<<"], "\(range)")
        #expect(keyed == ["0.0.[1]<<", "0.0.[2]<<", "0.0.[3]<<"], "\(keyed)")
        #expect(rangeByID == ["0.0.[0]<<", "0.0.[1]<<", "0.0.[2]<<"], "\(rangeByID)")
        #expect(SwiftUIForEach.placeName("a.b[c]#1%|<^~") == "a%2Eb%5Bc%5D%231%25%7C%3C%5E%7E")
    }

    /// Two elements of one id: refused by name with the id, as SwiftUI's result is undefined.
    @Test func duplicateIDsAreRefusedWithTheID() {
        do {
            _ = try SwiftUISceneTests.clip(source: Self.circles("[1, 2, 1]"), run: "var v = Row()")
            Issue.record("a ForEach with the id 1 twice was drawn")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("ForEach: the id 1 occurs more than once (elements 0 and 2)"), "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// An array of values that are not `Identifiable`, without an id, is refused as swiftc
    /// refuses it, with the way to give one.
    @Test func elementsWithoutAnIDNeedOne() {
        do {
            _ = try SwiftUISceneTests.clip(source: Self.circles("[1, 2, 3]", forEach: "ForEach(items) { i in"), run: "var v = Row()")
            Issue.record("a ForEach over Ints without an id was drawn")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("requires that 'Int' conform to 'Identifiable'") && refusal.message.contains("id: \\.self"), "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
