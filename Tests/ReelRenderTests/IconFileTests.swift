import Foundation
import ReelTestSupport
import Testing
@testable import ReelRender

/// Icon files are checked before any decoder reads them: each hostile case is refused at
/// once, with a reason of its own and a message that names the file, never a flag.
@Suite struct IconFileTests {
    let folder: String = {
        let path = TestScratch.root.path + "/reel-icons-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func refusal(_ path: String) -> RenderError? {
        do {
            try IconSet().load(file: path)
            return nil
        } catch {
            return error
        }
    }

    /// A PNG signature and an IHDR chunk declaring `width` x `height`, then nothing.
    func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    @Test func aFIFOIsRefusedWithoutBeingOpened() throws {
        let path = folder + "/icon.png"
        #expect(mkfifo(path, 0o600) == 0)
        // Opening a FIFO for reading blocks until a writer comes: the test would hang.
        let error = refusal(path)
        #expect(error?.reason == .notARegularFile)
        let svg = folder + "/icon.svg"
        #expect(mkfifo(svg, 0o600) == 0)
        #expect(refusal(svg)?.reason == .notARegularFile)
    }

    @Test func aFolderIsNotAnIcon() throws {
        let path = folder + "/dir.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(refusal(path)?.reason == .notARegularFile)
    }

    @Test func missingTextAndHugeAreToldApart() throws {
        #expect(refusal(folder + "/missing.png")?.reason == .noSuchFile)
        let text = folder + "/text.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        #expect(refusal(text)?.reason == .notAnImage)
        let huge = folder + "/huge.png"
        try pngHeader(width: 20000, height: 20000).write(to: URL(fileURLWithPath: huge))
        let error = refusal(huge)
        #expect(error?.reason == .tooLarge)
        #expect(error?.description.contains("20000x20000") == true)
        let tall = folder + "/tall.png"
        try pngHeader(width: 1, height: 4097).write(to: URL(fileURLWithPath: tall))
        #expect(refusal(tall)?.reason == .tooLarge)
        // Within the limits but truncated: not a readable PNG, not "too large".
        let truncated = folder + "/truncated.png"
        try pngHeader(width: 64, height: 64).write(to: URL(fileURLWithPath: truncated))
        #expect(refusal(truncated)?.reason == .notAnImage)
    }

    @Test func svgFileSizeAndDocumentSizeAreBounded() throws {
        let big = folder + "/big.svg"
        var text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
        text += String(repeating: "<!-- padding padding padding padding padding padding -->\n", count: 80_000)
        text += "</svg>"
        try Data(text.utf8).write(to: URL(fileURLWithPath: big))
        #expect(refusal(big)?.reason == .tooLarge)
        let wide = folder + "/wide.svg"
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='10'><rect width='10' height='10'/></svg>".utf8)
            .write(to: URL(fileURLWithPath: wide))
        #expect(refusal(wide)?.reason == .tooLarge)
        let broken = folder + "/broken.svg"
        try Data("<svg".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(refusal(broken)?.reason == .notAnImage)
        let fine = folder + "/fine.svg"
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><circle cx='12' cy='12' r='10'/></svg>".utf8)
            .write(to: URL(fileURLWithPath: fine))
        #expect(refusal(fine) == nil)
    }

    /// What an icon draws is replayed into every frame: a 1.4 KB SVG whose <use> elements
    /// nest five deep, ten to a level, drew 100,000 full-canvas rectangles at ~1.7 s a frame.
    /// Counted with every <use> expanded before librsvg sees the file; references that loop,
    /// and deep nesting, end the count instead of the process.
    @Test func svgDrawingCostIsBoundedBeforeItIsDrawn() throws {
        func svg(_ name: String, _ body: String) throws -> String {
            let path = folder + "/" + name
            try Data(("<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='100' height='100'>"
                      + body + "</svg>").utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        func nested(levels: Int, each: Int) -> String {
            var body = "<defs><rect id='r0' width='100' height='100' fill='#00f' fill-opacity='0.01'/>"
            for level in 1...levels {
                body += "<g id='r\(level)'>" + String(repeating: "<use xlink:href='#r\(level - 1)'/>", count: each) + "</g>"
            }
            return body + "</defs><use xlink:href='#r\(levels)'/>"
        }
        let bomb = try svg("bomb.svg", nested(levels: 5, each: 10))
        let refused = try #require(refusal(bomb))
        #expect(refused.reason == .tooLarge)
        #expect(refused.description.contains("it draws 100000 shapes") && refused.description.contains("expected at most 10000"), "\(refused)")
        // Far past the count: told as "more", not counted to the end.
        let huge = try svg("huge.svg", nested(levels: 9, each: 10))
        #expect(refusal(huge)?.description.contains("more than 100000 shapes") == true)
        // Loops of references are librsvg's to refuse; the count just ends.
        let loop = try svg("loop.svg", "<defs><g id='a'><rect width='1' height='1'/><use xlink:href='#b'/></g><g id='b'><use xlink:href='#a'/></g></defs><use xlink:href='#a'/>")
        #expect(refusal(loop)?.reason != .tooLarge)
        let deep = try svg("deep.svg", String(repeating: "<g>", count: 300) + "<rect width='1' height='1'/>" + String(repeating: "</g>", count: 300))
        #expect(refusal(deep) != nil)
        // Under the bound, repeated shapes are drawn: 3 levels of 10 is 1,000 rectangles.
        #expect(refusal(try svg("fine-uses.svg", nested(levels: 3, each: 10))) == nil)
    }

    @Test func aRealPNGLoads() throws {
        let path = folder + "/real.png"
        let canvas = Canvas(width: 8, height: 8)
        try canvas.writePNG(to: path)
        #expect(refusal(path) == nil)
    }

    @Test func messagesNameTheFileAndNoFlag() throws {
        let paths = [folder + "/missing.png", folder + "/x.gif"]
        for path in paths {
            let message = refusal(path)?.description ?? ""
            #expect(message.hasPrefix(path))
            #expect(!message.contains("--"))
        }
        #expect(refusal(folder + "/x.gif")?.reason == .unknownIcon)
    }
}
