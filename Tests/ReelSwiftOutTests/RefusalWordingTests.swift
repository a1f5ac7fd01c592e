import Testing
import ReelModels
import ReelTestSupport
@testable import ReelSwiftOut

/// A refusal names the action and what about it is not written, and never says an action it
/// writes is not written (issue 41: "animate: not written as Swift yet" while listing animate,
/// for an animate placed with at:).
@Suite struct RefusalWordingTests {
    static func refusal(_ actions: [SceneAction]) -> SwiftOutRefusal? {
        var scene = Scene()
        scene.actions = actions
        do { _ = try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "r.swift")); return nil }
        catch { return error }
    }

    @Test func placedActionsAreWrittenAndRefusalsSayWhy() throws {
        let animate = try AnimateAction(.animate, [(key: "keyPath", text: "opacity"), (key: "toValue", text: "0.5")])
        #expect(Self.refusal([.at(0.25, .layerAnimation(animate)), .wait(0.5)]) == nil)
        let remove = try SceneAction(named: "removeAnimation", [(key: "view", text: "badge")])
        let removal = try #require(Self.refusal([.wait(0.1), remove]))
        #expect(removal.message.hasPrefix("removeAnimation: removing an animation is not written as Swift yet (the writer writes "))
        let repeated = try SceneAction(named: "viewAnimate", [(key: "alpha", text: "0.5"), (key: "repeatCount", text: "2")])
        let block = try #require(Self.refusal([.at(0.1, repeated)]))
        #expect(block.message.hasPrefix("viewAnimate: a block with repeatCount 2 is not written as Swift yet"), "\(block.message)")
    }

    /// A part's image (a UIButton's): the file the writer makes has no button to set it on.
    @Test func anImageIsRefusedInEachActionThatSetsOne() throws {
        let set = try SceneAction(named: "set", [(key: "view", text: "badge"), (key: "image", text: "heart.fill")])
        #expect(try #require(Self.refusal([set])).message.hasPrefix("set: an image (image) is not written as Swift yet"))
        let block = try SceneAction(named: "viewAnimate", [(key: "image", text: "host"), (key: "alpha", text: "0.5")])
        #expect(try #require(Self.refusal([block])).message.hasPrefix("viewAnimate: a block with an image (image) is not written"))
        // Without one, the same set is written.
        #expect(Self.refusal([try SceneAction(named: "set", [(key: "view", text: "badge"), (key: "alpha", text: "0.5")])]) == nil)
    }
}
