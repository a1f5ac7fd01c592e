import Foundation
import ReelTestSupport
import Testing

/// An export loads the FFmpeg libraries its format calls and no others (issue 21: loading
/// libavfilter alone takes ~50 ms, libavcodec with its ~150 dependencies ~45 ms). The
/// dynamic loader's own trace (LD_DEBUG=files) lists every library the process opened.
@Suite struct LibraryLoadingTests {
    /// The libraries `arguments` made the process open, by file name; `files` are written
    /// into its working folder first.
    func opened(_ arguments: [String], files: [String: String] = [:]) throws -> String {
        let folder = TestScratch.url("reel-libs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
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

    /// A batch keys each record on the versions of the libraries that encode its format
    /// (BuildFingerprint), asked of those libraries only: a batch of GIFs opened libavcodec and
    /// libavfilter just to read their versions.
    @Test func aBatchOfGIFsLoadsLibavutilOnly() throws {
        let manifest = "jobs:\n  - run: pop --size 40x40 -o a.gif\n  - run: bump --size 40x40 -o b.gif\n"
        let trace = try opened(["batch", "jobs.yaml", "--jobs", "1"], files: ["jobs.yaml": manifest])
        #expect(loaded("libavutil", in: trace))
        #expect(!loaded("libavfilter", in: trace) && !loaded("libavcodec", in: trace) && !loaded("libswscale", in: trace))
    }

    @Test func lottieLoadsNoFFmpeg() throws {
        let trace = try opened(["pop", "--size", "40x40", "-q", "-o", "out.json"])
        #expect(!trace.isEmpty)
        #expect(!loaded("libavutil", in: trace))
    }
}
