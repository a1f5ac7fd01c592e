import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// A Swift file as render's and timeline's input, in process: each flag's range and its
/// one-line refusal, the code's refusals (exit 65, nothing written), and `--save-scene`
/// writing the scene that renders to the same bytes.
@Suite struct SwiftFileCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let hub = repository.appendingPathComponent("examples/swift/BadgeHub.swift").path
    static let popRun = "let hub = BadgeHub(view: host); hub.setCount(42); hub.pop()"
    let dir = scratchFolder()

    @Test func flagsHaveRangesAndOneLineRefusals() {
        let out = dir.appendingPathComponent("x.gif").path
        let cases: [([String], String)] = [
            (["--view", "redCircle=circle"], "--view redCircle=circle: expected NAME=badge, NAME=host or NAME=label (NAME a Swift name)"),
            (["--view", "9lives=badge"], "--view 9lives=badge: expected NAME=badge, NAME=host or NAME=label (NAME a Swift name)"),
            (["--view", "a=badge", "--view", "a=label"], "--view a=label: a is bound twice: expected each name once"),
            (["--view", "a=badge", "--view", "b=badge"], "--view b=badge: the badge is bound twice: expected each part once"),
            (["--length", "0"], "--length 0: expected seconds, 0 < seconds ≤ 120"),
            (["--length", "121"], "--length 121: expected seconds, 0 < seconds ≤ 120"),
            (["--length", "soon"], "--length soon: expected seconds, 0 < seconds ≤ 120"),
            (["--repeat", "2"], "--repeat applies to a seed animation; a Swift file's code says how often it runs"),
            (["--set", "fps=30"], "--set fps=30 applies to a scene file; a Swift file's values are its code's"),
        ]
        for (flags, message) in cases {
            let outcome = runInProcess(["render", Self.hub, "--run", Self.popRun, "-o", out] + flags)
            #expect(outcome?.message == message, "\(flags)")
            #expect(outcome?.code == 64, "\(flags)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        // Issue 41: the range's top was refused ("past the scene's 120 s"): the clip's lead-in
        // counted against the code's 120 s.
        let still = dir.appendingPathComponent("long.png").path
        #expect(runInProcess(["still", Self.hub, "--run", Self.popRun, "--length", "120", "--at", "60", "-o", still]) == nil)
        #expect(runInProcess(["still", Self.hub, "--run", "let hub = BadgeHub(view: host); DispatchQueue.main.asyncAfter(deadline: .now() + 121) { hub.pop() }", "-o", still])?.message
                == "--run:1:33: error: the scene runs longer than 120 s (limit: scene length)")
        let scene = Self.repository.appendingPathComponent("examples/increment-and-pop.yaml").path
        let onScene = runInProcess(["render", scene, "--run", "badge.alpha = 0", "-o", out])
        #expect(onScene?.message == "--run applies to a Swift file; the scene file \(scene) holds its own values")
        let timeline = runInProcess(["timeline", "pop", "--run", "x()"])
        #expect(timeline?.message == "--run applies to a Swift file, not to pop")
    }

    /// `render Badge.SWIFT` was read as a scene file (YAML) while `studio Badge.SWIFT` opened it
    /// as Swift: one test of the extension, in any case, for every command.
    @Test func aSwiftFileIsSwiftInAnyCase() throws {
        let upper = dir.appendingPathComponent("Badge.SWIFT")
        try FileManager.default.copyItem(atPath: Self.hub, toPath: upper.path)
        let out = dir.appendingPathComponent("upper.png").path
        #expect(runInProcess(["still", upper.path, "--run", Self.popRun, "-o", out]) == nil)
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(try StudioCommand.parse([upper.path]).isSwift)
        #expect(try !StudioCommand.parse([Self.hub + ".yaml"]).isSwift)
    }

    @Test func theCodesRefusalsStartWithTheirPosition() throws {
        let out = dir.appendingPathComponent("y.gif").path
        let cases: [(String, String)] = [
            ("let hub = BadgeHub(view: host)\nDispatchQueue.global().async { }",
             "--run:2:1: error: DispatchQueue.global() is not evaluated (supported: DispatchQueue.main.async(execute:), DispatchQueue.main.asyncAfter(deadline:execute:))"),
            ("let hub = BadgeHub(view: host)\nhub.wobble()", "--run:2:1: error: value of type 'BadgeHub' has no member 'wobble'"),
            ("UIView.setAnimationsEnabled(false)",
             "--run:1:1: error: UIView.setAnimationsEnabled(_:) is not evaluated (supported: animate(withDuration:delay:options:animations:completion:), animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:), animateKeyframes(withDuration:delay:options:animations:completion:), addKeyframe(withRelativeStartTime:relativeDuration:animations:), modifyAnimations(withRepeatCount:autoreverses:animations:), setAnimationRepeatCount(_:), performWithoutAnimation(_:), transition(with:duration:options:animations:completion:), transition(from:to:duration:options:completion:), AnimationOptions, KeyframeAnimationOptions, AnimationCurve, ContentMode, init(frame:))"),
            ("badge.alpha = Float(0.5)", "--run:1:15: error: cannot convert value of type 'Float' to expected argument type 'CGFloat' (UIView.alpha)"),
            ("var n = 0\nwhile true { n += 1 }", "--run:2:1: error: loops ran more than 100000 iterations (limit: loop iterations; a runaway loop?)"),
            ("let x = (1 +", "--run:1:13: error: expected expression after operator"),
        ]
        for (run, message) in cases {
            let outcome = runInProcess(["render", Self.hub, "--run", run, "-o", out])
            #expect(outcome?.message == "" + message, "\(run)")
            #expect(outcome?.code == 65, "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        let none = runInProcess(["render", Self.hub, "-o", out])
        #expect(none?.message == "\(Self.hub):1:1: error: 3 functions start an animation (BadgeHub.pop(), BadgeHub.blink(), BadgeHub.bump()): choose one with --run")
        #expect(none?.code == 65)
        let missing = runInProcess(["render", dir.appendingPathComponent("Nope.swift").path, "-o", out])
        #expect(missing?.code == 66)
    }

    /// The input is read only if it is a regular file, and never past the source size limit:
    /// before, a `.swift` symlink to /dev/zero was read for ever (memory without bound), a FIFO
    /// blocked the open, and a huge file was read and parsed whole before its size was refused.
    @Test func onlyARegularFileIsReadAndOnlyUpToTheSizeLimit() throws {
        let out = dir.appendingPathComponent("z.gif").path
        let zero = dir.appendingPathComponent("Zero.swift").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let fifo = dir.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let folder = dir.appendingPathComponent("Folder.swift").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for path in [zero, fifo, folder] {
            let outcome = runInProcess(["render", path, "--run", Self.popRun, "-o", out])
            #expect(outcome?.message == "\(path): not a regular file", "\(path)")
            #expect(outcome?.code == 66, "\(path)")
        }
        let huge = dir.appendingPathComponent("Huge.swift").path
        try Data(repeating: UInt8(ascii: "/"), count: 4_000_000).write(to: URL(fileURLWithPath: huge))
        let big = runInProcess(["render", huge, "--run", Self.popRun, "-o", out])
        #expect(big?.message == "\(huge):1:1: error: the source is larger than the source size limit of 262144 bytes")
        #expect(big?.code == 65)
        // A symbolic link to a regular file is read as the file.
        let link = dir.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Self.hub)
        #expect(runInProcess(["render", link, "--run", Self.popRun, "-o", out]) == nil)
        try FileManager.default.removeItem(atPath: out)
        let deep = dir.appendingPathComponent("Deep.swift").path
        try ("let x = " + String(repeating: "1 + ", count: 20_000) + "1\n").write(toFile: deep, atomically: true, encoding: .utf8)
        let nested = runInProcess(["render", deep, "--run", Self.popRun, "-o", out])
        #expect(nested?.message == "\(deep):1:9: error: expressions and statements nested deeper than 600 (limit: nesting depth)")
        #expect(nested?.code == 65)
        #expect(!FileManager.default.fileExists(atPath: out))
        // Issue 41: a missing file got Foundation's "The operation could not be completed".
        let missing = dir.appendingPathComponent("Missing.swift").path
        let absent = runInProcess(["render", missing, "--run", Self.popRun, "-o", out])
        #expect(absent?.message == "\(missing): no such file")
        #expect(absent?.code == 66)
    }

    /// Issue 41: the code's limits (2,000 animations of 1,000 values) let a 14-line file record
    /// a scene far past what a scene file may hold (rendering for hours; `--save-scene` wrote
    /// 14.5 MB that render refused). The scene is bounded as the scene reader bounds a file,
    /// before anything is drawn or saved.
    @Test func theRecordedSceneIsBoundedAsASceneFile() throws {
        let file = dir.appendingPathComponent("Many.swift").path
        try """
        func fill(_ count: Int) {
            var values: [Double] = []
            for i in 0..<1000 { values.append(Double(i) / 1000) }
            for i in 0..<count {
                let a = CAKeyframeAnimation(keyPath: "opacity")
                a.values = values
                a.duration = 1
                a.repeatCount = .infinity
                badge.layer.add(a, forKey: "k\\(i)")
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("many.gif").path, saved = dir.appendingPathComponent("many.yaml").path
        let refused = runInProcess(["render", file, "--run", "fill(300)", "--save-scene", saved, "-o", out])
        // Placed at the call that recorded the first action past the bound (it was at 1:1).
        #expect(refused?.message.split(separator: "\n").first == "\(file):9:9: error: the scene it records is 2182366 bytes as a scene file, more than the 1048576 a scene holds (limit: scene size)",
                "\(refused?.message ?? "")")
        #expect(refused?.code == 65)
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: saved))
        // What fits is drawn, and its saved scene reads back.
        #expect(runInProcess(["render", file, "--run", "fill(3)", "--save-scene", saved, "-o", out]) == nil)
        #expect(runInProcess(["render", saved, "-o", dir.appendingPathComponent("again.gif").path]) == nil)
    }

    @Test func theSavedSceneRendersTheSameBytes() throws {
        let a = dir.appendingPathComponent("a.gif"), b = dir.appendingPathComponent("b.gif")
        let saved = dir.appendingPathComponent("pop.yaml")
        #expect(runInProcess(["render", Self.hub, "--run", Self.popRun, "--badge-color", "#007AFF", "--scale", "2",
                              "--save-scene", saved.path, "-q", "-o", a.path]) == nil)
        #expect(runInProcess(["render", saved.path, "-q", "-o", b.path]) == nil)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
        let yaml = try String(contentsOf: saved, encoding: .utf8)
        #expect(yaml.contains("viewAnimate"))
    }

    @Test func stillAndTimelineTakeASwiftFile() throws {
        let png = dir.appendingPathComponent("s.png")
        #expect(runInProcess(["still", Self.hub, "--run", Self.popRun, "--at", "0.4", "-o", png.path]) == nil)
        #expect(FileManager.default.fileExists(atPath: png.path))
        let curve = runInProcess(["still", Self.hub, "--curve", "linear", "-o", dir.appendingPathComponent("t.png").path])
        #expect(curve?.message == "--curve applies to a named animation; the Swift file \(Self.hub) holds its own code")
        let name = runInProcess(["still", "wobble", "-o", dir.appendingPathComponent("u.png").path])
        #expect(name?.message == "wobble: expected pop, bump, blink, shake or a Swift file (name.swift)")
        #expect(name?.code == 64)
    }

    @Test func aBatchRendersSwiftJobsAndSkipsThemWhenUpToDate() throws {
        let manifest = dir.appendingPathComponent("jobs.yaml")
        let out = dir.appendingPathComponent("out").path
        try """
            jobs:
              - run: >-
                  render \(Self.hub) --run "let hub = BadgeHub(view: host); hub.setCount({count}); hub.pop()" -q -o \(out)/pop-{count}.gif
                matrix:
                  count: [3, 42]
            """.write(to: manifest, atomically: true, encoding: .utf8)
        #expect(runInProcess(["batch", manifest.path, "-q"]) == nil)
        let direct = dir.appendingPathComponent("direct.gif")
        #expect(runInProcess(["render", Self.hub, "--run", "let hub = BadgeHub(view: host); hub.setCount(42); hub.pop()", "-q", "-o", direct.path]) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/pop-42.gif")) == Data(contentsOf: direct))
    }

    @Test func withoutRunTheOneAnimatingFunctionRuns() throws {
        let file = dir.appendingPathComponent("Wiggle.swift")
        try """
            import UIKit
            extension UIView {
                func wiggle(angle: CGFloat = 0.2) {
                    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.transform = CGAffineTransform(rotationAngle: angle) }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.transform = .identity }
                    })
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("w.gif")
        #expect(runInProcess(["render", file.path, "-q", "-o", out.path]) == nil)
        let explicit = dir.appendingPathComponent("w2.gif")
        #expect(runInProcess(["render", file.path, "--run", "badge.wiggle()", "-q", "-o", explicit.path]) == nil)
        #expect(try Data(contentsOf: out) == Data(contentsOf: explicit))
    }
}

