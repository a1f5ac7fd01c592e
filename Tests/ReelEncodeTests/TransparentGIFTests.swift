import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// Frames of seeded noise, half of the pixels transparent, a different half each frame: the
/// LZW table fills and clears many times, and opaque pixels keep turning transparent.
struct NoisePattern: FrameSource {
    var width = 150
    var height = 110
    var frameCount = 6

    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        let frame = Frame(width: width, height: height)
        var state: UInt64 = 0x9E3779B97F4A7C15
        for k in 0..<frameCount {
            for y in 0..<height {
                let row = frame.row(y)
                for x in 0..<width {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    let v = UInt8(truncatingIfNeeded: state >> 33)
                    let opaque = (x / 7 + y / 5 + k) % 2 == 0
                    let p: (UInt8, UInt8, UInt8, UInt8) = opaque ? (v, v &* 3, 255 &- v, 255) : (0, 0, 0, 0)
                    row[x * 4] = p.0; row[x * 4 + 1] = p.1; row[x * 4 + 2] = p.2; row[x * 4 + 3] = p.3
                }
            }
            try body(k, frame)
        }
    }
}

/// A transparent GIF stores only what changed, and every frame still composes to exactly
/// the picture given: checked with ImageMagick's -coalesce and FFmpeg's decoder.
@Suite struct TransparentGIFTests {
    let folder = temporaryFolder()

    /// ImageMagick's composed frames as RGBA, with the color of transparent pixels zeroed.
    func coalesced(_ path: String) throws -> [UInt8] {
        let out = folder.appendingPathComponent("coalesced.rgba").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-coalesce", "-depth", "8", "rgba:" + out]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] == 0 { bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0 }
        return bytes
    }

