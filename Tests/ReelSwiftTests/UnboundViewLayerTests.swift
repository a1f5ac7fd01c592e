import Testing
@testable import ReelSwift
import ReelModels
import ReelRender
import ReelSwiftInput
import ReelTimeline
import ReelSwiftOut

/// Views bound to no part, drawn as UIKit draws them: each a layer with its look, in its place
/// among the layers the code adds to the same superview's layer (docs/swift-files.md, "Views
/// the code creates"). The shape of code the UIKit form of a SwiftUI file is written in: a
/// `content` CALayer with fills, UILabels, a UIImageView symbol and a clipping container,
/// animated by CAKeyframeAnimations on each view's layer and set in `asyncAfter`.
@Suite struct UnboundViewLayerTests {
    static func request(_ run: String, views: [String: ViewPart] = [:]) -> SwiftSceneRequest {
        var setup = BadgeSetup()
        setup.count = 0
        setup.icon = ViewImage.none
        var timing = ClipTiming()
        timing.leadIn = 0
        timing.hold = 0
        return SwiftSceneRequest(program: SwiftProgram(fileName: "Views.swift", text: "import UIKit\n", run: run),
                                 setup: setup, timing: timing, views: views, measure: FixedAdvanceMetrics())
    }

    static func scene(_ run: String, views: [String: ViewPart] = [:]) throws -> Scene {
        try SwiftScene.make(request(run, views: views)).scene
    }

    static func layers(_ scene: Scene) -> [SublayerParameters] {
        scene.actions.compactMap { if case .layer(let p) = $0.unplaced { return p } else { return nil } }
    }

