import Foundation
import ReelTestSupport
import Testing
import ReelEncode
import ReelFrame
import ReelModels
import ReelRender
import ReelTimeline
@testable import ReelExport

/// The rows ClipFrames says changed (`changedRows`, from the layers that changed and the
/// renderer's clipped drawing) hold every pixel that changed from the frame before, on one
/// drawing thread or two; frames drawn over the previous ones in a reused canvas are the
/// frames a fresh renderer draws; and an MP4 (or a GIF, whose passes convert and compare only
/// those rows) made that way is the file made converting every row.
@Suite struct ChangedRowsTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var animation: BadgeAnimation
        var background: RGBA = .white
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "pop", animation: .seed(PopParameters())),
        Case(name: "bump", animation: .seed(BumpParameters())),
        Case(name: "blink (fades)", animation: .seed(BlinkParameters())),
        Case(name: "shake (rotates)", animation: .seed(ShakeParameters())),
        Case(name: "pop, transparent", animation: .seed(PopParameters()), background: .clear),
    ]

    func prepared(_ c: Case) throws -> PreparedReel {
        var canvas = CanvasSpec()
        canvas.scale = 2
        // A badge on a larger canvas, as the 10 s 1080x1080 benchmark draws it.
        canvas.size = Size(width: 160, height: 160)
        canvas.background = c.background
        var timing = ClipTiming(); timing.fps = 60
        return try PreparedReel(Reel(scene: Scene(animation: c.animation, setup: BadgeSetup(), timing: timing), canvas: canvas))
    }

    @Test(arguments: cases, [1, 2])
    func unchangedRowsAreUnchanged(c: Case, workers: Int) throws {
        let prepared = try prepared(c)
        let frames = prepared.frames(workers: workers)
        let previous = Frame(width: frames.width, height: frames.height)
        var drawn = 0, hinted = 0, narrow = 0
        try frames.forEachFrame { k, frame in
            // A repeat is not drawn: its pixels are the frame before's.
            if frames.isRepeat(k) { #expect(frames.changedRows(k) == 0..<0); return }
            drawn += 1
            // Drawn over whatever the canvas held: the frame a fresh renderer draws.
            let fresh = prepared.makeRenderer().render(prepared.clip.snapshot(frame: k))
            let equal = (0..<frame.height).allSatisfy { y in frame.sameRow(y, as: fresh) }
            #expect(equal, "\(c), frame \(k): differs from a fresh renderer's")
            if k > 0, let rows = frames.changedRows(k) {
                hinted += 1
                if rows.count < frame.height / 2 { narrow += 1 }
                let outside = (0..<frame.height).filter { !rows.contains($0) && !frame.sameRow($0, as: previous) }
                #expect(outside.isEmpty, "\(c), frame \(k): rows \(outside.prefix(5)) changed outside \(rows)")
            }
            previous.copy(from: frame)
        }
        // Not true by having said nothing: most frames name a narrow band.
        #expect(hinted == drawn - 1 && narrow > hinted / 2, "\(c): \(drawn) drawn, \(hinted) hinted, \(narrow) narrow")
    }

    /// ClipFrames without its changed rows: every frame converted whole.
    struct WholeFrames: FrameSource {
        let frames: ClipFrames
        var frameCount: Int { frames.frameCount }
        var width: Int { frames.width }
        var height: Int { frames.height }
        func forEachFrame(_ body: (Int, Frame) throws -> Void) throws { try frames.forEachFrame(body) }
        func isRepeat(_ k: Int) -> Bool { frames.isRepeat(k) }
    }

    @Test(arguments: [cases[0], cases[3]], [OutputFormat.mp4, .mov])
    func convertingChangedRowsGivesTheSameFile(c: Case, format: OutputFormat) throws {
        let prepared = try prepared(c)
        let folder = TestScratch.url("reel-rows-\(getpid())-\(c.name.hashValue)-\(format)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = EncodeSettings(fps: 60)
        let banded = folder.appendingPathComponent("banded").path, whole = folder.appendingPathComponent("whole").path
        try FileEncoder.encode(prepared.frames(workers: 2), to: banded, format: format, settings: settings)
        try FileEncoder.encode(WholeFrames(frames: prepared.frames(workers: 2)), to: whole, format: format, settings: settings)
        let a = try Data(contentsOf: URL(fileURLWithPath: banded)), b = try Data(contentsOf: URL(fileURLWithPath: whole))
        #expect(a.count > 1000)
        #expect(a == b)
    }
    /// GIF: both passes keep the last frame and patch the changed rows (GIFShownPixels), and
    /// paletteuse's rectangle is looked for only there; the file must be the one made from
    /// whole frames, with each dither (the error-diffusing ones read the rectangle whole),
    /// opaque and transparent.
    @Test(arguments: [(cases[0], Dither.none), (cases[3], .sierra2_4a), (cases[1], .bayer), (cases[4], .floyd_steinberg), (cases[4], .none)])
    func convertingChangedRowsGivesTheSameGIF(c: Case, dither: Dither) throws {
        let prepared = try prepared(c)
        let folder = TestScratch.url("reel-rows-\(getpid())-\(c.name.hashValue)-gif-\(dither)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var settings = EncodeSettings(fps: 50)
        settings.dither = dither
        settings.transparent = c.background == .clear
        let banded = folder.appendingPathComponent("banded.gif").path, whole = folder.appendingPathComponent("whole.gif").path
        let frames = prepared.frames(workers: 2)
        try FileEncoder.encode(frames, to: banded, format: .gif, settings: settings)
        try FileEncoder.encode(WholeFrames(frames: prepared.frames(workers: 2)), to: whole, format: .gif, settings: settings)
        let a = try Data(contentsOf: URL(fileURLWithPath: banded)), b = try Data(contentsOf: URL(fileURLWithPath: whole))
        #expect(a.count > 1000)
        #expect(a == b)
    }
}

extension Frame {
    /// Whether row `y` holds the same bytes in `other`: one memcmp. A debug build's
    /// `elementsEqual` walks the row a byte at a time through generic witnesses, which made
    /// `unchangedRowsAreUnchanged` 7 CPU-s of the suite's run for 10 small clips.
    func sameRow(_ y: Int, as other: Frame) -> Bool {
        let a = row(y), b = other.row(y)
        guard a.count == b.count, let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count && a.isEmpty }
        return memcmp(pa, pb, a.count) == 0
    }
}
