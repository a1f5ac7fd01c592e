import Foundation
import Testing
import ReelSwiftOut
import ReelSwiftUI
import ReelTestSupport
import ReelTimeline

/// `SwiftUILayerFile` (a SwiftUI view's UIKit form) on clips built by hand (a SwiftUI file's are
/// replayed in ReelSwiftTests' SwiftUILayerOutTests): the file type-checks against the UIKit and
/// QuartzCore stand-ins, only what moves is animated, and a view it does not write is refused
/// by name.
@Suite struct SwiftUILayerFileTests {
    /// Every view kind the UIKit form writes, and every number it moves: a square turned, a
    /// circle in a frame wider than tall scaled, turned and faded, a capsule inserted a third of
    /// the way in (the stack re-laid out around it), a colour swatch offset.
    static func shapesClip() -> ViewClip {
        let frames = (0...30).map { k -> ViewNode in
            let u = Double(k) / 30
            let square = ViewNode.shape(.rectangle).modifier(.foreground(RGBA(hex: 0x8E8E93))).modifier(.frame(width: 24, height: 24, alignment: .center))
                .modifier(.rotationEffect(radians: 0.5 * u, anchor: .center))
            let dot = ViewNode.shape(.circle).modifier(.foreground(RGBA(hex: 0xFF3B30))).modifier(.frame(width: 14, height: 10, alignment: .center))
                .modifier(.scaleEffect(x: 1 + u, y: 1 + 0.5 * u, anchor: .center)).modifier(.rotationEffect(radians: 0.3 * u, anchor: .center))
                .modifier(.opacity(1 - 0.5 * u))
            let pill = ViewNode.shape(.capsule).modifier(.foreground(RGBA(hex: 0x007AFF))).modifier(.frame(width: 18, height: 12, alignment: .center))
            let swatch = ViewNode.color(RGBA(hex: 0x34C759)).modifier(.frame(width: 6, height: 6, alignment: .center)).modifier(.offset(x: 0, y: -4 * u))
            return ViewNode.hStack(alignment: .center, spacing: 4, k < 10 ? [square, dot, swatch] : [square, dot, pill, swatch])
        }
        return ViewClip(fps: 60, frames: frames, contentName: "Shapes", motion: ViewClipMotion(start: 0, numbers: []))
    }

