import Foundation
import ReelTestSupport
import Testing
import ReelModels
@testable import ReelExport

/// The shortcuts batch planning takes must answer as the long way does: plain paths as
/// Foundation's `URL` reads them, and a cached reel as the request's own `reel()`.
@Suite struct PlanningShortcutTests {
    /// Paths on both sides of the plain/not-plain line: dots inside names, `.` and `..`
    /// components, doubled and trailing slashes, non-ASCII and URL-special characters.
    static let paths = [
        "out/e0/pop-1.gif", "/a/b/c.gif", "/a", "a", "a.gif", "x/...y/z.gif", "/tmp/a@2x.gif", "/a/b.c/d",
        "/a/...", "/a/..b", "/a/b..", "/a+b,c=d/e-f_g.gif", "/A/B9/c", "/", "/a/", "/a//b", "/a/./b", "/a/../b",
        "./a.gif", "../a.gif", "out/", "/a/.", "/a/..", "/.a/b", "/a/.b.", "/é/b.gif", "/a b/c.gif", "/a%20b/c",
        "/a?b/c#d", "out/../out/./a.gif", "~/a.gif", "",
    ]

    @Test(arguments: paths)
    func plainPathsAreReadAsURLReadsThem(path: String) {
        let absolute = PlainPath.absolute(path)
        #expect(absolute == (path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path))
        guard !path.isEmpty else { return }
        #expect(PlainPath.folder(of: path) == URL(fileURLWithPath: path).deletingLastPathComponent().path)
        if PlainPath.isPlain(absolute) {
            let standard = URL(fileURLWithPath: absolute).standardizedFileURL
            #expect(standard.path == absolute)
            #expect(PlainPath.folder(ofPlain: absolute) == standard.deletingLastPathComponent().path)
            #expect(PlainPath.name(ofPlain: absolute) == standard.lastPathComponent)
        }
    }

    @Test func whatIsPlain() {
        #expect(PlainPath.isPlain("/a/b-c_d.gif") && PlainPath.isPlain("/a/...") && PlainPath.isPlain("/a/..b"))
        for path in ["/", "a/b", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/.", "/a/..", "/é", "/a b", "/a%b", ""] {
            #expect(!PlainPath.isPlain(path), "\(path)")
        }
    }

    /// A folder's verdict is kept for every job writing there, but each refusal names its
    /// own job's output (it named whichever output was checked first: on two cores the same
    /// manifest was refused in two ways).
    @Test func aFolderRefusalNamesEachJobsOwnOutput() throws {
        let dir = TestScratch.url("reel-plainpath-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let preflight = BatchPreflight()
        let reel = Reel(scene: Scene(animation: .seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming()))
        for name in ["b.gif", "a.gif"] {
            let output = file + "/" + name
            do throws(ExportError) {
                try preflight.check(ExportJob(reel: reel, output: output))
                Issue.record("\(output) was not refused")
            } catch {
                guard case .output(let path, let reason) = error else { Issue.record("\(error)"); continue }
                #expect(path == output)
                #expect(reason == "cannot create the folder \(file): \(file) is not a folder")
            }
        }
    }

    /// The cache answers each request as `reel()` does — reels and refusals — and a request
    /// that differs in what `reel()` reads (the values, their order, the output's default
    /// frame rate) is not answered from another's entry.
    @Test func cachedReelsAreTheRequestsOwn() throws {
        let cache = ReelRequestCache()
        let requests = [
            ReelRequest(animation: .pop, values: [("count", "5")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("count", "5")], output: "b.gif"),
            ReelRequest(animation: .pop, values: [("count", "5")], output: "a.mp4"),
            ReelRequest(animation: .pop, values: [("count", "5")], output: nil),
            ReelRequest(animation: .bump, values: [("count", "5")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("count", "5"), ("count", "6")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("count", "6"), ("count", "5")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("count", "-5")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("diameter", "0"), ("count", "x")], output: "a.gif"),
            ReelRequest(animation: .pop, values: [("count", "x"), ("diameter", "0")], output: "a.gif"),
            ReelRequest(motion: .own(.animate, keyPath: "opacity"), values: [("toValue", "0.5")], output: "a.gif"),
            ReelRequest(motion: .own(.animate, keyPath: "opacity"), values: [("mass", "2")], output: "a.gif"),
            ReelRequest(motion: .own(.spring, keyPath: "opacity"), values: [("toValue", "0.5")], output: "a.gif"),
        ]
        func answer(_ body: () throws(ReelRequest.Refusal) -> Reel) -> String {
            do throws(ReelRequest.Refusal) { return String(reflecting: try body()) } catch { return "refused: \(error)" }
        }
        for _ in 0..<2 {
            for request in requests {
                #expect(answer { () throws(ReelRequest.Refusal) -> Reel in try cache.reel(for: request) }
                        == answer { () throws(ReelRequest.Refusal) -> Reel in try request.reel() })
            }
        }
    }
}
