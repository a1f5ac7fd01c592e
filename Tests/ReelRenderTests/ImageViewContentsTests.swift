import Testing
import ReelFrame
import ReelTimeline
@testable import ReelRender

/// A UIImageView's image laid out by its content mode, and a UILabel's line placed by its line
/// box: boxes worked out here from UIView.ContentMode's definitions [Apple], and pixels.
@Suite struct ImageViewContentsTests {
    /// The ink's bounding box of `frame` in device pixels (alpha above 0), nil when blank.
    static func inkBox(_ frame: Frame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// A 40 × 40 pt image in a 100 × 60 pt view, by each content mode: scaleToFill stretches it
    /// to the bounds, scaleAspectFit scales it by min(100/40, 60/40) = 1.5 and centres it,
    /// scaleAspectFill by max = 2.5 (past the bounds on y), center and the edges keep 40 × 40.
    @Test(arguments: [("scaleToFill", Rect(x: 0, y: 0, width: 100, height: 60)), ("redraw", Rect(x: 0, y: 0, width: 100, height: 60)),
                      ("scaleAspectFit", Rect(x: 20, y: 0, width: 60, height: 60)), ("scaleAspectFill", Rect(x: 0, y: -20, width: 100, height: 100)),
                      ("center", Rect(x: 30, y: 10, width: 40, height: 40)), ("top", Rect(x: 30, y: 0, width: 40, height: 40)),
                      ("bottom", Rect(x: 30, y: 20, width: 40, height: 40)), ("left", Rect(x: 0, y: 10, width: 40, height: 40)),
                      ("right", Rect(x: 60, y: 10, width: 40, height: 40)), ("topLeft", Rect(x: 0, y: 0, width: 40, height: 40)),
                      ("topRight", Rect(x: 60, y: 0, width: 40, height: 40)), ("bottomLeft", Rect(x: 0, y: 20, width: 40, height: 40)),
                      ("bottomRight", Rect(x: 60, y: 20, width: 40, height: 40))])
    func contentModesPlaceTheImage(_ c: (String, Rect)) {
        #expect(IconSet.contentsBox(natural: Size(width: 40, height: 40), mode: c.0, in: Size(width: 100, height: 60)) == c.1)
    }

    /// A heart symbol of `side` pt (its configured point size × 1.2) drawn by an image view of
    /// 100 × 100 pt at .center: its ink fills that box (the heart is as wide as its box, less
    /// its margins), centred; at scaleAspectFit it fills the view. Without the image's size the
    /// renderer drew every symbol in a 20.4 pt box.
    @Test(arguments: [20.4, 48, 84])
    func aSymbolIsDrawnAtItsSize(side: Double) throws {
        for (mode, box) in [("center", side), ("scaleAspectFit", 100.0)] {
            var layer = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 100), foregroundColor: .black, contents: "heart.fill")
            layer.contentsSize = Size(width: side, height: side)
            layer.contentMode = mode
            var t = Timeline()
            t.addLayer(layer)
            let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 100, height: 100), scale: 1), background: .clear, icons: IconSet())
            let ink = try #require(Self.inkBox(renderer.render(t.evaluate(at: 0))))
            let width = Double(ink.maxX - ink.minX + 1)
            // SystemSymbol's heart spans about 20 of its 24 grid units across.
            #expect(width >= box * 0.75 && width <= box + 1, "\(mode) at \(side): \(width) px wide")
            #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - 50) <= 1, "\(mode) at \(side): centred across")
            #expect(Double(ink.minX) >= 50 - box / 2 - 1 && Double(ink.maxX) <= 50 + box / 2 + 1, "\(mode) at \(side): inside its box")
        }
    }

    /// A UILabel's one line sits by its line box: Inter at 20 pt (ascent plus descent 24.2 pt)
    /// in a 40 pt high label puts the baseline at 27.27 pt, whatever the glyphs; an "x", whose
    /// ink centred would put its foot at 20 + x-height / 2 (about 25.5), stands on it.
    @Test func aLabelsLineSitsByItsLineBox() throws {
        let baseline = TextMetrics().lineBaseline(of: "x", fontSize: 20, height: 40)
        #expect(abs(baseline - 27.27) < 0.05, "\(baseline)")
        #expect(abs(TextMetrics().lineBaseline(of: "H", fontSize: 20, height: 40) - baseline) < 1e-9, "the line box is the font's, not the ink's")
        let scale = 4.0
        var layer = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40), text: "x", fontSize: 20, foregroundColor: .black)
        layer.placesLineBox = true
        var t = Timeline()
        t.addLayer(layer)
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 100, height: 40), scale: scale), background: .clear, icons: IconSet())
        let ink = try #require(Self.inkBox(renderer.render(t.evaluate(at: 0))))
        let foot = Double(ink.maxY + 1) / scale
        #expect(abs(foot - baseline) <= 0.25, "the x's foot at \(foot) pt, the baseline at \(baseline) pt")
    }
}
