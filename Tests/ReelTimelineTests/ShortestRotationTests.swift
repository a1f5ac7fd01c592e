import Testing
@testable import ReelTimeline

/// Rotations turn as Core Animation turns transforms: decomposed, the shorter way.
@Suite struct ShortestRotationTests {
    let degree = Double.pi / 180

    @Test func normalizesToTheDecomposedAngle() {
        #expect(ShortestRotation.normalized(0.3) == 0.3)
        #expect(ShortestRotation.normalized(.pi) == .pi)
        #expect(abs(ShortestRotation.normalized(-240 * degree) - 120 * degree) < 1e-12)
        #expect(abs(ShortestRotation.normalized(400 * degree) - 40 * degree) < 1e-12)
        #expect(ShortestRotation.normalized(-.pi) > 0)
    }

    @Test func unwrapsSoEachStepIsTheShortTurn() {
        let a = 120 * degree
        let u = ShortestRotation.unwrapped([0, -a, a, -a, 0])
        // 0 → −120° (short), −120° → +120° through 180° (−120° more), back, and to 0.
        let expected = [0, -a, -2 * a, -a, 0]
        for (x, y) in zip(u, expected) { #expect(abs(x - y) < 1e-12) }
        // Below a half turn nothing changes, bit for bit.
        let small: [Double] = [0, -.pi / 8, .pi / 8, -.pi / 8, 0]
        #expect(ShortestRotation.unwrapped(small) == small)
    }

    func swing(_ amplitude: Double, mode: CalculationMode = .linear) -> (Timeline, Timeline.LayerID) {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        t.animateKeyframes(at: .zero, duration: 1, curve: .linear, calculationMode: mode, [
            ViewKeyframe(relativeStartTime: 0, relativeDuration: 0.25, changes: [ViewChange(id) { $0.rotation = -amplitude }]),
            ViewKeyframe(relativeStartTime: 0.25, relativeDuration: 0.5, changes: [ViewChange(id) { $0.rotation = amplitude }]),
            ViewKeyframe(relativeStartTime: 0.75, relativeDuration: 0.25, changes: [ViewChange(id) { $0.rotation = 0 }]),
        ])
        return (t, id)
    }

    @Test(arguments: [30.0, 60, 89, 89.9])
    func swingsLessThanAHalfTurnApartPassUpright(amplitude: Double) {
        let (t, id) = swing(amplitude * degree)
        // −A to +A is 2A < 180° the direct way: upright half-way, ±A/2 at the quarters.
        #expect(abs(t.presentation(of: id, at: Rational(1, 2)).rotation) < 1e-12)
        #expect(abs(t.presentation(of: id, at: Rational(3, 8)).rotation - -amplitude / 2 * degree) < 1e-12)
    }

    @Test(arguments: [90.1, 91, 120, 150, 179])
    func swingsMoreThanAHalfTurnApartPassUpsideDown(amplitude: Double) {
        let (t, id) = swing(amplitude * degree)
        // −A to +A is 2A > 180° the direct way, so Core Animation turns the other way,
        // 360° − 2A, through 180°: upside down half-way.
        let middle = t.presentation(of: id, at: Rational(1, 2)).rotation
        #expect(abs(abs(middle) - .pi) < 1e-12)
        // A quarter of the way the bell has turned (360° − 2A) / 4 beyond −A, away from 0.
        let quarter = t.presentation(of: id, at: Rational(3, 8)).rotation
        let expected = ShortestRotation.normalized(-amplitude * degree - (360 - 2 * amplitude) / 4 * degree)
        #expect(abs(quarter - expected) < 1e-12)
        // The keyframe values themselves are reached exactly.
        #expect(abs(t.presentation(of: id, at: Rational(1, 4)).rotation - -amplitude * degree) < 1e-12)
        #expect(abs(t.presentation(of: id, at: Rational(3, 4)).rotation - amplitude * degree) < 1e-12)
    }

    @Test func exactlyAHalfTurnApartPassesThroughTheMeanOfTheDecomposedAngles() {
        // ±90°: both ways are 180°. A quaternion slerp negates only for a negative dot
        // product; here it is 0, so the turn goes through 0°, from either side.
        let (t, id) = swing(90 * degree)
        #expect(abs(t.presentation(of: id, at: Rational(1, 2)).rotation) < 1e-12)
        #expect(abs(t.presentation(of: id, at: Rational(3, 8)).rotation - -45 * degree) < 1e-12)
        #expect(ShortestRotation.turn(from: -.pi / 2, to: .pi / 2) == .pi)
        #expect(ShortestRotation.turn(from: .pi / 2, to: -.pi / 2) == -.pi)
    }

    @Test func aBasicAnimationTurnsTheShortWayAndAWholeTurnIsNoChange() {
        var t = Timeline()
        let id = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10), rotation: 170 * degree))
        t.animate(at: .zero, duration: 1, curve: .timing(.linear), [ViewChange(id) { $0.rotation = -170 * degree }])
        // 170° → −170° is 20° through 180°, not 340° through 0°.
        #expect(abs(abs(t.presentation(of: id, at: Rational(1, 2)).rotation) - .pi) < 1e-12)
        var u = Timeline()
        let other = u.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        u.animate(at: .zero, duration: 1, [ViewChange(other) { $0.rotation = 2 * .pi }])
        // The same matrix: nothing animates, the model's angle shows throughout.
        #expect(u.presentation(of: other, at: Rational(1, 2)).rotation == 2 * .pi)
        #expect(u.presentation(of: other, at: Rational(1, 4)) == u.model(of: other, at: Rational(1, 4)))
    }
}
