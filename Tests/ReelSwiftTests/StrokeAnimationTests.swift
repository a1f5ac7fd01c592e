import Testing
@testable import ReelSwift
import ReelModels
import ReelSwiftInput
import ReelTimeline

/// `strokeStart`/`strokeEnd` animations on a CAShapeLayer the code adds (issue 38): a progress
/// ring or a check mark drawing itself. Core Animation interpolates them as numbers ("values in
/// between are interpolated linearly along the path length", Apple, CAShapeLayer.strokeEnd),
/// so the expected values here are worked by hand from the animation's fields.
@Suite struct StrokeAnimationTests {
    static func scene(_ text: String, run: String) throws -> Scene { try SublayerRecordingTests.scene(text, run: run) }

    static let ring = """
    import UIKit

    func drawRing(on view: UIView) {
        let ring = CAShapeLayer()
        ring.frame = view.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 16, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 4
        ring.strokeEnd = 0
        view.layer.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 0.8
        grow.duration = 2
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        ring.add(grow, forKey: "progress")
        let trim = CAKeyframeAnimation(keyPath: "strokeStart")
        trim.values = [0, 0, 0.4]
        trim.keyTimes = [0, 0.5, 1]
        trim.duration = 2
        ring.add(trim, forKey: nil)
    }
    """

    @Test func strokeEndAndStartAnimateTheRingAlongItsLength() throws {
        let scene = try Self.scene(Self.ring, run: "drawRing(on: host)")
        let animations = scene.actions.compactMap { action -> AnimateAction? in
            if case .layerAnimation(let a) = action.unplaced { return a }
            return nil
        }
        #expect(animations.map(\.keyPaths) == [[.strokeEnd], [.strokeStart]])
        #expect(animations.map(\.sublayer) == ["layer1", "layer1"])
        let start = try #require(scene.actions.first { if case .layerAnimation = $0.unplaced { true } else { false } }?.placedAt)
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        func ring(at t: Double) throws -> LayerState {
            let s = clip.timeline.evaluate(at: Rational(reading: start) + Rational(reading: t))
            return try #require(s.layers.first { $0.shape != nil })
        }
        // Linear timing (a CABasicAnimation's default curve): 0 → 0.8 over 2 s is 0.2 at 0.5 s,
        // 0.6 at 1.5 s; held at 0.8 after, filling forwards. The keyframes hold 0 for the first
        // second, then 0 → 0.4 over the second: 0.2 at 1.5 s; removed at 2 s, the model's 0.
        #expect(abs(try ring(at: 0.5).strokeEnd - 0.2) < 1e-9)
        #expect(try ring(at: 0.5).strokeStart == 0)
        #expect(abs(try ring(at: 1.5).strokeEnd - 0.6) < 1e-9)
        #expect(abs(try ring(at: 1.5).strokeStart - 0.2) < 1e-9)
        #expect(abs(try ring(at: 3).strokeEnd - 0.8) < 1e-9)
        #expect(try ring(at: 3).strokeStart == 0)
    }

