import Foundation
import Testing
@testable import ReelEncode

/// The export reports what the file holds, and files keep the clip's length exactly.
@Suite struct EncodedFileTests {
    let folder = temporaryFolder()

    @Test func mp4ReportsItsPaddedSize() throws {
        let path = folder.appendingPathComponent("odd.mp4").path
        let result = try FileEncoder.encode(TestPattern(width: 101, height: 75), to: path, format: .mp4, settings: EncodeSettings(fps: 30))
        #expect(result.width == 102 && result.height == 76)
        #expect(result.frameCount == 20 && result.sourceFrameCount == 20)
        let decoded = try Decoded(path: path)
        #expect(decoded.width == result.width && decoded.height == result.height)
        #expect(result.bytes == Int64(try Data(contentsOf: URL(fileURLWithPath: path)).count))
    }

    @Test func gifAndApngKeepTheCanvasSize() throws {
        for (name, format) in [("a.gif", OutputFormat.gif), ("a.png", .apng)] {
            let path = folder.appendingPathComponent(name).path
            let result = try FileEncoder.encode(TestPattern(width: 101, height: 75), to: path, format: format, settings: EncodeSettings(fps: 30))
            #expect(result.width == 101 && result.height == 75)
            #expect(result.bytes == Int64(try Data(contentsOf: URL(fileURLWithPath: path)).count))
        }
    }

    /// libwebp merges a frame identical to the one before into its duration: the result says
    /// how many frames the file holds, as webpmux counts them.
    @Test func webpCountsTheFramesItKept() throws {
        let path = folder.appendingPathComponent("stills.webp").path
        let result = try FileEncoder.encode(TestPattern(frameCount: 21, stills: true), to: path, format: .webp, settings: EncodeSettings(fps: 30))
        let info = try WebPInfo(path: path)
        #expect(result.sourceFrameCount == 21)
        #expect(result.frameCount == info.frames)
        #expect(result.frameCount == 7)   // a new picture every third frame
    }

    /// Whole milliseconds that add up to the clip: Chromium reads 1/60 s as 16 ms.
    @Test(arguments: [60.0, 30, 24, 50, 90, 7.5])
    func apngDelaysAreWholeMillisecondsAddingUpToTheClip(fps: Double) throws {
        let path = folder.appendingPathComponent("t\(fps).png").path
        let n = 37
        try FileEncoder.encode(TestPattern(frameCount: n), to: path, format: .apng, settings: EncodeSettings(fps: fps))
        let s = APNGStructure(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(s.frames == n && s.delays.count == n)
        let milliseconds = s.delays.map { $0 * 1000 }
        #expect(milliseconds.allSatisfy { abs($0 - $0.rounded()) < 1e-9 && $0 > 10 })
        var total = 0.0
        for (k, ms) in milliseconds.enumerated() {
            total += ms.rounded()
            #expect(abs(total - Double(k + 1) * 1000 / fps) <= 0.5, "after frame \(k)")
        }
        #expect(total == (Double(n) * 1000 / fps).rounded())
    }

    /// libwebp is given the clip's end, so the last frame is not an estimate: the durations
    /// add up to the clip (FFmpeg's wrapper made 37 frames at 60 fps 616 ms for 617).
    @Test(arguments: [60.0, 30, 24, 90, 7.5])
    func webpDurationsAddUpToTheClip(fps: Double) throws {
        let path = folder.appendingPathComponent("t\(fps).webp").path
        let n = 37
        let result = try FileEncoder.encode(TestPattern(frameCount: n), to: path, format: .webp, settings: EncodeSettings(fps: fps))
        let info = try WebPInfo(path: path)
        #expect(info.frames == result.frameCount)
        #expect(info.durations.allSatisfy { $0 > 10 })
        #expect(info.durations.reduce(0, +) == Int((Double(n) * 1000 / fps).rounded()))
    }
}
