import Foundation
import Testing
import ReelModels
import ReelSwiftOut
import ReelTestSupport

/// Content transitions (`action: transition`, what a Swift file's CATransition or
/// UIView.transition records) in Swift out: the UIKit form writes each kind as a person writes
/// it and type-checks against the stand-in; the SwiftUI form refuses each kind by name, with
/// why (the replays are in ReelSwiftTests' TransitionSwiftOutTests).
@Suite struct TransitionSwiftOutFileTests {
    static func transition(_ pairs: [(String, String)]) throws -> SceneAction {
        try SceneAction(named: "transition", pairs.map { (key: $0.0, text: $0.1) })
    }

    /// A script with every kind of transition, each direction and curve spelt once.
    static func everyKind() throws -> Scene {
        var scene = Scene()
        scene.actions = [
            .at(0.1, try transition([("view", "label"), ("type", "push"), ("subtype", "fromTop"), ("duration", "1"), ("curve", "easeOut"), ("text", "3")])),
            .at(0.3, try transition([("view", "label"), ("type", "moveIn"), ("subtype", "fromRight"), ("duration", "0.4"), ("text", "4")])),
            .at(0.5, try transition([("view", "badge"), ("type", "reveal"), ("subtype", "fromBottom"), ("duration", "0.3"), ("curve", "cubic-bezier(0.2,0.8,0.4,1)"), ("backgroundColor", "#007AFF")])),
            .at(0.7, try transition([("view", "label"), ("type", "fade"), ("duration", "0.2"), ("text", "5")])),
            .at(0.9, try transition([("view", "label"), ("type", "fade"), ("duration", "0.8"), ("curve", "easeIn"), ("text", "Hello"), ("textColor", "#000000")])),
            .at(1.1, try transition([("view", "label"), ("type", "flip"), ("subtype", "fromBottom"), ("duration", "0.5"), ("curve", "easeInEaseOut"), ("text", "6")])),
            .at(1.3, try transition([("view", "host"), ("type", "flip"), ("subtype", "fromLeft"), ("duration", "0.5"), ("curve", "linear")])),
            .at(1.5, try transition([("view", "host"), ("type", "flip"), ("subtype", "fromRight"), ("duration", "0.25"), ("curve", "easeInEaseOut"), ("alpha", "0.5")])),
            .at(1.7, try transition([("view", "label"), ("type", "flip"), ("subtype", "fromTop"), ("duration", "0.3"), ("curve", "easeOut"), ("text", "7")])),
            .wait(0.5),
        ]
        return scene
    }

    @Test func eachKindIsWrittenAsAPersonWritesItAndTypeChecks() throws {
        let text = try SwiftOut.source(.init(scene: Self.everyKind(), measure: FixedAdvanceMetrics(), fileName: "turns.swift",
                                             commandLine: "badgereel render turns.yaml -o turns.swift", api: .uikit))
        for spelt in [
            // CATransition: type, subtype, duration, timing function, added with the key nil, then the change.
            "let transition1 = CATransition()", "transition1.type = .push", "transition1.subtype = .fromTop", "transition1.duration = 1.0",
            "transition1.timingFunction = CAMediaTimingFunction(name: .easeOut)", "label.layer.add(transition1, forKey: nil)\n        label.text = \"3\"",
            "transition2.type = .moveIn", "transition2.subtype = .fromRight",
            "transition3.type = .reveal", "transition3.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1.0)",
            "badge.layer.add(transition3, forKey: nil)\n        badge.backgroundColor = UIColor(red: 0.0, green: 0.478431372549, blue: 1.0, alpha: 1.0)",
            // A linear fade is a CATransition with no type, subtype or timing function (its defaults).
            "let transition4 = CATransition()\n        transition4.duration = 0.2\n        label.layer.add(transition4, forKey: nil)",
            // A fade eased by one of UIKit's curves, and the flips: UIView.transition around the change.
            "UIView.transition(with: label, duration: 0.8, options: [.transitionCrossDissolve, .curveEaseIn], animations: {\n            label.text = \"Hello\"",
            "UIView.transition(with: label, duration: 0.5, options: .transitionFlipFromBottom, animations: {\n            label.text = \"6\"\n        })",
            "UIView.transition(with: host, duration: 0.5, options: [.transitionFlipFromLeft, .curveLinear], animations: {})",
            "UIView.transition(with: host, duration: 0.25, options: .transitionFlipFromRight, animations: {\n            host.alpha = 0.5",
            "UIView.transition(with: label, duration: 0.3, options: [.transitionFlipFromTop, .curveEaseOut], animations: {",
        ] {
            #expect(text.contains(spelt), "\(spelt)\nin\n\(text)")
        }
        #expect(!text.contains("transition4.type") && !text.contains("transition4.subtype") && !text.contains("transition4.timingFunction"), "\(text)")
        try SwiftUILayerFileTests.expectTypeChecks(text, as: "turns.swift", in: "transition-files")
    }

