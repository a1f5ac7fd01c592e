import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// Frames drawn once and kept (a size search's source): the same frames, repeats and bytes as
/// the source; every n-th frame; and shrunk by area, exactly.
@Suite struct KeptFramesTests {
    let folder = temporaryFolder()

    func pixels(_ source: some FrameSource) throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        try source.forEachFrame { _, frame in
            var bytes: [UInt8] = []
            for y in 0..<frame.height { bytes += frame.row(y).prefix(frame.width * 4) }
            out.append(bytes)
        }
        return out
    }

    @Test func keptFramesMakeTheSourcesBytes() throws {
        let source = TestPattern(frameCount: 18, stills: true, reportsRepeats: true)
        let kept = try KeptFrames(capturing: source)
        #expect(kept.frameCount == 18 && (0..<18).map(kept.isRepeat) == (0..<18).map(source.isRepeat))
        for format in [OutputFormat.gif, .webp] {
            let a = folder.appendingPathComponent("a.\(format.fileExtension ?? "out")").path
            let b = folder.appendingPathComponent("b.\(format.fileExtension ?? "out")").path
            try FileEncoder.encode(source, to: a, format: format, settings: EncodeSettings(fps: 30))
            try FileEncoder.encode(kept, to: b, format: format, settings: EncodeSettings(fps: 30))
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "\(format)")
        }
    }

    @Test func thinningKeepsEveryNthFrameAndItsRepeats() throws {
        let source = TestPattern(frameCount: 20, stills: true, reportsRepeats: true)
        let kept = try KeptFrames(capturing: source)
        let all = try pixels(kept)
        let half = kept.thinned(step: 2)
        #expect(half.frameCount == 10)
        #expect(try pixels(half) == stride(from: 0, to: 20, by: 2).map { all[$0] })
        let third = kept.thinned(step: 3)
        #expect(third.frameCount == 7)
        // Frames 0, 3, 6, … are the drawn ones, 1 and 2 repeat 0: every third frame changes.
        #expect((1..<7).allSatisfy { !third.isRepeat($0) })
        let sixth = kept.thinned(step: 6)
        #expect(try pixels(sixth) == stride(from: 0, to: 20, by: 6).map { all[$0] })
    }

    @Test func shrinkingAveragesTheAreaEachPixelCovers() throws {
        let frame = Frame(width: 4, height: 2)
        // Left 2x2 block: two white and two black opaque pixels; right block: solid red.
        let values: [[UInt8]] = [[255, 255, 255, 255], [0, 0, 0, 255], [0, 0, 255, 255], [0, 0, 255, 255],
                                 [0, 0, 0, 255], [255, 255, 255, 255], [0, 0, 255, 255], [0, 0, 255, 255]]
        for (i, v) in values.enumerated() {
            let row = frame.row(i / 4)
            for c in 0..<4 { row[(i % 4) * 4 + c] = v[c] }
        }
        let small = FrameResampler(from: (4, 2), to: (2, 1)).resample(frame)
        #expect(Array(small.row(0).prefix(8)) == [128, 128, 128, 255, 0, 0, 255, 255])
        // A solid picture stays solid at any ratio, and the weights cover each pixel once.
        let solid = Frame(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { for (c, v) in [UInt8(10), 20, 30, 200].enumerated() { solid.row(y)[x * 4 + c] = v } } }
        let odd = FrameResampler(from: (7, 5), to: (3, 2)).resample(solid)
        for y in 0..<2 { #expect(Array(odd.row(y).prefix(12)) == Array(repeating: [10, 20, 30, 200], count: 3).flatMap { $0 }) }
        #expect(FrameResampler.weights(old: 7, new: 3).allSatisfy { $0.reduce(0) { $0 + $1.weight } == 7 })
    }
}
