import Foundation
import ReelTestSupport
import Testing
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelTimeline
@testable import BadgeReelCLI

/// Issue 40 item 4, a part's image: a Swift file whose run records `set`s with an image (a
/// UIButton's `setImage`, a UIImageView's symbol with its size, content mode and tint) is
/// written back as UIKit — the host as the run's UIImageView, a badge with an image as the
/// UIButton or UIImageView the replay's run binds — and its first line replays it with the
/// same image sets (names, sizes, content modes, at the same times) and the same values of
/// the three parts at every half frame; a UIView block's repeatDuration comes back as the
/// count that lasts as long. The SwiftUI form shows a symbol as the view's content and refuses
/// an image that changes later, by name. The files are type-checked against the Apple API
/// stand-in in ReelSwiftOutTests (ImageSwiftOutTypecheckTests).
@Suite struct ImageSwiftOutTests {
    let dir = scratchFolder()

    /// The image values the `set`s of `scene` give each part at each time (to 1e-9), sorted:
    /// sets of one part at one instant are one change (a file's two statements record two, the
    /// writer's one block one), and two parts set at one time may be recorded in either order.
    static func imageSets(_ scene: Scene) -> [String] {
        var changes: [String: ViewValues] = [:]
        for entry in SceneSchedule(scene).entries {
            guard case .set(let p) = entry.action.unplaced, p.values.setsImage else { continue }
            let key = "\(plainNumber((entry.start * 1e9).rounded() / 1e9)) s \(p.view.rawValue)"
            var v = changes[key] ?? ViewValues()
            if let image = p.values.image { v.image = image }
            if let size = p.values.imageSize { v.imageSize = size }
            if let mode = p.values.contentMode { v.contentMode = mode }
            changes[key] = v
        }
        return changes.map { key, v in
            let size = v.imageSize.map { "\(plainNumber($0.width))x\(plainNumber($0.height))" } ?? "-"
            return "\(key): image \(v.image ?? "-"), imageSize \(size), contentMode \(v.contentMode ?? "-")"
        }.sorted()
    }

    /// Writes `words`' scene as UIKit Swift named `name`, renders it with its own first line,
    /// and expects the same image sets and, at every half frame, the same values of the three
    /// parts (within 1e-9) with the same image, its size, mode and colour. The file's text.
    @discardableResult
    func roundTrip(_ words: [String], name: String) throws -> String {
        let (text, original, replayed) = try SwiftRoundTripTests.writeAndReplay(words, name: name, in: dir)
        #expect(Self.imageSets(original.scene) == Self.imageSets(replayed.scene), "\(name)\n\(text)")
        let a = original.scene.makeClip(measure: RenderedTextMetrics()), b = replayed.scene.makeClip(measure: RenderedTextMetrics())
        #expect(abs(a.duration - b.duration) <= 1e-9, "\(name): the clip lasts \(a.duration) s, replayed \(b.duration) s")
        var worst = (0.0, 0.0, "")
        var t = 0.0
        while t <= min(a.duration, b.duration) {
            let sa = a.timeline.evaluate(at: t), sb = b.timeline.evaluate(at: t)
            for (part, ia, ib) in [("host", a.layers.host, b.layers.host), ("badge", a.layers.badge, b.layers.badge), ("label", a.layers.label, b.layers.label)] {
                let x = sa.layers[ia], y = sb.layers[ib]
                #expect(x.isHidden == y.isHidden && x.text == y.text, "\(name) \(part) at \(t) s")
                #expect(x.contents == y.contents && x.contentMode == y.contentMode, "\(name) \(part)'s image at \(t) s: \(x.contents ?? "none") \(x.contentMode), replayed \(y.contents ?? "none") \(y.contentMode)")
                #expect((x.contentsSize == nil) == (y.contentsSize == nil), "\(name) \(part)'s image size at \(t) s")
                var pairs: [(String, Double, Double)] = [
                    ("position.x", x.position.x, y.position.x), ("position.y", x.position.y, y.position.y),
                    ("width", x.size.width, y.size.width), ("height", x.size.height, y.size.height),
                    ("rotation", x.rotation, y.rotation), ("scaleX", x.scaleX, y.scaleX), ("scaleY", x.scaleY, y.scaleY),
                    ("translationX", x.translationX, y.translationX), ("translationY", x.translationY, y.translationY),
                    ("opacity", x.opacity, y.opacity), ("cornerRadius", x.cornerRadius, y.cornerRadius),
                    ("borderWidth", x.borderWidth, y.borderWidth),
                    ("red", x.backgroundColor.red, y.backgroundColor.red), ("alpha", x.backgroundColor.alpha, y.backgroundColor.alpha),
                ]
                if let u = x.contentsSize, let v = y.contentsSize { pairs += [("imageSize.width", u.width, v.width), ("imageSize.height", u.height, v.height)] }
                if x.contents != nil {
                    // The colour an image is drawn in (a template symbol's tint, an icon's colour).
                    let c = x.foregroundColor, d = y.foregroundColor
                    pairs += [("tint.red", c.red, d.red), ("tint.green", c.green, d.green), ("tint.blue", c.blue, d.blue), ("tint.alpha", c.alpha, d.alpha)]
                }
                for (field, u, v) in pairs where abs(u - v) > worst.0 { worst = (abs(u - v), t, "\(part).\(field)") }
            }
            t += 0.5 / original.scene.fps
        }
        #expect(worst.0 <= 1e-9, "\(name): \(worst.2) differs by \(worst.0) at \(worst.1) s\n\(text)")
        return text
    }

