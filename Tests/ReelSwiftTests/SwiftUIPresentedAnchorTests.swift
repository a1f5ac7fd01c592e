import Foundation
import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// A `scaleEffect`'s or `rotationEffect`'s anchor is a unit point of the view's frame as it is
/// presented: while the view's size animates (here an `HStack` growing as a view is inserted
/// into it) the anchor moves with the interpolated size, and the views inside, moving within
/// it, are scaled or turned as the effect is now [Apple] (…/view/scaleeffect(_:anchor:):
/// "anchor: The point with a default of center that defines the location within the view from
/// which to apply the transformation"; the view's frame animating as animatable data, RE
/// OpenSwiftUI `AnimatableFrameAttribute`, see `ClipLayout`). Every frame laid out and each
/// centre compared with the value worked out here by hand, the content centred at (0, 0).
@Suite struct SwiftUIPresentedAnchorTests {
    /// A red 20-point square, and a blue one after it when `wide`: the stack is 20 wide, then
    /// 40, both 20 high; `effect` is applied to the stack and depends on `wide`.
    static func squares(_ effect: String) -> String {
        """
        import SwiftUI
        struct Pill: View {
            @State var wide = false
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20)
                    if wide {
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
                \(effect)
            }
        }
        """
    }

    static let red = SystemColor.red.rgba

    /// The red square's centre on screen, and its drawn transform.
    static func red(_ frame: ClipLayout.Frame, at e: Double) throws -> (centre: Point, item: PlacedItem) {
        let drawn = frame.items.filter { $0.color.hexString == red.hexString }
        try #require(drawn.count == 1, "red drawn \(drawn.count) times at \(e) s")
        return (SwiftUIForEachIdentityTests.centre(drawn[0]), drawn[0])
    }

    /// Each frame of `source` under `run` (one linear second of change, made as the run
    /// starts) with its progress f (0 before, 1 after), checked by `check`; at least 40
    /// frames fall strictly inside the change.
    static func eachFrame(_ source: String, run: String, _ check: (_ e: Double, _ frame: ClipLayout.Frame, _ f: Double) throws -> Void) throws {
        var inside = 0
        for s in try SwiftUIForEachIdentityTests.frames(source, run: run) {
            let f = min(1, max(0, s.e))
            if f > 1e-9, f < 1 - 1e-9 { inside += 1 }
            try check(s.e, s.frame, f)
        }
        #expect(inside >= 40)
    }

    static let widen = "var v = Pill(); withAnimation(.linear(duration: 1)) { v.wide = true }"

    /// `scaleEffect(wide ? 2 : 1, anchor: .trailing)` while the stack widens, both over one
    /// linear second (progress f = e). Presented, the stack is w = 20 + 20f wide about the
    /// centre, its trailing anchor at (w/2, 0), red's centre at (10 − w/2, 0) and the scale
    /// k = 1 + f: on screen red's centre is at w/2 + k(10 − w) = −20f(1 + f), and it is 20k
    /// wide. (Anchored at the new frame's trailing edge, the lag on screen taken at the
    /// change's scale, red was at −40f: −20 at f = 0.5 where −15 is right.)
    @Test func aScaleAnchorFollowsThePresentedSize() throws {
        try Self.eachFrame(Self.squares(".scaleEffect(wide ? 2 : 1, anchor: .trailing)"), run: Self.widen) { e, frame, f in
            let (c, item) = try Self.red(frame, at: e)
            let k = 1 + f
            // The curve's 2⁻²⁰ grid (SwiftUIMotionTests.tolerance) on a 40-point change.
            #expect(abs(c.x - -20 * f * (1 + f)) <= SwiftUIMotionTests.tolerance(80) + 1e-9, "red at \(e) s: x \(c.x), expected \(-20 * f * (1 + f))")
            #expect(abs(c.y) <= 1e-9, "red at \(e) s: y \(c.y)")
            let width = item.transform.a * item.frame.size.width
            #expect(abs(width - 20 * k) <= SwiftUIMotionTests.tolerance(40) + 1e-9, "red at \(e) s: \(width) wide, expected \(20 * k)")
        }
    }

    /// `rotationEffect(.degrees(wide ? 90 : 0), anchor: .trailing)` while the stack widens,
    /// both over one linear second: θ = 90°·f about the presented trailing anchor (w/2, 0),
    /// w = 20 + 20f. Red's centre, 10 − w from it along x before turning, is on screen at
    /// (w/2 + (10 − w) cos θ, (10 − w) sin θ) (clockwise on screen, y down).
    @Test func aRotationAnchorFollowsThePresentedSize() throws {
        try Self.eachFrame(Self.squares(".rotationEffect(.degrees(wide ? 90 : 0), anchor: .trailing)"), run: Self.widen) { e, frame, f in
            let (c, _) = try Self.red(frame, at: e)
            let w = 20 + 20 * f, theta = Double.pi / 2 * f
            let x = w / 2 + (10 - w) * cos(theta), y = (10 - w) * sin(theta)
            // The curve's 2⁻²⁰ grid on the angle (π/2 · 1e-6) times the 30-point arm, and on the width.
            #expect(abs(c.x - x) <= 1e-4 && abs(c.y - y) <= 1e-4, "red at \(e) s: (\(c.x), \(c.y)), expected (\(x), \(y))")
        }
    }

    /// A constant scale about the trailing anchor: the anchor still moves with the presented
    /// size. k = 2 throughout: red on screen at w/2 + 2(10 − w) = 20 − 1.5w = −10 − 30f, from
    /// −10 (the 20-point stack) to −40 (the 40-point one). The lag taken on screen was exact
    /// here already (a constant effect is linear in the frames); this pins the same frames
    /// now that a view inside a scale moves in the layout's space.
    @Test func aConstantScaleAboutAMovingAnchor() throws {
        try Self.eachFrame(Self.squares(".scaleEffect(2, anchor: .trailing)"), run: Self.widen) { e, frame, f in
            let (c, _) = try Self.red(frame, at: e)
            #expect(abs(c.x - (-10 - 30 * f)) <= SwiftUIMotionTests.tolerance(30) + 1e-9, "red at \(e) s: x \(c.x), expected \(-10 - 30 * f)")
        }
    }
}
