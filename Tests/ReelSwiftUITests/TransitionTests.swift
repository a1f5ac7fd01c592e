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
}
