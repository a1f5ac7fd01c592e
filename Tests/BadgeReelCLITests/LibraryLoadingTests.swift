import Foundation
import ReelTestSupport
import Testing

/// An export loads the FFmpeg libraries its format calls and no others (issue 21: loading
/// libavfilter alone takes ~50 ms, libavcodec with its ~150 dependencies ~45 ms). The
/// dynamic loader's own trace (LD_DEBUG=files) lists every library the process opened.
@Suite struct LibraryLoadingTests {
    /// The libraries `arguments` made the process open, by file name.
    func opened(_ arguments: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-libs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        environment["LD_DEBUG_OUTPUT"] = folder.appendingPathComponent("ld").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        // LD_DEBUG_OUTPUT names one file per process: ld.<pid>.
        let traces = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("ld.") }
        return try traces.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    func loaded(_ library: String, in trace: String) -> Bool {
        trace.contains("file=\(library).so")
    }

    @Test func anMP4LoadsNoLibavfilter() throws {
        let trace = try opened(["pop", "--size", "40x40", "-q", "-o", "out.mp4"])
        #expect(loaded("libavcodec", in: trace) && loaded("libswscale", in: trace))
        #expect(!loaded("libavfilter", in: trace))
    }

    @Test(arguments: ["none", "sierra2_4a"])
    func aGIFLoadsLibavutilOnly(dither: String) throws {
        // The palette, the mapping and the file are BadgeReel's own (GIFPaletteBuilder,
        // GIFPaletteMapper, GIFWriter); only libavutil's pooled frames remain.
        let trace = try opened(["pop", "--size", "40x40", "--background", "transparent", "--dither", dither, "-q", "-o", "out.gif"])
        #expect(loaded("libavutil", in: trace))
        #expect(!loaded("libavfilter", in: trace) && !loaded("libavcodec", in: trace) && !loaded("libswscale", in: trace))
    }

    @Test func aWebPLoadsLibwebpAndNoCodecs() throws {
        let trace = try opened(["pop", "--size", "40x40", "-q", "-o", "out.webp"])
        #expect(loaded("libwebp", in: trace) && loaded("libavutil", in: trace))
        #expect(!loaded("libavcodec", in: trace) && !loaded("libavfilter", in: trace) && !loaded("libswscale", in: trace))
    }

    @Test func lottieLoadsNoFFmpeg() throws {
        let trace = try opened(["pop", "--size", "40x40", "-q", "-o", "out.json"])
        #expect(!trace.isEmpty)
        #expect(!loaded("libavutil", in: trace))
    }
}
