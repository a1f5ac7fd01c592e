import Foundation
import Testing
@testable import ReelEncode

/// Each format's rates and canvas, stated once in OutputFormat.check and kept by the encoders.
@Suite struct FormatLimitTests {
    func refusal(_ format: OutputFormat, fps: Double = 30, width: Int = 100, height: Int = 100) -> FormatLimitError? {
        do {
            try format.check(fps: fps, width: width, height: height)
            return nil
        } catch {
            return error
        }
    }

    @Test func gifKeepsWholeCentisecondsOfAtLeastTwo() {
        #expect(refusal(.gif, fps: 50) == nil)
        #expect(refusal(.gif, fps: 12.5) == nil)
        let error = refusal(.gif, fps: 50.5)
        #expect(error?.subject == .fps)
        #expect(error?.value == "50.5")
        #expect(error?.accepted.contains("at most 50") == true)
        #expect(error?.accepted.contains("centiseconds") == true)
        // Every rate accepted gives delays of at least 2 cs.
        for fps in stride(from: 1.0, through: 50, by: 0.7) {
            let times = FrameTimes(fps: fps, unitsPerSecond: 100)
            #expect((0..<200).allSatisfy { times.delay($0) >= 2 }, "fps \(fps)")
        }
    }

    @Test(arguments: [OutputFormat.webp, .apng])
    func browsersNeedMoreThanTenMilliseconds(format: OutputFormat) {
        #expect(refusal(format, fps: 60) == nil)
        #expect(refusal(format, fps: 90) == nil)
        for fps in [91.0, 100, 120, 240] {
            let error = refusal(format, fps: fps)
            #expect(error?.subject == .fps, "fps \(fps)")
            #expect(error?.accepted.contains("10 ms or less for 100 ms") == true)
        }
        // Every rate accepted gives delays of more than 10 ms.
        for fps in stride(from: 1.0, through: 1000.0 / 11, by: 0.37) {
            let times = FrameTimes(fps: fps, unitsPerSecond: 1000)
            #expect((0..<500).allSatisfy { times.delay($0) > 10 }, "fps \(fps)")
        }
    }

    @Test(arguments: OutputFormat.allCases)
    func nonsenseRatesAndCanvasesAreRefusedEverywhere(format: OutputFormat) {
        for fps in [0, -1, .nan, .infinity, 1e9] {
            #expect(refusal(format, fps: fps)?.subject == .fps, "fps \(fps)")
        }
        for (w, h) in [(0, 10), (10, 0), (-5, 10), (100_000, 10), (10, 100_000), (Int.max, Int.max)] {
            #expect(refusal(format, width: w, height: h)?.subject == .canvas, "\(w)x\(h)")
        }
        #expect(refusal(format, fps: 24, width: 1, height: 1) == nil)
        #expect(refusal(format, fps: 24, width: 1080, height: 1080) == nil)
    }

    /// x264 needs about 140 bytes a pixel (2.37 GB at 4096x4096): MP4 stops at 4K UHD.
    @Test func mp4StopsAt4KUHD() {
        #expect(refusal(.mp4, width: 3840, height: 2160) == nil)
        #expect(refusal(.mp4, width: 3839, height: 2159) == nil)   // padded to 3840x2160
        let error = refusal(.mp4, width: 4096, height: 4096)
        #expect(error?.subject == .canvas)
        #expect(error?.value == "4096x4096")
        #expect(refusal(.gif, width: 4096, height: 4096) == nil)
        #expect(refusal(.webp, width: 4097, height: 10)?.subject == .canvas)
        // VP9 needs about 280 bytes a pixel (1.2 GB at 2048x2048).
        #expect(refusal(.webm, width: 2048, height: 2048) == nil)
        #expect(refusal(.webm, width: 2050, height: 2048)?.subject == .canvas)
    }

    @Test func theExporterRefusesBeforeWritingAnything() throws {
        let folder = temporaryFolder()
        let path = folder.appendingPathComponent("fast.webp").path
        #expect(throws: FormatLimitError.self) {
            try FileEncoder.encode(TestPattern(), to: path, format: .webp, settings: EncodeSettings(fps: 120))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func messagesNameNoFlag() {
        for format in OutputFormat.allCases {
            for error in [refusal(format, fps: 1e9), refusal(format, width: 100_000, height: 1)].compactMap({ $0 }) {
                #expect(!error.description.contains("--"))
                #expect(!error.accepted.contains("--"))
            }
        }
    }

    @Test func settingsOutsideTheirRangesAreRefused() {
        for change in [{ (s: inout EncodeSettings) in s.crf = 52 }, { $0.crf = 0 }, { $0.loop = .times(0) }, { $0.loop = .times(65536) }, { $0.threads = 0 }] {
            var settings = EncodeSettings(fps: 30)
            change(&settings)
            #expect(throws: EncodeError.self) { try settings.check() }
        }
        var settings = EncodeSettings(fps: 30)
        settings.crf = 51
        settings.loop = .times(65535)
        #expect(throws: Never.self) { try settings.check() }
    }
}
