import Foundation
import ReelTestSupport
import Testing
import ArgumentParser
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelTimeline
@testable import BadgeReelCLI

/// The UIKit form read back: a file `-o NAME.swift` writes, rendered through the Swift-file
/// input with the command on its own first line, gives the timeline the original export has,
/// within 1e-9 at every frame and half frame — the seed animations at their defaults and at
/// random values (a property test), a user animation of each kind, every example scene.
@Suite struct SwiftRoundTripTests {
    let dir = scratchFolder()

    /// The reel an export's words make.
    static func reel(_ words: [String]) throws -> Reel {
        adoptSwiftFiles()
        guard case .export(let export) = ExportWords.read(words) else {
            let command = try BadgeReel.parseAsRoot(words)
            guard let planned = command as? any PlannedExport else { throw Failure("\(words) is not an export") }
            return try planned.job().reel
        }
        return try export.job().reel
    }

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }

    /// The words of the replay line a written file starts with (`badgereel render FILE …`), the
    /// file named by its path here: the line names it as written beside it, here it is in the
    /// scratch folder.
    static func replayWords(_ text: String, file: URL) throws -> [String] {
        let first = try #require(text.split(separator: "\n").first)
        var replay = try ShellWords.split(String(first.dropFirst(3)))
        #expect(replay.prefix(2) == ["badgereel", "render"])
        #expect(replay[2] == file.lastPathComponent)
        replay[2] = file.path
        return replay
    }

    /// The export of `words` written as UIKit Swift named `name` in `dir`, and the reel its own
    /// first line renders (at the original's frame rate): what every UIKit round trip compares.
    static func writeAndReplay(_ words: [String], name: String, in dir: URL) throws -> (text: String, original: Reel, replayed: Reel) {
        let original = try reel(words)
        let file = dir.appendingPathComponent(name)
        let text = try SwiftOut.source(.init(scene: original.scene, measure: RenderedTextMetrics(), fileName: file.path,
                                             commandLine: "badgereel " + words.joined(separator: " "),
                                             setupValues: ReelExporter.swiftSetupValues(original), options: Flags.swiftReplayOptions, api: .uikit))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let replay = Array(try replayWords(text, file: file).dropFirst())
            + ["--fps", plainNumber(original.scene.fps), "-o", dir.appendingPathComponent("never.gif").path]
        return (text, original, try reel(replay))
    }

    /// Writes `reel`'s UIKit Swift as `name`, renders it with its own first line, and compares;
    /// the file's text.
    @discardableResult
    func roundTrip(_ words: [String], name: String) throws -> String {
        let (text, original, replayed) = try Self.writeAndReplay(words, name: name, in: dir)
        let replay = try Self.replayWords(text, file: dir.appendingPathComponent(name))
        let a = original.scene.makeClip(measure: RenderedTextMetrics()), b = replayed.scene.makeClip(measure: RenderedTextMetrics())
        #expect(abs(a.duration - b.duration) <= 1e-9, "\(name): the clip lasts \(a.duration) s, replayed \(b.duration) s")
        let end = min(a.duration, b.duration)
        var worst = (0.0, 0.0, "")
        var t = 0.0
        let step = 0.5 / original.scene.fps
        while t <= end {
            let sa = a.timeline.evaluate(at: t), sb = b.timeline.evaluate(at: t)
            for (part, ia, ib) in [("host", a.layers.host, b.layers.host), ("badge", a.layers.badge, b.layers.badge), ("label", a.layers.label, b.layers.label)] {
                let x = sa.layers[ia], y = sb.layers[ib]
                #expect(x.isHidden == y.isHidden && x.text == y.text, "\(name) \(part) at \(t) s")
                let pairs: [(String, Double, Double)] = [
                    ("position.x", x.position.x, y.position.x), ("position.y", x.position.y, y.position.y),
                    ("width", x.size.width, y.size.width), ("height", x.size.height, y.size.height),
                    ("rotation", x.rotation, y.rotation), ("scaleX", x.scaleX, y.scaleX), ("scaleY", x.scaleY, y.scaleY),
                    ("translationX", x.translationX, y.translationX), ("translationY", x.translationY, y.translationY),
                    ("opacity", x.opacity, y.opacity), ("cornerRadius", x.cornerRadius, y.cornerRadius),
                    ("borderWidth", x.borderWidth, y.borderWidth),
                    ("red", x.backgroundColor.red, y.backgroundColor.red), ("alpha", x.backgroundColor.alpha, y.backgroundColor.alpha),
                ]
                for (field, u, v) in pairs where abs(u - v) > worst.0 { worst = (abs(u - v), t, "\(part).\(field)") }
            }
            t += step
        }
        #expect(worst.0 <= 1e-9, "\(name): \(worst.2) differs by \(worst.0) at \(worst.1) s\n\(replay)")
        return text
    }

    @Test(arguments: ["pop", "bump", "blink", "shake"])
    func theSeedAnimationsAtTheirDefaults(_ name: String) throws {
        try roundTrip([name, "-o", "\(name).swift"], name: "\(name).swift")
    }

    @Test func theSeedAnimationsAtRandomValues() throws {
        var rng = SplitMix64(seed: 29)
        for k in 0..<PropertyCases.count(standard: 6) {
            for name in AnimationName.allCases {
                var words = [name.rawValue]
                for info in name.parameters where info.aliasOf == nil {
                    switch info.kind {
                    case .number(let lo, let hi):
                        // Angles within a quarter turn: past it the input's rotation differs by a turn
                        // (docs/swift-out.md, "What is left").
                        let r = info.unit == .radians ? -Double.pi / 4...Double.pi / 4 : info.suggested ?? lo...hi
                        let upper = info.unit == .seconds ? min(r.upperBound, 1.5) : r.upperBound
                        let lower = info.unit == .seconds ? max(r.lowerBound, 0.01) : r.lowerBound
                        words += [Flags.flag(for: info.name), String(lower + (upper - lower) * Double(rng.next() >> 11) / Double(1 << 53))]
                    case .integer(let lo, let hi): words += [Flags.flag(for: info.name), String(lo + rng.below(min(hi, 12) - lo + 1))]
                    case .choice(let names): words += [Flags.flag(for: info.name), names[rng.below(names.count)]]
                    // The UIKit default curve: the Swift-file input does not yet read a CATransaction's
                    // timing function into UIView.animate, nor KeyframeAnimationOptions(rawValue:)
                    // (docs/swift-out.md, "What is left").
                    case .curve: break
                    default: break
                    }
                }
                try roundTrip(words + ["-o", "r\(k).swift"], name: "\(name.rawValue)-random\(k).swift")
            }
        }
    }

    @Test(arguments: [
        ["animate", "transform.scale", "--values", "1,1.4,0.9,1", "--key-times", "0,0.3,0.7,1", "--timing-functions", "easeOut,linear,easeIn", "--duration", "0.5", "--repeat-count", "2", "--autoreverses"],
        ["animate", "opacity", "--from-value", "1", "--to-value", "0.2", "--duration", "0.3", "--timing-function", "easeInEaseOut", "--begin-time", "0.1", "--fill-mode", "backwards"],
        ["animate", "transform.scale", "--spring", "--from-value", "0", "--to-value", "1", "--stiffness", "130.5071656342394", "--damping", "18.84955592153876"],
    ])
    func aUserAnimationOfEachKind(_ words: [String]) throws {
        try roundTrip(words + ["-o", "own.swift"], name: "own-\(words[1])-\(words.count).swift")
    }

    /// Any Swift file in, Swift out: what the seeds' own Swift records (`set`, `viewAnimate`,
    /// a layer group and `viewKeyframes`, each placed with `at:`), written back as UIKit.
    @Test(arguments: [
        ["examples/swift/BadgeHub.swift", "--run", "let hub = BadgeHub(view: host); hub.setCount(7); hub.pop()"],
        ["examples/swift/BadgeHub.swift", "--run", "let hub = BadgeHub(view: host); hub.setCount(3); hub.bump(); hub.blink()"],
        ["examples/swift/ShakyBell.swift", "--layout", "bell", "--run", "let bell = BadgeLabel(); bell.imageView = host; bell.shakeWith(duration: 1.0, angle: .pi/8, yOffset: 0.0)"],
    ])
    func aSwiftFileWrittenBackAsSwift(_ words: [String]) throws {
        let full = SwiftFileCommandTests.repository.appendingPathComponent(words[0]).path
        try roundTrip(["render", full] + words.dropFirst() + ["-o", "back.swift"],
                      name: "swift-" + (words[0].split(separator: "/").last ?? "") + "-\(words.count)-\(words.last?.count ?? 0).swift")
    }

    /// What a Swift file records that the writer once refused — a keyed animation taken off
    /// before it ends (`removeAnimation(forKey:)`, `removeAllAnimations()`), a physical spring
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` on a property
    /// animator) and a finite repeat (`.repeat` with `UIView.modifyAnimations`) — written back
    /// as that UIKit and replayed.
    @Test func removalsPhysicalSpringsAndRepeatsComeBack() throws {
        let source = """
        import UIKit

        func demo(host: UIView, badge: UIView, label: UILabel) {
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1
            pulse.toValue = 1.4
            pulse.duration = 0.6
            badge.layer.add(pulse, forKey: "pulse")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                badge.layer.removeAnimation(forKey: "pulse")
            }
            let spring = UISpringTimingParameters(mass: 1.5, stiffness: 180, damping: 12, initialVelocity: CGVector(dx: 2, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
            animator.addAnimations { label.alpha = 0.4 }
            animator.startAnimation(afterDelay: 0.3)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                UIView.animate(withDuration: 0.2, delay: 0.05, options: [.repeat, .autoreverse], animations: {
                    UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                        host.alpha = 0.5
                    }
                })
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
                host.layer.removeAllAnimations()
            }
        }
        """
        let file = dir.appendingPathComponent("Demo.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try roundTrip(["render", file.path, "--run", "demo(host: host, badge: badge, label: label)", "-o", "back.swift"], name: "swift-demo-back.swift")
        let written = try String(contentsOf: dir.appendingPathComponent("swift-demo-back.swift"), encoding: .utf8)
        for line in ["badge.layer.add(animation1, forKey: \"pulse\")", "badge.layer.removeAnimation(forKey: \"pulse\")",
                     "UISpringTimingParameters(mass: 1.5, stiffness: 180.0, damping: 12.0, initialVelocity: CGVector(dx: 2.0, dy: 0.0))",
                     "animator2.addAnimations {", "animator2.startAnimation(afterDelay: 0.3)", "options: [.repeat, .autoreverse]",
                     "UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {", "host.layer.removeAllAnimations()"] {
            #expect(written.contains(line), "\(line)\n\(written)")
        }
        // The pulse taken off at 0.25 s, before its one 0.6 s run ends, is written as the code
        // wrote it: no repeat the input's recording cut it to.
        #expect(!written.contains("repeatDuration"), "\(written)")
    }

    /// An endless animation the code takes off (issue 40): written as it was written — repeating
    /// forever, then removed — not as a `repeatDuration` up to the removal; and a run whose last
    /// animation is removed replays as long as the original.
    @Test func anEndlessAnimationTakenOffIsWrittenAsTheCodeWroteIt() throws {
        let source = """
        import UIKit

        func pulse(badge: UIView) {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.3
            pulse.duration = 0.4
            pulse.autoreverses = true
            pulse.repeatCount = .greatestFiniteMagnitude
            badge.layer.add(pulse, forKey: "pulse")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) {
                badge.layer.removeAnimation(forKey: "pulse")
            }
        }
        """
        let file = dir.appendingPathComponent("Pulse.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try roundTrip(["render", file.path, "--run", "pulse(badge: badge)", "-o", "pulse.swift"], name: "swift-pulse-back.swift")
        let written = try String(contentsOf: dir.appendingPathComponent("swift-pulse-back.swift"), encoding: .utf8)
        #expect(written.contains("animation1.repeatCount = .greatestFiniteMagnitude"), "\(written)")
        #expect(written.contains("badge.layer.removeAnimation(forKey: \"pulse\")"), "\(written)")
        #expect(!written.contains("repeatDuration"), "\(written)")
    }

    /// A scene file whose last animation is taken off early: its clock runs on to that
    /// animation's end, and the replay is told so (`--length`), so both clips last as long.
    @Test func aSceneWhoseLastAnimationIsRemovedReplaysAsLong() throws {
        let scene = """
        actions:
          - action: wait
            seconds: 0.1
          - action: animate
            at: 0.1
            layer: badge
            key: grow
            keyPath: transform.scale
            fromValue: 1
            toValue: 1.5
            duration: 0.8
          - action: removeAnimation
            at: 0.3
            view: badge
            key: grow
          - action: wait
            seconds: 0.5
        """
        let file = dir.appendingPathComponent("removed-last.yaml")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        try roundTrip(["render", file.path, "-o", "removed-last.swift"], name: "removed-last-back.swift")
        let written = try String(contentsOf: dir.appendingPathComponent("removed-last-back.swift"), encoding: .utf8)
        #expect(written.hasPrefix("// badgereel render removed-last-back.swift --run 'playRemovedLastBack(host: host, badge: badge, label: label)' --lead-in 0 --hold 0.5 --length 0.9\n"), "\(written)")
    }

    /// A scene file's keyed animation on the badge, which the count's layer takes too: its
    /// removal takes both off, as the scene takes the badge's copies with it; one added later
    /// with the key and no copy replaces the badge's and takes the count's copy off. (The last
    /// animation is one nobody removes: a scene's clock runs on through an animation taken off
    /// early, the Swift-file input's clip ends when the last one still on ends.)
    @Test func aKeyedBadgeAnimationAndItsCopyAreTakenOffTogether() throws {
        let scene = """
        actions:
          - action: wait
            seconds: 0.1
          - action: animate
            at: 0.1
            layer: badge
            key: grow
            keyPath: transform.scale
            fromValue: 1
            toValue: 1.5
            duration: 0.8
          - action: removeAnimation
            at: 0.3
            view: badge
            key: grow
          - action: animate
            at: 0.4
            layer: badge
            key: spin
            keyPath: transform.rotation.z
            toValue: 0.5
            duration: 0.6
          - action: animate
            at: 0.5
            layer: badge
            key: spin
            keyPath: backgroundColor
            toValue: systemBlue
            duration: 0.3
          - action: removeAnimation
            at: 0.7
            view: badge
          - action: animate
            at: 0.8
            layer: host
            keyPath: opacity
            toValue: 0.5
            duration: 0.5
          - action: wait
            seconds: 1
        """
        let file = dir.appendingPathComponent("keyed.yaml")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        try roundTrip(["render", file.path, "-o", "keyed.swift"], name: "keyed-back.swift")
        let written = try String(contentsOf: dir.appendingPathComponent("keyed-back.swift"), encoding: .utf8)
        for line in ["label.layer.add(animation2, forKey: \"grow\")", "label.layer.removeAnimation(forKey: \"grow\")",
                     "badge.layer.removeAllAnimations()", "label.layer.removeAllAnimations()"] {
            #expect(written.contains(line), "\(line)\n\(written)")
        }
        // The later "spin" has no copy: adding it takes the earlier one's copy off the count.
        #expect(written.components(separatedBy: "label.layer.removeAnimation(forKey: \"spin\")").count == 2, "\(written)")
    }

    @Test(arguments: ["examples/increment-and-pop.yaml", "examples/bell-test-rig.yaml", "examples/tab-bar-dot.yaml",
                      "examples/custom/spring-scale-in.yaml", "examples/custom/wiggle.yaml", "examples/custom/fade-and-rise.yaml"])
    func everyExampleScene(_ path: String) throws {
        let full = SwiftFileCommandTests.repository.appendingPathComponent(path).path
        try roundTrip(["render", full, "-o", "scene.swift"], name: "scene-" + (path.split(separator: "/").last ?? "") + ".swift")
    }
}