    /// The clip's frame at `seconds`, drawn over white at 2 pixels a point, the host's bounds
    /// (0, 0, 96, 96) filling it.
    static func frame(_ scene: Scene, at seconds: Double) -> (Int, Int) -> Pixel {
        let clip = scene.makeClip(measure: FixedAdvanceMetrics())
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 96, height: 96), scale: 2), background: .white, icons: IconSet())
        let frame = renderer.render(clip.timeline.evaluate(at: seconds))
        let pixels = (0..<frame.height).map { y in (0..<frame.width).map { x in frame.pixel(x: x, y: y) } }
        return { x, y in let p = pixels[y][x]; return (Int(p.r), Int(p.g), Int(p.b)) }
    }

    /// The lead's shape: a red capsule (a CALayer in `content`), a white "12" above it, a
    /// second label, an orange star symbol, and a green container clipping a long label.
    static let shape = """
        let content = CALayer()
        content.position = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        host.layer.addSublayer(content)
        let capsule = CALayer()
        capsule.anchorPoint = .zero
        capsule.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        capsule.position = CGPoint(x: -40, y: -15)
        capsule.backgroundColor = UIColor.red.cgColor
        capsule.cornerRadius = 15
        content.addSublayer(capsule)
        let first = UILabel()
        first.text = "12"
        first.font = .systemFont(ofSize: 20, weight: .semibold)
        first.textColor = .white
        first.textAlignment = .center
        first.frame = CGRect(x: 8, y: 33, width: 40, height: 30)
        host.addSubview(first)
        let second = UILabel()
        second.text = "ab"
        second.font = .preferredFont(forTextStyle: .headline)
        second.textColor = .blue
        second.frame = CGRect(x: 48, y: 33, width: 40, height: 30)
        host.addSubview(second)
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.tintColor = .orange
        star.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        star.contentMode = .center
        star.frame = CGRect(x: 33, y: 66, width: 30, height: 30)
        host.addSubview(star)
        let clip = UIView()
        clip.frame = CGRect(x: 18, y: 0, width: 60, height: 30)
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 8
        clip.backgroundColor = .green
        let inner = UILabel()
        inner.text = "WWWWWWWWWW"
        inner.font = .systemFont(ofSize: 20)
        inner.frame = CGRect(x: -10, y: 0, width: 160, height: 30)
        clip.addSubview(inner)
        host.addSubview(clip)
        func play(_ layer: CALayer, _ keyPath: String, _ values: [CGFloat]) {
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.keyTimes = [0, 1]
            animation.duration = 1
            layer.add(animation, forKey: keyPath)
        }
        play(first.layer, "position.x", [28, 68])
        play(star.layer, "opacity", [1, 0])
        play(inner.layer, "position.x", [70, 30])
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { second.text = "cd"; star.tintColor = .red }
        """

    @Test func everyViewIsALayerWithItsLookInItsPlace() throws {
        let scene = try Self.scene(Self.shape)
        let layers = Self.layers(scene)
        let added = layers.filter { $0.parent != nil }
        // content, capsule, then the views in the order they were added: first, second, star,
        // clip, and the label inside the clip.
        #expect(added.map(\.name) == ["layer1", "layer2", "layer3", "layer4", "layer5", "layer6", "layer7"])
        #expect(added.map(\.parent) == ["host", "layer1", "host", "host", "host", "host", "layer6"])
        let first = added[2], second = added[3], star = added[4], clip = added[5], inner = added[6]
        #expect(first.text == "12" && first.fontSize == 20 && first.fontWeight == 600 && first.textColor == RGBA(hex: 0xFFFFFF))
        #expect(first.positionX == 28 && first.positionY == 48 && first.width == 40 && first.height == 30)
        // .headline: 17 pt (the default, so not written) semibold, as the label part takes it.
        #expect(second.text == "ab" && second.fontSize == nil && second.fontWeight == 600 && second.textColor == RGBA(hex: 0x0000FF))
        // A 20 pt symbol: a 24 pt box, laid out by .center.
        #expect(star.contents == "star.fill" && star.imageSize == Size(width: 24, height: 24) && star.contentMode == "center")
        #expect(star.textColor == RGBA(hex: 0xFF8000))
        #expect(clip.masksToBounds == true && clip.cornerRadius == 8 && clip.backgroundColor == RGBA(hex: 0x00FF00))
        #expect(inner.text == "WWWWWWWWWW" && inner.positionX == 70 && inner.positionY == 15)
        // The later sets, each at 0.5 s, by name.
        let later = scene.actions.compactMap { a -> SublayerParameters? in
            if case .at(0.5, .layer(let p)) = a { return p } else { return nil }
        }
        #expect(later.map(\.name) == ["layer4", "layer5"])
        #expect(later.first?.text == "cd" && later.last?.textColor == RGBA(hex: 0xFF0000))
        // Each keyframe animation on its view's layer, by name.
        let animated = scene.actions.compactMap { a -> String? in
            if case .layerAnimation(let p) = a.unplaced { return "\(p.sublayer ?? "-"):\(p.keyPaths.map(\.rawValue).joined())" } else { return nil }
        }
        #expect(animated == ["layer3:position.x", "layer5:opacity", "layer7:position.x"])
    }

    @Test func theTimelineMovesEachViewsLayer() throws {
        let clip = try Self.scene(Self.shape).makeClip(measure: FixedAdvanceMetrics())
        // The parts (3), then the seven layers in the order added.
        for (t, x, starOpacity, innerX) in [(0.0, 28.0, 1.0, 70.0), (0.25, 38, 0.75, 60), (0.5, 48, 0.5, 50), (0.75, 58, 0.25, 40)] {
            let s = clip.timeline.evaluate(at: t)
            #expect(s.layers.count == 3 + 7)
            #expect(abs(s.layers[5].position.x - x) < 1e-9, "first at \(t): \(s.layers[5].position.x)")
            #expect(abs(s.layers[7].opacity - starOpacity) < 1e-9, "star at \(t): \(s.layers[7].opacity)")
            #expect(abs(s.layers[9].position.x - innerX) < 1e-9, "inner at \(t): \(s.layers[9].position.x)")
            #expect(s.layers[6].text == (t < 0.5 ? "ab" : "cd"))
            #expect(s.layers[7].foregroundColor == (t < 0.5 ? RGBA(hex: 0xFF8000) : RGBA(hex: 0xFF0000)))
            #expect(s.layers[9].superlayer == 8 && s.layers[8].masksToBounds)
        }
    }

    typealias Pixel = (r: Int, g: Int, b: Int)

    /// The pixels of `frame` in the points x0..<x1 × y0..<y1 (2 pixels a point).
    static func region(_ frame: (Int, Int) -> Pixel, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> [Pixel] {
        var out: [Pixel] = []
        for y in 2 * y0..<2 * y1 { for x in 2 * x0..<2 * x1 { out.append(frame(x, y)) } }
        return out
    }

    static func isWhite(_ p: Pixel) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    @Test func theFramesShowEachViewOverWhatWasAddedBefore() throws {
        let scene = try Self.scene(Self.shape)
        let at0 = Self.frame(scene, at: 0)
        // The capsule's red, at its left end (8…88 across, 33…63 down; the label's "12" is
        // centred at x 28): pure red away from the text.
        #expect(at0(2 * 12, 2 * 48) == (255, 0, 0))
        // The "12" is white over the red capsule: the label is drawn above the layer added before it.
        #expect(Self.region(at0, 18, 38, 38, 58).contains(where: Self.isWhite), "no white text over the capsule")
        // "ab" in blue over the capsule's right half.
        let secondInk: [Pixel] = Self.region(at0, 56, 80, 38, 58)
        #expect(secondInk.contains { $0.b > 150 && $0.r < 100 }, "no blue text")
        // The star, orange, in its 24 pt box centred at (48, 81); none of it outside the box.
        let starInk: [Pixel] = Self.region(at0, 36, 60, 69, 93)
        #expect(starInk.contains { $0.r > 240 && $0.g > 100 && $0.g < 160 && $0.b < 30 }, "no orange star")
        #expect(Self.region(at0, 33, 36, 80, 82).allSatisfy(Self.isWhite))
        // The container: green (at its middle, below the text's line) with rounded corners (its
        // corner pixel is white), and the long label clipped to it: nothing drawn left of x 18
        // or right of x 78.
        #expect(at0(2 * 22, 2 * 28) == (0, 255, 0))
        #expect(Self.isWhite(at0(2 * 18, 0)))
        let left: [Pixel] = Self.region(at0, 0, 18, 0, 30), right: [Pixel] = Self.region(at0, 79, 96, 0, 30)
        #expect((left + right).allSatisfy(Self.isWhite), "the clipped label is drawn outside its container")
        let insideInk: [Pixel] = Self.region(at0, 18, 78, 0, 30)
        #expect(insideInk.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 }, "no text in the container")

        // Half way: "12" moved 20 pt right, the star half faded and red, "cd" in place of "ab".
        let half = Self.frame(scene, at: 0.5)
        #expect(half(2 * 12, 2 * 48) == (255, 0, 0))
        #expect(Self.region(half, 38, 58, 38, 58).contains(where: Self.isWhite), "the 12 did not move")
        // Red at half opacity over white: (255, 128, 128) or so; never the orange of before.
        let halfStar: [Pixel] = Self.region(half, 36, 60, 69, 93)
        #expect(halfStar.contains { $0.r > 240 && $0.g > 100 && $0.g < 150 && abs($0.g - $0.b) < 12 }, "no half-faded red star")
        #expect(!halfStar.contains { $0.r > 240 && $0.g - $0.b > 40 }, "the star is still orange")
    }

    /// A view's layer is a sublayer of its superview's layer: a subview added after a layer is
    /// above it, one added before is below; insertSubview and sendSubviewToBack as UIKit orders.
    /// In a container (`stage`, added above a layer, so not inferred as the badge), where no
    /// view is inferred as a part.
    @Test(arguments: [
        ("stage.layer.addSublayer(red); stage.addSubview(blue)", (0, 0, 255)),
        ("stage.addSubview(blue); stage.layer.addSublayer(red)", (255, 0, 0)),
        ("stage.addSubview(blue); stage.layer.insertSublayer(red, at: 0)", (0, 0, 255)),
        ("stage.layer.addSublayer(red); stage.addSubview(blue); stage.sendSubviewToBack(blue)", (255, 0, 0)),
        ("stage.addSubview(blue); stage.layer.addSublayer(red); stage.bringSubviewToFront(blue)", (0, 0, 255)),
        ("stage.addSubview(green); stage.insertSubview(blue, at: 0)", (0, 255, 0)),
        ("stage.addSubview(green); stage.insertSubview(blue, at: 1)", (0, 0, 255)),
    ])
    func subviewsAndSublayersAreDrawnInTheOrderAdded(_ order: String, _ expected: (Int, Int, Int)) throws {
        let scene = try Self.scene("""
            host.layer.addSublayer(CALayer())
            let stage = UIView(frame: host.bounds)
            host.addSubview(stage)
            let red = CALayer()
            red.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            red.backgroundColor = UIColor.red.cgColor
            let blue = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
            blue.backgroundColor = .blue
            let green = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            green.backgroundColor = .green
            \(order)
            """)
        let frame = Self.frame(scene, at: 0)
        let px = frame(2 * 45, 2 * 45)
        #expect(px == expected, "\(order): \(px)")
        // Where only the blue view is (30…70; the others end at 60), it is drawn, whatever the order.
        #expect(frame(2 * 65, 2 * 65) == (0, 0, 255), "\(order): the view is not drawn")
    }

    /// An image view inside a container takes the container's tint (UIView.tintColor is
    /// inherited); one straight in the host, the host's.
    @Test func aSymbolTakesTheTintItsSuperviewsGive() throws {
        let scene = try Self.scene("""
            host.tintColor = .purple
            host.layer.addSublayer(CALayer())
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            box.tintColor = .green
            let tinted = UIImageView(image: UIImage(systemName: "heart.fill"))
            tinted.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            box.addSubview(tinted)
            let plain = UIImageView(image: UIImage(systemName: "heart.fill"))
            plain.frame = CGRect(x: 60, y: 0, width: 30, height: 30)
            host.addSubview(box)
            host.addSubview(plain)
            """)
        let layers = Self.layers(scene)
        #expect(layers.map(\.contents) == [nil, nil, "heart.fill", "heart.fill"])
        #expect(layers.map(\.parent) == ["host", "host", "layer2", "host"])
        #expect(layers[2].textColor == RGBA(hex: 0x00FF00) && layers[3].textColor == RGBA(hex: 0x800080))
        // No configuration: UIKit's default 17 pt symbol, a 20.4 pt box, stretched to the view
        // by the default .scaleToFill as the image-view part does.
        #expect(layers[3].imageSize == Size(width: 20.4, height: 20.4) && layers[3].contentMode == nil)
    }

    /// A layer and a view added later in the run (an `asyncAfter`) are in no tree before then:
    /// not drawn until they are added (they were drawn from the clip's first frame).
    @Test func aViewAddedLaterIsNotDrawnBeforeItIsAdded() throws {
        let scene = try Self.scene("""
            let back = CALayer()
            back.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            back.backgroundColor = UIColor.blue.cgColor
            host.layer.addSublayer(back)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            back.add(fade, forKey: nil)
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
            square.backgroundColor = UIColor.red.cgColor
            let tag = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            tag.backgroundColor = .green
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { host.layer.addSublayer(square); host.addSubview(tag) }
            """)
        let before = Self.frame(scene, at: 0.25), after = Self.frame(scene, at: 0.75)
        #expect(before(2 * 10, 2 * 50) == (255, 255, 255) && before(2 * 50, 2 * 50) == (255, 255, 255))
        #expect(after(2 * 10, 2 * 50) == (255, 0, 0) && after(2 * 50, 2 * 50) == (0, 255, 0))
    }

    /// Two labels added to the host before either is drawn: neither is the label part, both are
    /// drawn as layers (before, the second was refused as ambiguous).
    @Test func twoLabelsAddedTogetherAreBothDrawn() throws {
        let scene = try Self.scene("""
            func addBoth() {
            let a = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            a.text = "A"
            let b = UILabel(frame: CGRect(x: 40, y: 0, width: 40, height: 20))
            b.text = "B"
            host.addSubview(a)
            host.addSubview(b)
            b.layer.add(fade(), forKey: nil)
            }
            func fade() -> CABasicAnimation {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            return fade
            }
            addBoth()
            """)
        #expect(Self.layers(scene).map(\.text) == ["A", "B"])
        #expect(!scene.actions.contains { if case .set = $0.unplaced { return true } else { return false } })
    }

    /// A UIView block that moves a view drawn as a layer: refused by name with the binding that
    /// draws it, never drawn jumping to the block's end.
    @Test func aBlockMovingAViewDrawnAsALayerIsRefusedByName() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("""
                let ring = CALayer()
                ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                ring.backgroundColor = UIColor.blue.cgColor
                host.layer.addSublayer(ring)
                let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                dot.backgroundColor = .red
                host.addSubview(dot)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.duration = 1
                ring.add(fade, forKey: nil)
                UIView.animate(withDuration: 1) { dot.center.x += 40 }
                """)
        }
        let text = refusal?.message ?? ""
        #expect(text.contains("a UIView animation moves dot (a UIView), bound to no part and drawn as a layer"), "\(text)")
        #expect(refusal?.description.contains("bind dot to the badge") == true, "\(String(describing: refusal))")
        // Bound as it says, the block is drawn on the badge.
        let bound = try Self.scene("""
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            dot.backgroundColor = .red
            let ring = CALayer()
            ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            host.layer.addSublayer(ring)
            host.addSubview(dot)
            UIView.animate(withDuration: 1) { dot.center.x += 40 }
            """, views: ["dot": .badge])
        #expect(bound.actions.contains { if case .viewAnimate = $0.unplaced { return true } else { return false } })
    }

    /// A view stored under no name: the refusal says how to give it one (no flag spelled by
    /// the library: the command line spells `--view`).
    @Test func anUnnamedViewMovedByABlockIsRefusedWithHowToNameIt() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("""
                let ring = CALayer()
                ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                ring.backgroundColor = UIColor.blue.cgColor
                host.layer.addSublayer(ring)
                host.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.duration = 1
                ring.add(fade, forKey: nil)
                UIView.animate(withDuration: 1) { host.subviews.last!.alpha = 0 }
                """)
        }
        #expect(refusal?.message.contains("a UIView animation moves a UIView stored under no name, bound to no part and drawn as a layer") == true, "\(String(describing: refusal))")
        #expect(refusal?.message.hasSuffix(": store it in a variable, to bind it to the badge by its name") == true, "\(String(describing: refusal))")
    }

    /// When nothing drawn moves, the one view a block moved is bound by inference and the block
    /// drawn on it, as before; the label beside it, bound to no part, is drawn as a layer.
    @Test func theOneViewABlockMovesIsStillBoundWhenNothingElseMoves() throws {
        let scene = try Self.scene("""
            let back = CALayer()
            back.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            back.backgroundColor = UIColor.yellow.cgColor
            host.layer.addSublayer(back)
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            dot.backgroundColor = .red
            host.addSubview(dot)
            let caption = UILabel(frame: CGRect(x: 0, y: 60, width: 96, height: 20))
            caption.text = "hi"
            host.addSubview(caption)
            UIView.animate(withDuration: 1) { dot.center.x += 40 }
            """)
        #expect(scene.actions.contains { if case .viewAnimate = $0.unplaced { return true } else { return false } })
        #expect(Self.layers(scene).map(\.text) == [nil, "hi"])
    }
}

/// What cannot write a view drawn as a layer refuses it by name: the scene Swift writer's
/// SwiftUI form (the UIKit form writes a label bound to no part as a UILabel:
/// LayerSwiftOutTests.aLabelBoundToNoPartReplaysExactly).
@Suite struct UnboundViewLayerWriterTests {
    @Test func theSwiftWriterRefusesALabelDrawnAsALayer() throws {
        let scene = try UnboundViewLayerTests.scene("""
            host.layer.addSublayer(CALayer())
            let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            caption.text = "12"
            host.addSubview(caption)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            caption.layer.add(fade, forKey: nil)
            """)
        #expect(UnboundViewLayerTests.layers(scene).last?.text == "12")
        #expect {
            _ = try SwiftOut.source(SwiftOut.Request(scene: scene, measure: FixedAdvanceMetrics(), fileName: "out.swift", api: .swiftui))
        } throws: { "\($0)".contains("layer") }
    }
}
