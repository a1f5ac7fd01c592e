import Foundation
import ReelTestSupport
import Testing
import ReelFrame
import ReelTimeline
import ReelModels
import ReelExport
@testable import ReelRender

/// One golden case: a clip, a time in it, and how to draw it.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var animation: BadgeAnimation
    var setup = BadgeSetup()
    /// Seconds after the animation's start.
    var at: Double
    var scale = 2.0
    var background = RGBA.white

    var testDescription: String { name }

    /// Prepared exactly as an export prepares it: the clip, its fitted canvas, its icons.
    func prepared() throws -> PreparedReel {
        var canvas = CanvasSpec()
        canvas.scale = scale
        canvas.background = background
        return try PreparedReel(Reel(scene: Scene(animation: animation, setup: setup, timing: ClipTiming()), canvas: canvas))
    }

    func render() throws -> Frame {
        let prepared = try prepared()
        let frame = prepared.makeRenderer().render(prepared.clip.timeline.evaluate(at: prepared.clip.start + at))
        let copy = Frame(width: frame.width, height: frame.height)
        copy.copy(from: frame)
        return copy
    }
}

/// The shake's clip time at keyframe k of n under the overall easeInEaseOut curve.
func shakeKeyframeTime(_ k: Int, of n: Int = 6, duration: Double = 1) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if TimingFunction.easeInEaseOut(mid) < Double(k) / Double(n) { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2 * duration
}

let goldenCases: [GoldenCase] = {
    func shake(_ yOffset: Double) -> BadgeAnimation {
        var p = ShakeParameters(); p.yOffset = yOffset; return .seed(p)
    }
    let pop = BadgeAnimation.seed(PopParameters())
    var ninetyNine = BadgeSetup(); ninetyNine.count = 150; ninetyNine.maxCount = 99
    var text = BadgeSetup(); text.text = "New"
    var dot = BadgeSetup(); dot.dot = true
    var bordered = BadgeSetup(); bordered.borderWidth = 2; bordered.count = 7
    var arabic = BadgeSetup(); arabic.count = 42; arabic.locale = "ar_EG"
    var unicode = BadgeSetup(); unicode.text = "Café 日本"
    var notificationCounter = BadgeSetup(); notificationCounter.style = .notification; notificationCounter.count = 42
    var notificationText = BadgeSetup(); notificationText.style = .notification; notificationText.text = "New"; notificationText.icon = "none"
    return [
        GoldenCase(name: "pop-start", animation: pop, at: 0),
        GoldenCase(name: "pop-overshoot", animation: pop, at: 0.15),
        GoldenCase(name: "pop-end", animation: pop, at: 0.35),
        GoldenCase(name: "bump-peak", animation: .seed(BumpParameters()), at: 0.13),
        GoldenCase(name: "blink-dimmest", animation: .seed(BlinkParameters()), at: 0.2),
        GoldenCase(name: "shake-minus-angle-top", animation: shake(0), at: shakeKeyframeTime(1)),
        GoldenCase(name: "shake-plus-angle-top", animation: shake(0), at: shakeKeyframeTime(2)),
        GoldenCase(name: "shake-minus-angle-middle", animation: shake(0.5), at: shakeKeyframeTime(1)),
        GoldenCase(name: "shake-plus-angle-middle", animation: shake(0.5), at: shakeKeyframeTime(2)),
        GoldenCase(name: "counter-99-plus", animation: pop, setup: ninetyNine, at: 0),
        GoldenCase(name: "text-new", animation: pop, setup: text, at: 0),
        GoldenCase(name: "dot", animation: pop, setup: dot, at: 0),
        GoldenCase(name: "border", animation: pop, setup: bordered, at: 0),
        GoldenCase(name: "locale-arabic-digits", animation: pop, setup: arabic, at: 0),
        GoldenCase(name: "text-accents-cjk", animation: pop, setup: unicode, at: 0),
        GoldenCase(name: "notification-counter", animation: pop, setup: notificationCounter, at: 0, scale: 3),
        GoldenCase(name: "notification-text-no-icon", animation: pop, setup: notificationText, at: 0, scale: 3),
        GoldenCase(name: "scale-1", animation: pop, at: 0, scale: 1),
        GoldenCase(name: "scale-3", animation: pop, at: 0, scale: 3),
        GoldenCase(name: "transparent", animation: pop, at: 0, background: .clear),
    ]
}()

