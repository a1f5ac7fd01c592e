import Foundation
import Testing

@Suite struct StillCommandTests {
    let dir: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("reel-still-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    @Test func writesAPNGOfTheFittedCanvas() throws {
        let out = dir.appendingPathComponent("pop.png").path
        let r = try BinaryRunner.run(["still", "--scale", "3", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // PNG IHDR: width and height, big-endian, at bytes 16 and 20. The fitted canvas holds
        // the 96-point host, the badge and pop's overshoot plus 8 points each side, at 3x.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 96 * 3 && width < 150 * 3)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: [
        (["--icon", "/nonexistent/bell.png"], "--icon"), (["--icon", "bell.gif"], "--icon"),
        (["--badge-color", "reddish"], "--badge-color"), (["--background", "#12345"], "--background"),
        (["--size", "0x10"], "--size"), (["--size", "5000x10", "--scale", "2"], "--size"),
        (["--scale", "0"], "--scale"), (["--scale", "200"], "--scale"), (["--at", "99"], "--at"),
        (["--corner-style", "round"], "--corner-style"), (["--border-width", "-1"], "--border-width"),
    ])
    func badInputWritesNothing(args: [String], flag: String) throws {
        let out = dir.appendingPathComponent("bad.png")
        let existing = Data("keep me".utf8)
        try existing.write(to: out)
        let r = try BinaryRunner.run(["still"] + args + ["-o", out.path])
        #expect(r.status != 0)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(flag), "\(r.stderr)")
        #expect(try Data(contentsOf: out) == existing)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func unwritableFolderIsOneLine() throws {
        let r = try BinaryRunner.run(["still", "-o", "/nonexistent-folder/x.png"])
        #expect(r.status != 0 && r.stderr.contains("--output") && r.stderr.split(separator: "\n").count == 1)
    }
}
