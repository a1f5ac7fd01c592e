import Foundation
import ReelTestSupport
import Testing
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelTimeline
@testable import BadgeReelCLI

/// Content transitions in Swift out, read back (issue 40 item 4): a Swift file's CATransition or
/// UIView.transition, written as UIKit (`-o x.swift`) and rendered through the file's own first
/// line, records the same transitions — kind, direction, duration, curve, the values that change
/// under it — at the same times, and draws the same: host, badge and label within 1e-9 at every
/// half frame, and each part's transition (its style, its progress within 1e-9, the content it
/// shows leaving). The UIKit corpus's five transition files come back so; their SwiftUI form is
/// refused by name with why.
@Suite struct TransitionSwiftOutTests {
    let dir = scratchFolder()

    static let corpus = ["CounterLabelPushChain", "EmojiFlipTransition", "LabelCrossDissolveReplace", "PushTextLabelOverride", "TabItemFlipTransition"]

    /// The scene's transitions with the times they start (placed or in the script's order).
    static func transitions(_ scene: Scene) -> [(at: Double, p: TransitionParameters)] {
        SceneSchedule(scene).entries.compactMap { entry in
            if case .transition(let p) = entry.action.unplaced { (entry.start, p) } else { nil }
        }
    }

    /// Writes the export of `words` as UIKit Swift, replays it through its own first line, and
    /// compares the two; the file's text.
    @discardableResult
    func roundTrip(_ words: [String], name: String) throws -> String {
        let (text, original, replayed) = try SwiftRoundTripTests.writeAndReplay(words, name: name, in: dir)

        let a = original.scene.makeClip(measure: RenderedTextMetrics()), b = replayed.scene.makeClip(measure: RenderedTextMetrics())

        // The same transitions at the same times: kind and direction (as drawn: a fade has none),
        // length on the clock, curve and the change under each (its values applied to what the
        // part showed just before: a scene file may name a value the part already has, which a
        // Swift file's turn does not record as a change).
        let was = Self.transitions(original.scene), now = Self.transitions(replayed.scene)
        #expect(!was.isEmpty, "\(name): the original has no transition")
        #expect(was.count == now.count, "\(name): \(was.count) transitions, replayed \(now.count)\n\(text)")
        for (u, v) in zip(was, now) {
            #expect(abs(u.at - v.at) <= 1e-9, "\(name): a transition at \(u.at) s replays at \(v.at) s")
            #expect(u.p.view == v.p.view && u.p.style == v.p.style && u.p.exactDuration == v.p.exactDuration && u.p.curve == v.p.curve,
                    "\(name): \(u.p.keyedTexts) replays as \(v.p.keyedTexts)")
            let layer = [ViewPart.host: a.layers.host, .badge: a.layers.badge, .label: a.layers.label][u.p.view] ?? a.layers.label
            let before = a.timeline.model(of: layer, at: max(0, u.at - 1e-6))
            var x = before, y = before
            u.p.values.apply(to: &x)
            v.p.values.apply(to: &y)
            #expect(x == y, "\(name): the change under \(u.p.keyedTexts) replays as \(v.p.keyedTexts)")
        }

