import Foundation
import ReelTestSupport
import Testing
import ReelModels
@testable import ReelExport

/// Issue 32's line model: the editor splits lines where YAML does (LF, CRLF, CR, NEL, LS,
/// PS), so every edit lands on its own key; text it writes reads back as itself; a file it
/// cannot edit in place, or an invalid one, is refused, never crashed on.
@Suite struct SceneLineBreakTests {
    static func edit(_ text: String, _ sets: [(String, String)]) throws(SceneError) -> String {
        try SceneTextEditor.apply(sets.map { SceneAssignment(path: $0.0, value: $0.1) }, to: text, file: "scene.yaml")
    }

    static func read(_ text: String) throws(SceneError) -> Reel { try SceneFileReader(file: "scene.yaml").read(text) }

    /// Issue 32's file: a comment, then an animation whose `toValue` sits right above the
    /// edited `duration`, every line ended by `brk`.
    static func scene(_ brk: String, firstBreak: String? = nil) -> String {
        let lines = ["# a scene", "fps: 50", "actions:", "  - action: wait", "    seconds: 0.1",
                     "  - action: animate", "    keyPath: opacity", "    fromValue: 1", "    toValue: 2.0000",
                     "    duration: 0.5", "  - increment", ""]
        return lines[0] + (firstBreak ?? brk) + lines.dropFirst().joined(separator: brk)
    }

    static func animate(_ reel: Reel, _ i: Int) -> AnimateAction? {
        if case .layerAnimation(let a) = reel.scene.actions[i] { return a }
        return nil
    }

    @Test(arguments: [("LF", "\n", nil), ("CRLF", "\r\n", nil), ("CR", "\r", nil), ("NEL", "\u{85}", nil),
                      ("LS", "\u{2028}", nil), ("PS", "\u{2029}", nil), ("CRLF after an LF comment", "\r\n", "\n"),
                      ("LF after an LS comment", "\n", "\u{2028}"), ("LF after a CR comment", "\n", "\r")] as [(String, String, String?)])
    func anEditLandsOnItsOwnKeyWhateverTheLineBreaks(name: String, brk: String, first: String?) throws {
        let text = Self.scene(brk, firstBreak: first)
        let edited = try Self.edit(text, [("actions[1].duration", "0.9")])
        #expect(edited == text.replacingOccurrences(of: "duration: 0.5", with: "duration: 0.9"), "\(name)")
        let a = try #require(Self.animate(try Self.read(edited), 1))
        #expect(a.duration == 0.9, "\(name)")
        // An added key gets a line of its own, with the file's own break.
        let added = try Self.edit(text, [("actions[1].repeatCount", "2")])
        #expect(try Self.animate(Self.read(added), 1)?.keyedTexts.first { $0.key == "repeatCount" }?.text == "2", "\(name)")
        #expect(added.replacingOccurrences(of: "repeatCount: 2", with: "").count > text.count, "\(name)")
    }

    @Test func aLineBreakInsideAQuotedValueIsNoCrashAndTheEditBelowLands() throws {
        for brk in ["\r", "\n", "\r\n"] {
            for inside in ["\u{2028}", "\u{85}", "\r"] {
                let text = "badge:\(brk)  text: \"A\(inside)B\"\(brk)  count: 3\(brk)actions:\(brk)  - pop\(brk)"
                let edited = try Self.edit(text, [("badge.count", "4")])
                #expect(edited == text.replacingOccurrences(of: "count: 3", with: "count: 4"))
            }
        }
    }

    @Test func mixedLineEndsNeverCrash() throws {
        let text = "fps: 50\r  \nbadge:\u{2028}  count: 2\r\n  text: 'x\ry'\u{85}actions:\r- pop\n- action: shake\u{2029}  angle: 0.3\r"
        let edited = try Self.edit(text, [("actions[1].angle", "0.4"), ("badge.count", "5"), ("fps", "30")])
        let reel = try Self.read(edited)
        #expect(reel.scene.fps == 30)
        #expect(reel.scene.setup.count == 5)
        guard case .animate(let a) = reel.scene.actions[1], let shake = a.parameters(as: ShakeParameters.self) else { Issue.record("not a shake"); return }
        #expect(shake.angle == 0.4)
    }

