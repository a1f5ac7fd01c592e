import Testing
import ReelTimeline
@testable import ReelSwiftUI

@Suite struct TransitionTests {
    let size = Size(width: 100, height: 40)

    @Test func activeValuesAndIdentity() {
        #expect(Transition.opacity.effect(.willAppear, size: size).opacity == 0)
        #expect(Transition.opacity.effect(.identity, size: size) == TransitionEffect())
        #expect(Transition.scale.effect(.didDisappear, size: size).scale == 1e-5)
        let corner = Transition.scale(0.5, anchor: .topLeading).effect(.willAppear, size: size)
        #expect(corner.scale == 0.5 && corner.scaleAnchor == .topLeading)
        #expect(Transition.move(.leading).effect(.willAppear, size: size).offsetX == -100)
        #expect(Transition.move(.bottom).effect(.didDisappear, size: size).offsetY == 40)
        #expect(Transition.offset(x: 3, y: -4).effect(.willAppear, size: size).offsetY == -4)
    }

    @Test func pushSlideAsymmetricCombined() {
        let pushIn = Transition.push(from: .trailing).effect(.willAppear, size: size)
        #expect(pushIn.offsetX == 100 && pushIn.opacity == 0)
        #expect(Transition.push(from: .trailing).effect(.didDisappear, size: size).offsetX == -100)
        #expect(Transition.slide.effect(.willAppear, size: size).offsetX == -100)
        #expect(Transition.slide.effect(.didDisappear, size: size).offsetX == 100)
        let asym = Transition.asymmetric(insertion: .opacity, removal: .move(.top))
        #expect(asym.effect(.willAppear, size: size) == { var e = TransitionEffect(); e.opacity = 0; return e }())
        #expect(asym.effect(.didDisappear, size: size).offsetY == -40 && asym.effect(.didDisappear, size: size).opacity == 1)
        let both = Transition.opacity.combined(with: .scale).effect(.willAppear, size: size)
        #expect(both.opacity == 0 && both.scale == 1e-5)
    }

    @Test func edgeOffsetsAreInUnitsOfTheViewsOwnSize() {
        // Before the layout: widths and heights, toward the edge.
        let moved = Transition.move(.top).effect(.didDisappear)
        #expect(moved.sizeOffsetX == 0 && moved.sizeOffsetY == -1 && moved.offsetY == 0)
        let pushed = Transition.push(from: .leading).effect(.didDisappear)
        #expect(pushed.sizeOffsetX == 1 && pushed.opacity == 0)
        #expect(Transition.slide.effect(.willAppear).sizeOffsetX == -1)
        #expect(Transition.offset(x: 5, y: 0).combined(with: .move(.trailing)).effect(.willAppear).offsetX == 5)
    }

    @Test func theLayoutResolvesSizedOffsetsHidesAndDrawsDepartingViews() {
        let layout = ViewLayout(measure: GridMeasure())
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        // A 30 × 10 rectangle moved by half its width and twice its height.
        let box = ViewNode.shape(.rectangle).modifier(.frame(width: 30, height: 10, alignment: .center))
        let moved = layout.place(box.modifier(.sizedOffset(x: 0.5, y: 2))).items
        #expect(moved.count == 1 && moved[0].transform.tx == 15 && moved[0].transform.ty == 20)
        // Hidden: laid out (the stack keeps its length), nothing drawn.
        let stack = ViewNode.vStack(alignment: .center, spacing: 4, [box.modifier(.hidden), box])
        let (size, items) = layout.place(stack)
        #expect(size == Size(width: 30, height: 24) && items.count == 1 && items[0].frame.origin.y == 14)
        // A departing tree: at its own ideal size centred on the view (the content is drawn
        // centred, so the departing view stays where it was on screen), under its own names,
        // over the view, changing nothing of its layout: the 50 × 50 tree's origin is
        // (15 − 25, 5 − 25), its red box at (10, 20) inside it.
        let gone = ViewNode.zStack(alignment: .center, [ViewNode.shape(.rectangle).modifier(.frame(width: 50, height: 50, alignment: .center)).modifier(.hidden),
                                                        box.modifier(.foreground(red))])
        let (withGone, drawn) = layout.place(box.modifier(.departing([gone], names: ["removed1"])))
        #expect(withGone == Size(width: 30, height: 10))
        #expect(drawn.count == 2 && drawn[1].color == red && drawn[1].frame.origin == Point(x: 0, y: 0) && drawn[1].path == "1")
    }
}
