import Foundation
import Testing
import ReelExport
import ReelModels
import ReelRender
import ReelTimeline

/// The `layer` action's keys for a view drawn as a layer (a UILabel's text, font and colour, a
/// UIImageView's image size and content mode): read, drawn as the label and image-view parts
/// draw them, written back equal, and refused by key with what is accepted.
@Suite struct ViewLayerSceneFileTests {
    static let views = """
    host:
      icon: none
    badge:
      count: "0"
    actions:
      - action: layer
        name: capsule
        parent: host
        positionX: 48
        positionY: 48
        width: 80
        height: 30
        backgroundColor: "#FF0000"
        cornerRadius: 15
      - action: layer
        name: count
        parent: host
        positionX: 48
        positionY: 48
        width: 40
        height: 30
        text: "12"
        fontSize: 20
        fontWeight: 600
        textColor: "#FFFFFF"
      - action: layer
        name: star
        parent: host
        positionX: 48
        positionY: 81
        width: 30
        height: 30
        contents: star.fill
        textColor: "#FF8000"
        imageSize: 24x24
        contentMode: center
      - action: wait
        seconds: 0.5
      - action: layer
        name: count
        text: "7"
        textColor: "#0000FF"

    """

    @Test func aViewsLayerReadsBackAsWrittenAndDrawsItsLook() throws {
        let reel = try SceneFileReader(file: "s.yaml").read(Self.views)
        let written = SceneFileWriter.yaml(reel)
        let back = try SceneFileReader(file: "w.yaml").read(written)
        #expect(back.scene.actions == reel.scene.actions)
        #expect(SceneFileWriter.yaml(back) == written)
        for key in ["text: \"12\"", "fontWeight: \"600\"", "imageSize: \"24x24\"", "contentMode: \"center\"", "textColor: \"#FF8000\""] {
            #expect(written.contains(key), "\(key) not in\n\(written)")
        }
        let clip = reel.scene.makeClip(measure: FixedAdvanceMetrics())
        let start = clip.timeline.evaluate(at: 0.1), later = clip.timeline.evaluate(at: 0.6)
        let count = try #require(start.layers.firstIndex { $0.text == "12" })
        #expect(start.layers[count].fontSize == 20 && start.layers[count].fontWeight == 600 && start.layers[count].foregroundColor == RGBA(hex: 0xFFFFFF))
        #expect(later.layers[count].text == "7" && later.layers[count].foregroundColor == RGBA(hex: 0x0000FF))
        let star = try #require(start.layers.firstIndex { $0.contents == "star.fill" })
        #expect(start.layers[star].contentsSize == Size(width: 24, height: 24) && start.layers[star].contentMode == "center")

        // Drawn: white text on the red capsule; the orange star in its 24 pt box only.
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 96, height: 96), scale: 2), background: .white, icons: IconSet())
        let frame = renderer.render(start)
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = frame.pixel(x: x, y: y); return (Int(p.r), Int(p.g), Int(p.b)) }
        let text = (2 * 38..<2 * 58).flatMap { x in (2 * 38..<2 * 58).map { px(x, $0) } }
        #expect(text.contains { $0 == (255, 255, 255) } && text.contains { $0 == (255, 0, 0) })
        let starBox = (2 * 36..<2 * 60).flatMap { x in (2 * 69..<2 * 93).map { px(x, $0) } }
        #expect(starBox.contains { $0.0 > 240 && $0.1 > 100 && $0.1 < 160 && $0.2 < 30 })
        #expect((2 * 33..<2 * 36).allSatisfy { px($0, 2 * 81) == (255, 255, 255) })
    }

    @Test(arguments: [
        ("    fontWeight: 1000\n", "actions[0].fontWeight: 1000: expected"),
        ("    fontSize: 2000\n", "actions[0].fontSize: 2000: expected"),
        ("    contentMode: sideways\n", "actions[0].contentMode: sideways: expected"),
        ("    imageSize: 3\n", "actions[0].imageSize: 3: expected"),
        ("    textColor: notacolour\n", "actions[0].textColor: notacolour: expected"),
        ("    text: \"\(String(repeating: "x", count: 101))\"\n", "actions[0].text:"),
    ])
    func refusals(_ key: String, _ expected: String) throws {
        let text = "actions:\n  - action: layer\n    name: a\n" + key
        var message: String?
        do { _ = try SceneFileReader(file: "s.yaml").read(text) } catch { message = error.description }
        let refusal = try #require(message)
        #expect(refusal.contains(expected), "\(refusal)")
        #expect(!refusal.contains("\n"))
    }
}