    @Test(arguments: ["\u{2028}", "\u{85}", "\r", "\r\n", "\u{2029}", "\t", "\u{FEFF}", "\u{7}"])
    func textTheEditorWritesReadsBackAsItselfAndTheNextEditLands(character: String) throws {
        let text = "badge:\n  text: \"New\"\n  count: 3\nactions: [pop]\n"
        let once = try Self.edit(text, [("badge.text", "A\(character)B")])
        #expect(!once.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{85}" || $0 == "\u{2029}" || $0 == "\r" || $0 == "\u{7}" })
        #expect(try Self.read(once).scene.setup.text == "A\(character)B")
        let twice = try Self.edit(once, [("badge.count", "4")])
        #expect(twice == once.replacingOccurrences(of: "count: 3", with: "count: 4"))
        // A single-quoted value cannot escape it: it becomes double-quoted.
        let single = try Self.edit("badge:\n  text: 'New'\nactions: [pop]\n", [("badge.text", "A\(character)B")])
        #expect(try Self.read(single).scene.setup.text == "A\(character)B")
    }

    @Test func aLayoutTheEditorCannotChangeInPlaceIsRefusedNotWrittenElsewhere() throws {
        // A plain value continued on the next line: replacing its first line would leave the
        // second behind.
        let text = "badge:\n  text: New\n    Mail\n  count: 3\nactions: [pop]\n"
        #expect(try Self.read(text).scene.setup.text == "New Mail")
        do {
            _ = try Self.edit(text, [("badge.text", "Hi")])
            Issue.record("accepted")
        } catch {
            #expect(error.description == "scene.yaml: badge.text: the file is laid out there in a way the editor cannot change in place; edit it in the file")
        }
        // A key with nothing after it: the value goes after its colon, not onto the next key.
        let empty = "badge:\n  text:\n  count: 3\nactions: [pop]\n"
        #expect(try Self.edit(empty, [("badge.text", "Hi")]) == "badge:\n  text: Hi\n  count: 3\nactions: [pop]\n")
    }

    @Test func anInvalidFileIsRefusedAsTheReaderRefusesItNotEdited() throws {
        let text = "fps: 50\nbadge:\n  count: many\nactions:\n  - action: animate\n    keyPath: opacity\n    toValue: 2\n"
        var reader: String?
        do { _ = try Self.read(text) } catch { reader = "\(error)" }
        #expect(throws: SceneError.self) { try Self.edit(text, [("actions[0].duration", "0.9")]) }
        do { _ = try Self.edit(text, [("actions[0].duration", "0.9")]) } catch { #expect(error.description == reader) }
        // Not YAML at all: refused, not crashed on.
        #expect(throws: SceneError.self) { try Self.edit("a: [\r- \"\u{2028}", [("a", "1")]) }
    }

    @Test func aByteOrderMarkStaysAndTheFirstLineIsEditedInPlace() throws {
        let text = "\u{FEFF}fps: 25\nactions: [pop]\n"
        let edited = try Self.edit(text, [("fps", "30")])
        #expect(edited == "\u{FEFF}fps: 30\nactions: [pop]\n")
        // Read from disk, the mark is kept too, so a save writes the bytes it read.
        let folder = TestScratch.url("bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.yaml").path
        try Data([0xEF, 0xBB, 0xBF] + Array("fps: 25\nactions: [pop]\n".utf8)).write(to: URL(fileURLWithPath: path))
        let read = try SceneFileInput.read(path, limit: 1000)
        #expect(Array(read.utf8) == [0xEF, 0xBB, 0xBF] + Array("fps: 25\nactions: [pop]\n".utf8))
        #expect(try SceneFileReader.load(path).scene.fps == 25)
    }

    @Test func aRefusalIsOneLineWhateverTheKeyHolds() {
        for key in ["a\\u2028b", "a\\nb", "a\\x85b", "a\\x1bb", "a\\rb"] {
            do {
                _ = try Self.read("fps: 50\n\"\(key)\": 1\nactions: [pop]\n")
                Issue.record("accepted \(key)")
            } catch {
                let d = "\(error)"
                #expect(!d.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" }, "\(d)")
                #expect(d.contains("unknown key"))
            }
        }
    }

    @Test func aCommentEndsAtEveryLineBreakWhenBracketsAreCounted() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        for brk in ["\r", "\u{2028}", "\u{85}"] {
            do {
                _ = try Self.read("# why\(brk)x: \(deep)\(brk)actions: [pop]\(brk)")
                Issue.record("accepted")
            } catch {
                #expect(error.message == "brackets nested 100 deep; expected at most 64")
            }
        }
    }
}
