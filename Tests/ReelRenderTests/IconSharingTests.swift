import Foundation
import ReelTestSupport
import Testing
import ReelFrame
import ReelTimeline
@testable import ReelRender

/// A clip's drawing threads share one IconSet, so an icon file's Cairo surface is a source on
/// several threads at once. Without the set's lock this test crashed within a second
/// ("Pixman bug: unknown image type", then SIGSEGV); a full test run once hung on it.
@Suite struct IconSharingTests {
    /// A blurred SVG (its recording holds the filter's image) and a PNG, the two kinds of icon file.
    static func iconFiles(in dir: URL) throws -> [String] {
        let svg = dir.appendingPathComponent("soft.svg").path
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><circle cx="32" cy="32" r="20" fill="#0a0" filter="url(#f)"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: svg))
        let png = dir.appendingPathComponent("dot.png").path
        var source = Timeline()
        source.addLayer(LayerState(frame: Rect(x: 2, y: 2, width: 12, height: 12), cornerRadius: 6, backgroundColor: RGBA(red: 1, green: 0.2, blue: 0)))
        let painter = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 16, height: 16), scale: 1), background: .clear, icons: IconSet())
        painter.render(source.evaluate(at: 0))
        try painter.canvas.writePNG(to: png)
        return [svg, png]
    }

    /// Frame `f`: both icons at a size, turn and opacity of their own.
    static func snapshot(_ f: Int, icons files: [String]) -> Snapshot {
        var timeline = Timeline()
        for (i, file) in files.enumerated() {
            let side = 24 + Double((f * 7 + i * 13) % 70)
            var layer = LayerState(frame: Rect(x: 8 + Double(i) * 40, y: 8, width: side, height: side), contents: file)
            layer.rotation = Double(f) * 0.05
            layer.opacity = f % 3 == 0 ? 0.6 : 1
            timeline.addLayer(layer)
        }
        return timeline.evaluate(at: 0)
    }

    static func digest(_ frame: Frame) -> [UInt8] {
        (0..<frame.height).flatMap { Array(frame.row($0).prefix(frame.width * 4)) }
    }

    @Test func drawingThreadsShareIconFilesAndDrawWhatOneThreadDraws() throws {
        let dir = TestScratch.url("reel-icon-sharing-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.iconFiles(in: dir)
        let icons = IconSet()
        for file in files { try icons.load(file: file) }
        let layout = CanvasLayout(origin: .zero, size: Size(width: 128, height: 96), scale: 1)

        let frames = 24
        let alone = Renderer(layout: layout, background: .white, icons: icons)
        let expected = (0..<frames).map { Self.digest(alone.render(Self.snapshot($0, icons: files))) }

        let threads = 8, rounds = 40
        final class Mismatches: @unchecked Sendable { let lock = NSLock(); var frames: [Int] = [] }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            let renderer = Renderer(layout: layout, background: .white, icons: icons)
            for r in 0..<rounds {
                let f = (r * threads + t) % frames
                if Self.digest(renderer.render(Self.snapshot(f, icons: files))) != expected[f] {
                    mismatches.lock.lock(); mismatches.frames.append(f); mismatches.lock.unlock()
                }
            }
        }
        #expect(mismatches.frames.isEmpty, "frames drawn differently on shared threads: \(mismatches.frames)")
        // The icons are really drawn: the SVG's green and the PNG's orange are on frame 1.
        let one = alone.render(Self.snapshot(1, icons: files))
        var greens = 0, oranges = 0
        for y in 0..<one.height { for x in 0..<one.width {
            let p = one.pixel(x: x, y: y)
            if p.g > 120 && p.r < 60 && p.b < 60 { greens += 1 }
            if p.r > 200 && p.g < 120 && p.b < 60 { oranges += 1 }
        } }
        #expect(greens > 100 && oranges > 50, "greens \(greens), oranges \(oranges)")
    }
}
