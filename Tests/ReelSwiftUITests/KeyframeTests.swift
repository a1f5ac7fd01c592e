import Foundation
import Testing
@testable import ReelSwiftUI

private func v(_ x: Double) -> AnimatableVector { AnimatableVector(x) }

@Suite struct KeyframeTests {
    @Test func linearKeyframesFollowTheirCurves() {
        let track = KeyframeTrack([.linear(v(10), duration: 1), .linear(v(0), duration: 0.5, timingCurve: .easeIn)])
        #expect(track.duration == 1.5)
        #expect(abs(track.value(from: v(0), at: 0.5).scalar - 5) < 1e-5)
        #expect(abs(track.value(from: v(0), at: 1.25).scalar - (10 - 10 * Reference.bezier(0.42, 0, 1, 1, at: 0.5))) < 1e-5)
        #expect(track.value(from: v(0), at: 9).scalar == 0)
        #expect(track.value(from: v(0), at: -1).scalar == 0)
    }

    @Test func moveJumpsAtOnce() {
        let track = KeyframeTrack([.move(v(5)), .linear(v(15), duration: 1)])
        #expect(track.value(from: v(0), at: 0).scalar == 5)
        #expect(abs(track.value(from: v(0), at: 0.5).scalar - 10) < 1e-5)
    }

    /// "Adjacent cubic keyframes result in a Catmull-Rom spline" [Apple]: with equal segments the
    /// uniform Catmull-Rom polynomial ½(2P₁ + (P₂ − P₀)u + (2P₀ − 5P₁ + 4P₂ − P₃)u² +
    /// (−P₀ + 3P₁ − 3P₂ + P₃)u³), written out independently here.
    @Test func adjacentCubicsAreCatmullRom() {
        let p: [Double] = [0, 10, 30, 20]
        let track = KeyframeTrack([.cubic(v(10), duration: 1), .cubic(v(30), duration: 1), .cubic(v(20), duration: 1)])
        func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ u: Double) -> Double {
            0.5 * (2 * p1 + (p2 - p0) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u + (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u)
        }
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            // The middle segment has neighbours on both sides.
            #expect(abs(track.value(from: v(0), at: 1 + u).scalar - catmullRom(p[0], p[1], p[2], p[3], u)) < 1e-9)
        }
        // Hand values: at t = 0.5 (end tangents 0, inner tangent 15) 5 − 15/8 = 3.125.
        #expect(abs(track.value(from: v(0), at: 0.5).scalar - 3.125) < 1e-12)
        #expect(abs(track.value(from: v(0), at: 1.5).scalar - 21.25) < 1e-12)
    }

    /// A cubic after a linear keyframe starts at the linear segment's end velocity [Apple]:
    /// 10 units/s, ending at rest; Hermite by hand at u = ½: 10/2 + 10/8 + 20/2 = 16.25.
    @Test func cubicContinuesALinearSegmentsVelocity() {
        let track = KeyframeTrack([.linear(v(10), duration: 1), .cubic(v(20), duration: 1)])
        #expect(abs(track.value(from: v(0), at: 1.5).scalar - 16.25) < 1e-9)
        #expect(abs(track.velocity(from: v(0), at: 1).scalar - 10) < 1e-9)
    }

    /// A spring keyframe without a duration runs for its spring's settling duration, as the
    /// damped-spring equation (integrated independently).
    @Test func springKeyframeIsTheSpringEquation() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let track = KeyframeTrack([.spring(v(10), spring: spring)])
        #expect(abs(track.duration - spring.settlingDuration) < 1e-12)
        let k = 16 * Double.pi * Double.pi, c = 5.6 * Double.pi
        for t in [0.1, 0.3, 0.6] {
            let ode = Reference.springODE(mass: 1, stiffness: k, damping: c, target: 10, initialVelocity: 0, time: t)
            #expect(abs(track.value(from: v(0), at: t).scalar - ode.x) < 1e-6)
        }
    }

    /// A spring cut short by its duration: the next keyframe starts where it got to.
    @Test func cutShortSpringHoldsWhereItGot() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let track = KeyframeTrack([.spring(v(10), duration: 0.2, spring: spring), .linear(v(0), duration: 1)])
        let k = 16 * Double.pi * Double.pi, c = 8 * Double.pi
        let reached = Reference.springODE(mass: 1, stiffness: k, damping: c, target: 10, initialVelocity: 0, time: 0.2).x
        #expect(abs(track.value(from: v(0), at: 0.7).scalar - reached / 2) < 1e-6)
    }

    /// The last competing track wins [Apple]; tracks run in parallel; the timeline is as long as
    /// its longest track.
    @Test func timelineTracksRunInParallel() {
        let timeline = KeyframeTimeline(initialValue: ["scale": v(1), "y": v(0)], tracks: [
            KeyframeTrack("scale", [.linear(v(2), duration: 1)]),
            KeyframeTrack("y", [.linear(v(-20), duration: 0.5), .linear(v(0), duration: 1.5)]),
            KeyframeTrack("scale", [.linear(v(3), duration: 0.5)]),
        ])
        #expect(timeline.duration == 2)
        let mid = timeline.value(time: 0.25)
        #expect(abs(mid["scale"]!.scalar - 2) < 1e-5)   // the later scale track: 1 → 3 over 0.5 s
        #expect(abs(mid["y"]!.scalar - -10) < 1e-5)
        #expect(timeline.value(time: 5)["y"]!.scalar == 0)
    }

    @Test func playbackRepeatsAndRetriggersFromTheEnd() {
        let tracks = [KeyframeTrack("x", [.linear(v(10), duration: 1)])]
        let looping = KeyframePlayback(from: ["x": v(0)], tracks: tracks, at: 2, repeating: true)
        #expect(abs(looping.value(at: 3.25)["x"]!.scalar - 2.5) < 1e-5)
        #expect(!looping.isFinished(at: 100))
        var once = KeyframePlayback(from: ["x": v(0)], tracks: tracks, at: 0)
        #expect(once.isFinished(at: 1))
        once.retrigger(tracks: [KeyframeTrack("x", [.linear(v(20), duration: 1)])], at: 0.5)
        #expect(abs(once.value(at: 1)["x"]!.scalar - 15) < 1e-5)   // from 10 (the end value) toward 20
    }
}