@Suite struct GoldenImageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// BADGEREEL_RECORD_GOLDEN=1 writes the current renderings as the new golden images;
    /// look at each one before committing it.
    static let recording = ProcessInfo.processInfo.environment["BADGEREEL_RECORD_GOLDEN"] == "1"

    @Test(arguments: goldenCases)
    func matchesGolden(_ golden: GoldenCase) throws {
        try Self.check(try golden.render(), named: golden.name)
    }

    /// Compares `frame` with the golden image `name`.png (or records it when recording).
    static func check(_ frame: Frame, named name: String) throws {
        let path = folder.appendingPathComponent(name + ".png").path
        if recording {
            let canvas = Canvas(width: frame.width, height: frame.height)
            canvas.frame.copy(from: frame)
            try canvas.writePNG(to: path)
            return
        }
        let expected = try PNGFile.read(path)
        try #require(expected.width == frame.width && expected.height == frame.height,
                     "\(name): \(frame.width)x\(frame.height), golden \(expected.width)x\(expected.height)")
        let comparison = GoldenComparison(frame, expected)
        #expect(comparison.matches, "\(name): \(comparison.off) pixels differ, at most \(comparison.allowed) may")
    }

    /// The comparison the golden test uses must notice a one-pixel shift, or the goldens
    /// prove nothing; and it must accept the frame itself.
    @Test func comparisonCatchesAOnePixelShift() throws {
        let frame = try goldenCases[0].render()
        let shifted = Frame(width: frame.width, height: frame.height)
        for y in 0..<frame.height {
            let src = frame.row(y)
            let dst = shifted.row(y)
            if let from = src.baseAddress, let to = dst.baseAddress {
                to.advanced(by: 4).copyMemory(from: from, byteCount: (frame.width - 1) * 4)
            }
        }
        #expect(GoldenComparison(frame, frame).matches)
        #expect(!GoldenComparison(shifted, frame).matches)
    }
}

/// How far a rendering is from its golden image: no channel off by more than 2 on 99.5% of
/// pixels, tight enough to catch a one-pixel shift of an edge or a glyph.
struct GoldenComparison {
    let off: Int
    let allowed: Int
    var matches: Bool { off <= allowed }

    init(_ frame: Frame, _ expected: Frame) {
        var off = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let a = frame.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                let d = max(abs(Int(a.b) - Int(b.b)), abs(Int(a.g) - Int(b.g)), abs(Int(a.r) - Int(b.r)), abs(Int(a.a) - Int(b.a)))
                if d > 2 { off += 1 }
            }
        }
        self.off = off
        allowed = Int(Double(frame.width * frame.height) * 0.005)
    }
}

@Suite struct CanvasTests {
    /// For each animation, no pixel that differs from the background touches the canvas
    /// edge in any frame: the fitted canvas clips nothing.
    @Test(arguments: [BadgeAnimation.seed(PopParameters()), .seed(BumpParameters()), .seed(BlinkParameters()),
                      .seed(ShakeParameters()), .seed({ var p = ShakeParameters(); p.yOffset = 1; p.angle = 1.2; return p }())])
    func nothingIsClipped(_ animation: BadgeAnimation) throws {
        var canvas = CanvasSpec()
        canvas.background = .clear
        let prepared = try PreparedReel(Reel(scene: Scene(animation: animation, setup: BadgeSetup(), timing: ClipTiming()), canvas: canvas))
        let renderer = prepared.makeRenderer()
        for k in 0..<prepared.clip.frameCount {
            let snapshot = prepared.clip.snapshot(frame: k)
            let frame = renderer.render(snapshot)
            var touching = 0
            for x in 0..<frame.width {
                if frame.pixel(x: x, y: 0).a != 0 || frame.pixel(x: x, y: frame.height - 1).a != 0 { touching += 1 }
            }
            for y in 0..<frame.height {
                if frame.pixel(x: 0, y: y).a != 0 || frame.pixel(x: frame.width - 1, y: y).a != 0 { touching += 1 }
            }
            #expect(touching == 0, "\(animation.name) at \(snapshot.time)")
        }
    }

    @Test func fittingSnapsToWholePixels() {
        let layout = CanvasLayout.fitting(Rect(x: 0.3, y: -10.1, width: 96.2, height: 50), margin: 8, scale: 3)
        #expect((layout.origin.x * 3).rounded() == layout.origin.x * 3)
        #expect(layout.origin.x <= 0.3 - 8 && layout.origin.y <= -10.1 - 8)
        #expect(layout.origin.x + layout.size.width >= 96.5 + 8)
        #expect(layout.pixelWidth == Int((layout.size.width * 3).rounded()))
    }

