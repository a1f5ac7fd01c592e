import Foundation
import Testing
import ReelFrame
import ReelTimeline
import ReelSwiftUI
@testable import ReelRender

/// Clips, shadows and blurs drawn: pixels compared with values worked out here (the shadow's
/// default colour over white, the Gaussian's edge profile Φ from erf).
@Suite struct SwiftUIEffectDrawingTests {
    /// `view` laid out and drawn at 1 pixel a point, `margin` points around it.
    private func draw(_ view: ViewNode, margin: Double, background: RGBA = .white) throws -> Frame {
        let placed = ViewLayout(measure: PangoTextMeasure()).place(view)
        let renderer = SwiftUIRenderer(width: Int(placed.size.width + 2 * margin), height: Int(placed.size.height + 2 * margin),
                                       scale: 1, background: background)
        let frame = try renderer.render(placed.items, origin: Point(x: margin, y: margin))
        let copy = Frame(width: frame.width, height: frame.height)
        copy.copy(from: frame)
        return copy
    }

    private func square(_ side: Double, _ color: RGBA = RGBA(red: 1, green: 0, blue: 0)) -> ViewNode {
        ViewNode.color(color).modifier(.frame(width: side, height: side, alignment: .center))
    }

    @Test func clipShapeCutsTheCornersOff() throws {
        let frame = try draw(square(40).modifier(.clipShape(.circle)), margin: 10)
        let centre = frame.pixel(x: 30, y: 30), corner = frame.pixel(x: 11, y: 11)
        #expect(centre.r == 255 && centre.g == 0 && centre.b == 0)
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255, "\(corner)")
        // Just inside the circle's edge on its horizontal diameter: red.
        let edge = frame.pixel(x: 12, y: 30)
        #expect(edge.r == 255 && edge.g == 0, "\(edge)")
    }

    /// A sharp shadow (radius 0) moved 10 points right: black at 0.33 over white,
    /// 255 × (1 − 0.33) ≈ 171 in each channel.
    @Test func defaultShadowIsBlackAtAThirdOverWhite() throws {
        let frame = try draw(square(20).modifier(.shadow(ViewShadow(radius: 0, x: 10, y: 0))), margin: 15)
        let shade = frame.pixel(x: 15 + 25, y: 25), under = frame.pixel(x: 20, y: 25), outside = frame.pixel(x: 15 + 25, y: 5)
        let expected = 255 * (1 - 0.33)
        for channel in [shade.r, shade.g, shade.b] { #expect(abs(Double(channel) - expected) <= 1, "\(shade)") }
        #expect(under.r == 255 && under.g == 0, "the view is drawn over its shadow: \(under)")
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
    }

    /// A blurred edge follows the Gaussian's cumulative profile Φ((x − edge)/σ), σ = radius / 2
    /// (ItemEffect.sigma), within the three-box approximation's few per cent.
    @Test func blurredEdgeFollowsTheGaussian() throws {
        let frame = try draw(square(80, RGBA(red: 0, green: 0, blue: 0)).modifier(.blur(radius: 8)), margin: 20, background: .clear)
        let sigma = 4.0, edge = 20.0
        var worst = 0.0
        for x in 8..<32 {
            let alpha = Double(frame.pixel(x: x, y: 60).a) / 255
            let centre = Double(x) + 0.5
            let phi = 0.5 * (1 + erf((centre - edge) / (sigma * 2.0.squareRoot())))
            worst = max(worst, abs(alpha - phi))
        }
        #expect(worst < 0.04, "largest difference from Φ: \(worst)")
        // Far inside the square the blur changes nothing.
        #expect(frame.pixel(x: 60, y: 60).a == 255)
    }
}