    /// The export words of a UIKit corpus file, with its header's run, bindings and length.
    static func corpusWords(_ name: String) throws -> [String] {
        let url = SwiftFileCommandTests.repository.appendingPathComponent("Tests/ReelSwiftTests/RealWorld/UIKit/\(name).swift")
        let header = RealWorldCorpus.Header(text: try String(contentsOf: url, encoding: .utf8))
        var words = ["render", url.path]
        if let run = header.run { words += ["--run", run.replacingOccurrences(of: "\n", with: "; ")] }
        for (view, part) in header.views.sorted(by: { $0.key < $1.key }) { words += ["--view", "\(view)=\(part.rawValue)"] }
        if let length = header.length { words += ["--length", plainNumber(length)] }
        return words + ["-o", "\(name).swift"]
    }

    /// The ten corpus files whose runs give a part an image, each once refused ("set: an image
    /// … is not written as Swift yet"): buttons with a symbol or the app's own image, image
    /// views with a symbol at its size and tint, a bell by name.
    @Test(arguments: ["BellViewControllerRing", "ButtonScalesCASpring", "DoubleTapHeartDelayed", "DoubleTapHeartFade", "FavButtonDropIn",
                      "HatchetFullTurnKeyframes", "HeartButtonFlipState", "LikeButtonSelectedObserver", "LikeButtonTouchSpring",
                      "PropertyAnimatorTapShrink"])
    func aCorpusFileWithAnImageComesBack(_ name: String) throws {
        try roundTrip(try Self.corpusWords(name), name: "image-\(name).swift")
    }

    /// As a person writes them: a button's image for the normal state in its tint, the app's
    /// own image by an asset name, an image view's symbol and tint, a bell by name; the replay
    /// makes and binds the button.
    @Test func theViewsAreTheOnesThatRecordTheImages() throws {
        let like = try roundTrip(try Self.corpusWords("LikeButtonTouchSpring"), name: "views-like.swift")
        #expect(like.contains("--run 'let badgeButton = UIButton(); playViewsLike(host: host, badge: badgeButton, label: label)'"), "\(like)")
        #expect(like.contains("--view badgeButton=badge"), "\(like)")
        for line in ["func playViewsLike(host: UIView, badge: UIButton, label: UILabel) {", "badge.setImage(UIImage(systemName: \"heart\"), for: .normal)",
                     "badge.tintColor = UIColor(red: 0.3450980392157, green: 0.3372549019608, blue: 0.8392156862745, alpha: 1.0)"] {
            #expect(like.contains(line), "\(line)\n\(like)")
        }
        let hatchet = try roundTrip(try Self.corpusWords("HatchetFullTurnKeyframes"), name: "views-hatchet.swift")
        #expect(hatchet.contains("badge.setImage(UIImage(named: \"icon\"), for: .normal)"), "\(hatchet)")
        let heart = try roundTrip(try Self.corpusWords("DoubleTapHeartFade"), name: "views-heart.swift")
        for line in ["func playViewsHeart(host: UIImageView, badge: UIView, label: UILabel) {", "host.image = UIImage(systemName: \"heart.fill\")",
                     "host.tintColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)"] {
            #expect(heart.contains(line), "\(line)\n\(heart)")
        }
        // UIKit's default symbol size needs no configuration.
        #expect(!heart.contains("preferredSymbolConfiguration"), "\(heart)")
        let bell = try roundTrip(try Self.corpusWords("BellViewControllerRing"), name: "views-bell.swift")
        #expect(bell.contains("host.image = UIImage(named: \"bell\")"), "\(bell)")
    }

    /// The two corpus files whose endless `.repeat` the recording cut to a repeatDuration of
    /// 2 s (once refused: "viewAnimate: a block with repeatDuration 2"), written as the count
    /// that lasts as long: two runs of 0.5 s there and back.
    @Test(arguments: ["BlinkFromDimWithCompletion", "BlinkWeakSelfRepeat"])
    func aRepeatDurationComesBackAsItsCount(_ name: String) throws {
        let text = try roundTrip(try Self.corpusWords(name), name: "repeat-\(name).swift")
        #expect(text.contains("options: [.repeat, .autoreverse]"), "\(text)")
        #expect(text.contains("UIView.modifyAnimations(withRepeatCount: 2.0, autoreverses: true) {"), "\(text)")
    }

