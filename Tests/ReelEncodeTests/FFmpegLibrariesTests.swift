import CFFmpeg
import Foundation
import Testing
@testable import ReelEncode

/// The loader: every function resolved at load, a preload that can be waited for, and
/// FFmpeg's log kept in memory, never written to the tool's stderr.
@Suite(.serialized) struct FFmpegLibrariesTests {
    @Test func settleWaitsForThePreload() throws {
        FFmpegLibraries.preload()
        FFmpegLibraries.preload()   // a second call starts nothing
        FFmpegLibraries.settle()
        // The process's one preload may have been started by another suite running beside
        // this one with fewer sets (an export of one format preloads what it needs): settle
        // returns once that preload's sets, whichever they are, are loaded; the rest load on
        // first use below.
        #expect(!FFmpegLibraries.loaded.isEmpty)
        FFmpegLibraries.settle()    // nothing in flight: returns at once
        try FFmpegLibraries.load()
        #expect(FFmpegLibraries.isLoaded)
    }

    /// A refused filter graph logs an error through FFmpeg's log: the line reaches the error
    /// message and nothing reaches file descriptor 2. (x264 reports an invalid preset or
    /// profile straight to stderr, bypassing FFmpeg's log; ReelEncode only ever asks for
    /// preset medium and profile high.)
    @Test func ffmpegsLogNeverReachesStderr() throws {
        try FFmpegLibraries.load()
        let folder = temporaryFolder()
        let capture = folder.appendingPathComponent("stderr.txt").path
        let saved = dup(2)
        let file = open(capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(saved >= 0 && file >= 0)
        dup2(file, 2)
        var caught: EncodeError?
        do {
            // libavfilter logs "No such filter: 'nonsensefilter'" and the graph is refused.
            _ = try FilterGraph("[in0]nonsensefilter[out]", inputs: [.init(width: 8, height: 8, format: AV_PIX_FMT_BGRA,
                                                                        timeBase: AVRational(num: 1, den: 100))])
        } catch {
            caught = error
        }
        dup2(saved, 2)
        close(file); close(saved)
        let written = try String(contentsOfFile: capture, encoding: .utf8)
        #expect(!written.contains("nonsensefilter"), "stderr: \(written)")
        #expect(caught?.description.contains("No such filter: 'nonsensefilter'") == true, "\(String(describing: caught))")
    }
}
