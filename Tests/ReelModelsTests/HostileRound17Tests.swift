import Testing
import ReelModels

/// Round 17's hostile scenes: a text of few characters and many scalars.
@Suite struct HostileRound17ModelTests {
    /// A letter and `accents` combining acute accents: one character.
    static func accented(_ accents: Int) -> String { "e" + String(repeating: "\u{0301}", count: accents) }

    /// A scene's texts were bounded in characters only, and a character is any number of
    /// scalars: a badge text of one letter and 400,000 combining accents (within the 100
    /// characters and the scene file's 1 MiB) drew 100 frames in 23 s, 197 MB, as a label's text
    /// and a layer's did (Pango shapes every scalar at every frame; round 15 bounded only a
    /// SwiftUI Text). Every text value holds at most ten scalars a character of its limit,
    /// refused naming the key, the count and the limit; a hundred emoji families still fit.
    @Test func aTextsScalarsAreBoundedWhereverItIsGiven() throws {
        let tooMany = Self.accented(1_000)
        let said = "text of at most 100 characters, of at most 1000 Unicode scalars (combining marks and other joined scalars); it holds 1001"
        do {
            _ = try BadgeSetup.from([("badge.text", tooMany)])
            Issue.record("badge.text taken")
        } catch {
            #expect(error.path == "badge.text")
            #expect(error.accepted == said)
        }
        do {
            _ = try SetViewParameters.from([("view", "label"), ("text", tooMany)])
            Issue.record("set's text taken")
        } catch {
            #expect(error.path.hasSuffix("text"))
            #expect(error.accepted == said)
        }
        do {
            _ = try SublayerParameters.from([("name", "a"), ("text", tooMany)])
            Issue.record("layer's text taken")
        } catch {
            #expect(error.path == "text")
            #expect(error.accepted == said)
        }
        // At the bound, and a hundred families of seven scalars each, are texts.
        #expect(try SublayerParameters.from([("name", "a"), ("text", Self.accented(999))]).text == Self.accented(999))
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 100)
        #expect(try BadgeSetup.from([("badge.text", families)]).text == families)
    }
}