/// Never a silent still clip (issue 38): the command's words for the refusal and the inference.
@Suite struct SwiftStillClipCommandTests {
    let dir = scratchFolder()

    @Test func animationsOfViewsDrawnAsNoPartAreRefusedWithTheBindingThatDrawsThem() throws {
        let file = dir.appendingPathComponent("Pair.swift")
        try """
            final class Pair {
                let dot = UIView()
                let ring = UIView()
                func go() { UIView.animate(withDuration: 0.3) { self.dot.alpha = 0; self.ring.center.y += 4 } }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("pair.gif").path
        let outcome = runInProcess(["render", file.path, "--run", "Pair().go()", "-o", out])
        #expect(outcome?.message == "--run:1:1: error: nothing drawn moves: the code animates dot (a UIView) and ring (a UIView), which are drawn as no part: bind one with --view dot=badge or --view ring=badge")
        #expect(outcome?.code == 65)
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(runInProcess(["render", file.path, "--run", "Pair().go()", "--view", "ring=badge", "-q", "-o", out]) == nil)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func theOneViewThatMovedIsBoundByInference() throws {
        let file = dir.appendingPathComponent("Bell.swift")
        try """
            final class Bell {
                let imageView = UIImageView()
                func ring() { UIView.animate(withDuration: 0.4) { self.imageView.transform = CGAffineTransform(rotationAngle: .pi / 8) } }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let inferred = dir.appendingPathComponent("inferred.gif"), bound = dir.appendingPathComponent("bound.gif")
        #expect(runInProcess(["render", file.path, "--run", "Bell().ring()", "-q", "-o", inferred.path]) == nil)
        #expect(runInProcess(["render", file.path, "--run", "Bell().ring()", "--view", "imageView=host", "-q", "-o", bound.path]) == nil)
        #expect(try Data(contentsOf: inferred) == Data(contentsOf: bound))
    }
}
