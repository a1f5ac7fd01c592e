import Foundation
import ReelTestSupport
import Testing

/// Bit-exact output is a promise: the same command writes the same bytes whatever the heap
/// held before. glibc's MALLOC_PERTURB_ fills every allocation with ~byte (and freed memory
/// with byte), so an encoder that reads memory it never wrote shows it here at once, instead
/// of now and then under load: x264 (aq-mode 1 with macroblock-tree) once gave three
/// different files for four bytes on a clip of repeated frames.
///
/// Each run is a process of its own. The perturbation used to be switched on in this test
/// process with mallopt while other tests ran: glibc fills a fresh block when the byte is
/// set and calloc zeroes it only if the byte is still set when it checks, so a calloc on
/// another thread between the two mallopt calls got ~byte where zeros were promised (the GIF
/// mapper's colour cache: "Not enough bits to represent the passed value" in a studio test).
@Suite struct HeapDeterminismTests {
    let dir = scratchFolder()

    /// 101x75 points at 1x: odd sizes, which every format pads or crops its own way, and
    /// runs of repeated frames (lead-in and hold).
    @Test(arguments: ["mp4", "webm", "gif", "png", "webp", "mov"])
    func theHeapsContentsDoNotReachTheFile(ext: String) throws {
        var files: [Data] = []
        for byte in ["", "165", "33"] {
            let out = "heap-\(byte.isEmpty ? "plain" : byte).\(ext)"
            let run = try BinaryRunner.run(["pop", "--size", "101x75", "--scale", "1", "--fps", "30", "--hold", "0.5", "-q", "-o", out],
                                           in: dir, environment: byte.isEmpty ? [:] : ["MALLOC_PERTURB_": byte])
            #expect(run.status == 0, "\(run.stderr)")
            files.append(try Data(contentsOf: dir.appendingPathComponent(out)))
        }
        #expect(files[0].count > 1000)
        #expect(Set(files).count == 1, "\(ext): \(files.map(\.count)) bytes")
    }
}
