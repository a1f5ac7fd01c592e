import Foundation
import ReelTestSupport
import Testing

/// `--max-size`: a file under its budget is the file made without one; a budget that needs
/// searching is met, the same bytes from a batch with two jobs; one nothing meets is refused
/// (65) with the file there untouched; a malformed size or an output with nothing to give up
/// is refused (64). All in one line naming the flag.
@Suite struct MaxSizeCommandTests {
    let dir = scratchFolder()

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    @Test func aFileUnderItsBudgetIsByteIdentical() throws {
        for ext in ["gif", "webp"] {
            var r = try BinaryRunner.run(["pop", "-o", path("plain.\(ext)")])
            #expect(r.status == 0, "\(r.stderr)")
            r = try BinaryRunner.run(["pop", "-o", path("budget.\(ext)"), "--max-size", "10MB"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(bytes("plain.\(ext)") != nil && bytes("plain.\(ext)") == bytes("budget.\(ext)"), "\(ext)")
        }
    }

    @Test func aBudgetIsMetAndTheSameFromABatchWithTwoJobs() throws {
        var r = try BinaryRunner.run(["pop", "-o", path("plain.gif")])
        let full = try #require(bytes("plain.gif")).count
        let limit = full * 6 / 10
        r = try BinaryRunner.run(["pop", "-o", path("fit.gif"), "--max-size", String(limit)])
        #expect(r.status == 0, "\(r.stderr)")
        let fit = try #require(bytes("fit.gif"))
        #expect(fit.count <= limit)
        // The summary says what it gave up and the budget.
        let line = r.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix(path("fit.gif") + ": gif, ") && line.contains(" colours") && line.contains(" fps")
                && line.hasSuffix(" of \(String(format: "%g", Double(limit) / 1000)) KB"), "\(line)")
        let manifest = dir.appendingPathComponent("jobs.yaml")
        try Data("""
        jobs:
          - run: pop -o \(path("batch-a.gif")) --max-size \(limit)
          - run: pop -o \(path("batch-b.gif")) --max-size \(limit)
        """.utf8).write(to: manifest)
        r = try BinaryRunner.run(["batch", manifest.path, "--jobs", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(bytes("batch-a.gif") == fit && bytes("batch-b.gif") == fit)
    }

    @Test func aBudgetNothingMeetsIsRefusedAndTheFileThereUntouched() throws {
        try Data("already here".utf8).write(to: URL(fileURLWithPath: path("kept.gif")))
        // At 4x (the canvas 492x492), every lever at its limit still leaves a few kilobytes.
        let r = try BinaryRunner.run(["pop", "--scale", "4", "-o", path("kept.gif"), "--max-size", "1KB"])
        #expect(r.status == 65, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("--max-size 1KB: expected at least ") && lines[0].contains("smallest GIF"), "\(r.stderr)")
        #expect(bytes("kept.gif") == Data("already here".utf8))
        let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "\(hidden)")
    }

    @Test(arguments: [
        (["--max-size", "2XB"], "--max-size 2XB: expected a size from 1KB to 10GB"),
        (["--max-size", "999"], "--max-size 999: expected a size from 1KB"),
        (["--max-size", "2M"], "--max-size 2M: expected"),
    ])
    func aMalformedSizeIsAUsageError(arguments: [String], message: String) throws {
        let r = try BinaryRunner.run(["pop", "-o", path("bad.gif")] + arguments)
        #expect(r.status == 64 && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(bytes("bad.gif") == nil)
    }

    @Test(arguments: ["x.json", "x.swift", "frames/"])
    func anOutputWithNothingToGiveUpIsRefused(output: String) throws {
        // A folder's trailing slash is what names PNG frames: the joined path drops it.
        let r = try BinaryRunner.run(["pop", "-o", path(output) + (output.hasSuffix("/") ? "/" : ""), "--max-size", "1MB"])
        #expect(r.status == 64 && r.stderr.contains("--max-size 1MB: expected a GIF, WebP, APNG, MP4, MOV or WebM output"), "\(r.stderr)")
    }
}
