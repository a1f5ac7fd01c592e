import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// A soft clip for budgets: a diagonal gradient that slides, under a disk that grows, so
/// colours, lossiness, rate and scale each change the size.
struct SoftPattern: FrameSource {
    var width = 160
    var height = 120
    var frameCount = 24

    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        let frame = Frame(width: width, height: height)
        for k in 0..<frameCount {
            for y in 0..<height {
                let row = frame.row(y)
                for x in 0..<width {
                    let t = (x + y + 3 * k) % 256
                    let dx = x - width / 2, dy = y - height / 2, r = 20 + k
                    let inside = dx * dx + dy * dy <= r * r
                    let p: (UInt8, UInt8, UInt8) = inside ? (40, 40, UInt8(200 + k)) : (UInt8(t), UInt8(255 - t), UInt8(t / 2 + 60))
                    row[x * 4] = p.0; row[x * 4 + 1] = p.1; row[x * 4 + 2] = p.2; row[x * 4 + 3] = 255
                }
            }
            try body(k, frame)
        }
    }
}

/// The size search: a file under its budget is the file made without one, byte for byte; a
/// tight budget is met, the same bytes every time; one that nothing meets is refused with
/// nothing written and an existing file untouched.
@Suite struct BudgetSearchTests {
    let folder = temporaryFolder()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test(arguments: [OutputFormat.gif, .webp, .mp4])
    func aFileUnderItsBudgetIsTheFileMadeWithoutOne(format: OutputFormat) throws {
        let plain = path("plain.\(format.fileExtension ?? "out")"), budgeted = path("budget.\(format.fileExtension ?? "out")")
        let made = try FileEncoder.encode(SoftPattern(), to: plain, format: format, settings: EncodeSettings(fps: 24))
        let (file, outcome) = try BudgetSearch.encode(SoftPattern(), to: budgeted, format: format, settings: EncodeSettings(fps: 24),
                                                      limit: made.bytes)
        #expect(!outcome.reduced)
        #expect(file == made)
        #expect(FileManager.default.contents(atPath: plain) == FileManager.default.contents(atPath: budgeted))
    }

    @Test(arguments: [(OutputFormat.gif, 0.6), (.gif, 0.15), (.webp, 0.5), (.mp4, 0.5), (.apng, 0.4)])
    func aTightBudgetIsMetTheSameWayEveryTime(format: OutputFormat, share: Double) throws {
        let plain = path("plain.\(format.fileExtension ?? "out")")
        let full = try FileEncoder.encode(SoftPattern(), to: plain, format: format, settings: EncodeSettings(fps: 24)).bytes
        let limit = Int64(Double(full) * share)
        let a = path("a.\(format.fileExtension ?? "out")"), b = path("b.\(format.fileExtension ?? "out")")
        let first = try BudgetSearch.encode(SoftPattern(), to: a, format: format, settings: EncodeSettings(fps: 24), limit: limit)
        let second = try BudgetSearch.encode(SoftPattern(), to: b, format: format, settings: EncodeSettings(fps: 24), limit: limit)
        let bytes = try #require(FileManager.default.contents(atPath: a))
        #expect(Int64(bytes.count) <= limit && first.file.bytes == Int64(bytes.count))
        #expect(first.outcome.reduced)
        #expect(bytes == FileManager.default.contents(atPath: b))
        #expect(first.outcome == second.outcome && first.file == second.file)
        // The trials left nothing behind.
        #expect(hidden(in: folder).isEmpty)
    }

    @Test func aBudgetNothingMeetsIsRefusedAndTheFileThereKept() throws {
        let there = path("kept.gif")
        try Data("not ours to touch".utf8).write(to: URL(fileURLWithPath: there))
        #expect {
            try BudgetSearch.encode(SoftPattern(), to: there, format: .gif, settings: EncodeSettings(fps: 24), limit: 1_000)
        } throws: { error in
            guard case .unreachable(let smallest, 1_000) = error as? BudgetError else { return false }
            return smallest > 1_000
        }
        #expect(FileManager.default.contents(atPath: there) == Data("not ours to touch".utf8))
        #expect(hidden(in: folder).isEmpty)
    }

    @Test func framesPastTheMemoryBoundAreRefusedBeforeAnyIsDrawn() throws {
        #expect(throws: BudgetError.framesTooLarge(bytes: KeptFrames.bytesNeeded(SoftPattern(frameCount: 2)), limit: 1_000)) {
            try BudgetSearch.encode(SoftPattern(frameCount: 2), to: path("x.gif"), format: .gif, settings: EncodeSettings(fps: 24),
                                    limit: 10_000, memoryLimit: 1_000)
        }
        #expect(!FileManager.default.fileExists(atPath: path("x.gif")))
    }
}
