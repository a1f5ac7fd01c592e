import Foundation
import Testing

@Suite struct TimelineCommandTests {
    struct Report: Decodable {
        struct Layer: Decodable {
            var x: Double, y: Double, width: Double, height: Double, opacity: Double
            var rotation: Double?, anchorX: Double?, anchorY: Double?, cornerRadius: Double?
            var text: String?, hidden: Bool?
        }
        struct Frame: Decodable { var time: Double; var host: Layer; var badge: Layer; var label: Layer }
        var animation: String, fps: Double, start: Double, duration: Double, frames: [Frame]
    }

    func report(_ args: [String]) throws -> Report {
        let r = try BinaryRunner.run(["timeline"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        return try JSONDecoder().decode(Report.self, from: r.stdoutData)
    }

    @Test func popFramesEveryFiftiethOfASecond() throws {
        let r = try report(["pop"])
        #expect(r.animation == "pop" && r.fps == 50 && r.start == 0.25 && r.duration == 0.35)
        #expect(r.frames.count == 68)   // 0.25 + 0.35 + 0.75 s at 50 fps
        #expect(r.frames[1].time == 0.02)
        // 0.25 s into the pop is frame 25: the overshoot, 1.05 × 30.
        #expect(abs(r.frames[25].badge.width - 31.5) < 1e-6)
        #expect(abs(r.frames[25].badge.cornerRadius! - 15.75) < 1e-6)
        #expect(r.frames[0].label.text == "1" && r.frames[0].label.hidden == false)
    }

    @Test func everyAnimationAndItsFlags() throws {
        let bump = try report(["bump", "--first-bump-distance", "12", "--first-bump-time", "0.2", "--fps", "100", "--lead-in", "0"])
        #expect(abs(bump.frames[20].badge.y - (-10 - 12)) < 1e-6)
        let blink = try report(["blink", "--blink-alpha", "0.3", "--blink-duration", "0.2", "--lead-in", "0", "--fps", "10"])
        #expect(abs(blink.frames[0].badge.opacity - 0.3) < 1e-6 && abs(blink.frames[2].label.opacity - 1) < 1e-6)
        let shake = try report(["shake", "--angle-degrees", "45", "--y-offset", "0.5", "--keyframes", "4",
                                "--duration", "2", "--calculation-mode", "discrete", "--curve", "linear", "--lead-in", "0"])
        #expect(shake.frames[0].host.anchorY == 0.5)
        // Discrete: the start value (0) holds until key time 0.25 (0.5 s), then −45° at once.
        #expect(shake.frames[0].host.rotation == 0 && shake.frames[24].host.rotation == 0)
        #expect(abs(shake.frames[25].host.rotation! - -Double.pi / 4) < 1e-6)
        let pop = try report(["pop", "--count", "150", "--max-count", "99", "--diameter", "20", "--host-size", "48x40",
                              "--circle-offset", "-5,5", "--circle-scale", "1.5", "--pop-out-ratio", "1.5",
                              "--pop-start-ratio", "0.5", "--pop-in-ratio", "0.9", "--pop-start-time", "0.1",
                              "--pop-out-time", "0.1", "--pop-in-time", "0.1", "--pop-end-time", "0.1",
                              "--curve", "cubic-bezier(0.2,0,0.2,1)", "--hold", "0", "--repeat", "2"])
        #expect(pop.frames[0].label.text == "99+")
        // scale 1.5 of a 20-point circle: 30 high; 150 has three digits: 1.3 × 30 wide.
        #expect(abs(pop.frames[0].badge.height - 30) < 1e-6 && abs(pop.frames[0].badge.width - 39) < 1e-6)
        #expect(pop.frames.count == 53)   // 0.25 + 2 × 0.4 s at 50 fps
        let text = try report(["pop", "--text", "New"])
        #expect(text.frames[0].label.text == "New" && text.frames[0].badge.width > 30)
        let dot = try report(["pop", "--dot"])
        #expect(dot.frames[0].badge.width == 10 && dot.frames[0].label.hidden == true)
    }

    @Test(arguments: [
        (["pop", "--fps", "0"], "--fps"), (["pop", "--fps", "241"], "--fps"), (["pop", "--fps", "abc"], "--fps"),
        (["shake", "--duration", "-1"], "--duration"), (["shake", "--duration", "nan"], "--duration"),
        (["pop", "--pop-out-ratio", "0"], "--pop-out-ratio"), (["pop", "--pop-start-ratio", "-1"], "--pop-start-ratio"),
        (["shake", "--keyframes", "1"], "--keyframes"), (["pop", "--curve", "bouncy"], "--curve"),
        (["pop", "--host-size", "96"], "--host-size"), (["pop", "--circle-offset", "1;2"], "--circle-offset"),
        (["pop", "--angle", "1"], "--angle"), (["shake", "--calculation-mode", "spline"], "--calculation-mode"),
        (["pop", "--dot", "--text", "New"], "--dot"), (["blink", "--blink-alpha", "1.5"], "--blink-alpha"),
        (["pop", "--lead-in", "-0.5"], "--lead-in"), (["pop", "--repeat", "0"], "--repeat"),
        (["pop", "--diameter", "0"], "--diameter"), (["pop", "--max-count", "0"], "--max-count"),
        (["shake", "--angle", "1", "--angle-degrees", "30"], "--angle"), (["wobble"], "animation"),
    ])
    func badInputIsOneLineNamingTheFlag(args: [String], flag: String) throws {
        let r = try BinaryRunner.run(["timeline"] + args)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains(flag), "\(r.stderr)")
        #expect(r.stderr.lowercased().contains("expected") || r.stderr.contains("one of") || r.stderr.contains("does not apply")
                || r.stderr.contains("one or the other"), "\(r.stderr)")
    }
}
