import Foundation
import ReelTestSupport
import Testing

/// Every animation's GIF is as small as gifsicle -O3 (lossless) makes it, within 1%, and
/// shows exactly the same pixels on every frame: ImageMagick composes both (-coalesce) and
/// the frames must match byte for byte, transparent pixels counted as transparent whatever
/// color their palette entry has.
// Not serialized: every case writes into a folder of its own, so the cases fill the cores
// beside the other suites instead of queueing behind each other.
@Suite(.requires("gifsicle", "/usr/bin/convert")) struct GIFSizeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let cases: [(String, [String])] = [
        ("pop", ["pop"]),
        ("bump", ["bump"]),
        ("blink", ["blink"]),
        ("shake", ["shake"]),
        ("dot", ["pop", "--dot"]),
        ("notification", ["pop", "--style", "notification"]),
        ("transparent pop", ["pop", "--background", "transparent"]),
        ("sweep grid", ["sweep", "shake", "--angle", "0.2,0.4", "--y-offset", "0,1", "--scale", "2"]),
        ("increment-and-pop.yaml", ["render", "examples/increment-and-pop.yaml"]),
        ("bell-test-rig.yaml", ["render", "examples/bell-test-rig.yaml"]),
        ("tab-bar-dot.yaml", ["render", "examples/tab-bar-dot.yaml"]),
    ]

    func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, out: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// ImageMagick's composed frames as RGBA, transparent pixels zeroed.
    func coalesced(_ path: String) throws -> [UInt8] {
        let r = try tool("/usr/bin/convert", [path, "-coalesce", "-depth", "8", "rgba:-"])
        #expect(r.status == 0)
        var bytes = [UInt8](r.out)
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] == 0 { bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0 }
        return bytes
    }

    @Test(arguments: cases.map(\.0))
    func asSmallAsGifsicleWithTheSamePixels(_ name: String) throws {
        let arguments = Self.cases.first { $0.0 == name }!.1
        let folder = TestScratch.url("gif-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ours = folder.appendingPathComponent("ours.gif").path
        let theirs = folder.appendingPathComponent("gifsicle.gif").path
        let run = try BinaryRunner.run(arguments + ["-q", "-o", ours], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        let optimised = try tool("/usr/bin/gifsicle", ["-O3", ours, "-o", theirs])
        #expect(optimised.status == 0, "gifsicle is installed by scripts/setup")
        let ourSize = try FileManager.default.attributesOfItem(atPath: ours)[.size] as! Int
        let theirSize = try FileManager.default.attributesOfItem(atPath: theirs)[.size] as! Int
        #expect(Double(ourSize) <= Double(theirSize) * 1.01, "\(name): \(ourSize) B, gifsicle -O3: \(theirSize) B")
        let a = try coalesced(ours), b = try coalesced(theirs)
        #expect(!a.isEmpty && a.count == b.count, "\(name): frame counts differ")
        #expect(a == b, "\(name): the composed frames differ")
    }
}