    @Test func iconFilesAreCheckedUpFront() throws {
        let icons = IconSet()
        #expect(throws: RenderError.self) { try icons.load(file: "/nonexistent/icon.png") }
        #expect(throws: RenderError.self) { try icons.load(file: "/etc/hostname.gif") }
        let dir = TestScratch.url("reel-icons-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.png")
        try Data("not a png".utf8).write(to: bad)
        #expect(throws: RenderError.self) { try icons.load(file: bad.path) }
        let svg = dir.appendingPathComponent("square.svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00f"/></svg>"##.utf8).write(to: svg)
        try icons.load(file: svg.path)
        #expect(icons.contains(svg.path))
        // Drawn as the host: the host's middle is the SVG's blue.
        var t = Timeline()
        t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 20), contents: svg.path))
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 20, height: 20), scale: 1),
                                background: .white, icons: icons)
        let px = renderer.render(t.evaluate(at: 0)).pixel(x: 10, y: 10)
        #expect(px.b == 255 && px.r == 0 && px.g == 0)
    }

    /// A label of 4,096 device pixels or more is past what FreeType loads glyphs at: Pango
    /// warned and drew nothing (a plain red badge). It is drawn as outlines instead, at every
    /// size around that limit, with the glyph where the smaller labels put it.
    @Test(arguments: [3990.0, 4000, 4096, 8000, 96000])
    func labelsPastFreeTypesLargestGlyphsAreDrawn(devicePixels: Double) throws {
        // "I" at 16 device pixels a point, seen through an 8-point window on its middle (the stem)
        // and one on the badge's top-left corner (no glyph there).
        let scale = 16.0, fontSize = devicePixels / scale, side = fontSize * 1.2
        var t = Timeline()
        t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: side, height: side), backgroundColor: RGBA(red: 1, green: 0, blue: 0),
                              text: "I", fontSize: fontSize, foregroundColor: .white))
        func pixel(at origin: Point) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
            let renderer = Renderer(layout: CanvasLayout(origin: origin, size: Size(width: 8, height: 8), scale: scale),
                                    background: .white, icons: IconSet())
            let frame = renderer.render(t.evaluate(at: 0))
            return frame.pixel(x: frame.width / 2, y: frame.height / 2)
        }
        let middle = pixel(at: Point(x: side / 2 - 4, y: side / 2 - 4))
        #expect(middle.r == 255 && middle.g == 255 && middle.b == 255, "\(middle)")
        let corner = pixel(at: Point(x: 0, y: 0))
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 0, "\(corner)")
        // Lottie's outlines of the same label are captured at a size FreeType loads too.
        #expect(!TextOutline(text: "I", fontSize: devicePixels, weight: 400).path.elements.isEmpty)
    }

    @Test func aPNGIconIsScaledToTheHost() throws {
        // A 4x4 green PNG, drawn as a 40-point host at 1x: green in the middle.
        let dir = TestScratch.url("reel-png-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("green.png").path
        var source = Timeline()
        source.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 4, height: 4), backgroundColor: RGBA(red: 0, green: 1, blue: 0)))
        let painter = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 4, height: 4), scale: 1),
                               background: .clear, icons: IconSet())
        painter.render(source.evaluate(at: 0))
        try painter.canvas.writePNG(to: path)
        let icons = IconSet()
        try icons.load(file: path)
        var t = Timeline()
        t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40), contents: path))
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 40, height: 40), scale: 1),
                                background: .white, icons: icons)
        let frame = renderer.render(t.evaluate(at: 0))
        let middle = frame.pixel(x: 20, y: 20), corner = frame.pixel(x: 38, y: 38)
        #expect(middle.g == 255 && middle.r == 0 && middle.b == 0)
        #expect(corner.g > 200 && corner.r < 60)
    }

    @Test func opacityAppliesPerLayer() {
        // A bordered badge at half opacity: the border does not show through the fill.
        var t = Timeline()
        t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 0.5,
                              backgroundColor: .red, borderColor: .black, borderWidth: 4))
        let renderer = Renderer(layout: CanvasLayout(origin: .zero, size: Size(width: 20, height: 20), scale: 1),
                                background: .clear, icons: IconSet())
        let frame = renderer.render(t.evaluate(at: 0))
        let border = frame.pixel(x: 1, y: 10), fill = frame.pixel(x: 10, y: 10)
        #expect(abs(Int(border.a) - 128) <= 1 && border.r == 0)
        #expect(abs(Int(fill.a) - 128) <= 1 && abs(Int(fill.r) - 128) <= 1)
    }
}
