import Testing
import ReelModels
@testable import ReelExport

/// Issue 32's aliases and merge keys: an edit never changes a value's other copies behind the
/// user's back; a value a merge gives is overridden where it is edited; merges are read.
@Suite struct SceneAliasEditTests {
    static func edit(_ text: String, _ sets: [(String, String)]) throws(SceneError) -> String {
        try SceneTextEditor.apply(sets.map { SceneAssignment(path: $0.0, value: $0.1) }, to: text, file: "scene.yaml")
    }

    static func read(_ text: String) throws(SceneError) -> Reel { try SceneFileReader(file: "scene.yaml").read(text) }

    static func pop(_ reel: Reel, _ i: Int) -> PopParameters? {
        if case .animate(let a) = reel.scene.actions[i], let p = a.parameters(as: PopParameters.self) { return p }
        return nil
    }

    static let shared = "actions:\n  - &p\n    action: pop\n    popOutRatio: 1.2\n  - increment\n  - *p\n"

    @Test func anEditThroughAnAliasIsRefusedNamingIt() throws {
        do {
            _ = try Self.edit(Self.shared, [("actions[2].popOutRatio", "1.5")])
            Issue.record("accepted")
        } catch {
            #expect(error.description == "scene.yaml:2: actions[2].popOutRatio: actions[2] is written once as &p and repeated by *p; an edit would change every copy, so write it out in full where it should change alone")
        }
        // The anchored value itself: editing it would change its alias too.
        #expect(throws: SceneError.self) { try Self.edit(Self.shared, [("actions[0].popOutRatio", "1.5")]) }
        #expect(throws: SceneError.self) { try Self.edit(Self.shared, [("actions[2].popInRatio", "0.9")]) }
    }

    @Test func anAnchoredValueNoAliasRepeatsIsEditedAndKeepsItsAnchor() throws {
        let text = "fps: &rate 25\nbadge:\n  count: &n 3\nactions: [pop]\n"
        let edited = try Self.edit(text, [("fps", "30"), ("badge.count", "4")])
        #expect(edited == "fps: &rate 30\nbadge:\n  count: &n 4\nactions: [pop]\n")
        // A scalar repeated elsewhere: refused, the file unchanged.
        let repeated = "badge:\n  count: &n 3\n  maxCount: 99\nactions:\n  - action: setCount\n    count: *n\n"
        #expect(try Self.read(repeated).scene.actions.count == 1)
        #expect(throws: SceneError.self) { try Self.edit(repeated, [("badge.count", "4")]) }
        #expect(throws: SceneError.self) { try Self.edit(repeated, [("actions[0].count", "4")]) }
        #expect(try Self.edit(repeated, [("badge.maxCount", "50")]) == repeated.replacingOccurrences(of: "99", with: "50"))
    }

    static let merged = "actions:\n  - &base\n    action: pop\n    popOutRatio: 1.2\n  - <<: *base\n    popInRatio: 0.9\n"

    @Test func mergeKeysAreRead() throws {
        let reel = try Self.read(Self.merged)
        #expect(Self.pop(reel, 1)?.popOutRatio == 1.2)
        #expect(Self.pop(reel, 1)?.popInRatio == 0.9)
        // A list of merges: the first one wins; the mapping's own keys win over all.
        let list = "x: &a {action: pop, popOutRatio: 1.1}\ny: &b {action: bump, popOutRatio: 1.3}\nactions:\n  - {<<: [*a, *b], popInRatio: 0.8}\n"
        // `x` and `y` are not scene keys: a scene reads only its own.
        #expect(throws: SceneError.self) { try Self.read(list) }
        let own = "actions:\n  - &a {action: pop, popOutRatio: 1.1}\n  - &b {action: pop, popOutRatio: 1.3, popInRatio: 0.7}\n  - {<<: [*a, *b], popInRatio: 0.8}\n"
        let p = Self.pop(try Self.read(own), 2)
        #expect(p?.popOutRatio == 1.1)
        #expect(p?.popInRatio == 0.8)
        do {
            _ = try Self.read("actions:\n  - <<: 3\n    action: pop\n")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "scene.yaml:2: actions[0].<<: expected a mapping or a list of mappings to merge")
        }
    }

    @Test func anEditOfAMergedKeyOverridesItInTheMergingMappingAlone() throws {
        let edited = try Self.edit(Self.merged, [("actions[1].popOutRatio", "1.5")])
        #expect(edited == Self.merged + "    popOutRatio: 1.5\n")
        let reel = try Self.read(edited)
        #expect(Self.pop(reel, 0)?.popOutRatio == 1.2)
        #expect(Self.pop(reel, 1)?.popOutRatio == 1.5)
        // The merging mapping's own key is edited in place.
        #expect(try Self.edit(Self.merged, [("actions[1].popInRatio", "0.8")]) == Self.merged.replacingOccurrences(of: "0.9", with: "0.8"))
        // The anchored mapping's own value: the merge reads it too, so it is refused.
        #expect(throws: SceneError.self) { try Self.edit(Self.merged, [("actions[0].popOutRatio", "1.4")]) }
    }
}
