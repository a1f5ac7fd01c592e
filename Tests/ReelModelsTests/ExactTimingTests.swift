import Testing
import ReelTimeline
@testable import ReelModels

/// Clips on the exact clock: frames on a discontinuity (a run's start and end, blink's
/// instant dim, discrete key times) show the value after it; the splines are Catmull-Rom.
@Suite struct ExactTimingTests {
    func clip(_ animation: BadgeAnimation, fps: Double, leadIn: Double, hold: Double, repeat count: Int) -> Clip {
        var timing = ClipTiming()
        timing.fps = fps; timing.leadIn = leadIn; timing.hold = hold; timing.repeatCount = count
        return Clip.single(animation, setup: BadgeSetup(), timing: timing, measure: FixedAdvanceMetrics())
    }

    @Test func blinksInstantDimShowsOnTheFrameEachRunStarts() {
        // Runs start at 0.1 + 0.5 r s: frames 6 + 30 r at 60 fps, among them t = 0.6 and 1.6.
        let c = clip(.seed(BlinkParameters()), fps: 60, leadIn: 0.1, hold: 0.2, repeat: 5)
        #expect(c.frameCount == 156)
        for r in 0..<5 {
            let k = 6 + 30 * r
            let s = c.snapshot(frame: k)
            #expect(s.layers[c.layers.badge].opacity == 0.1, "run \(r) start, frame \(k)")
            #expect(s.layers[c.layers.label].opacity == 0.1, "run \(r) start, frame \(k)")
            // The frame before shows the previous run's rest (or the lead-in): fully opaque.
            #expect(c.snapshot(frame: k - 1).layers[c.layers.badge].opacity == 1, "before run \(r)")
            // The run ends 0.3 s later, on frame k + 18, at the model value.
            #expect(c.snapshot(frame: k + 18).layers[c.layers.badge].opacity == 1, "run \(r) end")
        }
        #expect(c.snapshot(frame: 36).time == 0.6 && c.snapshot(frame: 96).time == 1.6)
    }

    @Test func discreteShakeShowsEachValueFromItsKeyTime() {
        var p = ShakeParameters()
        p.calculationMode = .discrete; p.curve = .linear
        let c = clip(.seed(p), fps: 60, leadIn: 0.1, hold: 0.3, repeat: 3)
        let a = p.angle
        // Run r starts at 0.1 + 1.3 r s (frame 6 + 78 r); keyframe j's value appears at its
        // key time j/6 s later (frame + 10 j) and holds until the next.
        let values = [0, -a, a, -a, a, -a, 0]
        var checked = 0
        for r in 0..<3 {
            for j in 0...6 {
                let k = 6 + 78 * r + 10 * j
                #expect(c.snapshot(frame: k).layers[c.layers.host].rotation == values[j], "run \(r), key \(j)")
                if j > 0 {
                    #expect(c.snapshot(frame: k - 1).layers[c.layers.host].rotation == values[j - 1], "before run \(r), key \(j)")
                }
                checked += 1
            }
        }
        #expect(checked == 21)
    }

    @Test func aRunEndsOnItsLastFrameAtTheModelValue() {
        // Pop: 0.05 + 0.2 + 0.05 + 0.05 s after a 0.25 s lead-in ends at 0.6 s, frame 30 at
        // 50 fps; the group's radius animation is over there and the model shows.
        let c = clip(.seed(PopParameters()), fps: 50, leadIn: 0.25, hold: 0.75, repeat: 1)
        #expect(c.startTime == Rational(1, 4) && c.exactAnimationDuration == Rational(7, 20))
        let end = c.snapshot(frame: 30).layers[c.layers.badge]
        #expect(end.size.width == 30 && end.cornerRadius == 15)
        // Each step boundary lands on a frame: 0.3 s (frame 15) is the start of the out step.
        let outStart = c.snapshot(frame: 15).layers[c.layers.badge]
        #expect(abs(outStart.size.width - 25.5) < 1e-12)
    }

    @Test func ntscRatesLandWhereArithmeticSays() {
        // At 29.97 fps frame 2997 is at exactly 100 s, where the second run starts.
        let c = clip(.seed(BlinkParameters()), fps: 29.97, leadIn: 99.5, hold: 0.2, repeat: 2)
        #expect(c.frameInstant(2997) == Rational(100))
        #expect(c.snapshot(frame: 2997).layers[c.layers.badge].opacity == 0.1)
        #expect(c.snapshot(frame: 2996).layers[c.layers.badge].opacity == 1)
        // 100.5 s at 2997/100 fps is 3011.985 frames: 3012.
        #expect(c.frameCount == 3012)
    }

    // MARK: splines

    /// The shake's host rotation at clip time `t` (seconds after the run starts).
    func rotation(_ c: Clip, _ t: Rational) -> Double {
        c.timeline.presentation(of: c.layers.host, at: c.startTime + t).rotation
    }