    /// The SwiftUI form refuses each kind by name, saying why no SwiftUI form moves the same.
    @Test(arguments: [
        ("push", "a push (CATransition .push) has no SwiftUI form that moves the same: SwiftUI's .push(from:) also fades the views"),
        ("moveIn", "a moveIn (CATransition .moveIn) has no SwiftUI form that moves the same"),
        ("reveal", "a reveal (CATransition .reveal) has no SwiftUI form that moves the same"),
        ("flip", "a flip (UIView.AnimationOptions.transitionFlipFromTop) has no SwiftUI transition"),
        ("fade", "a cross-dissolve of the label's content (CATransition .fade, UIView.AnimationOptions.transitionCrossDissolve) is not written in the SwiftUI form"),
    ])
    func theSwiftUIFormRefusesEachKindByName(_ type: String, _ reason: String) throws {
        var scene = Scene()
        scene.actions = [.at(0.2, try Self.transition([("view", "label"), ("type", type), ("subtype", "fromTop"), ("duration", "0.4"), ("text", "8")])), .wait(0.2)]
        #expect(throws: Never.self) { try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "t.swift", api: .uikit)) }
        do {
            _ = try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "t.swift", api: .swiftui))
            Issue.record("the SwiftUI form wrote a \(type) transition")
        } catch {
            #expect(error.subject == "transition")
            #expect(error.message.hasPrefix("transition: \(reason)"), "\(error.message)")
        }
    }

    /// A CATransition shows every change of its run-loop turn: one that shares its time with
    /// another change of its view is refused by name (the replay would fold the two into one
    /// transition); UIView.transition keeps what comes before its block apart, so a flip there is
    /// written, and so is a CATransition beside a removal (CounterLabelPushChain's).
    @Test func aCATransitionBesideAnotherChangeOfItsViewIsRefusedByName() throws {
        let set = try SceneAction(named: "set", [(key: "view", text: "label"), (key: "text", text: "2")])
        let remove = try SceneAction(named: "removeAnimation", [(key: "view", text: "label")])
        func source(_ actions: [SceneAction]) throws(SwiftOutRefusal) -> String {
            var scene = Scene()
            scene.actions = actions + [.wait(0.3)]
            return try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "t.swift", api: .uikit))
        }
        let push = try Self.transition([("view", "label"), ("type", "push"), ("subtype", "fromTop"), ("duration", "0.4"), ("text", "3")])
        do {
            _ = try source([.at(0.2, set), .at(0.2, push)])
            Issue.record("a push beside a set of its label at its time was written")
        } catch {
            #expect(error.message == "transition: a CATransition (push) of the label at 0.2 s beside set at that time is not written as Swift yet (a CATransition shows every change of its run-loop turn: the two would be one transition)", "\(error.message)")
        }
        #expect(throws: Never.self) { try source([.at(0.2, remove), .at(0.2, push)]) }
        #expect(throws: Never.self) { try source([.at(0.1, set), .at(0.2, push)]) }
        let flip = try Self.transition([("view", "label"), ("type", "flip"), ("duration", "0.4"), ("curve", "easeInEaseOut"), ("text", "3")])
        #expect(throws: Never.self) { try source([.at(0.2, set), .at(0.2, flip)]) }
    }

    /// A flip eased by a curve UIView.transition's options cannot name (only a scene file gives
    /// one: UIKit's flips take the options' curve) is refused by name, not written with another curve.
    @Test func aFlipEasedByACurveWithoutAnOptionIsRefusedByName() throws {
        var scene = Scene()
        scene.actions = [.at(0.2, try Self.transition([("view", "host"), ("type", "flip"), ("duration", "0.4"), ("curve", "cubic-bezier(0.2,0.8,0.4,1)")])), .wait(0.2)]
        do {
            _ = try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "t.swift", api: .uikit))
            Issue.record("a flip with a Bézier curve was written")
        } catch {
            #expect(error.message.hasPrefix("transition: a flip eased by CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1.0) (UIView.transition's options name only .curveEaseInOut, .curveEaseIn, .curveEaseOut and .curveLinear) is not written as Swift yet"), "\(error.message)")
        }
    }
}
