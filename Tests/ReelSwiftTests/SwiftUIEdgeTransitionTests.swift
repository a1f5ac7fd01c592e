import Testing
import ReelModels
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// Transitions on removal and the edge transitions (`move(edge:)`, `push(from:)`, `.slide`),
/// each frame laid out and checked against the value worked out here from Apple's wording:
/// a linear change of `shown` over 0.4 s, so the transition's progress at e seconds after the
/// change is e / 0.4 (on SwiftUI's 2⁻²⁰ grid).
@Suite struct SwiftUIEdgeTransitionTests {
    /// A 100 × 40 card with a 30 × 10 red bar centred on it while `shown`: the bar's own size
    /// is what the edge transitions move it by.
    static func source(_ transition: String, shown: Bool) -> String {
        """
        import SwiftUI
        struct Toast: View {
            @State var shown = \(shown)
            var body: some View {
                ZStack {
                    Rectangle().fill(.gray).frame(width: 100, height: 40)
                    if shown {
                        Rectangle().fill(.red).frame(width: 30, height: 10)
                            .transition(\(transition))
                    }
                }
            }
        }
        """
    }

    /// The scenes below draw no text.
    struct NoText: ReelSwiftUI.TextMeasuring {
        func size(of text: String, font: ResolvedFont, width: Double?) -> Size { .zero }
    }

    struct Bar { var e: Double; var item: PlacedItem?; var count: Int }

    /// The bar in each frame, by the time since the change.
    static func bars(_ transition: String, insert: Bool, animated: Bool = true) throws -> [Bar] {
        let change = insert ? "v.shown = true" : "v.shown = false"
        let run = "var v = Toast(); " + (animated ? "withAnimation(.linear(duration: 0.4)) { \(change) }" : change)
        let clip = try #require(try SwiftUISceneTests.clip(source: source(transition, shown: !insert), run: run))
        let layout = ViewLayout(measure: NoText())
        return clip.frames.enumerated().map { k, frame in
            let items = layout.place(frame).items
            return Bar(e: Double(k) / clip.fps - SwiftUIMotionTests.leadIn,
                       item: items.first { $0.frame.size == Size(width: 30, height: 10) }, count: items.count)
        }
    }

    /// Checks every frame inside the 0.4 s change: the bar drawn once, over the card, at the
    /// card's centre, moved, scaled and faded as `expected(progress)` says.
    static func check(_ bars: [Bar], expected: (Double) -> (tx: Double, ty: Double, scale: Double, opacity: Double)) throws {
        var seen = 0
        for bar in bars where bar.e > 1e-9 && bar.e < 0.4 - 1e-9 {
            let item = try #require(bar.item, "no bar at \(bar.e) s")
            let (tx, ty, scale, opacity) = expected(bar.e / 0.4)
            // The bar's frame is where the layout put it: centred on the card (35, 15).
            #expect(item.frame.origin == Point(x: 35, y: 15))
            // Scaled about the bar's centre (50, 20), then moved.
            let t = item.transform
            #expect(abs(t.a - scale) <= 1e-6 && abs(t.d - scale) <= 1e-6, "scale at \(bar.e) s")
            #expect(abs(t.tx - (tx + 50 * (1 - scale))) <= 1e-6 * 30 + 1e-9, "x at \(bar.e) s: \(t.tx)")
            #expect(abs(t.ty - (ty + 20 * (1 - scale))) <= 1e-6 * 30 + 1e-9, "y at \(bar.e) s: \(t.ty)")
            #expect(abs(item.opacity - opacity) <= 1e-6, "opacity at \(bar.e) s")
            // The card and the bar: nothing of the tree the bar left is drawn twice.
            #expect(bar.count == 2)
            seen += 1
        }
        #expect(seen >= 20)
    }

    @Test func aRemovedViewFadesOutWhereItWasThenLeaves() throws {
        let bars = try Self.bars(".opacity", insert: false)
        try Self.check(bars) { f in (0, 0, 1, 1 - f) }
        #expect(bars.filter { $0.e > 0.4 + 1e-9 }.allSatisfy { $0.item == nil && $0.count == 1 })
        #expect(bars.filter { $0.e < -1e-9 }.allSatisfy { $0.item != nil && $0.item!.opacity == 1 })
    }

    @Test func withoutAnAnimationARemovedViewLeavesAtOnce() throws {
        let bars = try Self.bars(".opacity", insert: false, animated: false)
        #expect(bars.filter { $0.e >= 0 }.allSatisfy { $0.item == nil })
        #expect(bars.contains { $0.item != nil })
    }

    @Test func moveGoesByTheViewsOwnSizeTowardTheEdgeBothWays() throws {
        // [Apple] "moves the view away, towards the specified edge of the view": out by its
        // own width (30) to the leading side; in from below by its own height (10).
        try Self.check(Self.bars(".move(edge: .leading)", insert: false)) { f in (-30 * f, 0, 1, 1) }
        try Self.check(Self.bars(".move(edge: .bottom)", insert: true)) { f in (0, 10 * (1 - f), 1, 1) }
    }

    @Test func pushComesInFromItsEdgeAndLeavesTowardTheOppositeOneFading() throws {
        // [Apple] "moving it in from the specified edge while fading it in, and … moving it out
        // towards the opposite edge and fading it out".
        try Self.check(Self.bars(".push(from: .trailing)", insert: true)) { f in (30 * (1 - f), 0, 1, f) }
        try Self.check(Self.bars(".push(from: .trailing)", insert: false)) { f in (-30 * f, 0, 1, 1 - f) }
        try Self.check(Self.bars(".push(from: .top)", insert: false)) { f in (0, 10 * f, 1, 1 - f) }
    }

    @Test func slideComesInFromLeadingAndLeavesToTrailing() throws {
        // [Apple] "inserts by moving in from the leading edge, and removes by moving out
        // towards the trailing edge".
        try Self.check(Self.bars(".slide", insert: true)) { f in (-30 * (1 - f), 0, 1, 1) }
        try Self.check(Self.bars(".slide", insert: false)) { f in (30 * f, 0, 1, 1) }
    }

    @Test func asymmetricAndCombinedChooseAndAddOnBothSides() throws {
        let asymmetric = ".asymmetric(insertion: .opacity, removal: .scale)"
        try Self.check(Self.bars(asymmetric, insert: true)) { f in (0, 0, 1, f) }
        // `.scale` leaves toward 1e-5, about the centre.
        try Self.check(Self.bars(asymmetric, insert: false)) { f in (0, 0, 1 + (1e-5 - 1) * f, 1) }
        let combined = ".offset(x: 20, y: -5).combined(with: .move(edge: .top))"
        try Self.check(Self.bars(combined, insert: false)) { f in (20 * f, (-5 - 10) * f, 1, 1) }
        try Self.check(Self.bars(combined, insert: true)) { f in (20 * (1 - f), -15 * (1 - f), 1, 1) }
    }

    @Test func aDepartingViewKeepsItsNameInTheTimeline() throws {
        let bars = try Self.bars(".opacity", insert: false)
        let before = try #require(bars.first { $0.e < 0 }?.item?.path)
        #expect(bars.filter { $0.e > 0 && $0.e < 0.4 }.allSatisfy { $0.item?.path == before })
    }
}
