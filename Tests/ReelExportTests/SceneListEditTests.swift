import Foundation
import Testing
import ReelModels
@testable import ReelExport

/// Editing a declared list (`values`, `keyTimes`, `timingFunctions`) in a scene file's text:
/// the studio's list editors and `render --set` write a list, in the style the file used,
/// with every other line — comments included — as it was.
@Suite struct SceneListEditTests {
    static func edit(_ text: String, _ sets: [(String, String)]) throws -> String {
        try SceneTextEditor.apply(sets.map { SceneAssignment(path: $0.0, value: $0.1) }, to: text, file: "scene.yaml")
    }

    static func lines(_ text: String) -> [String] { text.components(separatedBy: "\n") }

    static func animate(_ reel: Reel, _ index: Int) -> AnimateParameters? {
        if case .layerAnimation(.animate(let p)) = reel.scene.actions[index] { return p }
        return nil
    }

    @Test func aFlowListEntryEditStaysAFlowListOnItsLine() throws {
        let text = try SceneTextEditorTests.example("custom/wiggle.yaml")
        let edited = try Self.edit(text, [("actions[1].values", "0,-0.4,0.26,-0.16,0.16,0")])
        let changed = SceneTextEditorTests.changedLines(text, edited)
        #expect(changed.map { Self.lines(edited)[$0] } == ["    values: [0, -0.4, 0.26, -0.16, 0.16, 0]"])
        let reel = try SceneFileReader(file: "scene.yaml").read(edited)
        #expect(Self.animate(reel, 1)?.values.map(\.text) == ["0", "-0.4", "0.26", "-0.16", "0.16", "0"])
        // The comments at the top are the file's own, untouched.
        #expect(Self.lines(edited).prefix(3) == Self.lines(text).prefix(3))
    }

