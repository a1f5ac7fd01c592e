import Foundation
import ReelTestSupport
import Testing

/// The built tool defines none of FFmpeg's or libwebp's own symbols: FFmpegLoader's forwarders
/// are `reel_`-prefixed, so loading BadgeReel's code into a process that has its own FFmpeg
/// (a test linking the real libraries, a host app) never routes that FFmpeg's calls through
/// the loader.
@Suite struct SymbolTests {
    /// `nm --defined-only --extern-only` on the built binary: the global names it defines (a
    /// static inline copy of a header function, such as libwebp's WebPDataInit, is local and
    /// interposes on nothing).
    static func definedSymbols() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", "--defined-only", "--extern-only", BinaryRunner.executable.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "nm failed on \(BinaryRunner.executable.path)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.map(String.init)
        }
    }

    @Test func definesNoFFmpegSymbolOnlyPrefixedForwarders() throws {
        let names = try Self.definedSymbols()
        let ffmpeg = ["av_", "avcodec_", "avformat_", "avfilter_", "avio_", "sws_", "swr_", "WebP"]
        let owned = names.filter { name in ffmpeg.contains { name.hasPrefix($0) } }
        #expect(owned.isEmpty, "defined with FFmpeg's own names: \(owned.prefix(10))")
        for forwarder in ["reel_avcodec_send_frame", "reel_av_frame_alloc", "reel_sws_scale", "reel_WebPAnimEncoderAdd"] {
            #expect(names.contains(forwarder), "\(forwarder) is not defined")
        }
    }
}