        #expect(abs(a.duration - b.duration) <= 1e-9, "\(name): the clip lasts \(a.duration) s, replayed \(b.duration) s")
        let end = min(a.duration, b.duration)
        var worst = (0.0, 0.0, "")
        var during = 0
        var t = 0.0
        let step = 0.5 / original.scene.fps
        while t <= end {
            let sa = a.timeline.evaluate(at: t), sb = b.timeline.evaluate(at: t)
            for (part, ia, ib) in [("host", a.layers.host, b.layers.host), ("badge", a.layers.badge, b.layers.badge), ("label", a.layers.label, b.layers.label)] {
                let x = sa.layers[ia], y = sb.layers[ib]
                #expect(x.isHidden == y.isHidden && x.text == y.text, "\(name) \(part) at \(t) s")
                #expect(x.transition?.style == y.transition?.style, "\(name) \(part)'s transition at \(t) s: \(String(describing: x.transition?.style)) replays as \(String(describing: y.transition?.style))")
                if let u = x.transition, let v = y.transition {
                    during += 1
                    #expect(u.outgoing.text == v.outgoing.text && u.outgoing.isHidden == v.outgoing.isHidden, "\(name) \(part)'s outgoing content at \(t) s")
                    if abs(u.progress - v.progress) > worst.0 { worst = (abs(u.progress - v.progress), t, "\(part).transition.progress") }
                    if abs(u.outgoing.opacity - v.outgoing.opacity) > worst.0 { worst = (abs(u.outgoing.opacity - v.outgoing.opacity), t, "\(part).transition.outgoing.opacity") }
                }
                let pairs: [(String, Double, Double)] = [
                    ("position.x", x.position.x, y.position.x), ("position.y", x.position.y, y.position.y),
                    ("width", x.size.width, y.size.width), ("height", x.size.height, y.size.height),
                    ("rotation", x.rotation, y.rotation), ("scaleX", x.scaleX, y.scaleX), ("scaleY", x.scaleY, y.scaleY),
                    ("translationX", x.translationX, y.translationX), ("translationY", x.translationY, y.translationY),
                    ("opacity", x.opacity, y.opacity), ("cornerRadius", x.cornerRadius, y.cornerRadius),
                    ("borderWidth", x.borderWidth, y.borderWidth), ("fontSize", x.fontSize, y.fontSize),
                    ("red", x.backgroundColor.red, y.backgroundColor.red), ("blue", x.backgroundColor.blue, y.backgroundColor.blue),
                    ("alpha", x.backgroundColor.alpha, y.backgroundColor.alpha),
                    ("text red", x.foregroundColor.red, y.foregroundColor.red), ("text blue", x.foregroundColor.blue, y.foregroundColor.blue),
                ]
                for (field, u, v) in pairs where abs(u - v) > worst.0 { worst = (abs(u - v), t, "\(part).\(field)") }
            }
            t += step
        }
        #expect(during > 0, "\(name): no transition drawn")
        #expect(worst.0 <= 1e-9, "\(name): \(worst.2) differs by \(worst.0) at \(worst.1) s\n\(text.split(separator: "\n").first ?? "")")
        return text
    }

    /// A Swift file's code, rendered with `run`, written back and replayed.
    @discardableResult
    func roundTrip(source: String, run: String, name: String) throws -> String {
        let file = dir.appendingPathComponent("\(name)-in.swift")
        try ("import UIKit\n\n" + source).write(to: file, atomically: true, encoding: .utf8)
        return try roundTrip(["render", file.path, "--run", run, "-o", "back.swift"], name: "\(name).swift")
    }

    /// Each kind as people write it: CATransition push, moveIn, reveal and fade (with and
    /// without a timing function, Swift 4.2's names and the old kCATransition… strings, and
    /// CATransition's duration 0, the transaction's 0.25 s), UIView.transition's flips from
    /// each edge and its cross-dissolve with a curve option, an empty block on the host, a
    /// transition later in a script (asyncAfter), one on the badge that also changes its colour, and
    /// a change made just before a UIView.transition in the same turn (not under it).
    @Test(arguments: [
        ("push", """
         func go(label: UILabel) {
             let push = CATransition()
             push.type = .push
             push.subtype = .fromTop
             push.duration = 0.6
             push.timingFunction = CAMediaTimingFunction(name: .easeOut)
             label.layer.add(push, forKey: "count")
             label.text = "8"
         }
         """, "go(label: label)"),
        ("movein-later", """
         func go(label: UILabel) {
             DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                 let t = CATransition()
                 t.type = kCATransitionMoveIn
                 t.subtype = kCATransitionFromRight
                 t.duration = 0.35
                 label.text = "12"
                 label.layer.add(t, forKey: kCATransitionMoveIn)
             }
         }
         """, "go(label: label)"),
        ("reveal-default-duration", """
         func go(badge: UIView) {
             let t = CATransition()
             t.type = .reveal
             t.subtype = .fromBottom
             t.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1)
             badge.backgroundColor = .blue
             badge.layer.add(t, forKey: nil)
         }
         """, "go(badge: badge)"),
        ("fade", """
         func go(label: UILabel) {
             let fade = CATransition()
             fade.duration = 0.3
             label.layer.add(fade, forKey: nil)
             label.text = "Hi"
         }
         """, "go(label: label)"),
        ("dissolve", """
         func go(label: UILabel) {
             label.alpha = 0.8
             UIView.transition(with: label, duration: 0.8, options: [.transitionCrossDissolve, .curveEaseIn], animations: {
                 label.text = "Hello"
                 label.textColor = .black
             })
         }
         """, "go(label: label)"),
        ("flips", """
         func go(host: UIView, label: UILabel) {
             UIView.transition(with: label, duration: 0.5, options: .transitionFlipFromBottom) { label.text = "3" }
             DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                 UIView.transition(with: host, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear], animations: {}, completion: { _ in
                     UIView.transition(with: host, duration: 0.3, options: .transitionFlipFromRight, animations: { host.alpha = 0.6 })
                 })
             }
             DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) {
                 UIView.transition(with: label, duration: 0.25, options: [.transitionFlipFromTop, .curveEaseOut], animations: { label.text = "4" })
             }
         }
         """, "go(host: host, label: label)"),
    ])
    func eachKindComesBack(_ name: String, _ source: String, _ run: String) throws {
        try roundTrip(source: source, run: run, name: "kind-\(name)")
    }

    /// A scene file whose script starts like a framed animation — a lead-in, then one action
    /// and a hold, twice — but whose action is a transition (or a view block) is written as a
    /// script playing both runs; the replay line no longer starts the function a second time,
    /// which played four transitions where the scene has two.
    @Test(arguments: ["transition", "viewAnimate"])
    func aRepeatedTransitionIsPlayedAsTheScriptPlaysIt(_ kind: String) throws {
        let step = kind == "transition"
            ? "  - action: transition\n    view: label\n    type: push\n    subtype: fromTop\n    duration: 0.5\n    text: \"5\"\n"
            : "  - action: viewAnimate\n    view: badge\n    alpha: 0.5\n    duration: 0.5\n"
        let yaml = "actions:\n  - action: wait\n    seconds: 0.25\n" + step + "  - action: wait\n    seconds: 0.5\n" + step + "  - action: wait\n    seconds: 0.5\n"
        let file = dir.appendingPathComponent("twice-\(kind).yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        if kind == "transition" {
            let text = try roundTrip(["render", file.path, "-o", "back.swift"], name: "twice-\(kind).swift")
            #expect(!text.contains("asyncAfter(deadline: .now() + 0.5) { playTwice"), "\(text)")
        } else {
            try SwiftRoundTripTests().roundTrip(["render", file.path, "-o", "back.swift"], name: "twice-\(kind).swift")
        }
    }

    /// The UIKit corpus's five files with a content transition, each rendered with its header's
    /// run and views, written as UIKit and replayed; their SwiftUI form refused by name, with why.
    @Test(arguments: corpus)
    func theCorpusTransitionsComeBack(_ name: String) throws {
        let file = RealWorldCorpus.root.appendingPathComponent("UIKit/\(name).swift")
        let header = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let run = header.filter { $0.hasPrefix("// reel-run: ") }.map { String($0.dropFirst(13)) }.joined(separator: "\n")
        var words = ["render", file.path, "--run", run]
        for line in header where line.hasPrefix("// reel-view: ") { words += ["--view", String(line.dropFirst(14))] }
        let text = try roundTrip(words + ["-o", "back.swift"], name: "corpus-\(name).swift")
        let expected = [
            "CounterLabelPushChain": "transition2.type = .push",
            "EmojiFlipTransition": "UIView.transition(with: label, duration: 0.5, options: .transitionFlipFromBottom, animations: {",
            "LabelCrossDissolveReplace": "UIView.transition(with: label, duration: 0.8, options: .transitionCrossDissolve, animations: {",
            "PushTextLabelOverride": "label.layer.add(transition2, forKey: nil)",
            "TabItemFlipTransition": "UIView.transition(with: host, duration: 0.5, options: .transitionFlipFromLeft, animations: {})",
        ][name] ?? "?"
        #expect(text.contains(expected), "\(expected)\nin\n\(text)")

        let original = try SwiftRoundTripTests.reel(words + ["-o", dir.appendingPathComponent("never.gif").path])
        do {
            _ = try SwiftOut.source(.init(scene: original.scene, measure: RenderedTextMetrics(), fileName: "x.swift", api: .swiftui))
            Issue.record("\(name): the SwiftUI form was written")
        } catch {
            let reason = name.contains("Flip") ? "has no SwiftUI transition" : name.contains("Push") ? "SwiftUI's .push(from:) also fades the views"
                : "is not written in the SwiftUI form"
            #expect(error.message.hasPrefix("transition: ") && error.message.contains(reason), "\(name): \(error.message)")
        }
    }
}
