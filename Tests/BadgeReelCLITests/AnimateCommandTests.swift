import Foundation
import Testing
import ReelTestSupport
@testable import BadgeReelCLI
import ReelExport
import ReelModels
import ReelTimeline

/// `badgereel animate KEYPATH`: flags named as Core Animation names the fields, the scene they
/// save, and the refusals, each one line naming the flag.
@Suite struct AnimateCommandTests {
    let dir = scratchFolder()

    func outcome(_ args: [String]) -> (message: String, code: Int32)? {
        do {
            var command = try BadgeReel.parseAsRoot(args)
            if let export = command as? AnimateCommand { _ = try export.job(); return nil }
            try command.run()
            return nil
        } catch {
            return Main.outcome(of: error)
        }
    }

    @Test func flagsMakeTheKeyframeAnimationTheSceneFileWouldMake() throws {
        let command = try #require(try BadgeReel.parseAsRoot([
            "animate", "transform.scale", "--values", "1,1.4,0.9,1", "--key-times", "0,0.3,0.7,1",
            "--timing-functions", "easeOut,linear,cubic-bezier(0.2,0.9,0.3,1.2)", "--duration", "0.5",
            "--repeat-count", "2", "--autoreverses", "--layer", "host", "--fill-mode", "both",
            "--removed-on-completion", "false", "-o", "x.gif",
        ]) as? AnimateCommand)
        let reel = try command.reel()
        guard case .layerAnimation(.animate(let p)) = reel.scene.actions[1] else {
            Issue.record("expected an animate action, got \(reel.scene.actions)"); return
        }
        #expect(p.keyPath == .scale && p.layer == .host && p.values == [.number(1), .number(1.4), .number(0.9), .number(1)])
        #expect(p.keyTimes == [0, 0.3, 0.7, 1] && p.timingFunctions == [.easeOut, .linear, TimingFunction(0.2, 0.9, 0.3, 1.2)])
        #expect(p.duration == 0.5 && p.media.repeatCount == 2 && p.media.autoreverses && p.media.fillMode == .both && !p.media.removedOnCompletion)
        // The saved scene reads back as the same script.
        let yaml = SceneFileWriter.yaml(reel)
        #expect(try SceneFileReader(file: "saved.yaml").read(yaml).scene.actions == reel.scene.actions)
    }

    /// Every option is named after a declared field, so its text reaches that declaration.
    @Test func everyOptionIsADeclaredField() throws {
        let declared = Set(AnimateParameters.parameters.map(\.key) + SpringActionParameters.parameters.map(\.key))
        let names = AnimateOptions.fields.map(\.name)
        #expect(names.count == 24)
        for name in names { #expect(declared.contains(name), "\(name)") }
        // `sublayer` names a layer a scene's layer action added: the command line adds none.
        #expect(declared.subtracting(names).subtracting(["keyPath", "sublayer"]).isEmpty, "\(declared.subtracting(names))")
    }

    @Test func springFlags() throws {
        let command = try #require(try BadgeReel.parseAsRoot([
            "animate", "transform.scale", "--spring", "--from-value", "0", "--to-value", "1",
            "--stiffness", "200", "--damping", "10", "--initial-velocity", "2", "-o", "x.gif",
        ]) as? AnimateCommand)
        guard case .layerAnimation(.spring(let p)) = try command.reel().scene.actions[1] else {
            Issue.record("expected a spring"); return
        }
        #expect(p.stiffness == 200 && p.damping == 10 && p.initialVelocity == 2 && p.duration == nil)
        #expect(p.fromValue == .number(0) && p.toValue == .number(1))
    }

    @Test(arguments: [
        (["animate", "transform.skew", "-o", "x.gif"], "keyPath transform.skew: expected one of transform.scale"),
        (["animate", "opacity", "--values", "1,2", "--key-times", "0", "-o", "x.gif"], "--key-times 0: expected 2 key times, one per value"),
        (["animate", "opacity", "--values", "1,2", "--key-times", "0,0.7,0.5", "-o", "x.gif"], "--key-times"),
        (["animate", "opacity", "--values", "1,x", "-o", "x.gif"], "--values x: expected value 2 of the list to be a number"),
        (["animate", "opacity", "--values", "1,2,3", "--timing-functions", "easeIn", "-o", "x.gif"],
         "--timing-functions easeIn: expected 2 timing functions, one per segment"),
        (["animate", "opacity", "--timing-function", "bouncy", "-o", "x.gif"], "--timing-function bouncy: expected linear, easeIn"),
        (["animate", "opacity", "--fill-mode", "sometimes", "-o", "x.gif"], "--fill-mode sometimes: expected one of removed, forwards, backwards, both"),
        (["animate", "opacity", "--speed", "0", "-o", "x.gif"], "--speed 0: expected a number from 0.001 to 1000"),
        (["animate", "opacity", "--repeat-count", "2", "--repeat-duration", "1", "-o", "x.gif"], "--repeat-duration 1: expected repeatCount or repeatDuration, not both"),
        (["animate", "backgroundColor", "--to-value", "0.5", "-o", "x.gif"], "--to-value 0.5: expected a colour, as backgroundColor holds"),
        (["animate", "opacity", "--values", "1,2", "--from-value", "0", "-o", "x.gif"], "--from-value: expected values or fromValue/toValue/byValue, not both"),
        (["animate", "opacity", "--spring", "--values", "1,2", "-o", "x.gif"], "--values is a keyframe or basic animation's field; it does not apply to --spring"),
        (["animate", "opacity", "--stiffness", "20", "-o", "x.gif"], "--stiffness is a spring's field; add --spring"),
        (["animate", "opacity", "--duration", "500", "--repeat-count", "3", "-o", "x.gif"], "--duration 500: expected an animation active for at most 600 s"),
        (["animate", "opacity", "--spring", "--damping", "-1", "-o", "x.gif"], "--damping -1: expected a number from 0 to 100000"),
    ])
    func refusals(args: [String], expected: String) {
        let result = outcome(args)
        #expect(result?.code == 64 && result?.message.contains(expected) == true, "\(String(describing: result))")
    }

    /// `--save-scene` then `render` on it: the same bytes, for a keyframe animation and a spring.
    @Test(arguments: [
        ["transform.rotation.z", "--values", "0,-0.26,0.26,0", "--key-times", "0,0.2,0.7,1",
         "--timing-functions", "easeOut,easeInEaseOut,easeIn", "--duration", "0.4", "--repeat-count", "1.5", "--autoreverses"],
        ["transform.scale", "--spring", "--from-value", "0", "--to-value", "1", "--stiffness", "130.5071656342394",
         "--damping", "18.84955592153876", "--count", "7"],
    ])
    func saveSceneThenRenderGivesTheSameBytes(args: [String]) throws {
        let name = args[0]
        let a = dir.appendingPathComponent("\(name)-a.gif").path, b = dir.appendingPathComponent("\(name)-b.gif").path
        let scene = dir.appendingPathComponent("\(name).yaml").path
        var r = try BinaryRunner.run(["animate"] + args + ["-o", a, "--save-scene", scene, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        r = try BinaryRunner.run(["render", scene, "-o", b, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    /// `timeline` takes a scene file and `animate`, and shows every transform part.
    @Test func timelineOfASceneFileAndOfAnimate() throws {
        let scene = dir.appendingPathComponent("grow.yaml")
        try Data("""
        fps: 10
        actions:
          - action: animate
            keyPath: transform.scale.x
            fromValue: 1
            toValue: 3
            duration: 0.5
            fillMode: forwards
            removedOnCompletion: false
        """.utf8).write(to: scene)
        var r = try BinaryRunner.run(["timeline", scene.path])
        #expect(r.status == 0, "\(r.stderr)")
        var object = try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any]
        var frames = try #require(object?["frames"] as? [[String: Any]])
        // The scene's clock starts at 0: frame 3 is 0.3 s into the animation.
        #expect(object?["animation"] as? String == "animate" && frames.count == 5)
        let badge = try #require(frames[3]["badge"] as? [String: Any])
        #expect(abs((badge["scaleX"] as? Double ?? 0) - 2.2) < 1e-12 && badge["scaleY"] as? Double == 1)
        for key in ["rotation", "translationX", "translationY"] { #expect(badge[key] as? Double == 0) }

        r = try BinaryRunner.run(["timeline", "animate", "transform.translation.y", "--from-value", "0", "--to-value", "-8",
                                  "--duration", "0.2", "--lead-in", "0", "--hold", "0", "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        object = try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any]
        frames = try #require(object?["frames"] as? [[String: Any]])
        let label = try #require(frames[1]["label"] as? [String: Any])
        #expect(frames.count == 2 && label["translationY"] as? Double == -4)
    }

    /// A batch job may be an `animate` command line.
    @Test func batchRunsAnimate() throws {
        let manifest = dir.appendingPathComponent("batch.yaml")
        let out = dir.appendingPathComponent("wiggle.gif")
        try Data("""
        jobs:
          - run: animate transform.rotation.z --values 0,-0.3,0.3,0 --duration 0.3 -o \(out.path)
        """.utf8).write(to: manifest)
        let r = try BinaryRunner.run(["batch", manifest.path, "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }
}
