import Foundation
import ReelTestSupport
import Testing

/// Issue 37: the built binary prints a Swift file's refusal as swiftc prints an error — the
/// first line `Badge.swift:12:9: error: …` with nothing before the path (a problem matcher's
/// line: VS Code's, GitHub Actions'), then the line and a caret under the column — exits 65
/// and writes nothing.
@Suite struct SwiftDiagnosticOutputTests {
    let dir = scratchFolder()
    static var problemMatcher: Regex<(Substring, Substring, Substring, Substring, Substring, Substring)> { /^(.+):(\d+):(\d+): (error|warning): (.*)$/ }

    func render(_ file: String, _ text: String, run: String) throws -> (lines: [String], status: Int32, wrote: Bool) {
        let path = dir.appendingPathComponent(file).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("\(file).gif").path
        let result = try BinaryRunner.run(["render", path, "--run", run, "-o", out])
        var lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (lines, result.status, FileManager.default.fileExists(atPath: out))
    }

    @Test func aRuntimeRefusalIsAProblemMatchersLineThenTheLineAndItsCaret() throws {
        let text = "import UIKit\n\nfunc go(_ badge: UIView) {\n\tlet é = 1\n\tlet q = DispatchQueue.global(); _ = é\n}\n"
        let (lines, status, wrote) = try render("Badge.swift", text, run: "go(badge)")
        #expect(status == 65 && !wrote)
        try #require(lines.count == 3, "\(lines)")
        let match = try #require(lines[0].wholeMatch(of: Self.problemMatcher), "\(lines[0])")
        #expect(match.1 == Substring(dir.appendingPathComponent("Badge.swift").path))
        #expect(match.2 == "5" && match.3 == "10" && match.4 == "error")
        #expect(match.5.hasPrefix("DispatchQueue.global() is not evaluated (supported:"))
        #expect(lines[1] == "5 | \tlet q = DispatchQueue.global(); _ = é")
        // The tab repeated, then one space per character: the caret under `D`.
        #expect(lines[2] == "  | \t        `- error: \(match.5)")
    }

    @Test func aSyntaxErrorIsSwiftSyntaxsOwnWording() throws {
        let (lines, status, wrote) = try render("Broken.swift", "import UIKit\nlet x = (1 +\n", run: "badge.alpha = 0")
        #expect(status == 65 && !wrote)
        try #require(lines.count == 3, "\(lines)")
        let match = try #require(lines[0].wholeMatch(of: Self.problemMatcher), "\(lines[0])")
        #expect(match.2 == "2" && match.3 == "13" && match.4 == "error")
        #expect(match.5 == "expected expression after operator")
        #expect(lines[1] == "2 | let x = (1 +")
        #expect(lines[2] == "  |             `- error: expected expression after operator")
    }

    /// A remedy in the command line's words ends the first line; a refusal in `--run`'s text
    /// shows that text's line.
    @Test func theRunsTextIsExcerptedAndARemedyEndsTheFirstLine() throws {
        let (lines, status, _) = try render("Run.swift", "let a = 1\n", run: "let b = a.nothing")
        #expect(status == 65)
        #expect(lines == ["--run:1:9: error: value of type 'Int' has no member 'nothing'", "1 | let b = a.nothing",
                          "  |         `- error: value of type 'Int' has no member 'nothing'"])
        let path = dir.appendingPathComponent("Two.swift").path
        try "import UIKit\nfunc a(_ v: UIView) { UIView.animate(withDuration: 1) { v.alpha = 0 } }\nfunc b(_ v: UIView) { UIView.animate(withDuration: 1) { v.alpha = 1 } }\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["render", path, "-o", dir.appendingPathComponent("two.gif").path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(path):1:1: error: 2 functions start an animation (a(_:), b(_:)): choose one with --run\n1 | import UIKit\n"),
                "\(result.stderr)")
    }
}
