import Foundation
import ReelTestSupport
import Testing
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelTimeline
@testable import BadgeReelCLI

/// Layers the code adds, written back as UIKit (issue 40 item 4, "any Swift file in, Swift
/// out"): a CAShapeLayer with its path and stroke, a CAReplicatorLayer with its instances, a
/// plain CALayer, a mask, and the animations on them. The written file, replayed through its
/// own first line, draws the same layers: every layer of the snapshot (the parts and each
/// layer added, a replicator's instance containers too) within 1e-9 at every half frame.
@Suite struct LayerSwiftOutTests {
    let dir = scratchFolder()

    /// The words `render FILE …` of a UIKit corpus file, from its header's run, views and length.
    static func corpusWords(_ name: String) throws -> [String] {
        let path = SwiftFileCommandTests.repository.appendingPathComponent("Tests/ReelSwiftTests/RealWorld/UIKit/\(name).swift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func header(_ key: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix("// reel-\(key): ") }.map { String($0.dropFirst("// reel-\(key): ".count)) }
        }
        var words = ["render", path]
        let run = header("run").joined(separator: ";")
        if run != "none" { words += ["--run", run] }
        for view in header("view") { words += ["--view", view] }
        if let length = header("length").first { words += ["--length", length] }
        return words
    }

    /// Every number of a layer that is drawn, by name (a shape's path point by point).
    static func numbers(_ l: LayerState) -> [(String, Double)] {
        var out: [(String, Double)] = [
            ("position.x", l.position.x), ("position.y", l.position.y), ("width", l.size.width), ("height", l.size.height),
            ("anchor.x", l.anchorPoint.x), ("anchor.y", l.anchorPoint.y), ("bounds.x", l.boundsOrigin.x), ("bounds.y", l.boundsOrigin.y),
            ("rotation", l.rotation), ("scaleX", l.scaleX), ("scaleY", l.scaleY), ("translationX", l.translationX), ("translationY", l.translationY),
            ("opacity", l.opacity), ("cornerRadius", l.cornerRadius), ("borderWidth", l.borderWidth),
            ("strokeStart", l.strokeStart), ("strokeEnd", l.strokeEnd),
        ]
        for (name, c) in [("background", l.backgroundColor), ("border", l.borderColor)] + (l.shape.map { [("fill", $0.fillColor), ("stroke", $0.strokeColor)] } ?? []) {
            out += [("\(name).red", c.red), ("\(name).green", c.green), ("\(name).blue", c.blue), ("\(name).alpha", c.alpha)]
        }
        if let shape = l.shape {
            out.append(("lineWidth", shape.lineWidth))
            for (k, p) in shape.controlPoints.enumerated() { out += [("path[\(k)].x", p.x), ("path[\(k)].y", p.y)] }
        }
        return out
    }

    /// What a layer is, beyond its numbers: equal in the replay.
    static func kind(_ l: LayerState) -> String {
        let shape = l.shape.map { s in
            "shape \(s.path.map { e in switch e { case .move: "M"; case .line: "L"; case .curve: "C"; case .close: "Z" } }.joined()) \(s.lineCap) \(s.lineJoin)"
        } ?? "layer"
        return "\(shape) super \(l.superlayer.map(String.init) ?? "-") hidden \(l.isHidden) mask \(l.isMask) clips \(l.masksToBounds) "
            + "continuous \(l.continuousCorners) contents \(l.contents ?? "-") text \(l.text)"
    }