    /// A scene file's images on the stage's own badge and host, changing later: the badge
    /// the replay binds is given the stage badge's look and the count label shown; the host's
    /// symbol its point size and content mode, then another size; a symbol's colour changes
    /// with it. The SwiftUI form refuses the later change by name.
    @Test func imagesThatChangeAtLaterMomentsComeBack() throws {
        let scene = """
        actions:
          - action: set
            view: badge
            image: star.fill
          - action: set
            view: host
            image: bell.fill
            imageSize: 30x30
            contentMode: center
            textColor: "#FF9500"
          - action: wait
            seconds: 0.2
          - action: viewAnimate
            view: badge
            scaleX: 1.5
            scaleY: 1.5
            duration: 0.4
          - action: set
            view: badge
            image: heart
            textColor: "#34C759"
          - action: set
            view: host
            image: heart.fill
            imageSize: 24x24
            contentMode: scaleAspectFit
          - action: wait
            seconds: 0.3
          - action: set
            view: host
            image: bell
          - action: wait
            seconds: 0.2
        """
        let file = dir.appendingPathComponent("stage-images.yaml")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let text = try roundTrip(["render", file.path, "-o", "stage-images.swift"], name: "stage-images.swift")
        for line in ["badge.layer.cornerRadius = 15.0", "label.isHidden = false", "badge.setImage(UIImage(systemName: \"star.fill\"), for: .normal)",
                     "host.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 25.0)", "host.contentMode = .center",
                     "host.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20.0)", "host.contentMode = .scaleAspectFit",
                     "host.image = UIImage(systemName: \"bell\")"] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
        let reel = try SceneFileReader.load(file.path)
        #expect(throws: SwiftOutRefusal.self) {
            try SwiftOut.source(.init(scene: reel.scene, measure: RenderedTextMetrics(), fileName: "s.swift", api: .swiftui))
        }
        do {
            _ = try SwiftOut.source(.init(scene: reel.scene, measure: RenderedTextMetrics(), fileName: "s.swift", api: .swiftui))
        } catch {
            #expect(error.message.hasPrefix("set: an image change at 0.6 s (badge: heart) is not written in the SwiftUI form: "), "\(error.message)")
        }
    }

    /// The SwiftUI form of a button's symbol: the view the keyframes are applied to, the
    /// symbol centred at UIKit's default size in the button's frame, in its tint; the scene
    /// view draws it with its modifier, and the first line replays that.
    @Test func theSwiftUIFormShowsTheSymbol() throws {
        let words = try Self.corpusWords("LikeButtonTouchSpring")
        let original = try SwiftRoundTripTests.reel(words)
        let swiftUI = try SwiftOut.source(.init(scene: original.scene, measure: RenderedTextMetrics(), fileName: "like.swift",
                                                setupValues: ReelExporter.swiftSetupValues(original), options: Flags.swiftReplayOptions,
                                                api: .swiftui, canvas: ReelExporter.swiftCanvas(original)))
        #expect(swiftUI.hasPrefix("// badgereel render like.swift --run 'var scene = PlayLikeScene(); scene.trigger = 1'"), "\(swiftUI.prefix(300))")
        for line in ["// Views: badge: PlayLikeSymbol().playLike(trigger:).", "struct PlayLikeSymbol: View {", "Image(systemName: \"heart\")",
                     ".font(.system(size: 17.0))", ".frame(width: 44.0, height: 44.0)", "            PlayLikeSymbol()\n                .playLike(trigger: trigger)"] {
            #expect(swiftUI.contains(line), "\(line)\n\(swiftUI)")
        }
    }

    /// What is still refused, by name: an image on the count label, one on the host only a
    /// button records, one first given to the badge after the start.
    @Test(arguments: [
        ("label", "  - action: set\n    view: label\n    image: heart\n", "set: an image on the count label (a UILabel draws none)"),
        ("host", "  - action: set\n    view: host\n    image: heart\n", "set: an image on the host that a UIImageView does not show so"),
        ("later", "  - action: wait\n    seconds: 0.5\n  - action: set\n    view: badge\n    image: heart\n", "set: an image on the badge first set at 0.5 s"),
    ])
    func whatIsRefusedIsNamed(_ name: String, _ actions: String, _ message: String) throws {
        let file = dir.appendingPathComponent("refused-\(name).yaml")
        try ("actions:\n" + actions + "  - action: viewAnimate\n    view: badge\n    alpha: 0.5\n    duration: 0.3\n").write(to: file, atomically: true, encoding: .utf8)
        let reel = try SceneFileReader.load(file.path)
        for api in SwiftAPI.allCases {
            do {
                _ = try SwiftOut.source(.init(scene: reel.scene, measure: RenderedTextMetrics(), fileName: "r.swift", api: api))
                Issue.record("\(name) (\(api.rawValue)) was written")
            } catch {
                #expect(error.message.hasPrefix(message), "\(error.message)")
            }
        }
    }
}
