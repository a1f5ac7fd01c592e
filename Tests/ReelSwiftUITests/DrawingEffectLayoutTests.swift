import Foundation
import Testing
import ReelTimeline
@testable import ReelSwiftUI

/// Clips, shadows, blurs and geometry effects as the layout hands them to the renderer: each
/// in the root's space, through the transforms above the modifier and not those inside it.
@Suite struct DrawingEffectLayoutTests {
    let layout = ViewLayout(measure: GridMeasure())

    private func square(_ side: Double) -> ViewNode {
        ViewNode.color(RGBA(red: 1, green: 0, blue: 0)).modifier(.frame(width: side, height: side, alignment: .center))
    }

    @Test func clipShapeIsTheViewsFrameThroughTheTransformAboveIt() throws {
        // A 40 × 40 square clipped to a circle, the whole scaled 2× about its centre.
        let view = square(40).modifier(.clipShape(.circle)).modifier(.scaleEffect(x: 2, y: 2, anchor: .center))
        let item = try #require(layout.place(view).items.first)
        guard case let .clip(kind, frame, transform)? = item.effects.first else { Issue.record("no clip: \(item.effects)"); return }
        #expect(kind == .circle && frame == Rect(x: 0, y: 0, width: 40, height: 40))
        // Scaling about (20, 20): (0, 0) → (−20, −20), (40, 40) → (60, 60).
        #expect(transform.apply(Point(x: 0, y: 0)) == Point(x: -20, y: -20))
        #expect(transform.apply(Point(x: 40, y: 40)) == Point(x: 60, y: 60))
        #expect(item.effects.count == 1)
    }

    @Test func shadowRadiusAndOffsetFollowTheTransformsAboveOnly() throws {
        // shadow(radius: 6, x: 3) inside a 2× scale, inside a quarter turn; a scale inside the
        // shadow does not change it.
        let view = square(10).modifier(.scaleEffect(x: 5, y: 5, anchor: .center))
            .modifier(.shadow(ViewShadow(radius: 6, x: 3, y: 0)))
            .modifier(.scaleEffect(x: 2, y: 2, anchor: .center)).modifier(.rotationEffect(radians: .pi / 2, anchor: .center))
        let item = try #require(layout.place(view).items.first)
        guard case let .shadow(color, sigma, dx, dy)? = item.effects.first else { Issue.record("no shadow: \(item.effects)"); return }
        #expect(color == RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))
        #expect(abs(sigma - 6.0 / 2 * 2) < 1e-12)
        // (3, 0) scaled 2× is (6, 0), turned a quarter clockwise (y down) is (0, 6).
        #expect(abs(dx) < 1e-12 && abs(dy - 6) < 1e-12)
    }

    @Test func effectsAreListedInnermostFirst() throws {
        let view = square(10).modifier(.blur(radius: 4)).modifier(.clipShape(.capsule)).modifier(.shadow(ViewShadow(radius: 2)))
        let effects = try #require(layout.place(view).items.first).effects
        #expect(effects.count == 3)
        guard effects.count == 3, case .blur(sigma: 2) = effects[0], case .clip(.capsule, _, _) = effects[1], case .shadow(_, 1, 0, 0) = effects[2] else {
            Issue.record("order: \(effects)"); return
        }
    }

    @Test func geometryEffectTransformsAboutTheViewsOrigin() throws {
        // The second of two 10-point squares in a row (origin (18, 0) with the default spacing
        // of 8) scaled 2× by its effect: its own (0, 0) stays, its (10, 10) goes to (20, 20).
        let view = ViewNode.hStack(alignment: .center, spacing: nil, [square(10), square(10).modifier(.transformEffect(.scale(2, 2)))])
        let items = layout.place(view).items
        #expect(items.count == 2)
        let t = items[1].transform
        #expect(t.apply(Point(x: 18, y: 0)) == Point(x: 18, y: 0))
        #expect(t.apply(Point(x: 28, y: 10)) == Point(x: 38, y: 20))
        #expect(items[0].transform == .identity)
        // Layout is unchanged: the frame is where the stack put it.
        #expect(items[1].frame == Rect(x: 18, y: 0, width: 10, height: 10))
    }
}
