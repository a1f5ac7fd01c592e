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
        #expect(Self.refusal([.wait(0.1), remove]) == nil)
        // Every animation of the badge, after the count was animated on its own and took a
        // copy of the badge's: UIKit cannot take the copies off alone.
        let own = try AnimateAction(.animate, [(key: "keyPath", text: "opacity"), (key: "toValue", text: "0.5"), (key: "layer", text: "label")])
        let removal = try #require(Self.refusal([.layerAnimation(animate), .layerAnimation(own), remove]))
        #expect(removal.message.hasPrefix("removeAnimation: removing every animation of the badge after the count was animated on its own"), "\(removal.message)")
        let repeated = try SceneAction(named: "viewAnimate", [(key: "alpha", text: "0.5"), (key: "repeatCount", text: "2")])
        #expect(Self.refusal([.at(0.1, repeated)]) == nil)
        // A repeatDuration lasting a short decimal count of runs is written as that count; one
        // that does not (1 s of 0.3 s runs) has no UIKit block form.
        let endless = try SceneAction(named: "viewAnimate", [(key: "alpha", text: "0.5"), (key: "repeatDuration", text: "2")])
        #expect(Self.refusal([.at(0.1, endless)]) == nil)
        let thirds = try SceneAction(named: "viewAnimate", [(key: "alpha", text: "0.5"), (key: "duration", text: "0.3"), (key: "repeatDuration", text: "1")])
        let block = try #require(Self.refusal([.at(0.1, thirds)]))
        #expect(block.message.hasPrefix("viewAnimate: a block with repeatDuration 1 (not a count UIKit's block takes: "), "\(block.message)")
        // A physical spring lasting other than its settling time: UIKit runs it for that time.
        let spring = try SceneAction(named: "viewAnimate", [(key: "alpha", text: "0.5"), (key: "springStiffness", text: "100"), (key: "duration", text: "0.4")])
        let physical = try #require(Self.refusal([spring]))
        #expect(physical.message.hasPrefix("viewAnimate: a block with a physical spring (springStiffness) lasting 0.4 s, not its settling time "), "\(physical.message)")
        // One key on the badge (copied onto the count) and on the count: UIKit would let one replace the other.
        let keyedBadge = try AnimateAction(.animate, [(key: "keyPath", text: "opacity"), (key: "toValue", text: "0.5"), (key: "key", text: "k")])
        let keyedCount = try AnimateAction(.animate, [(key: "keyPath", text: "opacity"), (key: "toValue", text: "0.5"), (key: "layer", text: "label"), (key: "key", text: "k")])
        let shared = try #require(Self.refusal([.layerAnimation(keyedCount), .layerAnimation(keyedBadge)]))
        #expect(shared.message.hasPrefix("animate: the key \"k\" on both the badge"), "\(shared.message)")
        // The badge's key taken off the count, which the scene keys under the badge.
        let offCount = try SceneAction(named: "removeAnimation", [(key: "view", text: "label"), (key: "key", text: "k")])
        let copyOff = try #require(Self.refusal([.layerAnimation(keyedBadge), offCount]))
        #expect(copyOff.message.hasPrefix("removeAnimation: taking \"k\" off the count, which holds only the badge's copy"), "\(copyOff.message)")
    }

    /// A part's image: a set's is written (the badge as a UIButton, ImageSwiftOutTests), one
    /// on the count label is not; one set inside an animation block is not written yet.
    @Test func anImageIsRefusedInEachActionThatSetsOne() throws {
        let set = try SceneAction(named: "set", [(key: "view", text: "badge"), (key: "image", text: "heart.fill")])
        #expect(Self.refusal([set]) == nil)
        let label = try SceneAction(named: "set", [(key: "view", text: "label"), (key: "image", text: "heart.fill")])
        #expect(try #require(Self.refusal([label])).message.hasPrefix("set: an image on the count label (a UILabel draws none) is not written as Swift yet"))
        let block = try SceneAction(named: "viewAnimate", [(key: "image", text: "host"), (key: "alpha", text: "0.5")])
        #expect(try #require(Self.refusal([block])).message.hasPrefix("viewAnimate: a block with an image (image, imageSize, contentMode) is not written"))
        // Without one, the same set is written.
        #expect(Self.refusal([try SceneAction(named: "set", [(key: "view", text: "badge"), (key: "alpha", text: "0.5")])]) == nil)
    }
}
