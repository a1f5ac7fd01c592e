import ReelModels
import ReelSwift
import ReelSwiftInput
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

/// Issue 37: a refusal as swiftc prints it. Its excerpt is laid out as swift-syntax's
/// `DiagnosticsFormatter` lays out one diagnostic without context (checked against the
/// formatter itself), with the caret under the column as the line shows (tabs, multi-byte
/// and wide characters before it), and a syntax error worded by `ParseDiagnosticsGenerator`.
@Suite struct SwiftDiagnosticTests {
    /// An editor's or CI's problem matcher (VS Code's `$swiftc`-style, GitHub Actions').
    static var problemMatcher: Regex<(Substring, Substring, Substring, Substring, Substring, Substring)> { /^(.+):(\d+):(\d+): (error|warning): (.*)$/ }

    struct Note: DiagnosticMessage {
        var message: String
        var diagnosticID: MessageID { MessageID(domain: "ReelSwiftTests", id: "note") }
        var severity: DiagnosticSeverity { .error }
    }

    /// The formatter's own text for one error at `line`:`column` of `text`, as lines.
    static func formatted(_ text: String, line: Int, column: Int, message: String) throws -> [String] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
        let position = converter.position(ofLine: line, column: column)
        let node = try #require(tree.token(at: position))
        let diagnostic = Diagnostic(node: Syntax(node), position: position, message: Note(message: message))
        let out = DiagnosticsFormatter(contextSize: 0, colorize: false).annotatedSource(tree: tree, diags: [diagnostic])
        return out.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test(arguments: [
        ("let x = DispatchQueue.global()\n", 1, 9),
        ("import UIKit\n\nfunc f() {\n    let a = 1\n    a.wobble()\n}\n", 5, 5),
        (String(repeating: "\n", count: 11) + "    DispatchQueue.global().async {}\n", 12, 9),
    ])
    func theExcerptIsTheFormattersOnASCIILines(text: String, line: Int, column: Int) throws {
        let ours = SourceExcerpt.lines(of: text, line: line, column: column, note: "error: refused here")
        #expect(ours == (try Self.formatted(text, line: line, column: column, message: "refused here")))
    }

    /// The formatter pads one space per UTF-8 byte; the caret here sits under the column as a
    /// terminal shows the line: a tab stays a tab, `é` (2 bytes) is one column, `漢` (3 bytes)
    /// two, so the caret's offset from the gutter is the displayed prefix.
    @Test func theCaretIsUnderTheColumnAfterTabsAndMultiByteCharacters() {
        let text = "\tlet é = 漢.global()\n"
        // UTF-8 columns: tab 1, "let " 4, é 2, " = " 3 → 漢 at byte column 11; `.global` at 14.
        let atHan = SourceExcerpt.lines(of: text, line: 1, column: 11, note: "error: here")
        #expect(atHan == ["1 | \tlet é = 漢.global()", "  | \t        `- error: here"])
        let afterHan = SourceExcerpt.lines(of: text, line: 1, column: 14, note: "error: here")
        #expect(afterHan[1] == "  | \t          `- error: here")
        // A combining accent (e + U+0301, one character) takes one column, its bytes three.
        let combining = SourceExcerpt.lines(of: "e\u{301}x\n", line: 1, column: 4, note: "error: x")
        #expect(combining[1] == "  |  `- error: x")
    }

    @Test func noExcerptWhereTheTextHasNoSuchLine() {
        #expect(SourceExcerpt.lines(of: "let a = 1\n", line: 9, column: 1, note: "error: x").isEmpty)
        #expect(SourceExcerpt.lines(of: "", line: 1, column: 1, note: "error: x") == ["1 | ", "  | `- error: x"])
    }