    /// Writes `text` as `name` in a folder of its own beside the stand-in's modules and
    /// expects it to type-check against them (UIKit, QuartzCore, CoreGraphics).
    static func expectTypeChecks(_ text: String, as name: String, in folderName: String) throws {
        let modules = try AppleStandIn.modules.get()
        let folder = modules.deletingLastPathComponent().appendingPathComponent(folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let errors = try AppleStandIn.typecheck(url, modules: modules)
        #expect(errors.isEmpty, "\(name) does not type-check:\n\(errors)\n\(text)")
    }

    static let options = ["run": "--run", "icon": "--icon", "count": "--count", "leadIn": "--lead-in", "hold": "--hold", "view": "--view"]
    static let layout = ViewLayout(measure: SwiftUIViewFileTests.Advance())

    @Test func theUIKitFormTypeChecksAndAnimatesOnlyWhatMoves() throws {
        let text = try SwiftUILayerFile.source(.init(clip: Self.shapesClip(), fileName: "shapes.swift", commandLine: "badgereel render Shapes.swift -o shapes.swift",
                                                     options: Self.options, layout: Self.layout))
        #expect(text.hasPrefix("// badgereel render shapes.swift --run 'playShapes(host: host)' --icon none --count 0 --lead-in 0 --hold 0 --view content=badge\n"), "\(text)")
        for spelt in ["func playShapes(host: UIView) {", "let rectangle = CALayer()", "let circle = CALayer()", "let capsule = CALayer()", "let color = CALayer()",
                      "capsule.opacity = 0.0", "CATransform3DConcat(CATransform3DMakeScale(", "play(rectangle, \"transform.rotation.z\",",
                      "play(circle, \"transform.scale.y\",", "play(capsule, \"opacity\",", "play(color, \"position.y\","] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        // Nothing moves a size, a radius or the swatch's opacity.
        for unspelt in ["\"bounds.size.width\"", "\"cornerRadius\"", "play(color, \"opacity\""] {
            #expect(!text.contains(unspelt), "\(unspelt) in\n\(text)")
        }
        try Self.expectTypeChecks(text, as: "shapes.swift", in: "layer-files")
    }

    /// A hold or a straight stretch is two keyframes: the swatch's offset moves at an even
    /// pace, so its track is its ends and the half-frame hold after the last frame.
    @Test func aStraightStretchIsTwoKeyframes() throws {
        let text = try SwiftUILayerFile.source(.init(clip: Self.shapesClip(), fileName: "shapes.swift", layout: Self.layout))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let at = try #require(lines.firstIndex { $0.hasPrefix("play(color, \"position.y\",") })
        let values = lines[at + 1].dropFirst().dropLast(2).split(separator: ",")
        #expect(values.count == 3, "\(lines[at + 1])")
    }

    /// A bell symbol that turns, a count under it that grows and changes from "3" to "4", and a
    /// dot over both that fades: drawn in the order the replay draws (its badge, its label, then
    /// the host's layers).
    /// The bell at UIKit's default symbol size (a 20.4 pt box: the replay draws no other).
    static func symbolAndTextClip(capsuleUnder: Bool = false, twoSymbols: Bool = false, bellSide: Double = 20.4) -> ViewClip {
        let frames = (0...30).map { k -> ViewNode in
            let u = Double(k) / 30
            let bell = ViewNode.image(systemName: "bell", size: Size(width: bellSide, height: bellSide)).modifier(.foreground(RGBA(hex: 0x8E8E93)))
                .modifier(.rotationEffect(radians: 0.3 * u, anchor: .top))
            let count = ViewNode.text(k < 15 ? "3" : "4", font: Font(.caption2, weight: .bold)).modifier(.foreground(RGBA(hex: 0x000000)))
                .modifier(.scaleEffect(x: 1 + u, y: 1 + u, anchor: .center))
            let dot = ViewNode.shape(.circle).modifier(.foreground(RGBA(hex: 0xFF3B30))).modifier(.frame(width: 8, height: 8, alignment: .center))
                .modifier(.opacity(1 - 0.5 * u))
            let capsule = ViewNode.shape(.capsule).modifier(.foreground(RGBA(hex: 0xFF3B30))).modifier(.frame(width: 20, height: 12, alignment: .center))
            let heart = ViewNode.image(systemName: "heart", size: Size(width: 20.4, height: 20.4)).modifier(.foreground(RGBA(hex: 0xFF2D55)))
            var views = capsuleUnder ? [bell, capsule, count] : [bell, count, dot]
            if twoSymbols { views.append(heart) }
            return ViewNode.zStack(alignment: .center, views)
        }
        return ViewClip(fps: 60, frames: frames, contentName: "Bell", motion: ViewClipMotion(start: 0, numbers: []))
    }

    /// A symbol is a UIImageView tinted its colour and a text a UILabel in its font, each
    /// added to the host under the layers and moved by its own layer's animations; the text's
    /// change is set at the frame that first shows it; the file type-checks, and the replay
    /// binds the views to the badge and the label.
    @Test func aSymbolAndATextAreAnImageViewAndALabel() throws {
        let text = try SwiftUILayerFile.source(.init(clip: Self.symbolAndTextClip(), fileName: "bell.swift", commandLine: "badgereel render Bell.swift -o bell.swift",
                                                     options: Self.options, layout: Self.layout))
        #expect(text.hasPrefix("// badgereel render bell.swift --run 'playBell(host: host)' --icon none --count 0 --lead-in 0 --hold 0 --view content=badge\n"), "\(text)")
        for spelt in ["let content = UIView(frame: CGRect(x: host.bounds.midX - 10.2, y: host.bounds.midY - 10.2, width: 20.4, height: 20.4))",
                      "let bellImage = UIImageView(image: UIImage(systemName: \"bell\"))", "bellImage.tintColor = UIColor(", "content.addSubview(bellImage)",
                      "let textLabel = UILabel()", "textLabel.text = \"3\"", "textLabel.font = UIFont.systemFont(ofSize: 11.0, weight: .bold)",
                      "textLabel.textAlignment = .center", "textLabel.frame = CGRect(x: 6.9, y: 3.6, width: 6.6, height: 13.2)", "content.addSubview(textLabel)",
                      "content.layer.addSublayer(circle)",
                      "play(bellImage.layer, \"transform.rotation.z\",", "play(textLabel.layer, \"transform.scale.x\",", "play(circle, \"opacity\",",
                      "DispatchQueue.main.asyncAfter(deadline: .now() + 0.2416666666667) { textLabel.text = \"4\" }"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        // The bell turns about its top: its centre moves, written in the content view's space
        // (SwiftUI's); the text grows about its centre, which stays. Back to front: the bell,
        // the text, the dot over them.
        #expect(text.contains("play(bellImage.layer, \"position.x\",\n        [10.2, 10.098001699992"), "\(text)")
        #expect(!text.contains("host.bounds.midX +"), "\(text)")
        let order = ["content.addSubview(bellImage)", "content.addSubview(textLabel)", "content.layer.addSublayer(circle)"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted(), "\(text)")
        #expect(!text.contains("play(textLabel.layer, \"position."), "\(text)")
        try Self.expectTypeChecks(text, as: "bell.swift", in: "layer-view-files")
    }

    /// A symbol turned and faded from the first frame that becomes `bell.fill`, and a body text
    /// that grows from "3" to "12": the image view is placed by its bounds, centre, transform
    /// and alpha; the label's font is the text style's preferred font; each swap sets the new
    /// content (the label's with its new size, which changes only there); it type-checks.
    @Test func swappedContentsAreSetWithTheirSize() throws {
        let frames = (0...30).map { k -> ViewNode in
            let u = Double(k) / 30
            let bell = ViewNode.image(systemName: k < 20 ? "bell" : "bell.fill", size: Size(width: 20.4, height: 20.4)).modifier(.foreground(RGBA(hex: 0x8E8E93)))
                .modifier(.rotationEffect(radians: 0.1 + 0.3 * u, anchor: .center)).modifier(.opacity(0.5 + 0.5 * u))
            let count = ViewNode.text(k < 15 ? "3" : "12", font: Font(.body)).modifier(.foreground(RGBA(hex: 0x000000)))
            return ViewNode.zStack(alignment: .center, [bell, count])
        }
        let clip = ViewClip(fps: 60, frames: frames, contentName: "Bell", motion: ViewClipMotion(start: 0, numbers: []))
        let text = try SwiftUILayerFile.source(.init(clip: clip, fileName: "swaps.swift", options: Self.options, layout: Self.layout))
        for spelt in ["bellImage.bounds = CGRect(x: 0, y: 0, width: 20.4, height: 20.4)", "bellImage.center = CGPoint(x: 10.2, y: 10.2)",
                      "bellImage.layer.transform = CATransform3DMakeRotation(0.1, 0, 0, 1)", "bellImage.alpha = 0.5", "bellImage.alpha = 1.0",
                      "textLabel.font = UIFont.preferredFont(forTextStyle: .body)",
                      "{ textLabel.text = \"12\"; textLabel.bounds.size = CGSize(width: 20.4, height: 20.4) }",
                      "{ bellImage.image = UIImage(systemName: \"bell.fill\") }"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        #expect(!text.contains("play(textLabel.layer"), "the label's size is set with its text\n\(text)")
        try Self.expectTypeChecks(text, as: "swaps.swift", in: "layer-swap-files")
    }

    /// A symbol SwiftUI draws in a box other than UIKit's default symbol size (20.4 pt) is
    /// written at the point size that draws that box (its side / 1.2), as the image view's
    /// preferred configuration (which the swapped images keep too); at the default size none
    /// is written. The file type-checks.
    @Test func aLargerSymbolIsWrittenAtItsPointSize() throws {
        let text = try SwiftUILayerFile.source(.init(clip: Self.symbolAndTextClip(bellSide: 24), fileName: "bell.swift", layout: Self.layout))
        #expect(text.contains("bellImage.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20.0)"), "\(text)")
        #expect(!text.contains("contentMode"), "a square frame is drawn by the default content mode\n\(text)")
        let plain = try SwiftUILayerFile.source(.init(clip: Self.symbolAndTextClip(), fileName: "bell.swift", layout: Self.layout))
        #expect(!plain.contains("SymbolConfiguration"), "\(plain)")
        try Self.expectTypeChecks(text, as: "bell.swift", in: "layer-symbol-files")
    }

    /// Views are written back to front as SwiftUI draws them, whatever their kinds (the input
    /// draws views bound to no part in their place among the layers): a capsule between the
    /// bell and the text, a second symbol over them all; each type-checks.
    @Test func viewsOfEveryKindAreWrittenBackToFront() throws {
        for (clip, order) in [(Self.symbolAndTextClip(capsuleUnder: true), ["content.addSubview(bellImage)", "content.layer.addSublayer(capsule)", "content.addSubview(textLabel)"]),
                              (Self.symbolAndTextClip(twoSymbols: true), ["content.addSubview(bellImage)", "content.addSubview(textLabel)",
                                                                          "content.layer.addSublayer(circle)", "content.addSubview(heartImage)"])] {
            let text = try SwiftUILayerFile.source(.init(clip: clip, fileName: "bell.swift", layout: Self.layout))
            let places = order.map { text.range(of: $0)?.lowerBound }
            #expect(places.allSatisfy { $0 != nil } && places.map { $0! } == places.map { $0! }.sorted(), "\(order) in\n\(text)")
            try Self.expectTypeChecks(text, as: "bell.swift", in: "layer-order-files")
        }
    }

    /// A text SwiftUI clips to a capsule with its background (a count on a pill,
    /// `.background(Color.red).clipShape(Capsule())`) is a label in a view that clips to its
    /// bounds, rounded by half its shorter side, whose own background is the red, in the clip's
    /// own space: the clip scales about its centre, the label stays put in it; it type-checks.
    @Test func aClippedTextIsALabelInAViewThatClips() throws {
        let frames = (0...20).map { k -> ViewNode in
            let u = Double(k) / 20
            return ViewNode.text("12", font: Font(.caption2, weight: .bold)).modifier(.foreground(RGBA(hex: 0xFFFFFF)))
                .modifier(.padding(EdgeInsets(all: 4))).modifier(.background(ViewNode.color(RGBA(hex: 0xFF3B30)), alignment: .center))
                .modifier(.clipShape(.capsule)).modifier(.scaleEffect(x: 1 + u, y: 1 + u, anchor: .center))
        }
        let clip = ViewClip(fps: 60, frames: frames, contentName: "Pill", motion: ViewClipMotion(start: 0, numbers: []))
        let text = try SwiftUILayerFile.source(.init(clip: clip, fileName: "pill.swift", options: Self.options, layout: Self.layout))
        // The red background SwiftUI clipped with the text is the clip view's own background:
        // one view, `capsule`, as a person writes a pill.
        for spelt in ["let capsule = UIView()", "capsule.backgroundColor = UIColor(red: 1.0, green: 0.2313725490196, blue: 0.1882352941176, alpha: 1.0)",
                      "capsule.clipsToBounds = true", "capsule.layer.cornerRadius = ", "capsule.addSubview(textLabel)",
                      "play(capsule.layer, \"transform.scale.x\","] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        #expect(!text.contains("CALayer()"), "the background is drawn twice\n\(text)")
        #expect(!text.contains("play(textLabel.layer"), "the label moves in its clip\n\(text)")
        try Self.expectTypeChecks(text, as: "pill.swift", in: "layer-clip-files")
    }

    /// A clip of an Ellipse has no layer that draws it (a CALayer's bounds are a rounded
    /// rectangle): refused by name, with what is written.
    @Test func aClipWithoutAnExactLayerIsRefusedByName() {
        for (shape, words) in [(ShapeKind.ellipse, "a clipShape(Ellipse())")] {
            let frames = (0...10).map { k -> ViewNode in
                ViewNode.text("3", font: Font(.caption2)).modifier(.foreground(RGBA(hex: 0xFFFFFF)))
                    .modifier(.padding(EdgeInsets(all: 4))).modifier(.clipShape(shape)).modifier(.offset(x: Double(k), y: 0))
            }
            let clip = ViewClip(fps: 60, frames: frames, contentName: "Pill", motion: ViewClipMotion(start: 0, numbers: []))
            do {
                _ = try SwiftUILayerFile.source(.init(clip: clip, fileName: "pill.swift", layout: Self.layout))
                Issue.record("\(words): written as UIKit")
            } catch {
                #expect(error.message.hasPrefix(words), "\(error.message)")
                #expect(error.message.contains(SwiftUILayerFile.written), "\(error.message)")
            }
        }
    }
}
