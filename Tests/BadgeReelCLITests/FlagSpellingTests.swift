import Foundation
import Testing

/// No library target spells a flag (issue 28): the libraries say what is wrong at a neutral
/// path (`badge.diameter`, `encoding.matte`) and the command line, BadgeReelCLI, words it as
/// `--diameter`, for itself and for the studio, which asks it. So a message or a generated
/// command in a library never carries `--something`: this reads every Swift file of every
/// target under `Sources/` but the command line's own (BadgeReelCLI, and `badgereel`, its
/// `main.swift`), skips comments, and looks at what each string literal says.
@Suite struct FlagSpellingTests {
    /// The package's `Sources/` folder, from this file's place in `Tests/BadgeReelCLITests/`.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The command line's own targets: the only ones that may spell a flag.
    static let commandLine: Set<String> = ["BadgeReelCLI", "badgereel"]

    /// `--` at a word's start, then a letter, an interpolation or the literal's end:
    /// `"--spring"`, `"… '--\(name)'"`, `"--"`. (`-->`, `<!--` and `a--b` are not flags.)
    static func spellsFlag(_ text: String) -> Bool {
        text.contains(/(^|[\s'"(\[`])--([A-Za-z]|\u{1}|$)/)
    }

    @Test func noLibraryTargetSpellsAFlag() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { !Self.commandLine.contains($0) }
        var files = 0
        var found: [String] = []
        for target in targets.sorted() {
            let folder = Self.sources.appendingPathComponent(target)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                files += 1
                for literal in SwiftLiterals.strings(in: text) where Self.spellsFlag(literal.text) {
                    found.append("Sources/\(target)/\(relative):\(literal.line): \(literal.text.replacingOccurrences(of: "\u{1}", with: "\\(…)"))")
                }
            }
        }
        // The walk read the libraries (not an empty or moved folder).
        #expect(files > 100 && targets.contains("ReelExport") && targets.contains("ReelStudio"), "\(files) files in \(targets)")
        #expect(found.isEmpty, "a library spells a flag; say it at its neutral path and let BadgeReelCLI spell it:\n\(found.joined(separator: "\n"))")
    }

    /// The reader itself: comments are skipped, every kind of literal is read, and an
    /// interpolation is a placeholder (its own literals read on their own).
    @Test func readsLiteralsNotComments() {
        let code = #"""
        // "--in-a-comment"
        /* "--in /* a nested */ block" */
        let a = "--matte COLOR" + "a--b" + "<!-- -->"
        let b = "--\(name)=\(value ? "--inner" : "x")"
        let c = #"raw --raw \"# + """
            multi --line \(x)
            """
        /// "--doc"
        """#
        let texts = SwiftLiterals.strings(in: code).map(\.text)
        #expect(texts == ["--matte COLOR", "a--b", "<!-- -->", "--\u{1}=\u{1}", "--inner", "x", "raw --raw \\", "    multi --line \u{1}\n"],
                "\(texts)")
        #expect(texts.filter(Self.spellsFlag) == ["--matte COLOR", "--\u{1}=\u{1}", "--inner", "raw --raw \\", "    multi --line \u{1}\n"])
        #expect(SwiftLiterals.strings(in: code).map(\.line) == [3, 3, 3, 4, 4, 4, 5, 5])
    }
}

/// The string literals of a Swift file, comments skipped: a small lexer for what the rule
/// needs (line and nested block comments, `"…"`, `"""…"""` and raw `#"…"#` strings, escapes,
/// and interpolations, whose own literals are read too). Each literal's text is its content
/// as written, an interpolation replaced by U+0001.
enum SwiftLiterals {
    struct Literal: Equatable { var text: String; var line: Int }

    static func strings(in source: String) -> [Literal] {
        var reader = Reader(bytes: Array(source.utf8))
        reader.code(untilCloseParen: false)
        return reader.found.sorted { ($0.line, $0.order) < ($1.line, $1.order) }.map { Literal(text: $0.text, line: $0.line) }
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var found: [(text: String, line: Int, order: Int)] = []
        /// Literals opened so far: an interpolation's literals come after the one they are in.
        var opened = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
        func starts(_ s: String, at k: Int) -> Bool {
            let u = Array(s.utf8)
            return k + u.count <= bytes.count && Array(bytes[k..<k + u.count]) == u
        }
        mutating func advance(_ n: Int = 1) {
            for _ in 0..<n where i < bytes.count {
                if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                i += 1
            }
        }

        /// Code, up to the `)` that closes an interpolation when `untilCloseParen`.
        mutating func code(untilCloseParen: Bool) {
            var depth = 0
            while i < bytes.count {
                if starts("//", at: i) {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { advance() }
                } else if starts("/*", at: i) {
                    var nesting = 0
                    repeat {
                        if starts("/*", at: i) { nesting += 1; advance(2) }
                        else if starts("*/", at: i) { nesting -= 1; advance(2) }
                        else { advance() }
                    } while nesting > 0 && i < bytes.count
                } else if bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: "\"") {
                    var hashes = 0
                    while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if at(i + hashes) == UInt8(ascii: "\"") { advance(hashes); string(hashes: hashes) } else { advance(max(hashes, 1)) }
                } else if bytes[i] == UInt8(ascii: "(") {
                    depth += 1; advance()
                } else if bytes[i] == UInt8(ascii: ")") {
                    if untilCloseParen && depth == 0 { advance(); return }
                    depth -= 1; advance()
                } else {
                    advance()
                }
            }
        }

        /// A string literal whose opening quote is at `i`, with `hashes` `#`s before it.
        mutating func string(hashes: Int) {
            let start = line
            let order = opened
            opened += 1
            let multiline = starts("\"\"\"", at: i)
            advance(multiline ? 3 : 1)
            if multiline, at(i) == UInt8(ascii: "\n") { advance() }
            let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var text: [UInt8] = []
            while i < bytes.count {
                if starts(close, at: i) { advance(close.utf8.count); break }
                if starts(escape, at: i) {
                    let next = i + escape.utf8.count
                    if at(next) == UInt8(ascii: "(") {
                        advance(escape.utf8.count + 1)
                        text.append(1)
                        code(untilCloseParen: true)
                        continue
                    }
                    text.append(contentsOf: bytes[i..<min(next + 1, bytes.count)])
                    advance(next + 1 - i)
                    continue
                }
                text.append(bytes[i])
                advance()
            }
            if multiline {
                // The closing delimiter's indentation is not content (Swift strips it).
                while let last = text.last, last == UInt8(ascii: " ") { text.removeLast() }
            }
            found.append((String(decoding: text, as: UTF8.self), start, order))
        }
    }
}
