import Testing
import ReelFrame
import ReelModels
import ReelTimeline
@testable import ReelRender

/// A view's image (`image:` of a view action, a UIButton's image): the names a scene accepts
/// are the renderer's drawings, and a symbol is drawn at UIKit's default symbol size, centred
/// in the view, shrunk only when the view is smaller.
@Suite struct ViewImageDrawingTests {
    @Test func theScenesImageNamesAreTheRenderersDrawings() {
        // `bell` is the built-in bell (drawn filling the view), not the symbol of that name.
        #expect(Set(ViewImage.symbols + ["bell"]) == Set(SystemSymbol.allCases.map(\.rawValue)))
        #expect(ViewImage.builtInIcons == BuiltInIcon.allCases.map(\.rawValue))
        let icons = IconSet()
        for name in ViewImage.builtInIcons + ViewImage.symbols { #expect(icons.contains(name), "\(name)") }
    }

    /// The inked pixels' bounds, in points, of a view of `side` points drawing `image` at
    /// (0, 0) on a clear canvas at one pixel per point.
    static func inked(_ image: String, side: Double) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        let size = Int(side) + 20
        let layout = CanvasLayout(origin: Point(x: -10, y: -10), size: Size(width: Double(size), height: Double(size)), scale: 1)
        let renderer = Renderer(layout: layout, background: .clear, icons: IconSet())
        let layer = LayerState(frame: Rect(x: 0, y: 0, width: side, height: side), foregroundColor: .black, contents: image)
        let frame = renderer.render(Snapshot(time: 0, layers: [layer]))
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 0 {
                let (px, py) = (x - 10, y - 10)
                box = box.map { (min($0.minX, px), max($0.maxX, px), min($0.minY, py), max($0.maxY, py)) } ?? (px, px, py, py)
            }
        }
        return box
    }

    @Test func aSymbolSitsAtUIKitsDefaultSizeCentredInItsView() throws {
        // 17 pt body text, a 1.2 em box: 20.4 pt, centred in 60 pt: 19.8 … 40.2.
        let big = try #require(Self.inked("heart.fill", side: 60))
        #expect(big.minX >= 19 && big.maxX <= 40 && big.minY >= 19 && big.maxY <= 40, "\(big)")
        // The heart spans most of its box, and is centred: as far from each side.
        #expect(big.maxX - big.minX >= 14 && abs((big.minX + big.maxX) - 59) <= 1, "\(big)")
        // In a view smaller than the box, the symbol shrinks to the view.
        let small = try #require(Self.inked("heart.fill", side: 10))
        #expect(small.minX >= 0 && small.maxX <= 9 && small.minY >= 0 && small.maxY <= 9, "\(small)")
        // A built-in icon fills its view, as the host's icon fills the host.
        let icon = try #require(Self.inked("app", side: 60))
        #expect(icon.minX <= 2 && icon.maxX >= 57, "\(icon)")
    }
}
