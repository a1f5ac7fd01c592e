import CFFmpeg
import Foundation
import ReelTestSupport
import Testing
import ReelFrame
@testable import ReelEncode

/// A synthetic clip: a red disk whose radius changes each frame, and a blue square that
/// moves, on white or on transparency. Drawn straight into premultiplied BGRA.
struct TestPattern: FrameSource {
    var width = 101
    var height = 75
    var frameCount = 20
    var transparent = false
    var failAt: Int?
    /// Draw only every third frame anew (the others repeat it), and say so when asked.
    var stills = false
    var reportsRepeats = false

    struct Stop: Error {}

    func isRepeat(_ k: Int) -> Bool { reportsRepeats && stills && k % 3 != 0 }

    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        let frame = Frame(width: width, height: height)
        for k in 0..<frameCount {
            if k == failAt { throw Stop() }
            // A repeated frame is left undrawn when the repeat is reported, as ClipFrames does.
            if isRepeat(k) { try body(k, frame); continue }
            let step = stills ? k / 3 * 3 : k
            let r = Double(15 + step % 7)
            for y in 0..<height {
                let row = frame.row(y)
                for x in 0..<width {
                    let dx = Double(x) - Double(width) / 2, dy = Double(y) - Double(height) / 2
                    var px: (UInt8, UInt8, UInt8, UInt8) = transparent ? (0, 0, 0, 0) : (255, 255, 255, 255)
                    if dx * dx + dy * dy <= r * r { px = (0, 0, 255, 255) }                     // red (B, G, R, A)
                    if x >= step * 3 && x < step * 3 + 8 && y < 8 { px = (255, 0, 0, 255) }    // blue
                    row[x * 4] = px.0; row[x * 4 + 1] = px.1; row[x * 4 + 2] = px.2; row[x * 4 + 3] = px.3
                }
            }
            try body(k, frame)
        }
    }
}

func temporaryFolder() -> URL {
    let d = TestScratch.url("reel-encode-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}

func hidden(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".") }
}

/// Euclidean RGB distance.
func distance(_ a: (r: Int, g: Int, b: Int, a: Int), _ b: (Int, Int, Int)) -> Double {
    let dr = Double(a.r - b.0), dg = Double(a.g - b.1), db = Double(a.b - b.2)
    return (dr * dr + dg * dg + db * db).squareRoot()
}

@Suite struct GIFTests {
    let folder = temporaryFolder()

    @Test func fiftyFramesASecondLoopingForever() throws {
        let path = folder.appendingPathComponent("a.gif").path
        try FileEncoder.encode(TestPattern(), to: path, format: .gif, settings: EncodeSettings(fps: 50))
        let gif = try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(gif.delays == Array(repeating: 2, count: 20))
        #expect(gif.loopCount == 0)
        let decoded = try Decoded(path: path, keep: [0, 19])
        #expect(decoded.times.count == 20 && decoded.width == 101 && decoded.height == 75)
        #expect(distance(decoded.rgba(frame: 0, x: 50, y: 37), (255, 0, 0)) < 3)
        #expect(distance(decoded.rgba(frame: 19, x: 60, y: 3), (0, 0, 255)) < 3)
        #expect(distance(decoded.rgba(frame: 19, x: 2, y: 70), (255, 255, 255)) < 3)
        #expect(hidden(in: folder).isEmpty)
    }

    @Test(arguments: [30.0, 24, 45, 12.5, 49])
    func otherRatesNeverDriftMoreThanACentisecond(fps: Double) throws {
        let path = folder.appendingPathComponent("r\(fps).gif").path
        try FileEncoder.encode(TestPattern(frameCount: 37), to: path, format: .gif, settings: EncodeSettings(fps: fps))
        let delays = try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: path))).delays
        #expect(delays.count == 37)
        #expect(delays.allSatisfy { $0 >= 2 })
        var total = 0
        for (k, d) in delays.enumerated() {
            total += d
            #expect(abs(Double(total) - Double(k + 1) * 100 / fps) <= 1, "after frame \(k)")
        }
    }

    @Test func ratesAboveFiftyAreRefused() {
        let path = folder.appendingPathComponent("fast.gif").path
        #expect(throws: FormatLimitError.self) {
            try FileEncoder.encode(TestPattern(), to: path, format: .gif, settings: EncodeSettings(fps: 60))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(hidden(in: folder).isEmpty)
    }

    @Test func loopCounts() throws {
        var settings = EncodeSettings(fps: 50)
        settings.loop = .times(3)
        let three = folder.appendingPathComponent("three.gif").path
        try FileEncoder.encode(TestPattern(), to: three, format: .gif, settings: settings)
        #expect(try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: three))).loopCount == 2)
        settings.loop = .times(1)
        let once = folder.appendingPathComponent("once.gif").path
        try FileEncoder.encode(TestPattern(), to: once, format: .gif, settings: settings)
        #expect(try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: once))).loopCount == nil)
    }

    @Test func transparencyWithAMatte() throws {
        var settings = EncodeSettings(fps: 50)
        settings.transparent = true
        settings.matte = (255, 255, 255)
        let path = folder.appendingPathComponent("clear.gif").path
        try FileEncoder.encode(TestPattern(transparent: true), to: path, format: .gif, settings: settings)
        #expect(try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: path))).transparentIndexUsed)
        let decoded = try Decoded(path: path, keep: [0])
        #expect(decoded.rgba(frame: 0, x: 2, y: 70).a == 0)
        let center = decoded.rgba(frame: 0, x: 50, y: 37)
        #expect(center.a == 255 && distance(center, (255, 0, 0)) < 3)
    }
}

