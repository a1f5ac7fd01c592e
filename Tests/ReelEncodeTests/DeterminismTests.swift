import Foundation
import Testing
@testable import ReelEncode

/// Bit-exact output is a promise: the same frames give the same bytes whatever the heap held
/// before. glibc's M_PERTURB fills every allocation with a chosen byte, so an encoder that
/// reads memory it never wrote shows it here at once, instead of now and then under load.
@Suite(.serialized) struct DeterminismTests {
    /// mallopt's M_PERTURB (malloc.h): fill new allocations with ~byte, freed ones with byte.
    static let perturb: Int32 = -6

    /// glibc's mallopt, looked up at run time: Swift's Glibc module does not declare it.
    func mallopt(_ parameter: Int32, _ value: Int32) {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { Issue.record("no mallopt"); return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(parameter, value)
    }

    @Test(arguments: [OutputFormat.mp4, .webm, .gif, .apng, .webp, .mov])
    func theHeapsContentsDoNotReachTheFile(format: OutputFormat) throws {
        let folder = temporaryFolder()
        let ext = ["gif": "gif", "mp4": "mp4", "webp": "webp", "apng": "png", "mov": "mov", "webm": "webm"][format.rawValue] ?? "bin"
        var files: [Data] = []
        defer { mallopt(Self.perturb, 0) }
        for byte: Int32 in [0, 165, 85, 33] {
            mallopt(Self.perturb, byte)
            let path = folder.appendingPathComponent("\(byte).\(ext)").path
            // 101x75 with runs of repeated frames: the clip that made x264 (aq-mode 1 with
            // macroblock-tree) give three different files.
            try FileEncoder.encode(TestPattern(width: 101, height: 75, stills: true), to: path, format: format, settings: EncodeSettings(fps: 50))
            mallopt(Self.perturb, 0)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(Set(files).count == 1)
    }
}
