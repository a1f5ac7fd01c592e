import ArgumentParser
import Testing
@testable import BadgeReelCLI

/// Issue 41: two of the argument parser's messages named the wrong thing. `--name=` with
/// nothing after it made the parser take the next word as the value, and a number's flag
/// followed by another flag took that flag as its value, then blamed a missing `--output`.
@Suite struct ParserWordsTests {
    /// The message and status `badgereel` ends with for `words` left to the parser.
    func parsed(_ words: [String]) -> (message: String, code: Int32) {
        do {
            var command = try BadgeReel.parseAsRoot(try ParserWords.prepared(words))
            try command.run()
            return ("ran", 0)
        } catch {
            return Main.outcome(of: error)
        }
    }

    @Test func anEmptyAttachedValueIsTheFlagsEmptyValue() {
        let still = parsed(["still", "pop", "--at=", "-o", "/nonexistent/x.png"])
        #expect(still.message.contains("--at") && still.message.contains("''") && !still.message.contains("-o"), "\(still)")
        let batch = parsed(["batch", "--jobs=", "m.yaml"])
        #expect(batch.message.contains("--jobs") && !batch.message.contains("m.yaml"), "\(batch)")
        #expect(still.code == 64 && batch.code == 64)
    }

    @Test func aFlagWithoutItsValueIsNamed() {
        let r = parsed(["pop", "--count", "-o", "/nonexistent/x.gif"])
        #expect(r.message == "--count: missing its value (the next word, -o, is a flag); give the value after --count, or write --count=VALUE")
        #expect(r.code == 64)
        // A negative number is a value, and words after `--` are as typed.
        #expect((try? ParserWords.prepared(["pop", "--count", "-5", "-o", "x.gif"])) == ["pop", "--count", "-5", "-o", "x.gif"])
        #expect((try? ParserWords.prepared(["render", "--", "--set="])) == ["render", "--", "--set="])
    }
}
