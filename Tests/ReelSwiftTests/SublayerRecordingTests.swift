import Testing
@testable import ReelSwift
import ReelModels
import ReelSwiftInput
import ReelTimeline
import ReelExport

/// Layers a Swift file makes and adds under a part (issue 38): recorded as scene `layer`
/// actions where Core Animation puts them, their animations on them, and drawn.
@Suite struct SublayerRecordingTests {
    static func scene(_ text: String, run: String) throws -> Scene {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Layers.swift", text: text, run: run),
                                              measure: FixedAdvanceMetrics())).scene
    }

    static let halo = """
    import UIKit

    func pulse(on view: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.5
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 2
        replicator.addSublayer(ring)
        view.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        ring.add(fade, forKey: "fade")
    }
    """

    @Test func aReplicatedShapeIsRecordedAndAnimatedOnItsLayer() throws {
        let scene = try Self.scene(Self.halo, run: "pulse(on: host)")
        let layers = scene.actions.compactMap { action -> SublayerParameters? in
            if case .layer(let p) = action.unplaced { return p }
            return nil
        }
        #expect(layers.map(\.name) == ["layer1", "layer2"])
        #expect(layers.map(\.parent) == ["host", "layer1"])
        #expect(layers[0].kind == .replicator && layers[0].instanceCount == 4 && layers[0].instanceDelay == 0.5
                && layers[0].instanceTranslationX == 10)
        // The oval: a move, four quarter arcs and a close; stroke red, no fill, width 2.
        #expect(layers[1].kind == .shape && layers[1].lineWidth == 2 && layers[1].fillColor?.alpha == 0)
        #expect(try ShapePathText.elements(try #require(layers[1].path)).count == 6)
        let animations = scene.actions.compactMap { action -> AnimateAction? in
            if case .layerAnimation(let a) = action.unplaced { return a }
            return nil
        }
        #expect(animations.map(\.sublayer) == ["layer2"] && animations.first?.key == "fade")
        // Four instances, 10 pt apart, the fade starting 0.5 s later each: 0.25 s after the first
        // began, instance 0 is an eighth faded, instance 1 not begun (its model opacity, 1).
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        let start = try #require(scene.actions.first { if case .layerAnimation = $0.unplaced { true } else { false } }?.placedAt)
        let s = clip.timeline.evaluate(at: Rational(reading: start) + Rational(reading: 0.25))
        let rings = s.layers.indices.filter { s.layers[$0].shape != nil }
        #expect(rings.count == 4)
        #expect(rings.map { s.layers[$0].opacity } == [0.875, 1, 1, 1])
        // The oval from x 0 to 20, its box widened by the miter limit's reach (10 half line
        // widths: 10 pt), each instance 10 pt right of the one before.
        #expect(rings.map { s.drawnBounds(ofLayerAt: $0).minX.rounded() } == [-10, 0, 10, 20])
    }

    /// A finite animation on a replicated layer: instance i plays it instanceDelay × i later, so
    /// the clip runs until the last instance's ends (it was cut at the first's).
    @Test func theClipRunsUntilTheLastReplicatedInstanceEnds() throws {
        let scene = try Self.scene(Self.halo, run: "pulse(on: host)")
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        let start = try #require(scene.actions.first { if case .layerAnimation = $0.unplaced { true } else { false } }?.placedAt)
        // Four instances 0.5 s apart, a 2 s fade: the last begins 1.5 s after the first and ends
        // at 3.5 s: at 2.5 s instance 2 (begun at 1 s) is three quarters faded, instance 3 (1.5 s) half.
        let lastWait = try #require(scene.actions.last { if case .wait = $0.unplaced { $0.placedAt != nil } else { false } }?.placedAt)
        #expect(abs(lastWait - (start + 3.5)) < 1e-9)
        #expect(clip.duration >= start + 3.5)
        let s = clip.timeline.evaluate(at: Rational(reading: start) + Rational(reading: 2.5))
        let rings = s.layers.indices.filter { s.layers[$0].shape != nil }
        #expect(rings.map { s.layers[$0].opacity } == [1, 1, 0.25, 0.5])
    }

    @Test func aLayerTakenOutIsRecordedHidden() throws {
        let text = """
        import UIKit
        func flash(on view: UIView) {
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            dot.backgroundColor = UIColor.red.cgColor
            view.layer.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 1
            dot.add(fade, forKey: nil)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { dot.removeFromSuperlayer() }
        }
        """
        let scene = try Self.scene(text, run: "flash(on: host)")
        let layers = scene.actions.compactMap { action -> SublayerParameters? in
            if case .layer(let p) = action.unplaced { return p }
            return nil
        }
        #expect(layers.count == 2 && layers[1].name == "layer1" && layers[1].hidden == true)
    }

    /// An arc's angles past what a view's values may be are refused at the call: 1e308 made
    /// the sweep infinite, and counting its quarter turns trapped the process.
    @Test func anArcOfHugeAnglesIsRefusedNotATrap() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("import UIKit\n", run: "let p = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: -1e308, endAngle: 1e308, clockwise: false)")
        }
        #expect(refusal?.message == "UIBezierPath's startAngle -1e+308 is not drawn: expected a number from -100000 to 100000", "\(String(describing: refusal))")
        #expect(refusal?.kind == .world)
    }

    /// Three nested replicators of 200 make 8 million layers from ten lines: the Swift file's
    /// scene is held to the scene reader's count of drawn layers, refused at the call that
    /// recorded the first layer past it.
    @Test func nestedReplicatorsPastTheDrawnLayersAreRefusedAtTheirCall() throws {
        let text = """
            import UIKit
            func halo(on view: UIView) {
                let a = CAReplicatorLayer(); a.instanceCount = 200
                let b = CAReplicatorLayer(); b.instanceCount = 200
                let c = CAReplicatorLayer(); c.instanceCount = 200
                let d = CALayer(); d.frame = CGRect(x: 0, y: 0, width: 2, height: 2); d.backgroundColor = UIColor.red.cgColor
                c.addSublayer(d); b.addSublayer(c); a.addSublayer(b); view.layer.addSublayer(a)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.duration = 1
                d.add(fade, forKey: nil)
            }
            """
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: "Layers.swift", text: text, run: "halo(on: host)"),
                                        measure: FixedAdvanceMetrics(), sceneBound: { SceneFileBound.crossing($0) })
        let refusal = #expect(throws: SwiftRefusal.self) { try SwiftScene.make(request) }
        #expect(refusal?.message.contains("adds more layers than a scene holds") == true, "\(String(describing: refusal))")
        #expect(refusal?.fileName == "Layers.swift" && (refusal?.line ?? 0) > 1)
    }
    /// CALayer.cornerCurve (iOS 13): a layer's `.continuous` is recorded as the scene's
    /// `cornerCurve: continuous` and drawn so (SublayerDrawingTests); a scene file reads it
    /// back and refuses another name, listing the accepted ones; a part's own layer, whose
    /// state a scene records as view values without a curve, is refused by name.
    @Test func aContinuousCornerCurveIsRecordedAndAPartsIsRefused() throws {
        let scene = try Self.scene("""
        import UIKit

        func card(on view: UIView) {
            let card = CALayer()
            card.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            card.backgroundColor = UIColor.red.cgColor
            card.cornerRadius = 8
            card.cornerCurve = .continuous
            view.layer.addSublayer(card)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            card.add(fade, forKey: "fade")
        }
        """, run: "card(on: host)")
        let layer = try #require(scene.actions.compactMap { action -> SublayerParameters? in
            if case .layer(let p) = action.unplaced { return p }
            return nil
        }.first)
        #expect(layer.cornerCurve == "continuous")
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        #expect(clip.snapshot(frame: 0).layers.contains { $0.continuousCorners && $0.cornerRadius == 8 })
        let read = try SublayerParameters.from([("name", "card"), ("cornerCurve", "continuous")])
        #expect(read.cornerCurve == "continuous")
        do {
            _ = try SublayerParameters.from([("name", "card"), ("cornerCurve", "squircle")])
            Issue.record("cornerCurve: squircle was read")
        } catch {
            #expect(error.path == "cornerCurve" && error.accepted.contains("circular") && error.accepted.contains("continuous"), "\(error)")
        }
        do {
            _ = try Self.scene("import UIKit\n", run: "badge.layer.cornerRadius = 6; badge.layer.cornerCurve = .continuous; UIView.animate(withDuration: 1) { badge.alpha = 0 }")
            Issue.record("a part's continuous corner curve was drawn circular")
        } catch {
            #expect("\(error)".contains("the badge's layer.cornerCurve .continuous is not drawn on a view drawn as a part"), "\(error)")
        }
    }
}
