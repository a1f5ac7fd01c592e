import Foundation
import Testing
import ReelModels
@testable import ReelExport

/// Editing a scene file's text in place: only the changed value moves; everything else —
/// comments, key order, quoting, short forms — is the same line for line.
@Suite struct SceneTextEditorTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    static func example(_ name: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    }

    static func edit(_ text: String, _ sets: [(String, String)]) throws -> String {
        try SceneTextEditor.apply(sets.map { SceneAssignment(path: $0.0, value: $0.1) }, to: text, file: "scene.yaml")
    }

    /// The lines of `b` that differ from `a`'s, by number (same count of lines expected).
    static func changedLines(_ a: String, _ b: String) -> [Int] {
        let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
        return (0..<max(x.count, y.count)).filter { $0 >= x.count || $0 >= y.count || x[$0] != y[$0] }
    }

    @Test(arguments: ["bell-test-rig.yaml", "increment-and-pop.yaml", "tab-bar-dot.yaml"])
    func noEditsLeavesTheFileByteIdentical(name: String) throws {
        let text = try Self.example(name)
        #expect(try Self.edit(text, []) == text)
    }

    @Test func aChangedNumberIsReplacedInPlaceAsAPlainNumber() throws {
        let text = try Self.example("bell-test-rig.yaml")
        let edited = try Self.edit(text, [("actions[1].angle", "0.6"), ("canvas.scale", "3")])
        let before = text.components(separatedBy: "\n"), after = edited.components(separatedBy: "\n")
        #expect(after.count == before.count)
        let changed = Self.changedLines(text, edited)
        #expect(changed.map { after[$0] } == ["  scale: 3", "    angle: 0.6"])
        let reel = try SceneFileReader(file: "scene.yaml").read(edited)
        guard case .animate(let animation) = reel.scene.actions[1], let shake = animation.parameters(as: ShakeParameters.self) else { Issue.record("not a shake"); return }
        #expect(shake.angle == 0.6)
        #expect(reel.canvas.scale == 3)
    }

    @Test func quotingStyleIsKeptForText() throws {
        let text = try Self.example("bell-test-rig.yaml")
        let edited = try Self.edit(text, [("host.color", "#FF0000")])
        #expect(Self.changedLines(text, edited).map { edited.components(separatedBy: "\n")[$0] } == ["  color: \"#FF0000\""])
        let single = try Self.edit("host:\n  color: 'red'  # why\nactions: [pop]\n", [("host.color", "systemBlue")])
        #expect(single == "host:\n  color: 'systemBlue'  # why\nactions: [pop]\n")
    }

    @Test func aShortFormIsSpelledOutOnlyWhereItGainsAKey() throws {
        let text = try Self.example("increment-and-pop.yaml")
        let edited = try Self.edit(text, [("actions[2].popOutRatio", "1.2")])
        let before = text.components(separatedBy: "\n"), after = edited.components(separatedBy: "\n")
        let at = try #require(before.firstIndex(of: "  - pop"))
        #expect(after[at] == "  - action: pop")
        #expect(after[at + 1] == "    popOutRatio: 1.2")
        // Every other line as it was: the other `- pop` and `- increment` short forms too.
        #expect(Array(after[..<at]) == Array(before[..<at]))
        #expect(Array(after[(at + 2)...]) == Array(before[(at + 1)...]))
        let reel = try SceneFileReader(file: "scene.yaml").read(edited)
        guard case .animate(let animation) = reel.scene.actions[2], let pop = animation.parameters(as: PopParameters.self) else { Issue.record("not a pop"); return }
        #expect(pop.popOutRatio == 1.2)
    }

    @Test func anAbsentKeyIsAddedAtItsMappingsIndentation() throws {
        let text = try Self.example("increment-and-pop.yaml")
        let edited = try Self.edit(text, [("canvas.scale", "3"), ("host.color", "#123456"), ("badge.count", "2")])
        let lines = edited.components(separatedBy: "\n")
        // A new section goes before `actions:`, a new key after its mapping's last one.
        let canvas = try #require(lines.firstIndex(of: "canvas:"))
        #expect(lines[canvas + 1] == "  scale: 3")
        #expect(lines[canvas + 2] == "actions:")
        let host = try #require(lines.firstIndex(of: "host:"))
        #expect(lines[host + 1] == "  icon: app")
        #expect(lines[host + 2] == "  color: \"#123456\"")
        #expect(lines.contains("  count: 2") && !lines.contains("  count: 0"))
        // Nothing else: only the added lines and the changed one differ.
        #expect(lines.count == text.components(separatedBy: "\n").count + 3)
        let reel = try SceneFileReader(file: "scene.yaml").read(edited)
        #expect(reel.canvas.scale == 3)
        #expect(reel.scene.setup.count == 2)
    }

    @Test func jsonStaysJSON() throws {
        let text = #"{"fps": 50, "host": {"icon": "bell"}, "actions": [{"action": "shake", "angle": 0.5}]}"#
        let edited = try Self.edit(text, [("fps", "30"), ("actions[0].angle", "0.25"), ("canvas.scale", "2"), ("host.color", "red")])
        #expect(edited == #"{"fps": 30, "host": {"icon": "bell", "color": "red"}, "actions": [{"action": "shake", "angle": 0.25}], "canvas": {"scale": 2}}"#)
        let object = try JSONSerialization.jsonObject(with: Data(edited.utf8)) as? [String: Any]
        #expect((object?["canvas"] as? [String: Any])?["scale"] as? Int == 2)
    }

    @Test func aSetIsRefusedInTheFilesOwnWords() throws {
        let text = try Self.example("bell-test-rig.yaml")
        let written = text.replacingOccurrences(of: "angle: 0.39269908169872414", with: "angle: 99")
        var fromFile = ""
        do { _ = try SceneFileReader(file: "scene.yaml").read(written) } catch { fromFile = "\(error)" }
        var fromSet = ""
        do { _ = try SceneFileReader(file: "scene.yaml").read(try Self.edit(text, [("actions[1].angle", "99")])) } catch { fromSet = "\(error)" }
        #expect(!fromFile.isEmpty)
        #expect(fromSet == fromFile)
    }

    @Test(arguments: [
        ("actions[9].angle", "no such item"),
        ("actions.angle", "not a mapping"),
        ("canvas[0]", "not a list"),
        ("encoding[0]", "no list there"),
        ("actions[1]", "holds a list or mapping"),
        ("fps.", "not a scene path"),
        ("a b", "not a scene path"),
    ])
    func badPathsAreOneLine(path: String, expected: String) throws {
        let text = try Self.example("bell-test-rig.yaml")
        do {
            _ = try Self.edit(text, [(path, "1")])
            Issue.record("accepted \(path)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test func setArgumentsAreParsed() throws {
        #expect(try SceneAssignment(argument: "actions[2].angle=0.6") == SceneAssignment(path: "actions[2].angle", value: "0.6"))
        #expect(try SceneAssignment(argument: "badge.text=a=b").value == "a=b")
        #expect(throws: ExportError.self) { try SceneAssignment(argument: "canvas.scale") }
        #expect(throws: ExportError.self) { try SceneAssignment(argument: "=3") }
    }
}