    /// The evaluator's refusals through the door: the first line a problem matcher reads, the
    /// line and caret from the text the refusal is in (the file or the run statements).
    @Test func theDoorsRefusalsAreSwiftcs() throws {
        let evaluator = ReelSwiftEvaluator()
        func refusal(_ text: String, run: String) throws -> SwiftDiagnostic {
            let request = SwiftFileRequest(program: SwiftFileProgram(fileName: "Badge.swift", text: text, run: run, runName: "--run"),
                                           measure: FixedAdvanceMetrics())
            do { _ = try evaluator.evaluate(request) } catch { return error }
            throw Unexpected()
        }
        let runtime = try refusal("import UIKit\nfunc f() {\n    DispatchQueue.global().async {}\n}\n", run: "f()")
        let first = runtime.firstLine { _ in "" }
        let match = try #require(first.wholeMatch(of: Self.problemMatcher))
        #expect(match.1 == "Badge.swift" && match.2 == "3" && match.3 == "5" && match.4 == "error")
        #expect(match.5.hasPrefix("DispatchQueue.global() is not evaluated (supported:"))
        #expect(runtime.excerpt.first == "3 |     DispatchQueue.global().async {}")
        #expect(runtime.excerpt.last?.hasPrefix("  |     `- error: DispatchQueue.global() is not evaluated") == true)

        let syntax = try refusal("let a = 1\n", run: "let x = (1 +")
        let syntaxMatch = try #require(syntax.firstLine { _ in "" }.wholeMatch(of: Self.problemMatcher))
        #expect(syntaxMatch.1 == "--run" && syntaxMatch.2 == "1" && syntaxMatch.3 == "13")
        #expect(syntax.excerpt == ["1 | let x = (1 +", "  |             `- error: \(syntax.message)"])
        // Worded by swift-syntax's own generator, as swiftc words it.
        let generated = ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: "let x = (1 +"))
        #expect(syntax.message == generated.first?.message)
    }

    /// swift-syntax's generator traps on `=` that the lexer calls one-sided (an invalid
    /// character before it) while the token before already ends in a space: its Fix-It has no
    /// change, and `FixIt.init` stops the process (found by scripts/fuzz in CI). Such a file is
    /// refused, placed and worded by the lexer, and the process goes on; the same character
    /// elsewhere is still worded by the generator.
    @Test(arguments: [
        ("c \u{7f}= ", 1, 3, "invalid character in source file"),
        ("c \u{1}= ", 1, 3, "invalid character in source file"),
        ("let a = 1\nlet b \u{7f}= 2 ", 2, 7, "invalid character in source file"),
        ("let x = (1 + ;\nc \u{7f}= ", 1, 14, "expected expression"),
        ("let = 1\nc \u{7f}= ", 1, 5, "expected pattern"),
        ("let x = [1, 2\nc \u{7f}= ", 1, 14, "expected ']'"),
    ])
    func aTreeTheGeneratorWouldTrapOnIsRefusedAndPlaced(text: String, line: Int, column: Int, message: String) throws {
        let evaluator = ReelSwiftEvaluator()
        let request = SwiftFileRequest(program: SwiftFileProgram(fileName: "Badge.swift", text: text, run: "", runName: "--run"),
                                       measure: FixedAdvanceMetrics())
        var refused: SwiftDiagnostic?
        do { _ = try evaluator.evaluate(request) } catch { refused = error }
        let diagnostic = try #require(refused)
        let match = try #require(diagnostic.firstLine { _ in "" }.wholeMatch(of: Self.problemMatcher))
        #expect(match.1 == "Badge.swift" && match.2 == "\(line)" && match.3 == "\(column)" && match.4 == "error")
        #expect(diagnostic.message == message)
    }

    @Test func theSameCharacterWithoutTheTrapIsWordedByTheGenerator() throws {
        let text = "c \u{7f}=1"
        let generated = ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: text)).filter { $0.diagMessage.severity == .error }
        let evaluator = ReelSwiftEvaluator()
        let request = SwiftFileRequest(program: SwiftFileProgram(fileName: "Badge.swift", text: text, run: "", runName: "--run"),
                                       measure: FixedAdvanceMetrics())
        var refused: SwiftDiagnostic?
        do { _ = try evaluator.evaluate(request) } catch { refused = error }
        #expect(try #require(refused).message == generated.min { $0.position < $1.position }?.message)
    }

    struct Unexpected: Error {}
}