@Suite struct VideoTests {
    let folder = temporaryFolder()

    @Test func mp4IsH264BT709EvenAndKeepsItsRed() throws {
        let path = folder.appendingPathComponent("a.mp4").path
        try FileEncoder.encode(TestPattern(), to: path, format: .mp4, settings: EncodeSettings(fps: 60))
        let d = try Decoded(path: path, keep: [0, 10])
        #expect(d.codec == "h264" && d.pixelFormat == "yuv420p")
        #expect(d.width == 102 && d.height == 76)   // 101x75 padded to even
        #expect(d.colorSpace == AVCOL_SPC_BT709 && d.colorPrimaries == AVCOL_PRI_BT709 && d.colorRange == AVCOL_RANGE_MPEG)
        #expect(d.times.count == 20)
        for (k, t) in d.times.enumerated() { #expect(abs(t - Double(k) / 60) < 0.001) }
        #expect(distance(d.rgba(frame: 0, x: 50, y: 37), (255, 0, 0)) < 10)
        #expect(distance(d.rgba(frame: 10, x: 5, y: 60), (255, 255, 255)) < 6)
        // faststart: the index (moov) comes before the media (mdat).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let moov = bytes.range(of: Data("moov".utf8))!.lowerBound, mdat = bytes.range(of: Data("mdat".utf8))!.lowerBound
        #expect(moov < mdat)
    }

    @Test func apngKeepsAlphaAndLoops() throws {
        var settings = EncodeSettings(fps: 50)
        settings.transparent = true
        settings.loop = .times(2)
        let path = folder.appendingPathComponent("a.png").path
        try FileEncoder.encode(TestPattern(transparent: true), to: path, format: .apng, settings: settings)
        let s = APNGStructure(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(s.plays == 2)
        #expect(s.frames >= 1 && s.frames <= 20)
        #expect(abs(s.delays.reduce(0, +) - 20.0 / 50) < 0.011)
        let d = try Decoded(path: path, keep: [0])
        #expect(d.rgba(frame: 0, x: 2, y: 70).a == 0)
        let center = d.rgba(frame: 0, x: 50, y: 37)
        #expect(center.a == 255 && distance(center, (255, 0, 0)) < 1)
    }

    @Test func webpKeepsAlphaLoopAndTiming() throws {
        var settings = EncodeSettings(fps: 50)
        settings.transparent = true
        let path = folder.appendingPathComponent("a.webp").path
        try FileEncoder.encode(TestPattern(transparent: true), to: path, format: .webp, settings: settings)
        let info = try WebPInfo(path: path)
        #expect(info.width == 101 && info.height == 75 && info.loopCount == 0 && info.hasAlpha)
        #expect(info.frames >= 1 && info.frames <= 20)
        #expect(abs(info.durations.reduce(0, +) - 400) <= 20)   // 20 frames at 50 fps, ms rounding
    }

    @Test func proRes4444KeepsAlpha() throws {
        var settings = EncodeSettings(fps: 60)
        settings.transparent = true
        let path = folder.appendingPathComponent("a.mov").path
        try FileEncoder.encode(TestPattern(transparent: true), to: path, format: .mov, settings: settings)
        let d = try Decoded(path: path, keep: [0])
        #expect(d.codec == "prores" && d.pixelFormat.hasPrefix("yuva444p") && d.times.count == 20)
        #expect(d.rgba(frame: 0, x: 2, y: 70).a == 0)
        #expect(distance(d.rgba(frame: 0, x: 50, y: 37), (255, 0, 0)) < 6)
    }

    @Test func webmIsVP9WithAlpha() throws {
        var settings = EncodeSettings(fps: 60)
        settings.transparent = true
        let path = folder.appendingPathComponent("a.webm").path
        try FileEncoder.encode(TestPattern(transparent: true), to: path, format: .webm, settings: settings)
        let d = try Decoded(path: path, keep: [0])
        #expect(d.codec == "vp9" && d.times.count == 20 && d.alphaMode == "1")
        #expect(distance(d.rgba(frame: 0, x: 50, y: 37), (255, 0, 0)) < 12)
    }

    @Test func pngSequence() throws {
        let pattern = folder.appendingPathComponent("f-%03d.png").path
        try FileEncoder.encode(TestPattern(frameCount: 5), to: pattern, format: .pngSequence, settings: EncodeSettings(fps: 60))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("f-") }.sorted()
        #expect(names == ["f-001.png", "f-002.png", "f-003.png", "f-004.png", "f-005.png"])
        let d = try Decoded(path: folder.appendingPathComponent("f-001.png").path, keep: [0])
        #expect(distance(d.rgba(frame: 0, x: 50, y: 37), (255, 0, 0)) < 1)
        let into = folder.appendingPathComponent("frames/").path + "/"
        try FileEncoder.encode(TestPattern(frameCount: 3), to: into, format: .pngSequence, settings: EncodeSettings(fps: 60))
        #expect(try FileManager.default.contentsOfDirectory(atPath: into).sorted() == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
    }
}

@Suite struct SafetyTests {
    let folder = temporaryFolder()

