import Foundation
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
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-gif-threads-\(getpid())-\(dither)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var timing = ClipTiming(); timing.fps = 50
        var canvas = CanvasSpec(); canvas.background = .clear
        var reel = Reel(scene: Scene(animation: .shake(ShakeParameters()), setup: BadgeSetup(), timing: timing), canvas: canvas)
        reel.encoding.dither = dither
        var files: [Data] = []
        for workers in [1, 2, 4] {
            let out = dir.appendingPathComponent("shake-\(workers).gif").path
            try ReelExporter.run(ExportJob(reel: reel, output: out), workers: workers)
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0].count > 1000)
        #expect(files[1] == files[0] && files[2] == files[0])
    }
}
