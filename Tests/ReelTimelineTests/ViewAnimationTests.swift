import Testing
@testable import ReelTimeline

@Suite struct ViewAnimationTests {
    func stage() -> (Timeline, Timeline.LayerID) {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        return (t, id)
    }

    @Test func animateChangesTheModelAtOnceAndEasesFromTheOldValue() {
        var (t, id) = stage()
        let end = t.animate(at: 1, duration: 2, [ViewChange(id) { $0.opacity = 0 }])
        #expect(end == 3)
        #expect(t.model(of: id, at: 1).opacity == 0)
        #expect(t.presentation(of: id, at: 0.5).opacity == 1)
        #expect(t.presentation(of: id, at: 1).opacity == 1)
        #expect(abs(t.presentation(of: id, at: 1.5).opacity - (1 - 0.129162)) < 1e-6)
        #expect(t.presentation(of: id, at: 2).opacity == 0.5)
        #expect(t.presentation(of: id, at: 3).opacity == 0)
    }

    @Test func chainStepsStartWhereThePreviousEnded() {
        var (t, id) = stage()
        let end = t.animateChain(at: 0, curve: .timing(.linear), [
            ViewAnimationStep(duration: 1, changes: [ViewChange(id) { $0.center.y = 15 }]),
            ViewAnimationStep(duration: 1, changes: [ViewChange(id) { $0.center.y = 5 }]),
        ])
        #expect(end == 2)
        #expect(t.presentation(of: id, at: 0.5).center.y == 10)
        #expect(t.presentation(of: id, at: 1).center.y == 15)
        #expect(t.presentation(of: id, at: 1.5).center.y == 10)
        #expect(t.presentation(of: id, at: 2).center.y == 5)
    }

    @Test func delayShowsTheOldValueUntilItBegins() {
        var (t, id) = stage()
        t.animate(at: 0, duration: 1, delay: 1, curve: .timing(.linear), [ViewChange(id) { $0.opacity = 0 }])
        #expect(t.presentation(of: id, at: 0.5).opacity == 1)
        #expect(t.presentation(of: id, at: 1.5).opacity == 0.5)
    }

    @Test func keyframesHoldThroughGapsAndEaseTheWholeSpan() {
        var (t, id) = stage()
        t.animateKeyframes(at: 0, duration: 1, curve: .linear, [
            ViewKeyframe(relativeStartTime: 0, relativeDuration: 0.25, changes: [ViewChange(id) { $0.rotation = 1 }]),
            ViewKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5, changes: [ViewChange(id) { $0.rotation = 3 }]),
        ])
        #expect(t.presentation(of: id, at: 0.125).rotation == 0.5)
        #expect(t.presentation(of: id, at: 0.4).rotation == 1)   // held in the gap
        #expect(t.presentation(of: id, at: 0.75).rotation == 2)
        #expect(t.model(of: id, at: 0).rotation == 3)
        var (e, eid) = stage()
        e.animateKeyframes(at: 0, duration: 1, [
            ViewKeyframe(relativeStartTime: 0, relativeDuration: 1, changes: [ViewChange(eid) { $0.rotation = 1 }]),
        ])
        #expect(abs(e.presentation(of: eid, at: 0.25).rotation - 0.129162) < 1e-6)
    }

    @Test func springCurveOvershootsAndSettles() {
        var (t, id) = stage()
        t.animate(at: 0, duration: 1, curve: .spring(dampingRatio: 0.3, initialVelocity: 0), [ViewChange(id) { $0.opacity = 0 }])
        let values = (0..<100).map { t.presentation(of: id, at: Double($0) / 100).opacity }
        #expect(values.min()! < -0.1)
        #expect(t.presentation(of: id, at: 1).opacity == 0)
    }

    @Test func evaluationIsPureAndOrderIndependent() {
        var (t, id) = stage()
        t.animate(at: 0, duration: 1, [ViewChange(id) { $0.frame = Rect(x: 5, y: 5, width: 20, height: 20) }])
        let times = (0..<50).map { Double($0) / 40 }
        let forward = times.map { t.evaluate(at: $0) }
        let backward = times.reversed().map { t.evaluate(at: $0) }.reversed()
        #expect(Array(forward) == Array(backward))
        #expect(forward == times.map { t.evaluate(at: $0) })
    }

    @Test func anchorPointMovesWithoutMovingTheLayer() {
        var s = LayerState(frame: Rect(x: 10, y: 20, width: 24, height: 24))
        s.setAnchorPoint(Point(x: 0.5, y: 0))
        #expect(s.frame == Rect(x: 10, y: 20, width: 24, height: 24))
        #expect(s.position == Point(x: 22, y: 20))
        s.rotation = .pi / 2
        // Rotated a quarter turn about its top middle, the square hangs to the left.
        let b = s.drawnBounds
        #expect(abs(b.minX - -2) < 1e-9 && abs(b.maxX - 22) < 1e-9 && abs(b.minY - 8) < 1e-9 && abs(b.maxY - 32) < 1e-9)
    }
}