    /// Writes the UIKit form of `words`' reel as `name`, replays it with its own first line, and
    /// compares every layer of the two timelines at every half frame; the file's text.
    @discardableResult
    func roundTrip(_ words: [String], name: String) throws -> String {
        let original = try SwiftRoundTripTests.reel(words + ["-o", "back.swift"])
        let file = dir.appendingPathComponent(name)
        let text = try SwiftOut.source(.init(scene: original.scene, measure: RenderedTextMetrics(), fileName: file.path,
                                             commandLine: "badgereel " + words.joined(separator: " "),
                                             setupValues: ReelExporter.swiftSetupValues(original), options: Flags.swiftReplayOptions, api: .uikit))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let replay = Array(try SwiftRoundTripTests.replayWords(text, file: file).dropFirst())
            + ["--fps", plainNumber(original.scene.fps), "-o", dir.appendingPathComponent("never.gif").path]
        let replayed = try SwiftRoundTripTests.reel(replay)
        let a = original.scene.makeClip(measure: RenderedTextMetrics()), b = replayed.scene.makeClip(measure: RenderedTextMetrics())
        #expect(abs(a.duration - b.duration) <= 1e-9, "\(name): the clip lasts \(a.duration) s, replayed \(b.duration) s\n\(text)")
        var worst = (0.0, 0.0, "")
        var t = 0.0
        let step = 0.5 / original.scene.fps
        while t <= min(a.duration, b.duration) {
            let sa = a.timeline.evaluate(at: t), sb = b.timeline.evaluate(at: t)
            guard sa.layers.count == sb.layers.count else {
                throw SwiftRoundTripTests.Failure("\(name): \(sa.layers.count) layers at \(t) s, replayed \(sb.layers.count)\n\(text)")
            }
            for (i, (x, y)) in zip(sa.layers, sb.layers).enumerated() {
                guard Self.kind(x) == Self.kind(y), x.text == y.text else {
                    throw SwiftRoundTripTests.Failure("\(name): layer \(i) at \(t) s is \(Self.kind(y)), not \(Self.kind(x))\n\(text)")
                }
                for ((field, u), (_, v)) in zip(Self.numbers(x), Self.numbers(y)) where !(abs(u - v) <= worst.0) {
                    worst = (abs(u - v), t, "layer \(i) \(field)")
                }
            }
            t += step
        }
        #expect(worst.0 <= 1e-9, "\(name): \(worst.2) differs by \(worst.0) at \(worst.1) s\n\(text)")
        return text
    }

