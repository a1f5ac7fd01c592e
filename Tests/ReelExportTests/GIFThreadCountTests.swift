import Foundation
import ReelTestSupport
import Testing
import ReelEncode
import ReelModels
import ReelTimeline
@testable import ReelExport

/// A GIF's bytes never depend on how many threads made it: frames are drawn on 1, 2 or 4
/// threads, converted on a thread of their own, counted and mapped in order on another,
/// their LZW candidates encoded on two (GIFEncoder, GIFWriter).
@Suite struct GIFThreadCountTests {
    @Test(arguments: [Dither.none, .sierra2_4a])
    func sameBytesOnAnyNumberOfThreads(dither: Dither) throws {
        let dir = TestScratch.url("reel-gif-threads-\(getpid())-\(dither)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var timing = ClipTiming(); timing.fps = 50
        var canvas = CanvasSpec(); canvas.background = .clear
        var reel = Reel(scene: Scene(animation: .seed(ShakeParameters()), setup: BadgeSetup(), timing: timing), canvas: canvas)
        reel.encoding.dither = dither
        try Self.expectSameBytesOnAnyNumberOfThreads(reel, in: dir)
    }

    /// Exports `reel` as a GIF on 1, 2 and 4 drawing threads and expects the same bytes.
    static func expectSameBytesOnAnyNumberOfThreads(_ reel: Reel, in dir: URL) throws {
        var files: [Data] = []
        for workers in [1, 2, 4] {
            let out = dir.appendingPathComponent("threads-\(workers).gif").path
            try ReelExporter.run(ExportJob(reel: reel, output: out), workers: workers)
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0].count > 1000)
        #expect(files[1] == files[0] && files[2] == files[0])
    }

    /// An icon file is one Cairo surface the drawing threads share (IconSet's lock): with it,
    /// the bytes are the same on any number of threads; without it, frames came out wrong.
    @Test func anIconFileDrawsTheSameOnAnyNumberOfThreads() throws {
        let dir = TestScratch.url("reel-gif-threads-icon-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("soft.svg").path
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><circle cx="32" cy="32" r="24" fill="#0a0" filter="url(#f)"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: svg))
        var setup = BadgeSetup(); setup.icon = svg
        var timing = ClipTiming(); timing.fps = 50
        let reel = Reel(scene: Scene(animation: .seed(ShakeParameters()), setup: setup, timing: timing))
        try Self.expectSameBytesOnAnyNumberOfThreads(reel, in: dir)
    }
}