    @Test(arguments: [OutputFormat.gif, .mp4, .webp, .apng, .mov, .webm])
    func aFailedExportLeavesTheDestinationAlone(format: OutputFormat) throws {
        let ext = ["gif": "gif", "mp4": "mp4", "webp": "webp", "apng": "png", "mov": "mov", "webm": "webm"][format.rawValue]!
        let path = folder.appendingPathComponent("keep.\(ext)").path
        let original = Data("the user's file".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        #expect(throws: TestPattern.Stop.self) {
            try FileEncoder.encode(TestPattern(failAt: 7), to: path, format: format, settings: EncodeSettings(fps: 50))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(hidden(in: folder).isEmpty)
    }

    @Test func aFailedSequenceWritesNoFrame() throws {
        let pattern = folder.appendingPathComponent("s-%d.png").path
        #expect(throws: TestPattern.Stop.self) {
            try FileEncoder.encode(TestPattern(failAt: 3), to: pattern, format: .pngSequence, settings: EncodeSettings(fps: 50))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("s-") }.isEmpty)
    }

    @Test func unwritableFolder() {
        #expect(throws: EncodeError.self) {
            try FileEncoder.encode(TestPattern(), to: "/nonexistent-folder/a.gif", format: .gif, settings: EncodeSettings(fps: 50))
        }
    }

    @Test func formatsFromPaths() throws {
        #expect(OutputFormat.forPath("a.GIF") == .gif)
        #expect(OutputFormat.forPath("a.png") == .apng)
        #expect(OutputFormat.forPath("out/frame-%04d.png") == .pngSequence)
        #expect(OutputFormat.forPath("out/") == .pngSequence)
        #expect(OutputFormat.forPath("a.avi") == nil)
        #expect(OutputFormat.forPath("noextension") == nil)
        #expect(try FramePattern("f-%04d.png").name(for: 0) == "f-0001.png")
        #expect(try FramePattern("f%d.png").name(for: 11) == "f12.png")
    }

    /// The frame-pattern scan that replaced the regular expression `%0?\d*d` answers as it
    /// did, Unicode digits (ICU's `\d`) included.
    @Test(arguments: ["f-%04d.png", "f%d.png", "%d", "a%%d.png", "100%.gif", "%x.gif", "a%0.gif", "a%0d.png",
                      "a%١٢d.png", "a%٣x.gif", "%", "d%", "a%12", "a%1 2d.png", "x/%/d.gif", "e%\u{FF11}d.png", ""])
    func framePatternsMatchTheExpressionTheyReplaced(path: String) {
        let regex = path.range(of: #"%0?\d*d"#, options: .regularExpression) != nil
        #expect(OutputFormat.hasFramePattern(path) == regex, "\(path)")
    }

    /// Reusing the previous frame for a reported repeat changes nothing in the file.
    @Test(arguments: [OutputFormat.gif, .apng, .webp, .mp4, .mov])
    func repeatsGiveTheSameBytesAsDrawnFrames(format: OutputFormat) throws {
        let ext = ["gif": "gif", "apng": "png", "webp": "webp", "mp4": "mp4", "mov": "mov"][format.rawValue]!
        let drawn = folder.appendingPathComponent("drawn.\(ext)").path, reused = folder.appendingPathComponent("reused.\(ext)").path
        try FileEncoder.encode(TestPattern(stills: true), to: drawn, format: format, settings: EncodeSettings(fps: 50))
        try FileEncoder.encode(TestPattern(stills: true, reportsRepeats: true), to: reused, format: format, settings: EncodeSettings(fps: 50))
        #expect(try Data(contentsOf: URL(fileURLWithPath: drawn)) == Data(contentsOf: URL(fileURLWithPath: reused)))
    }

    @Test(arguments: [OutputFormat.gif, .apng, .webp, .mp4])
    func sameInputSameBytes(format: OutputFormat) throws {
        let ext = ["gif": "gif", "apng": "png", "webp": "webp", "mp4": "mp4"][format.rawValue]!
        let a = folder.appendingPathComponent("one.\(ext)").path, b = folder.appendingPathComponent("two.\(ext)").path
        try FileEncoder.encode(TestPattern(), to: a, format: format, settings: EncodeSettings(fps: 50))
        try FileEncoder.encode(TestPattern(), to: b, format: format, settings: EncodeSettings(fps: 50))
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }
}
