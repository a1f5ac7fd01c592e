import Foundation
import Testing
import ReelModels
import ReelTestSupport
@testable import ReelSwiftOut

/// User text never becomes code in `-o x.swift`: a badge's text, an action's key and the
/// command lines pass through one escaper (`UserText`), so every comment stays one line
/// whatever line break or control the text holds (issue 41).
@Suite struct UserTextTests {
    /// Each character that ends a line somewhere (Swift's lexer, editors, review tools) or
    /// reorders what is shown.
    static let breakers: [(String, Character)] = [
        ("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n"), ("VT", "\u{0B}"), ("FF", "\u{0C}"), ("NEL", "\u{85}"),
        ("LS", "\u{2028}"), ("PS", "\u{2029}"), ("NUL", "\u{0}"), ("ESC", "\u{1B}"), ("DEL", "\u{7F}"), ("RLO", "\u{202E}"),
    ]

    /// The scenes that carry `text` into a file: a badge text (the replay line; a text the
    /// badge refuses, as it refuses NUL, is never written), a layer animation's key (a
    /// per-step comment), a label text set by a script (a string literal).
    static func scenes(_ text: String) throws -> [(String, Scene)] {
        let setup = try? BadgeSetup.from([(key: "badge.text", text: "New" + text + "@main struct X {}")])
        let keyed = try? AnimateAction(.animate, [(key: "keyPath", text: "opacity"), (key: "toValue", text: "0.5"),
                                                 (key: "key", text: "k" + text + "fatalError()")])
        var script = Scene()
        let labelText = try? SceneAction(named: "set", [(key: "view", text: "label"), (key: "text", text: "N" + text + "fatalError()")])
        script.actions = [.setCount(3), .wait(0.1)] + (keyed.map { [.layerAnimation($0), .wait(0.1)] } ?? []) + (labelText.map { [$0] } ?? [])
        let seed = try setup.map { [("seed", Scene(animation: try BadgeAnimation(.pop), setup: $0, timing: ClipTiming()))] } ?? []
        return seed + [("script", script)]
    }

    static func file(_ scene: Scene, _ api: SwiftAPI, madeBy: String) throws -> String {
        try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "t.swift", commandLine: madeBy,
                                  setupValues: scene.setup.text.map { [("text", $0)] } ?? [],
                                  options: SwiftOutValueTests.options.merging(["text": "--text"]) { a, _ in a }, api: api))
    }

    @Test func everyCommentOfEveryFileIsOneLine() throws {
        for (name, breaker) in Self.breakers {
            let text = String(breaker)
            for (kind, scene) in try Self.scenes(text) {
                for api in SwiftAPI.allCases {
                    let source = try Self.file(scene, api, madeBy: "badgereel pop --text 'New" + text + "@main struct X {}' -o t.swift")
                    // The file holds no character that ends a line or reorders text but its own line feeds.
                    let raw = source.unicodeScalars.filter { $0 != "\n" && UserText.isUnsafe($0) }
                    #expect(raw.isEmpty, "\(name) in a \(kind) scene (\(api)): \(raw.map { String($0.value, radix: 16) })")
                    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                        let trimmed = line.drop { $0 == " " }
                        // No statement begins where a user's text went on.
                        #expect(!trimmed.hasPrefix("@main") && !trimmed.hasPrefix("fatalError") && !trimmed.hasPrefix("struct X"),
                                "\(name) in a \(kind) scene (\(api)) put a statement in the file: \(line)")
                    }
                }
            }
        }
    }

    /// `pop --text $'New\n@main struct X {}' -o t.swift`: the replay line quotes the text as
    /// Bash's ANSI-C word, one line that gives the same word back.
    @Test func aBadgeTextWithALineFeedStaysInItsWord() throws {
        let scene = try Self.scenes("\n")[0].1
        let source = try Self.file(scene, .uikit, madeBy: "badgereel pop --text $'New\\n@main struct X {}' -o t.swift")
        let first = try #require(source.split(separator: "\n").first)
        #expect(first.hasSuffix("--text $'New\\n@main struct X {}'"), "\(first)")
        #expect(!source.contains("\n@main"))
    }

    @Test func shellWordsQuoteAsBashReadsThem() {
        #expect(UserText.shellWord("plain-1.5") == "plain-1.5")
        #expect(UserText.shellWord("it's") == "'it'\\''s'")
        #expect(UserText.shellWord("a\nb") == "$'a\\nb'")
        #expect(UserText.shellWord("a'\\\u{85}\u{2028}\u{1B}") == "$'a\\'\\\\\\u0085\\u2028\\x1b'")
    }

    @Test func stringLiteralsEscapeEveryUnsafeCharacter() {
        #expect(SwiftLiteral.string("a\nb\"\\") == "\"a\\nb\\\"\\\\\"")
        #expect(SwiftLiteral.string("\u{85}\u{2028}\u{2029}\u{202E}") == "\"\\u{85}\\u{2028}\\u{2029}\\u{202e}\"")
    }
}