    /// The five UIKit corpus files whose layers the writer once refused (`layer: this action is
    /// not written as Swift yet`), each written with its layers and replayed exactly.
    @Test(arguments: [
        ("FavoriteStarBurst", ["let firstShapeLayer = CAShapeLayer()", "fifthShapeLayer.mask = maskLayer", "maskLayer.contents = UIImage(named: \"icon\")?.cgImage",
                               "secondShapeLayer.add(", "secondShapeLayer.lineCap = .round", "fifthShapeLayer.fillColor = UIColor(",
                               "secondShapeLayer.transform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)", "thirdShapeLayer.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)",
                               "fourthShapeLayer.transform = CATransform3DMakeRotation(.pi / 3 * 5, 0, 0, 1)"]),
        ("HUDCheckmarkStroke", ["let shapeLayer = CAShapeLayer()", "shapeLayerPath.addLine(to: CGPoint(x: 17.0, y: 29.0))", "shapeLayer.fillColor = nil",
                                "badge.layer.addSublayer(shapeLayer)", "CAKeyframeAnimation(keyPath: \"strokeEnd\")", "shapeLayer.add(animation4, forKey: \"tickDraw\")"]),
        ("ProgressArcButtonSwift2", ["shapeLayer.strokeEnd = 0.0", "shapeLayer.strokeEnd = 0.6", "shapeLayerPath.addCurve(to:", "shapeLayer.add(animation5, forKey: \"grow\")"]),
        ("PulsatorHalo", ["let replicatorLayer = CAReplicatorLayer()", "replicatorLayer.instanceCount = 3", "replicatorLayer.instanceDelay = 1.0",
                          "replicatorLayer.addSublayer(sublayer)", "host.layer.addSublayer(replicatorLayer)", "sublayer.add(animation3, forKey: \"pulsator\")"]),
        ("ReplicatorPulsePlayground", ["replicatorLayer.instanceCount = 45", "replicatorLayer.instanceDelay = 0.007", "replicatorLayer.addSublayer(shapeLayer)",
                                       "shapeLayer.add(animation5, forKey: \"ringOpacity\")"]),
    ])
    func theCorpusFilesWithLayersReplayExactly(_ name: String, _ spelt: [String]) throws {
        let text = try roundTrip(try Self.corpusWords(name), name: "\(name).swift")
        for s in spelt { #expect(text.contains(s), "\(name): \(s) in\n\(text)") }
        #expect(!text.contains("(no change to the views)"), "\(name): a layer action written as nothing\n\(text)")
    }

    func write(_ source: String, _ name: String) throws -> String {
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Each kind a file may add, in one: a replicator whose instances are scaled, turned and
    /// moved; a shape in it with a curved, closed path, filled and stroked, its ends and corners
    /// round, trimmed; a plain layer with continuous rounded corners, a border, clipping, an
    /// icon as its contents and a mask whose contents are a symbol; a value set on a layer
    /// later (one coordinate of a point, one part of a transform: the rest kept); a spring and
    /// a keyframe animation on them, one taken off by its key, the rest of a layer's by
    /// removeAllAnimations, and a layer taken out of the tree.
    @Test func everyLayerKindReplaysExactly() throws {
        let path = try write("""
        import UIKit

        final class Rings {
            let replicator = CAReplicatorLayer()
            let ring = CAShapeLayer()
            let tile = CALayer()
            let cutout = CALayer()

            func build(in badge: UIView) {
                replicator.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                replicator.position = CGPoint(x: 10, y: 10)
                replicator.instanceCount = 4
                replicator.instanceDelay = 0.05
                replicator.instanceTransform = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(0.9, 0.9, 1), CATransform3DMakeRotation(0.3, 0, 0, 1)), CATransform3DMakeTranslation(2, 1, 0))
                let outline = UIBezierPath()
                outline.move(to: CGPoint(x: 4, y: 20))
                outline.addCurve(to: CGPoint(x: 36, y: 20), controlPoint1: CGPoint(x: 4, y: 0), controlPoint2: CGPoint(x: 36, y: 0))
                outline.addLine(to: CGPoint(x: 20, y: 38))
                outline.close()
                ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                ring.path = outline.cgPath
                ring.fillColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 0.5).cgColor
                ring.strokeColor = UIColor.blue.cgColor
                ring.lineWidth = 2.5
                ring.lineCap = .round
                ring.lineJoin = .bevel
                ring.strokeStart = 0.1
                ring.strokeEnd = 0.8
                replicator.addSublayer(ring)
                badge.layer.addSublayer(replicator)

                tile.frame = CGRect(x: -6, y: 4, width: 18, height: 12)
                tile.anchorPoint = CGPoint(x: 0.25, y: 0.75)
                tile.backgroundColor = UIColor.green.cgColor
                tile.cornerRadius = 4
                tile.cornerCurve = .continuous
                tile.borderWidth = 1.5
                tile.borderColor = UIColor.black.cgColor
                tile.masksToBounds = true
                tile.contents = UIImage(named: "logo")?.cgImage
                tile.opacity = 0.75
                tile.transform = CATransform3DMakeScale(1.2, 1.2, 1)
                cutout.frame = CGRect(x: 0, y: 0, width: 18, height: 12)
                cutout.contents = UIImage(systemName: "heart.fill")?.cgImage
                tile.mask = cutout
                badge.layer.addSublayer(tile)
            }

            func play() {
                let draw = CAKeyframeAnimation(keyPath: "strokeEnd")
                draw.values = [0, 0.5, 1]
                draw.keyTimes = [0, 0.4, 1]
                draw.duration = 0.6
                ring.add(draw, forKey: "draw")
                let bounce = CASpringAnimation(keyPath: "transform.scale")
                bounce.fromValue = 0.5
                bounce.toValue = 1
                bounce.damping = 8
                bounce.duration = 0.9
                tile.add(bounce, forKey: "bounce")
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.2
                fade.duration = 0.8
                tile.add(fade, forKey: nil)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                    self.ring.removeAnimation(forKey: "draw")
                    self.ring.fillColor = UIColor.red.cgColor
                    self.cutout.position = CGPoint(x: 5, y: 6)
                    self.tile.transform = CATransform3DConcat(CATransform3DMakeScale(1.2, 1.2, 1), CATransform3DMakeRotation(0.4, 0, 0, 1))
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    self.tile.removeAllAnimations()
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
                    self.replicator.removeFromSuperlayer()
                }
            }
        }
        """, "Rings.swift")
        let text = try roundTrip(["render", path, "--run", "let r = Rings(); r.build(in: badge); r.play()", "--length", "1"], name: "rings.swift")
        for spelt in ["let replicatorLayer = CAReplicatorLayer()", "let shapeLayer = CAShapeLayer()", "let sublayer = CALayer()", "let maskLayer = CALayer()",
                      "replicatorLayer.instanceTransform = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(0.9, 0.9, 1), CATransform3DMakeRotation(0.3, 0, 0, 1)), CATransform3DMakeTranslation(2.0, 1.0, 0))",
                      "shapeLayerPath.close()", "shapeLayer.lineJoin = .bevel", "shapeLayer.strokeStart = 0.1", "sublayer.cornerCurve = .continuous",
                      "sublayer.masksToBounds = true", "sublayer.mask = maskLayer", "maskLayer.contents = UIImage(systemName: \"heart.fill\")?.cgImage",
                      "shapeLayer.removeAnimation(forKey: \"draw\")", "sublayer.removeAllAnimations()", "replicatorLayer.isHidden = true",
                      "CASpringAnimation(keyPath: \"transform.scale\")", "maskLayer.position = CGPoint(x: 5.0, y: 6.0)",
                      "sublayer.transform = CATransform3DConcat(CATransform3DMakeScale(1.2, 1.2, 1), CATransform3DMakeRotation(0.4, 0, 0, 1))"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
    }

    /// A UILabel bound to no part, added to the badge: made as a UILabel with its frame, text,
    /// font, colours, corner and clip, added with addSubview, faded by an animation on its
    /// layer, its text and centre changed later; it replays exactly.
    @Test func aLabelBoundToNoPartReplaysExactly() throws {
        let path = try write("""
        import UIKit

        func addCaption(to badge: UIView) {
            let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
            caption.text = "new"
            caption.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
            caption.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            caption.backgroundColor = UIColor(white: 0.9, alpha: 1)
            caption.layer.cornerRadius = 3
            caption.clipsToBounds = true
            badge.addSubview(caption)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.4
            caption.layer.add(fade, forKey: "fade")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                caption.text = "hot"
                caption.center = CGPoint(x: 24, y: 6)
                caption.layer.removeAnimation(forKey: "fade")
            }
        }
        """, "Caption.swift")
        let text = try roundTrip(["render", path, "--run", "addCaption(to: badge)"], name: "caption.swift")
        for spelt in ["let textLabel = UILabel()", "textLabel.text = \"new\"", "textLabel.font = UIFont.systemFont(ofSize: 11.0, weight: .semibold)",
                      "textLabel.clipsToBounds = true", "badge.addSubview(textLabel)", "textLabel.layer.add(animation2, forKey: \"fade\")",
                      "textLabel.center = CGPoint(x: 24.0, y: 6.0)", "textLabel.text = \"hot\"", "textLabel.layer.removeAnimation(forKey: \"fade\")"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
    }

    /// A UIImageView bound to no part holding a symbol, added to the badge: made with
    /// UIImageView(image: UIImage(systemName:)), its frame, symbol size, content mode and tint,
    /// turned by an animation on its layer, its symbol and tint swapped later; it replays exactly.
    @Test func aSymbolImageViewBoundToNoPartReplaysExactly() throws {
        let path = try write("""
        import UIKit

        func addStar(to badge: UIView) {
            let star = UIImageView(image: UIImage(systemName: "star.fill"))
            star.frame = CGRect(x: 2, y: 1, width: 24, height: 20)
            star.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 14)
            star.contentMode = .scaleAspectFit
            star.tintColor = UIColor(red: 1, green: 0.7, blue: 0, alpha: 1)
            badge.addSubview(star)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi
            spin.duration = 0.5
            star.layer.add(spin, forKey: "spin")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                star.image = UIImage(systemName: "heart.fill")
                star.tintColor = .red
            }
        }
        """, "Star.swift")
        let text = try roundTrip(["render", path, "--run", "addStar(to: badge)"], name: "star.swift")
        for spelt in ["let imageView = UIImageView(image: UIImage(systemName: \"star.fill\"))", "imageView.bounds = CGRect(x: 0, y: 0, width: 24.0, height: 20.0)",
                      "imageView.center = CGPoint(x: 14.0, y: 11.0)", "imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 14.0)",
                      "imageView.contentMode = .scaleAspectFit", "badge.addSubview(imageView)", "imageView.layer.add(animation2, forKey: \"spin\")",
                      "imageView.image = UIImage(systemName: \"heart.fill\")", "imageView.tintColor = UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
    }

    /// A view bound to no part drawn as a layer that the UIKit form does not write yet (a
    /// UILabel inside a UIView drawn as a layer, a UIImageView's template image that is not a
    /// symbol, in its tint) is refused in both
    /// forms by name, with what it is; the SwiftUI form refuses a layer the UIKit form writes,
    /// naming its class and the form that writes it.
    @Test func whatIsNotWrittenIsRefusedByName() throws {
        let boxed = try write("""
        import UIKit

        func addCaption(to badge: UIView) {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 16))
            let caption = UILabel(frame: CGRect(x: 2, y: 2, width: 40, height: 12))
            caption.text = "new"
            box.addSubview(caption)
            badge.addSubview(box)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.4
            box.layer.add(fade, forKey: nil)
        }
        """, "Boxed.swift")
        let reel = try SwiftRoundTripTests.reel(["render", boxed, "--run", "addCaption(to: badge)", "-o", "x.swift"])
        for api in [SwiftAPI.uikit, .swiftui] {
            #expect {
                try SwiftOut.source(.init(scene: reel.scene, measure: RenderedTextMetrics(), fileName: "boxed.swift", api: api))
            } throws: { error in
                ((error as? SwiftOutRefusal)?.message ?? "").hasPrefix("layer: a UILabel inside a view or layer bound to no part (layer1), drawn as a layer is not written as Swift yet")
            }
        }
        let logo = try write("""
        import UIKit

        func addLogo(to badge: UIView) {
            let logo = UIImageView(image: UIImage(named: "logo")?.withRenderingMode(.alwaysTemplate))
            logo.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            logo.tintColor = .red
            badge.addSubview(logo)
        }
        """, "Logo.swift")
        let logoReel = try SwiftRoundTripTests.reel(["render", logo, "--run", "addLogo(to: badge)", "-o", "x.swift"])
        #expect {
            try SwiftOut.source(.init(scene: logoReel.scene, measure: RenderedTextMetrics(), fileName: "logo.swift", api: .uikit))
        } throws: { error in
            ((error as? SwiftOutRefusal)?.message ?? "").hasPrefix("layer: a UIImageView's tint (of an image that is not a symbol) or a UILabel's textColor without its text, on a view bound to no part drawn as a layer is not written as Swift yet")
        }
        let tick = try SwiftRoundTripTests.reel(try Self.corpusWords("HUDCheckmarkStroke") + ["-o", "x.swift"])
        #expect {
            try SwiftOut.source(.init(scene: tick.scene, measure: RenderedTextMetrics(), fileName: "tick.swift", api: .swiftui))
        } throws: { error in
            let message = (error as? SwiftOutRefusal)?.message ?? ""
            return message.hasPrefix("layer: a CAShapeLayer the code adds (layer1) is not written as SwiftUI yet") && message.hasSuffix("; the UIKit form writes it")
        }
    }
}