    @Test func addingAndRemovingEntriesKeepsEveryOtherLine() throws {
        let text = try SceneTextEditorTests.example("custom/wiggle.yaml")
        // One keyframe more: values, keyTimes and timingFunctions each gain an item.
        let edited = try Self.edit(text, [
            ("actions[1].values", "0,-0.26,0.26,-0.16,0.16,0.08,0"),
            ("actions[1].keyTimes", "0,0.15,0.4,0.6,0.8,0.9,1"),
            ("actions[1].timingFunctions", "easeOut,easeInEaseOut,easeInEaseOut,easeInEaseOut,linear,cubic-bezier(0.3,0,0.2,1)"),
        ])
        let after = Self.lines(edited)
        #expect(SceneTextEditorTests.changedLines(text, edited).map { after[$0] } == [
            "    values: [0, -0.26, 0.26, -0.16, 0.16, 0.08, 0]",
            "    keyTimes: [0, 0.15, 0.4, 0.6, 0.8, 0.9, 1]",
            "    timingFunctions: [easeOut, easeInEaseOut, easeInEaseOut, easeInEaseOut, linear, \"cubic-bezier(0.3,0,0.2,1)\"]",
        ])
        let p = try #require(Self.animate(try SceneFileReader(file: "scene.yaml").read(edited), 1))
        #expect(p.values.count == 7 && p.keyTimes == [0, 0.15, 0.4, 0.6, 0.8, 0.9, 1] && p.timingFunctions.count == 6)
        #expect(p.timingFunctions.last?.description == "cubic-bezier(0.3,0,0.2,1)")

        // And back: removing the entries gives the file byte for byte.
        let back = try Self.edit(edited, [
            ("actions[1].values", "0,-0.26,0.26,-0.16,0.16,0"),
            ("actions[1].keyTimes", "0,0.15,0.4,0.6,0.8,1"),
            ("actions[1].timingFunctions", "easeOut,easeInEaseOut,easeInEaseOut,easeInEaseOut,easeIn"),
        ])
        #expect(back == text)
    }

    @Test func aGroupChildsListIsAddedAsAFlowListAndItsCommentsStay() throws {
        let text = try SceneTextEditorTests.example("custom/fade-and-rise.yaml")
        // The opacity child becomes a keyframe animation: its from/to stay until the page
        // removes them, so the reader refuses both together — in the file's words.
        let keyframed = try Self.edit(text, [("actions[3].animations[0].values", "0,0.6,1")])
        let after = Self.lines(keyframed)
        let at = try #require(after.firstIndex(of: "        values: [0, 0.6, 1]"))
        #expect(after[at - 1] == "        duration: 0.2")
        #expect(after.count == Self.lines(text).count + 1)
        #expect(after.prefix(3) == Self.lines(text).prefix(3))
        #expect(throws: SceneError.self) { try SceneFileReader(file: "scene.yaml").read(keyframed) }

        // The rise child's list next to its block keys; nested edits reach the right child.
        let both = try Self.edit(text, [
            ("actions[3].animations[1].values", "12,-2,0"),
            ("actions[3].animations[1].keyTimes", "0,0.7,1"),
            ("actions[3].animations[1].duration", "0.3"),
        ])
        let lines = Self.lines(both)
        let values = try #require(lines.firstIndex(of: "        values: [12, -2, 0]"))
        #expect(lines[values + 1] == "        keyTimes: [0, 0.7, 1]")
        #expect(lines.contains("        duration: 0.3"))
        // fromValue/toValue still there: refused, naming the child's path and line.
        do {
            _ = try SceneFileReader(file: "scene.yaml").read(both)
            Issue.record("a child with values and fromValue was read")
        } catch {
            #expect(error.description.contains("actions[3].animations[1]"))
        }
    }

    @Test func aFlowGroupChildIsEditedInsideItsBraces() throws {
        let text = """
        # a flow-style group
        actions:
          - action: group   # both at once
            duration: 0.4
            animations: [{keyPath: transform.scale, values: [1, 1.3, 1], duration: 0.4}, {action: spring, keyPath: opacity, fromValue: 0, toValue: 1}]
        """
        let edited = try Self.edit(text, [("actions[0].animations[0].values", "1,1.5,0.8,1"),
                                          ("actions[0].animations[0].keyTimes", "0,0.3,0.6,1")])
        #expect(Self.lines(edited)[4] == "    animations: [{keyPath: transform.scale, values: [1, 1.5, 0.8, 1], duration: 0.4, keyTimes: [0, 0.3, 0.6, 1]}, {action: spring, keyPath: opacity, fromValue: 0, toValue: 1}]")
        #expect(Self.lines(edited).prefix(4) == Self.lines(text).prefix(4))
        let reel = try SceneFileReader(file: "scene.yaml").read(edited)
        guard case .layerAnimation(.group(_, let children)) = reel.scene.actions[0], case .animate(let p) = children[0] else {
            Issue.record("not a group of an animate"); return
        }
        #expect(p.keyTimes == [0, 0.3, 0.6, 1] && p.values.count == 4)
    }

    @Test func aBlockListKeepsItsLinesAndComments() throws {
        let text = """
        actions:
          - action: animate
            keyPath: opacity
            values:
              - 1     # start shown
              - 0.2
              # the dip
              - 1
            duration: 0.5
        """
        // Edited in place: the comments beside and between the items stay.
        let same = try Self.edit(text, [("actions[0].values", "1,0.4,1")])
        #expect(same == text.replacingOccurrences(of: "- 0.2", with: "- 0.4"))
        // Grown: the new item gets a line of its own after the last.
        let grown = try Self.edit(text, [("actions[0].values", "1,0.2,1,0.5")])
        #expect(Self.lines(grown)[8] == "      - 0.5")
        #expect(Self.lines(grown)[9] == "    duration: 0.5")
        #expect(Self.lines(grown).prefix(8) == Self.lines(text).prefix(8))
        // Shrunk: the removed item's line goes; the comment before it stays.
        let shrunk = try Self.edit(text, [("actions[0].values", "1,0.2")])
        #expect(shrunk == text.replacingOccurrences(of: "      - 1\n", with: ""))
        #expect(try SceneFileReader(file: "scene.yaml").read(shrunk).scene.actions.count == 1)
        // Emptied: the list is `[]` on the key's line, a basic animation from the layer's value.
        let empty = try Self.edit(text, [("actions[0].values", "")])
        #expect(Self.lines(empty)[3] == "    values: []")
        #expect(Self.lines(empty)[4].contains("# the dip"))
        #expect(Self.animate(try SceneFileReader(file: "scene.yaml").read(empty), 0)?.values == [])
    }

    @Test func aCommaScalarOrBracketedTextBecomesAFlowListAndColoursAreQuoted() throws {
        let text = "actions:\n  - action: animate\n    keyPath: backgroundColor\n    values: systemRed,systemBlue  # two\n"
        let edited = try Self.edit(text, [("actions[0].values", "[#FF3B30, systemBlue, #00000000]")])
        #expect(edited == "actions:\n  - action: animate\n    keyPath: backgroundColor\n    values: [\"#FF3B30\", systemBlue, \"#00000000\"]  # two\n")
        #expect(Self.animate(try SceneFileReader(file: "scene.yaml").read(edited), 0)?.values.count == 3)
    }

    @Test func itemsThatStillMeanWhatTheFileSaysKeepItsSpelling() throws {
        // The studio sends the list as the reel holds it (colours resolved, numbers plain):
        // only the item that changed is rewritten.
        let block = "actions:\n  - action: animate\n    keyPath: backgroundColor\n    values:\n      - systemRed   # the usual\n      - 'systemYellow'\n      - systemRed\n"
        let edited = try Self.edit(block, [("actions[0].values", "#FF3B30,#00FF00,#FF3B30")])
        #expect(edited == block.replacingOccurrences(of: "'systemYellow'", with: "'#00FF00'"))
        let flow = "actions:\n  - action: animate\n    keyPath: opacity\n    values: [1.0, 0.50, 1]\n    timingFunctions: [ease-in, easeOut]\n"
        let same = try Self.edit(flow, [("actions[0].values", "1,0.5,1"), ("actions[0].timingFunctions", "easeIn,easeOut")])
        #expect(same == flow)
        let moved = try Self.edit(flow, [("actions[0].values", "1,0.25,1,1")])
        #expect(Self.lines(moved)[3] == "    values: [1.0, 0.25, 1, 1]")
    }

    @Test func aBadListItemIsRefusedInTheFilesWordsAndNothingElseMoves() throws {
        let text = try SceneTextEditorTests.example("custom/wiggle.yaml")
        let edited = try Self.edit(text, [("actions[1].keyTimes", "0,0.15,0.4,0.6,1.2,1")])
        #expect(SceneTextEditorTests.changedLines(text, edited).count == 1)
        do {
            _ = try SceneFileReader(file: "scene.yaml").read(edited)
            Issue.record("a key time of 1.2 was read")
        } catch {
            #expect(error.description.hasPrefix("scene.yaml:"))
            #expect(error.description.contains("actions[1].keyTimes"))
            #expect(error.description.contains("1.2"))
        }
    }

    @Test func scalarsThatAreNotListsAreWrittenAsBefore() throws {
        // A seed animation's key and a spring's number: not lists, written plain.
        let text = try SceneTextEditorTests.example("custom/spring-scale-in.yaml")
        let edited = try Self.edit(text, [("actions[3].stiffness", "200"), ("actions[3].fromValue", "0.5")])
        #expect(SceneTextEditorTests.changedLines(text, edited).map { Self.lines(edited)[$0] } == ["    fromValue: 0.5", "    stiffness: 200"])
        #expect(Self.lines(edited).contains("    # duration: settlingDuration when absent"))
    }
}
