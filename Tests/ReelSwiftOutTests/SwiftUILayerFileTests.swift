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

    static let options = ["run": "--run", "icon": "--icon", "count": "--count", "leadIn": "--lead-in", "hold": "--hold"]
    static let layout = ViewLayout(measure: SwiftUIViewFileTests.Advance())

    @Test func theUIKitFormTypeChecksAndAnimatesOnlyWhatMoves() throws {
        let text = try SwiftUILayerFile.source(.init(clip: Self.shapesClip(), fileName: "shapes.swift", commandLine: "badgereel render Shapes.swift -o shapes.swift",
                                                     options: Self.options, layout: Self.layout))
        #expect(text.hasPrefix("// badgereel render shapes.swift --run 'playShapes(host: host)' --icon none --count 0 --lead-in 0 --hold 0\n"), "\(text)")
        for spelt in ["func playShapes(host: UIView) {", "let rectangle = CALayer()", "let circle = CALayer()", "let capsule = CALayer()", "let color = CALayer()",
                      "capsule.opacity = 0.0", "CATransform3DConcat(CATransform3DMakeScale(", "play(rectangle, \"transform.rotation.z\",",
                      "play(circle, \"transform.scale.y\",", "play(capsule, \"opacity\",", "play(color, \"position.y\","] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        // Nothing moves a size, a radius or the swatch's opacity.
        for unspelt in ["\"bounds.size.width\"", "\"cornerRadius\"", "play(color, \"opacity\""] {
            #expect(!text.contains(unspelt), "\(unspelt) in\n\(text)")
        }
        let modules = try AppleStandIn.modules.get()
        let folder = modules.deletingLastPathComponent().appendingPathComponent("layer-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("shapes.swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let errors = try AppleStandIn.typecheck(url, modules: modules)
        #expect(errors.isEmpty, "shapes.swift does not type-check:\n\(errors)\n\(text)")
        try? FileManager.default.removeItem(at: folder)
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

    /// A tree drawing a symbol and a text is refused, naming the first view not written and
    /// what is.
    @Test func aSymbolIsRefusedByName() {
        do {
            _ = try SwiftUILayerFile.source(.init(clip: SwiftUIViewFileTests.changingClip(), fileName: "bell.swift", layout: Self.layout))
            Issue.record("a symbol was written as UIKit")
        } catch {
            #expect(error.message == "a symbol (Image(systemName: \"bell\")): not written as UIKit yet (the UIKit form writes \(SwiftUILayerFile.written))", "\(error.message)")
        }
    }
}
