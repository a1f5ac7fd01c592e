import Testing
@testable import ReelSwift
import ReelModels
import ReelSwiftInput
import ReelTimeline

/// `CALayer.mask` and `contents` on layers the code adds (issue 38): DOFavoriteButton masks a
/// filled shape with a layer whose contents are the star image, so the shape shows as a star.
@Suite struct LayerMaskTests {
    static func scene(_ run: String) throws -> Scene {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Mask.swift", text: "import UIKit\n", run: run),
                                              measure: FixedAdvanceMetrics())).scene
    }

    static func layers(_ scene: Scene) -> [SublayerParameters] {
        scene.actions.compactMap { action -> SublayerParameters? in
            if case .layer(let p) = action.unplaced { return p }
            return nil
        }
    }

    @Test func aMaskIsRecordedInItsLayersSpaceWithItsImage() throws {
        let scene = try Self.scene("""
            let icon = CAShapeLayer()
            icon.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            icon.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            icon.fillColor = UIColor.orange.cgColor
            icon.mask = CALayer()
            icon.mask!.contents = UIImage(systemName: "star.fill")?.cgImage
            icon.mask!.frame = CGRect(x: 2, y: 2, width: 16, height: 16)
            badge.layer.addSublayer(icon)
            let pop = CABasicAnimation(keyPath: "transform.scale")
            pop.fromValue = 0
            pop.toValue = 1
            icon.add(pop, forKey: nil)
            """)
        let layers = Self.layers(scene)
        #expect(layers.map(\.name) == ["layer1", "layer2"])
        #expect(layers[1].parent == "layer1" && layers[1].mask == true && layers[1].contents == "star.fill")
        #expect(layers[1].positionX == 10 && layers[1].width == 16)
        // The mask is not drawn itself: the timeline holds it as the icon's mask.
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        let s = clip.timeline.evaluate(at: .zero)
        let mask = try #require(s.layers.firstIndex { $0.isMask })
        #expect(s.layers[mask].contents == "star.fill")
        #expect(s.mask(of: try #require(s.layers[mask].superlayer)) == mask)
    }

    /// An image by a name the scene has no drawing for is the host's icon, as a button's image is.
    @Test func anImageOfTheAppsOwnIsTheHostsIcon() throws {
        let scene = try Self.scene("""
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            dot.backgroundColor = UIColor.red.cgColor
            let cut = CALayer()
            cut.frame = dot.bounds
            cut.contents = UIImage(named: "star")!.cgImage
            dot.mask = cut
            badge.layer.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            dot.add(fade, forKey: nil)
            """)
        #expect(Self.layers(scene).last?.contents == "host")
    }

    @Test func aViewsOwnLayersMaskIsRefusedByName() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("""
                let round = CAShapeLayer()
                round.path = UIBezierPath(ovalIn: badge.bounds).cgPath
                badge.layer.mask = round
                UIView.animate(withDuration: 1) { badge.alpha = 0 }
                """)
        }
        #expect(refusal?.message.contains("a view's own layer's mask is not evaluated") == true, "\(String(describing: refusal))")
    }

    @Test func aMaskInATreeIsRefused() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("""
                let a = CALayer(); a.frame = CGRect(x: 0, y: 0, width: 10, height: 10); a.backgroundColor = UIColor.red.cgColor
                let b = CALayer(); b.frame = a.bounds
                badge.layer.addSublayer(a)
                a.addSublayer(b)
                a.mask = b
                UIView.animate(withDuration: 1) { badge.alpha = 0 }
                """)
        }
        #expect(refusal?.message.contains("Core Animation requires a mask with no superlayer") == true, "\(String(describing: refusal))")
    }

    /// `mask = nil` later takes the mask off (recorded hidden: it masks no more); another mask in
    /// its place after it is drawn is refused by name.
    @Test func aMaskTakenOffMasksNoMoreAndAReplacementIsRefused() throws {
        let setup = """
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            dot.backgroundColor = UIColor.red.cgColor
            let cut = CAShapeLayer()
            cut.path = UIBezierPath(ovalIn: dot.bounds).cgPath
            dot.mask = cut
            badge.layer.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            dot.add(fade, forKey: nil)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {

            """
        let scene = try Self.scene(setup + "dot.mask = nil }")
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        let start = try #require(scene.actions.first { if case .layerAnimation = $0.unplaced { true } else { false } }?.placedAt)
        let before = clip.timeline.evaluate(at: Rational(reading: start + 0.25))
        let after = clip.timeline.evaluate(at: Rational(reading: start + 0.75))
        let masked = try #require(before.layers.firstIndex { $0.backgroundColor.alpha > 0 && $0.superlayer != nil })
        #expect(before.mask(of: masked) != nil && after.mask(of: masked) == nil)
        let refusal = #expect(throws: SwiftRefusal.self) { try Self.scene(setup + "dot.mask = CALayer() }") }
        #expect(refusal?.message.contains("replacing a layer's mask after it is drawn is not evaluated") == true, "\(String(describing: refusal))")
    }
}

