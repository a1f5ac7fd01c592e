import Testing
import ReelModels
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// `matchedGeometryEffect`: a view removed and one of the same id inserted in one animated
/// change are drawn in the frame between theirs [Apple] ("interpolate their frame rectangles
/// … from its old position to its new position"), each with its own transition (the default
/// fade). Frames laid out here and compared with the rectangles worked out by hand.
@Suite struct SwiftUIMatchedGeometryTests {
    static func source(properties: String = "") -> String {
        """
        import SwiftUI
        struct Tabs: View {
            @Namespace var ns
            @State var tab = 0
            var body: some View {
                HStack(spacing: 20) {
                    ZStack {
                        Rectangle().fill(.gray).frame(width: 40, height: 40)
                        if tab == 0 {
                            Rectangle().fill(.red).frame(width: 30, height: 10).matchedGeometryEffect(id: "bar", in: ns\(properties))
                        }
                    }
                    ZStack {
                        Rectangle().fill(.gray).frame(width: 60, height: 40)
                        if tab == 1 {
                            Rectangle().fill(.red).frame(width: 50, height: 20).matchedGeometryEffect(id: "bar", in: ns\(properties))
                        }
                    }
                }
            }
        }
        """
    }

    /// The red bars of each frame: their drawn rectangles (the frame through the transform,
    /// which scales and moves only) and opacities, by the time since the change.
    static func bars(_ source: String, run: String = "var v = Tabs(); withAnimation(.linear(duration: 0.4)) { v.tab = 1 }") throws
        -> [(e: Double, bars: [(rect: Rect, opacity: Double)])] {
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: run))
        let layout = ViewLayout(measure: SwiftUIEdgeTransitionTests.NoText())
        return clip.frames.enumerated().map { k, frame in
            let red = layout.place(frame).items.filter { $0.color == SystemColor.red.rgba }.map { item in
                let t = item.transform, f = item.frame
                let origin = t.apply(f.origin)
                return (Rect(origin: origin, size: Size(width: f.size.width * t.a, height: f.size.height * t.d)), item.opacity)
            }
            return (Double(k) / clip.fps - SwiftUIMotionTests.leadIn, red)
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) < 1e-4 && abs(a.origin.y - b.origin.y) < 1e-4
            && abs(a.size.width - b.size.width) < 1e-4 && abs(a.size.height - b.size.height) < 1e-4
    }

    @Test func bothViewsMoveBetweenTheTwoFramesAndCrossFade() throws {
        // The first bar: 30 × 10 centred in the 40 × 40 cell at x 0 → (5, 15). The second:
        // 50 × 20 centred in the 60 × 40 cell at x 40 + 20 → (65, 10).
        var seen = 0
        for (e, bars) in try Self.bars(Self.source()) {
            if e < -1e-9 {
                #expect(bars.count == 1 && Self.close(bars[0].rect, Rect(origin: Point(x: 5, y: 15), size: Size(width: 30, height: 10))))
                continue
            }
            if e > 0.4 + 1e-9 {
                #expect(bars.count == 1 && Self.close(bars[0].rect, Rect(origin: Point(x: 65, y: 10), size: Size(width: 50, height: 20))) && bars[0].opacity == 1)
                continue
            }
            guard e > 1e-9, e < 0.4 - 1e-9 else { continue }
            let f = e / 0.4
            let expected = Rect(origin: Point(x: 5 + 60 * f, y: 15 - 5 * f), size: Size(width: 30 + 20 * f, height: 10 + 10 * f))
            #expect(bars.count == 2, "at \(e) s")
            for bar in bars { #expect(Self.close(bar.rect, expected), "at \(e) s: \(bar.rect) for \(expected)") }
            // The inserted one fades in as the removed one fades out (their own transitions).
            #expect(abs(bars.map(\.opacity).sorted()[0] - min(f, 1 - f)) < 1e-5 && abs(bars.map(\.opacity).sorted()[1] - max(f, 1 - f)) < 1e-5)
            seen += 1
        }
        #expect(seen >= 18)
    }

    @Test func matchingThePositionOnlyKeepsEachViewsSize() throws {
        for (e, bars) in try Self.bars(Self.source(properties: ", properties: .position")) where e > 1e-9 && e < 0.4 - 1e-9 {
            let f = e / 0.4
            // The centres (20, 20) and (90, 20) interpolated; each keeps its own size.
            for bar in bars {
                let centre = Point(x: bar.rect.origin.x + bar.rect.size.width / 2, y: bar.rect.origin.y + bar.rect.size.height / 2)
                #expect(abs(centre.x - (20 + 70 * f)) < 1e-4 && abs(centre.y - 20) < 1e-4, "at \(e) s")
                #expect(bar.rect.size == Size(width: 30, height: 10) || bar.rect.size == Size(width: 50, height: 20))
            }
        }
    }

    @Test func aSourceThatIsNotOneIsRefusedByName() {
        do {
            _ = try SwiftUISceneTests.clip(source: Self.source(properties: ", isSource: false"), run: "var v = Tabs()")
            Issue.record("isSource: false was evaluated")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("isSource: false") && refusal.line == 10, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Two bars of one id in one namespace removed, one inserted: Apple leaves it undefined
    /// which pairs; here the first removed in the order of places, the same every run.
    @Test func duplicateIdsPairInTheOrderOfTheirPlacesEveryRun() throws {
        let source = """
            import SwiftUI
            struct Tabs: View {
                @Namespace var ns
                @State var tab = 0
                var body: some View {
                    HStack(spacing: 20) {
                        ZStack {
                            Rectangle().fill(.gray).frame(width: 40, height: 40)
                            if tab == 0 { Rectangle().fill(.red).frame(width: 30, height: 10).matchedGeometryEffect(id: "bar", in: ns) }
                        }
                        ZStack {
                            Rectangle().fill(.gray).frame(width: 40, height: 40)
                            if tab == 0 { Rectangle().fill(.red).frame(width: 30, height: 10).matchedGeometryEffect(id: "bar", in: ns) }
                        }
                        ZStack {
                            Rectangle().fill(.gray).frame(width: 40, height: 40)
                            if tab == 1 { Rectangle().fill(.red).frame(width: 30, height: 10).matchedGeometryEffect(id: "bar", in: ns) }
                        }
                    }
                }
            }
            """
        // The bars at x 5, 65 and 125: the inserted one and the first removed move between
        // 5 and 125; the second removed fades where it is, at 65.
        for _ in 0..<8 {
            var seen = 0
            for (e, bars) in try Self.bars(source) where e > 1e-9 && e < 0.4 - 1e-9 {
                let x = 5 + 120 * e / 0.4
                let xs = bars.map(\.rect.origin.x).sorted()
                let expected = [x, x, 65].sorted()
                #expect(xs.count == 3 && zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "at \(e) s: \(xs)")
                seen += 1
            }
            #expect(seen >= 10)
        }
    }

    /// [Apple] …/swiftui/namespace: "defined by the persistent identity of the object
    /// containing the property": two cards of one type each match their own dot, never the
    /// other card's.
    @Test func eachViewInstanceHasANamespaceOfItsOwn() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                @Namespace var ns
                var left: Bool
                var body: some View {
                    HStack(spacing: 60) {
                        if left {
                            Rectangle().fill(.red).frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: ns)
                            Color.clear.frame(width: 20, height: 20)
                        } else {
                            Color.clear.frame(width: 20, height: 20)
                            Rectangle().fill(.red).frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: ns)
                        }
                    }
                }
            }
            struct Two: View {
                @State var left = true
                var body: some View {
                    VStack(spacing: 100) {
                        Card(left: left)
                        Card(left: left)
                    }
                }
            }
            """
        var seen = 0
        for (e, bars) in try Self.bars(source, run: "var v = Two(); withAnimation(.linear(duration: 0.4)) { v.left = false }") where e > 1e-9 && e < 0.4 - 1e-9 {
            // Each card's dots move right from 0 to 80 along their own row (y 0 and 120).
            let x = 80 * e / 0.4
            #expect(bars.count == 4, "at \(e) s")
            for bar in bars {
                #expect(abs(bar.rect.origin.x - x) < 1e-4 && (abs(bar.rect.origin.y) < 1e-4 || abs(bar.rect.origin.y - 120) < 1e-4), "at \(e) s: \(bar.rect)")
            }
            #expect(bars.filter { abs($0.rect.origin.y) < 1e-4 }.count == 2)
            seen += 1
        }
        #expect(seen >= 10)
    }
}