    /// Uniform Catmull-Rom through `points` with the ends repeated (p[−1] = p[0], p[n] = p[n−1]),
    /// in the matrix form: ½ (2p1 + (p2 − p0) s + (2p0 − 5p1 + 4p2 − p3) s² + (3p1 − p0 − 3p2 + p3) s³).
    func uniformCatmullRom(_ points: [Double], at u: Double) -> Double {
        let segments = points.count - 1
        let i = min(Int(u * Double(segments)), segments - 1)
        let s = u * Double(segments) - Double(i)
        func p(_ j: Int) -> Double { points[min(max(j, 0), points.count - 1)] }
        let p0 = p(i - 1), p1 = p(i), p2 = p(i + 1), p3 = p(i + 2)
        let linear: Double = 2 * p1 + (p2 - p0) * s
        let square: Double = (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s
        let cube: Double = (3 * p1 - p0 - 3 * p2 + p3) * s * s * s
        return 0.5 * (linear + square + cube)
    }

    @Test(arguments: 2...20)
    func cubicShakeIsTheCatmullRomThroughItsKeyValues(keyframes: Int) {
        var p = ShakeParameters()
        p.keyframes = keyframes; p.calculationMode = .cubic
        let c = clip(.seed(p), fps: 97, leadIn: 0.25, hold: 0.75, repeat: 1)
        let points = [0] + p.keyframeAngles
        for step in 0...200 {
            let t = Rational(step, 200)
            let u = TimingFunction.easeInEaseOut(t.doubleValue)
            #expect(abs(rotation(c, t) - uniformCatmullRom(points, at: u)) < 1e-9, "n = \(keyframes), t = \(t)")
        }
    }

    @Test(arguments: [2, 3, 6, 7, 12, 20])
    func cubicPacedShakeIsTheCatmullRomAtDistanceSpreadKeyTimes(keyframes: Int) {
        var p = ShakeParameters()
        p.keyframes = keyframes; p.calculationMode = .cubicPaced
        let c = clip(.seed(p), fps: 97, leadIn: 0.25, hold: 0.75, repeat: 1)
        let points = [0] + p.keyframeAngles
        // Key times by cumulative distance along the values.
        var cumulative = [0.0]
        for i in 1..<points.count { cumulative.append(cumulative[i - 1] + abs(points[i] - points[i - 1])) }
        let times = cumulative.map { $0 / cumulative[cumulative.count - 1] }
        let n = points.count
        // Catmull-Rom on uneven times: tangent (p[j+1] − p[j−1]) / (t[j+1] − t[j−1]), with a
        // phantom end value equal to the end one, one segment beyond.
        func tangent(_ j: Int) -> Double {
            let before = j == 0 ? (points[0], 2 * times[0] - times[1]) : (points[j - 1], times[j - 1])
            let after = j == n - 1 ? (points[n - 1], 2 * times[n - 1] - times[n - 2]) : (points[j + 1], times[j + 1])
            return (after.0 - before.0) / (after.1 - before.1)
        }
        func spline(_ u: Double) -> Double {
            var i = 0
            while i < n - 2 && u >= times[i + 1] { i += 1 }
            let h = times[i + 1] - times[i], s = (u - times[i]) / h
            let r: Double = 1 - s
            let h00: Double = (1 + 2 * s) * r * r, h10: Double = s * r * r
            let h01: Double = s * s * (3 - 2 * s), h11: Double = s * s * (s - 1)
            let start: Double = h00 * points[i] + h10 * h * tangent(i)
            let end: Double = h01 * points[i + 1] + h11 * h * tangent(i + 1)
            return start + end
        }
        for step in 0...200 {
            let t = Rational(step, 200)
            let u = TimingFunction.easeInEaseOut(t.doubleValue)
            #expect(abs(rotation(c, t) - spline(u)) < 1e-9, "n = \(keyframes), t = \(t)")
        }
    }

    @Test func everyFrameOfTheReportedCubicShakeIsOnTheSpline() {
        // `timeline shake --calculation-mode cubic --fps 97`: a cusp near 5/6 before.
        var p = ShakeParameters()
        p.calculationMode = .cubic
        let c = clip(.seed(p), fps: 97, leadIn: 0.25, hold: 0.75, repeat: 1)
        let points = [0] + p.keyframeAngles
        var checked = 0
        for k in 0..<c.frameCount {
            let t = c.frameInstant(k) - c.startTime
            guard t >= .zero, t < .one else { continue }
            let u = TimingFunction.easeInEaseOut(t.doubleValue)
            let angle = c.snapshot(frame: k).layers[c.layers.host].rotation
            #expect(abs(angle - uniformCatmullRom(points, at: u)) < 1e-9, "frame \(k)")
            checked += 1
        }
        #expect(checked == 97)
    }

    // MARK: past 90°

    @Test(arguments: [100.0, 120, 150])
    func shakesPastNinetyDegreesSwingThroughUpsideDown(degrees: Double) {
        var p = ShakeParameters()
        p.angle = degrees * .pi / 180; p.curve = .linear
        let c = clip(.seed(p), fps: 60, leadIn: 0, hold: 0, repeat: 1)
        // Between keyframes 1 (−A at 1/6) and 2 (+A at 2/6) the short way is through 180°.
        let middle = rotation(c, Rational(1, 4))
        #expect(abs(abs(middle) - .pi) < 1e-12)
        #expect(abs(rotation(c, Rational(1, 6)) - -p.angle) < 1e-12)
        #expect(abs(rotation(c, Rational(1, 3)) - p.angle) < 1e-12)
        // And the first swing, 0 → −A, is less than a half turn: the direct way.
        #expect(abs(rotation(c, Rational(1, 12)) - -p.angle / 2) < 1e-12)
    }

    @Test(arguments: [45.0, 80, 90])
    func shakesUpToNinetyDegreesSwingThroughUpright(degrees: Double) {
        var p = ShakeParameters()
        p.angle = degrees * .pi / 180; p.curve = .linear
        let c = clip(.seed(p), fps: 60, leadIn: 0, hold: 0, repeat: 1)
        #expect(abs(rotation(c, Rational(1, 4))) < 1e-12)
        #expect(abs(rotation(c, Rational(5, 24)) - -p.angle / 2) < 1e-12)
    }
}
