import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

/// `CAKeyframeAnimation.path` (CGPath(ellipseIn:)) with calculationMode paced and rotationMode
/// rotateAuto, against an independent evaluation: a layer orbiting a circle at an even pace is
/// at angle 2π·t/duration from the rightmost point (towards larger y first, CGPath's
/// direction), turned to the tangent, 2π·t/duration + π/2.
@Suite struct KeyframePathTests {
    static let measure = FixedAdvanceMetrics()

    static func orbit(_ configure: (CAKeyframeAnimation) -> Void = { _ in }) throws -> (Clip, Timeline.LayerID) {
        var setup = BadgeSetup(); setup.layout = .hub
        let world = UIKitWorld(setup: setup, measure: measure)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: Rect(x: -150, y: -150, width: 300, height: 300))
        orbit.duration = 2
        orbit.isAdditive = true
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        configure(orbit)
        try world.badge.layer.add(orbit, forKey: "orbit")
        try world.run()
        let clip = try world.scene(setup: setup, fps: 50, length: 2).makeClip(measure: measure)
        return (clip, clip.layers.badge)
    }

    @Test func aPacedOrbitIsWhereTheCircleSaysAndTurnsWithIt() throws {
        let (clip, badge) = try Self.orbit()
        let model = clip.timeline.model(of: badge, at: 0.0)
        // Until its end (2 s, removed on completion: the model shows after).
        for step in 0..<40 {
            let t = Double(step) * 0.05
            let s = clip.timeline.presentation(of: badge, at: t)
            let angle = 2 * Double.pi * t / 2
            let dx = s.position.x - model.position.x, dy = s.position.y - model.position.y
            // The Bézier circle strays ≤ 0.03 % of the radius from the circle; chords ≤ 0.011 pt.
            #expect(abs(dx - 150 * cos(angle)) < 0.15 && abs(dy - 150 * sin(angle)) < 0.15, "t \(t): \(dx), \(dy)")
            let turn = remainder(s.rotation - (angle + Double.pi / 2), 2 * Double.pi)
            #expect(abs(turn) < 0.005, "t \(t): rotation \(s.rotation)")
        }
    }

    @Test func reverseTurnsHalfATurnMoreAndNoModeDoesNotTurn() throws {
        let (reverse, badge) = try Self.orbit { $0.rotationMode = .rotateAutoReverse }
        let r = reverse.timeline.presentation(of: badge, at: 0.5).rotation
        // A quarter of the way round the tangent points along −x (π), and reverse turns half a turn more.
        #expect(abs(remainder(r - (Double.pi + Double.pi), 2 * Double.pi)) < 0.005)
        let (still, b) = try Self.orbit { $0.rotationMode = nil }
        #expect(still.timeline.presentation(of: b, at: 0.5).rotation == 0)
    }

    @Test func aPathOutsidePacedOrOnAnotherKeyIsRefused() throws {
        #expect(throws: WorldError.self) { _ = try Self.orbit { $0.calculationMode = .linear } }
        #expect(throws: WorldError.self) { _ = try Self.orbit { $0.keyPath = "transform.scale" } }
    }
}
