import Foundation
import ReelTestSupport
import Testing

/// Hostile input against the built binary, one process each: every case must end by itself
/// within its time, exit below 128 (no signal death), stay within its memory, print nothing
/// on stdout, and leave every existing file as it was.
@Suite struct HostileInputTests {
    let dir = scratchFolder()

    /// The binary under time and memory watch (ReelTestSupport's LimitedRun), in this suite's folder.
    func run(_ args: [String], stdin: FileHandle? = nil, limit: Double = 20) throws -> LimitedRun {
        try LimitedRun.run(args, in: dir, stdin: stdin, limit: limit)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func expectRefused(_ r: LimitedRun, _ what: String, maxSeconds: Double = 20, maxMiB: Int = 600, sourceLocation: SourceLocation = #_sourceLocation) {
        r.expectRefused(what, maxSeconds: maxSeconds, maxMiB: maxMiB, sourceLocation: sourceLocation)
    }

    @Test func hostileNumbersAndTextAreRefusedFast() throws {
        let keep = try write("keep.gif", "the user's GIF")
        let cases: [[String]] = [
            ["pop", "--diameter", "1e20"], ["pop", "--scale", "5e-324"], ["pop", "--circle-offset", "1e308,1e308"],
            ["pop", "--pop-out-ratio", "1e308"], ["shake", "--duration", "1e9"], ["pop", "--lead-in", "1e9"],
            ["pop", "--repeat", "1000", "--hold", "600"], ["pop", "--text", String(repeating: "x", count: 100_000)],
            ["pop", "--count", "99999999999999999999"], ["pop", "--curve", "cubic-bezier(0,1e308,1,-1e308)"],
            ["pop", "--fps", "1e-300"], ["pop", "--size", "1e308x1e308"], ["pop", "--host-size", "nanxnan"],
            ["pop", "--diameter", "1000", "--circle-scale", "100", "--scale", "16"],
        ]
        for args in cases {
            let r = try run(args + ["-o", keep])
            expectRefused(r, args.joined(separator: " ").prefix(80).description)
            #expect(try String(contentsOfFile: keep, encoding: .utf8) == "the user's GIF")
        }
    }

    @Test func hostileSceneFilesAreRefusedFast() throws {
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n" }
        bomb += "? *a9\n: 1\nactions: [pop]\n"
        let scenes: [(String, String)] = [
            ("bomb.yaml", bomb),
            ("many.yaml", "actions:\n" + String(repeating: "  - hide\n", count: 30_000)),
            ("wait.yaml", "actions:\n  - action: wait\n    seconds: 1e9\n  - pop\n"),
            ("count.yaml", "badge:\n  count: 9223372036854775807\nactions:\n  - increment\n  - pop\n"),
            ("locale.yaml", "badge:\n  locale: \"en_US@numbers=klingon\"\nactions: [pop]\n"),
            ("deep.yaml", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
            ("binary.yaml", String(decoding: (0..<4096).map { UInt8($0 % 256) }, as: UTF8.self)),
        ]
        for (name, text) in scenes {
            let path = try write(name, text)
            let r = try run(["render", path, "-o", dir.appendingPathComponent("\(name).gif").path])
            expectRefused(r, name)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).gif").path))
        }
        // A huge file, a FIFO and a device are refused without reading them.
        let big = dir.appendingPathComponent("big.yaml")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        expectRefused(try run(["render", big.path, "-o", "x.gif"]), "200 MB scene")
        let fifo = dir.appendingPathComponent("fifo.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        expectRefused(try run(["render", fifo, "-o", "x.gif"]), "FIFO scene")
        expectRefused(try run(["render", "/dev/zero", "-o", "x.gif"]), "/dev/zero scene")
        // Standard input works, and is bounded the same way.
        let stdinFile = try write("stdin.yaml", "actions: [pop]\n")
        let ok = try run(["render", "-", "-o", dir.appendingPathComponent("stdin.gif").path, "-q"], stdin: FileHandle(forReadingAtPath: stdinFile))
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test func hostileIconsAreRefusedFast() throws {
        // A PNG whose header declares 20000x20000 (a few bytes of real data).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v: UInt32 in [20000, 20000] { withUnsafeBytes(of: v.bigEndian) { png.append(contentsOf: $0) } }
        png.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        try png.write(to: dir.appendingPathComponent("huge.png"))
        let fifo = dir.appendingPathComponent("icon.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let svg = dir.appendingPathComponent("big.svg")
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">"
        text += String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 400_000) + "</svg>"
        try Data(text.utf8).write(to: svg)
        for icon in ["huge.png", "icon.png", "big.svg", "/dev/zero.png", "missing.svg"] {
            let r = try run(["pop", "--icon", icon, "-o", dir.appendingPathComponent("icon-out.gif").path])
            expectRefused(r, icon)
        }
    }

    @Test func outputsNeverLandOnInputs() throws {
        let icon = dir.appendingPathComponent("i.png")
        #expect(try run(["still", "-o", icon.path]).status == 0)
        let original = try Data(contentsOf: icon)
        let scene = try write("s.yaml", "actions: [pop]\n")
        let cases: [[String]] = [
            ["pop", "--icon", icon.path, "-o", icon.path], ["pop", "--icon", icon.path, "-o", "./i.png"],
            ["pop", "-o", "out.gif", "--save-scene", "out.gif"], ["pop", "--icon", icon.path, "-o", "x.gif", "--save-scene", icon.path],
            ["pop", "--icon", icon.path, "-o", dir.path + "/"], ["render", scene, "-o", "s.yaml"],
        ]
        for args in cases {
            expectRefused(try run(args), args.joined(separator: " "))
            #expect(try Data(contentsOf: icon) == original)
        }
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == "actions: [pop]\n")
        // A failing command never writes its scene file.
        let saved = try write("saved.yaml", "the user's scene")
        expectRefused(try run(["pop", "--fps", "60", "-o", "x.gif", "--save-scene", saved]), "failing --save-scene")
        #expect(try String(contentsOfFile: saved, encoding: .utf8) == "the user's scene")
    }

    @Test func hostileOutputPathsAreRefusedFast() throws {
        for output in ["f-%999999999d.png", "f-%d.gif", "/dev/full"] {
            let r = try run(["pop", "-o", output])
            expectRefused(r, output)
        }
    }
}
