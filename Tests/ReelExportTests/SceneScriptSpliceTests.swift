import Testing
import Yams
@testable import ReelExport

/// Issue 41: an edit that leaves a scene's script alone composes the edited text without the
/// script (`SceneScriptSplice`). The tree must be the whole text's, value for value and mark
/// for mark outside the script, and the script the same values; where that cannot be shown
/// (an edit in the script, anchors, a flow top mapping) the whole text is composed.
@Suite struct SceneScriptSpliceTests {
    static let script = "  - increment\n  - action: wait\n    seconds: 0.1\n  # a comment in the script\n  - pop\n"
    static let plain = "fps: 20\nbadge:\n  count: 3\nactions:\n" + script
    static let after = "fps: 20\nactions:\n" + script + "\n# a comment before canvas\ncanvas:\n  scale: 2\n"
    static let flow = "fps: 20\nactions: [pop, {action: wait, seconds: 0.1}]\ncanvas: {scale: 2}\n"

    /// Every node with its tag, style and mark, in order: two trees equal here are the same tree.
    static func described(_ node: Node) -> [String] {
        func mark(_ m: Mark?) -> String { m.map { "\($0.line):\($0.column)" } ?? "-" }
        switch node {
        case .scalar(let s): return ["scalar \(s.string) \(s.tag.rawValue) \(s.style) \(mark(s.mark))"]
        case .mapping(let m):
            return ["mapping \(m.tag.rawValue) \(m.style) \(mark(m.mark)) \(m.count)"] + m.flatMap { described($0.key) + described($0.value) }
        case .sequence(let l): return ["sequence \(l.tag.rawValue) \(l.style) \(mark(l.mark)) \(l.count)"] + l.flatMap(described)
        case .alias: return ["alias"]
        }
    }

    /// The edit applied to `text` as the editor applies it, and the whole edited text composed.
    func edit(_ text: String, _ path: String, _ value: String) throws -> (spliced: (text: String, root: Node, splice: SceneScriptSplice?), whole: Node) {
        let edited = try SceneTextEditor.apply(SceneAssignment(path: path, value: value), to: text,
                                               root: try BoundedYAML.compose(text, file: "s.yaml"), file: "s.yaml")
        return (edited, try BoundedYAML.compose(edited.text, file: "s.yaml"))
    }

    @Test(arguments: [
        (plain, "canvas.scale", "2", true), (plain, "badge.diameter", "31", true), (plain, "badge.count", "9", false),
        (plain, "fps", "25", false), (after, "canvas.scale", "3", false), (after, "canvas.background", "#FF0000", false),
        (after, "badge.count", "4", true), (flow, "canvas.scale", "3", false), (flow, "fps", "30", false),
        (plain.replacingOccurrences(of: "\n", with: "\r\n"), "badge.diameter", "31", true),
        ("\u{FEFF}" + plain, "canvas.scale", "2", true),
    ])
    func anEditAboveOrBelowTheScriptComposesItsTreeWithoutIt(text: String, path: String, value: String, moved: Bool) throws {
        let (spliced, whole) = try edit(text, path, value)
        let splice = try #require(spliced.splice, "\(path) in \(text.debugDescription)")
        #expect(splice.linesMoved == moved)
        let original = try BoundedYAML.compose(text, file: "s.yaml")
        // The script is the original's node itself; the rest is the whole text's tree.
        #expect(Self.described(try #require(SceneFileReader.actionsNode(spliced.root)))
                == Self.described(try #require(SceneFileReader.actionsNode(original))))
        #expect(Self.described(SceneEditCheck.withoutActions(spliced.root)) == Self.described(SceneEditCheck.withoutActions(whole)))
        #expect(SceneFileReader.sameValues(spliced.root, whole))
        if !moved { #expect(Self.described(spliced.root) == Self.described(whole)) }
    }

    @Test(arguments: [
        (plain, "actions[1].seconds", "0.2"), (plain, "actions[2].popOutRatio", "1.3"), (flow, "actions[0].popOutRatio", "1.3"),
        ("{\"fps\": 20, \"actions\": [\"pop\"]}", "fps", "25"),
        ("badge: &b\n  count: 3\nactions:\n  - pop\n", "fps", "25"),
        ("fps: 20\nlabel: 'A*B'\nactions:\n  - pop\n", "fps", "25"),
    ])
    func anEditInTheScriptOrAFileWithAnchorsIsComposedWhole(text: String, path: String, value: String) throws {
        let (spliced, whole) = try edit(text, path, value)
        #expect(spliced.splice == nil)
        #expect(Self.described(spliced.root) == Self.described(whole))
    }

    /// Several sets in one job: an edit inside the script after one that moved it finds its
    /// place in the whole text's tree; the text and the reel are those of the edits applied
    /// one at a time, each to the text the one before left.
    @Test(arguments: [
        ["canvas.scale=2", "actions[1].seconds=0.25"], ["badge.diameter=31", "canvas.background=#102030", "actions[2].popOutRatio=1.3"],
        ["badge.count=9", "fps=25"], ["canvas.scale=2", "badge.diameter=30", "fps=30"],
    ])
    func severalSetsReadAsTheEditsAppliedOneAtATime(sets: [String]) throws {
        let assignments = sets.map { s in
            let parts = s.split(separator: "=", maxSplits: 1).map(String.init)
            return SceneAssignment(path: parts[0], value: parts[1])
        }
        var oneAtATime = Self.plain
        for a in assignments { oneAtATime = try SceneTextEditor.apply(a, to: oneAtATime, file: "s.yaml") }
        let root = try BoundedYAML.compose(Self.plain, file: "s.yaml")
        let read = try SceneFileReader(file: "s.yaml").read(root: root)
        let chained = try SceneTextEditor.apply(assignments, to: Self.plain, root: root, file: "s.yaml")
        #expect(chained.text == oneAtATime)
        let reel = try SceneFileReader.read("s.yaml", text: Self.plain, root: root, sets: assignments, read: read)
        #expect(reel == (try SceneFileReader(file: "s.yaml").read(oneAtATime)))
    }

    /// A refusal of an edited value is placed on the edited text's line, whether the tree was
    /// spliced or not.
    @Test func aRefusedSetIsPlacedOnTheEditedTextsLine() throws {
        let root = try BoundedYAML.compose(Self.after, file: "s.yaml")
        let read = try SceneFileReader(file: "s.yaml").read(root: root)
        for set in [SceneAssignment(path: "canvas.scale", value: "-4"), SceneAssignment(path: "badge.diameter", value: "huge")] {
            let edited = try SceneTextEditor.apply([set], to: Self.after, file: "s.yaml")
            let alone = #expect(throws: SceneError.self) { try SceneFileReader(file: "s.yaml").read(edited) }
            let spliced = #expect(throws: SceneError.self) {
                try SceneFileReader.read("s.yaml", text: Self.after, root: root, sets: [set], read: read)
            }
            #expect(alone?.line != nil)
            #expect(alone?.line == spliced?.line && alone?.message == spliced?.message && alone?.path == spliced?.path)
        }
    }
}