    /// A check mark added with its drawing animation in one turn (PKHUD's success view): on a
    /// device the layer and its animation are committed in one CATransaction, so the layer is
    /// never drawn whole before its animation draws it from nothing. The clip's lead-in shows
    /// it as the animation's first frame does (strokeEnd 0); a layer added in the same turn
    /// without an animation shows its model values there, as before.
    @Test func aLayerAddedWithItsAnimationIsNotDrawnWholeInTheLeadIn() throws {
        let scene = try Self.scene("""
            import UIKit

            func tick(on view: UIView) {
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 2, y: 14))
                path.addLine(to: CGPoint(x: 44, y: 2))
                let check = CAShapeLayer()
                check.path = path.cgPath
                check.strokeColor = UIColor.black.cgColor
                check.lineWidth = 4
                view.layer.addSublayer(check)
                let plain = CAShapeLayer()
                plain.path = path.cgPath
                plain.strokeColor = UIColor.red.cgColor
                view.layer.addSublayer(plain)
                let draw = CAKeyframeAnimation(keyPath: "strokeEnd")
                draw.values = [0, 1]
                draw.duration = 0.35
                check.add(draw, forKey: "draw")
            }
            """, run: "tick(on: host)")
        let start = try #require(scene.actions.first { if case .layerAnimation = $0.unplaced { true } else { false } }?.placedAt)
        #expect(start == 0.25)
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        func layers(at t: Double) -> [LayerState] {
            clip.timeline.evaluate(at: Rational(reading: t)).layers.filter { $0.shape != nil }
        }
        #expect(layers(at: 0).map(\.strokeEnd) == [0, 1])
        #expect(layers(at: 0.2).map(\.strokeEnd) == [0, 1])
        #expect(abs((layers(at: 0.25 + 0.175).first?.strokeEnd ?? -1) - 0.5) < 1e-9)
        #expect(layers(at: 1).map(\.strokeEnd) == [1, 1])
    }

    /// On a layer that is not a CAShapeLayer the animation would run and move nothing drawn.
    @Test func aStrokeAnimationOnAPlainLayerIsRefusedByName() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("import UIKit\n", run: """
                let a = CABasicAnimation(keyPath: "strokeEnd")
                a.toValue = 1
                badge.layer.add(a, forKey: nil)
                """)
        }
        #expect(refusal?.message == "CABasicAnimation(keyPath: \"strokeEnd\") added to a CALayer is not drawn: strokeEnd is a CAShapeLayer's (the stroke drawn along its path), and a CALayer draws no stroke",
                "\(String(describing: refusal))")
    }

    /// A scene file's stroke animation needs a shape layer named by `sublayer`.
    @Test func aSceneFilesStrokeAnimationNeedsAShapeLayer() throws {
        var p = AnimateParameters()
        p.keyPath = .strokeEnd
        p.toValue = .number(1)
        p.duration = 1
        let onPart = SublayerParameters.checkScript([.layerAnimation(try AnimateAction(.animate, p.keyedTexts))])
        #expect(onPart?.error.path == "keyPath")
        #expect(onPart?.error.accepted.contains("a layer added with kind: shape") == true)
        var shape = SublayerParameters()
        shape.name = "ring"; shape.kind = .shape; shape.parent = "badge"
        var plain = SublayerParameters()
        plain.name = "dot"; plain.parent = "badge"
        let onShape = SublayerParameters.checkScript([.layer(shape), .layerAnimation(try AnimateAction(.animate, p.keyedTexts).onSublayer("ring"))])
        #expect(onShape == nil)
        let onPlain = SublayerParameters.checkScript([.layer(plain), .layerAnimation(try AnimateAction(.animate, p.keyedTexts).onSublayer("dot"))])
        #expect(onPlain?.error.accepted.hasSuffix("dot is not one") == true)
    }

    /// Swift 2's spellings, as ProgressButton (2015) writes them: `UIColor.greenColor()`,
    /// `.CGColor`, `UIBezierPath.CGPath`, `addAnimation(_:forKey:)`.
    @Test func swift2SpellingsOfColoursAndPaths() throws {
        let scene = try Self.scene("import UIKit\n", run: """
            let arc = CAShapeLayer()
            arc.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).CGPath
            arc.strokeColor = UIColor.greenColor().CGColor
            arc.fillColor = UIColor.clearColor().CGColor
            badge.layer.addSublayer(arc)
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            arc.addAnimation(grow, forKey: "grow")
            """)
        let layer = try #require(scene.actions.compactMap { action -> SublayerParameters? in
            if case .layer(let p) = action.unplaced { return p }
            return nil
        }.first)
        #expect(layer.strokeColor == RGBA.named["green"] && layer.fillColor?.alpha == 0)
        #expect(layer.path != nil)
    }
}

