import Foundation
import Testing
@testable import ReelExport
import ReelModels
import ReelTestSupport

/// Round 16's hostile outputs: `-o x.swift` wrote Swift its own first line could not replay.
@Suite struct HostileRound16ExportTests {
    /// The UIKit form of a SwiftUI view of 40 moving texts over 30 s wrote 26 MB of Swift (exit
    /// 0) whose first line replays it, and the replay was refused at once: "the source is
    /// larger than the source size limit of 262144 bytes". Every Swift writer's text past what
    /// BadgeReel reads is refused by the one write, naming --output, nothing written.
    @Test func swiftPastWhatTheReaderReadsIsNotWritten() throws {
        let dir = scratchFolder()
        let output = dir.appendingPathComponent("big.swift").path
        // SwiftSourceSize.maxBytes, the reader's limit (EvaluationLimits.sourceBytes).
        let limit = 262_144
        let big = String(repeating: "x", count: limit + 1)
        for api in ["uikit", "swiftui"] {
            do {
                _ = try ReelExporter.writeSwift(big, to: output, api: api == "uikit" ? .uikit : .swiftui, duration: 1)
                Issue.record("written")
            } catch {
                guard case .invalid(let p) = error else { Issue.record("\(error)"); continue }
                #expect(p.path == "output")
                #expect(p.accepted == "Swift that BadgeReel reads back, at most 262144 bytes; the \(api) form of this clip is 262145 bytes: a shorter clip, or fewer views that move")
            }
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        // At the limit it is written.
        let fits = String(repeating: "x", count: limit)
        #expect(try ReelExporter.writeSwift(fits, to: output, api: .uikit, duration: 1).bytes == limit)
    }
}