    @Test func movingShapesComposeExactlyAndStaySmall() throws {
        var settings = EncodeSettings(fps: 50)
        settings.transparent = true
        let path = folder.appendingPathComponent("clear.gif").path
        let source = TestPattern(frameCount: 20, transparent: true)
        try FileEncoder.encode(source, to: path, format: .gif, settings: settings)
        let frames = try coalesced(path)
        let size = source.width * source.height * 4
        #expect(frames.count == size * 20)
        // Alpha exactly as the threshold says (half coverage), colors those of the shapes.
        var k = 0
        try source.forEachFrame { _, frame in
            for y in 0..<source.height {
                for x in 0..<source.width {
                    let p = frame.pixel(x: x, y: y), i = k * size + (y * source.width + x) * 4
                    #expect(frames[i + 3] == (p.a >= 128 ? 255 : 0), "frame \(k) at \(x),\(y)")
                    if p.a >= 128 {
                        let d = distance((Int(frames[i]), Int(frames[i + 1]), Int(frames[i + 2]), 255), (Int(p.r), Int(p.g), Int(p.b)))
                        #expect(d < 3, "frame \(k) at \(x),\(y)")
                    }
                }
            }
            k += 1
        }
        // FFmpeg's decoder composes the same frames.
        let decoded = try Decoded(path: path, keep: Set(0..<20))
        for f in 0..<20 {
            for y in stride(from: 0, to: source.height, by: 3) {
                for x in stride(from: 0, to: source.width, by: 3) {
                    let d = decoded.rgba(frame: f, x: x, y: y), i = f * size + (y * source.width + x) * 4
                    #expect(d.a == Int(frames[i + 3]))
                    if d.a > 0 { #expect(d.r == Int(frames[i]) && d.g == Int(frames[i + 1]) && d.b == Int(frames[i + 2])) }
                }
            }
        }
        // Only what changed is stored: no bigger than the same clip on white.
        let opaque = folder.appendingPathComponent("opaque.gif").path
        try FileEncoder.encode(TestPattern(frameCount: 20), to: opaque, format: .gif, settings: EncodeSettings(fps: 50))
        let sizes = try [path, opaque].map { try Data(contentsOf: URL(fileURLWithPath: $0)).count }
        #expect(sizes[0] <= sizes[1] * 5 / 4, "transparent \(sizes[0]) B, opaque \(sizes[1]) B")
        let gif = try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(gif.delays == Array(repeating: 2, count: 20) && gif.loopCount == 0 && gif.transparentIndexUsed)
    }

    @Test func noiseRoundTripsThroughTableResets() throws {
        var settings = EncodeSettings(fps: 25)
        settings.transparent = true
        settings.loop = .times(3)
        let source = NoisePattern()
        let path = folder.appendingPathComponent("noise.gif").path
        try FileEncoder.encode(source, to: path, format: .gif, settings: settings)
        let frames = try coalesced(path)
        let size = source.width * source.height * 4
        #expect(frames.count == size * source.frameCount)
        let decoded = try Decoded(path: path, keep: Set(0..<source.frameCount))
        var k = 0
        try source.forEachFrame { _, frame in
            for y in 0..<source.height {
                for x in 0..<source.width {
                    let p = frame.pixel(x: x, y: y), i = k * size + (y * source.width + x) * 4
                    #expect(frames[i + 3] == (p.a >= 128 ? 255 : 0))
                    let d = decoded.rgba(frame: k, x: x, y: y)
                    #expect(d.a == Int(frames[i + 3]))
                    if d.a > 0 { #expect(d.r == Int(frames[i]) && d.g == Int(frames[i + 1]) && d.b == Int(frames[i + 2])) }
                }
            }
            k += 1
        }
        #expect(try GIFStructure(data: Data(contentsOf: URL(fileURLWithPath: path))).loopCount == 2)
    }
}

/// A source that counts the passes that drew its frames.
final class PassCounter<Source: FrameSource>: FrameSource {
    let source: Source
    private(set) var drawn = 0, undrawn = 0
    init(_ source: Source) { self.source = source }
    var frameCount: Int { source.frameCount }
    var width: Int { source.width }
    var height: Int { source.height }
    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws { drawn += 1; try source.forEachFrame(body) }
    func isRepeat(_ k: Int) -> Bool { source.isRepeat(k) }
    func changedRows(_ k: Int) -> Range<Int>? { source.changedRows(k) }
    func forEachFrameUndrawn(_ body: (Int) throws -> Void) throws { undrawn += 1; try source.forEachFrameUndrawn(body) }
}

/// A GIF's second pass maps the rectangles its first pass kept, drawing nothing again, and
/// the file is the one both passes drawing give (no room to keep them): opaque, with
/// repeats, transparent, each dither.
@Suite struct GIFKeptRectanglesTests {
    /// The file with room to keep every rectangle and with none, and how many passes of
    /// each drew the frames and how many did not.
    func encode(_ source: some FrameSource, _ name: String, _ settings: EncodeSettings,
                in folder: URL) throws -> (kept: Data, drawnTwice: Data, passes: [Int]) {
        var files: [Data] = [], passes: [Int] = []
        for limit in [GIFKeptRectangles.defaultLimit, 0] {
            let counted = PassCounter(source)
            let path = folder.appendingPathComponent("\(name)-\(limit).gif").path
            // The encoder writes into a file that exists (AtomicOutput's temporary).
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            try GIFEncoder(settings: settings, keptLimit: limit).encode(counted, to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            passes += [counted.drawn, counted.undrawn]
        }
        return (files[0], files[1], passes)
    }

    @Test(arguments: Dither.allCases)
    func keptRectanglesGiveTheFileDrawnTwice(dither: Dither) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var settings = EncodeSettings(fps: 25)
        settings.dither = dither
        var results = [("pattern", try encode(TestPattern(), "pattern", settings, in: folder)),
                       ("stills", try encode(TestPattern(stills: true, reportsRepeats: true), "stills", settings, in: folder))]
        settings.transparent = true
        results += [("transparent", try encode(TestPattern(transparent: true), "transparent", settings, in: folder)),
                    ("noise", try encode(NoisePattern(), "noise", settings, in: folder))]
        for (name, r) in results {
            // Kept: one pass drawn, one not; none kept: both drawn.
            #expect(r.passes == [1, 1, 2, 0], "\(name): passes drawn, undrawn \(r.passes)")
            #expect(r.kept.count > 100 && r.kept == r.drawnTwice, "\(name), \(dither)")
        }
    }
}
