import Foundation
import ReelTestSupport
import Testing
import ArgumentParser
import ReelModels
import ReelExport
@testable import BadgeReelCLI

/// Reads and runs `args` as `main` would; the outcome of a failure, or nil on success. No
/// Swift-file evaluator is given here: the suites that read Swift files in process live in
/// ReelSwiftTests, beside the evaluator, so this target never sees the parser (issue 37).
func runInProcess(_ args: [String]) -> (message: String, code: Int32)? {
    Main.outcome(running: args)
}

/// The command line in-process: parsing, validation and the one-line messages, as `main`
/// renders them, without spawning a process per case.
@Suite struct CommandLineTests {
    let dir = scratchFolder()

    func outcome(_ args: [String]) -> (message: String, code: Int32)? { runInProcess(args) }

    @Test(arguments: [
        // Animation parameters.
        (["pop", "--pop-out-ratio", "0"], "--pop-out-ratio 0: expected a number from 0.01 to 10"),
        (["pop", "--pop-out-ratio", "1e308"], "--pop-out-ratio 1e308: expected a number from 0.01 to 10"),
        (["pop", "--pop-start-ratio", "-1"], "--pop-start-ratio"), (["pop", "--pop-in-time", "0"], "--pop-in-time"),
        (["shake", "--duration", "-1"], "--duration"), (["shake", "--duration", "nan"], "--duration"),
        (["shake", "--duration", "1e9"], "--duration"), (["shake", "--y-offset", "x"], "--y-offset"),
        (["shake", "--keyframes", "1"], "--keyframes"), (["shake", "--calculation-mode", "bezier"], "--calculation-mode"),
        (["shake", "--angle", "1", "--angle-degrees", "30"], "--angle-degrees"), (["pop", "--curve", "bouncy"], "--curve"),
        (["blink", "--blink-alpha", "1.5"], "--blink-alpha"), (["blink", "--blink-duration", "-0.1"], "--blink-duration"),
        // Badge and look.
        (["pop", "--diameter", "1e20"], "--diameter 1e20: expected a number from 1 to 1000"),
        (["pop", "--diameter", "0"], "--diameter"), (["pop", "--max-count", "-5"], "--max-count"),
        (["pop", "--count", "1.5"], "--count"), (["pop", "--count", "9223372036854775807"], "--count"),
        (["pop", "--circle-offset", "1e308,1e308"], "--circle-offset"), (["pop", "--circle-offset", "1;2"], "--circle-offset"),
        (["pop", "--circle-scale", "0"], "--circle-scale"), (["pop", "--host-size", "96"], "--host-size"),
        (["bump", "--text", "A", "--dot"], "--text A: expected no text with a dot"), (["pop", "--style", "fancy"], "--style"),
        (["pop", "--corner-style", "round"], "--corner-style"), (["pop", "--locale", "xx_YY"], "--locale"),
        (["pop", "--text-color", "#12"], "--text-color"), (["pop", "--border-color", "rgb(1,2,3)"], "--border-color"),
        (["pop", "--host-color", "bluish"], "--host-color"), (["pop", "--border-width", "-1"], "--border-width"),
        (["pop", "--icon", "bell.gif"], "--icon"),
        // Canvas, clip and encoding.
        (["pop", "--scale", "5e-324"], "--scale 5e-324: expected a number from 0.1 to 16"), (["pop", "--scale", "0"], "--scale"),
        (["pop", "--size", "9000x10"], "--size"), (["pop", "--margin", "-1"], "--margin"), (["pop", "--background", "nope"], "--background"),
        (["pop", "--fps", "0"], "--fps"), (["pop", "--fps", "241"], "--fps"), (["pop", "--fps", "60"], "--fps 60: expected at most 50 for GIF"),
        (["pop", "--lead-in", "1e9"], "--lead-in"), (["bump", "--hold", "-1"], "--hold"), (["blink", "--repeat", "0"], "--repeat"),
        (["pop", "--loop", "0"], "--loop"), (["pop", "--loop", "2", "--no-loop"], "--loop 2 with --no-loop"),
        (["pop", "--crf", "99"], "--crf"), (["pop", "--crf", "0"], "--crf 0: expected"), (["pop", "--dither", "ordered"], "--dither"), (["pop", "--matte", "paper"], "--matte"),
        // Sweeps.
        (["sweep", "shake", "--angle", "0.1,x"], "--angle"), (["sweep", "pop"], "nothing to sweep"),
        (["sweep", "pop", "--pop-out-ratio", "1,1.2", "--fps", "60"], "--fps 60:"),
        (["sweep", "shake", "--angle", "1,2,3,4,5,6,7,8,9,10", "--y-offset", "1,2,3,4,5,6,7,8,9,10"], "100 cells; expected at most 64"),
    ])
    func badExportInputIsOneLineNamingTheFlag(args: [String], expected: String) throws {
        let out = dir.appendingPathComponent("keep.gif")
        let original = Data("the user's GIF".utf8)
        try original.write(to: out)
        let result = try #require(outcome(args + ["-o", out.path]))
        #expect(result.code == 64, "\(result.message)")
        #expect(result.message.contains(expected) && !result.message.contains("\n"), "\(result.message)")
        #expect(try Data(contentsOf: out) == original)
    }

    @Test(arguments: [
        (["pop", "--angle", "1"], "--angle is a shake parameter; it does not apply to pop"),
        (["shake", "--fps", "abc"], "--fps abc: expected a number from 1 to 240"),
        (["pop", "--dot", "--text", "New"], "--text"),
    ])
    func badTimelineInput(args: [String], expected: String) {
        let result = outcome(["timeline"] + args)
        #expect(result?.code == 64 && result?.message.contains(expected) == true, "\(String(describing: result))")
    }

    @Test(arguments: [
        (["--icon", "/nonexistent/bell.png"], "/nonexistent/bell.png", Int32(66)),
        (["--size", "0x10"], "--size", 64), (["--size", "5000x10", "--scale", "2"], "--size", 64),
        (["--scale", "200"], "--scale", 64), (["--at", "99"], "--at 99", 64),
    ])
    func badStillInputWritesNothing(args: [String], expected: String, code: Int32) throws {
        let out = dir.appendingPathComponent("bad.png")
        let existing = Data("keep me".utf8)
        try existing.write(to: out)
        let result = try #require(outcome(["still"] + args + ["-o", out.path]))
        #expect(result.code == code && result.message.contains(expected), "\(result.message)")
        #expect(try Data(contentsOf: out) == existing)
    }

    @Test func stillWritesAPNGOfTheFittedCanvas() throws {
        let out = dir.appendingPathComponent("pop.png").path
        #expect(outcome(["still", "--scale", "3", "-o", out]) == nil)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        // PNG IHDR: width, big-endian, at byte 16: the 96-point host, the badge and pop's
        // overshoot plus 8 points each side, at 3x.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 96 * 3 && width < 150 * 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Flags become parameters by their names: every option of a parameter group is a
    /// declared parameter, and every declared parameter has its option — an animation's in its
    /// own export command and in `still`, which takes every animation's.
    @Test func everyParameterHasItsFlagAndEveryFlagItsParameter() throws {
        func names<T: ParameterOptions>(_ type: T.Type) -> Set<String> { Set(T.fields.map(\.name)) }
        let setup = names(BadgeOptions.self).union(names(LookOptions.self))
        #expect(setup == Set(BadgeSetup.infos.map(\.name)))
        #expect(names(CanvasOptions.self) == Set(CanvasSpec.infos.map(\.name)))
        #expect(names(ClipOptions.self) == Set(ClipTiming.infos.map(\.name)))
        #expect(names(EncodingOptions.self) == Set(EncodingSpec.infos.map(\.name)))
        // The curve comes from CurveOptions for every animation.
        func flagsReachTheRequest<A: SeedAnimation>(_: A.Type) throws {
            let texts = Dictionary(A().keyedTexts, uniquingKeysWith: { first, _ in first })
            var given: [String] = []
            for p in A.infos where p.name != "curve" {
                let words = [Flags.flag(for: p.name), texts[p.key] ?? p.defaultText]
                given += try ExportCommand<A>.parse(words + ["-o", "x.gif"]).request().values.map(\.name)
                let still = try StillCommand.parse([A.name.rawValue] + words + ["-o", "x.png"])
                #expect(try still.request().values.map(\.name) == [p.name], "\(A.name) \(p.name)")
            }
            #expect(given == A.infos.map(\.name).filter { $0 != "curve" }, "\(A.name)")
        }
        for animation in SeedAnimations.all { try flagsReachTheRequest(animation) }
    }

    @Test func flagsBecomeTheReel() throws {
        let command = try ExportCommand<BumpParameters>.parse(["--count", "120", "--max-count", "99", "--first-bump-distance", "12",
                                             "--curve", "easeOut", "--badge-color", "#34C759", "--icon", "avatar",
                                             "--hold", "0.3", "--repeat", "2", "--loop", "2", "--dither", "sierra2_4a",
                                             "--scale", "3", "--background", "transparent", "-o", "x.mp4"])
        let reel = try command.reel()
        #expect(reel.scene.setup.count == 120 && reel.scene.setup.maxCount == 99 && reel.scene.setup.icon == "avatar")
        #expect(reel.scene.fps == 60)   // not a GIF
        #expect(reel.canvas.scale == 3 && reel.canvas.background.alpha == 0)
        #expect(reel.encoding.loop == 2 && reel.encoding.dither == .sierra2_4a)
        guard case .animate(let animation) = reel.scene.actions[1], let p = animation.parameters(as: BumpParameters.self) else { Issue.record("no bump"); return }
        #expect(p.firstBumpDistance == 12 && p.curve == .easeOut)
        #expect(reel.scene.actions.count == 5)   // lead-in, 2 × (bump, hold)
    }

    @Test func helpShowsTheDeclaredDefaults() {
        let help = ExportCommand<PopParameters>.helpMessage()
        #expect(help.contains("--pop-out-ratio") && help.contains("(default: 1.05)"))
        #expect(ExportCommand<ShakeParameters>.helpMessage().contains("(default: 22.5)"))
    }

    /// Issue 38 item 6: a newcomer reading `--help` learns that their own Swift renders, UIKit
    /// and SwiftUI alike, from the overview and from each command that takes a Swift file.
    @Test func helpSaysThatSwiftFilesRender() {
        let top = BadgeReel.helpMessage()
        #expect(top.contains("SwiftUI") && top.contains("UIKit") && top.contains("render Badge.swift"))
        for command in [RenderCommand.self, StillCommand.self, TimelineCommand.self] as [any ParsableCommand.Type] {
            #expect(command.configuration.abstract.contains("Swift"), "\(command)'s summary says nothing of Swift")
        }
        #expect(RenderCommand.configuration.abstract.contains("SwiftUI"))
    }

    @Test func theSweepableFlagsComeFromTheDeclarations() {
        let shake = SweepCommand.sweepable(.shake)
        #expect(shake.contains("--angle") && shake.contains("--y-offset") && shake.contains("--diameter") && shake.contains("--hold"))
        #expect(!shake.contains("--pop-out-ratio") && !shake.contains("--fps") && !shake.contains("--icon"))
    }
}

/// The library checks a request's sections in the order the command line's option groups
/// declare their options, so the first refusal is the same from a flag and from the studio.
@Suite struct RequestOrderTests {
    /// The groups' fields, in the order they are read (`OptionFieldTests`: the options' order).
    @Test func badgeAndLookSectionsFollowTheOptionGroups() {
        #expect(BadgeOptions.fields.map(\.name) == ReelRequest.badgeSection)
        #expect(LookOptions.fields.map(\.name) == ReelRequest.lookSection)
        #expect(CanvasOptions.fields.map(\.name) == CanvasSpec.parameters.map(\.name))
        #expect(ClipOptions.fields.map(\.name) == ClipTiming.parameters.map(\.name))
        #expect(EncodingOptions.fields.map(\.name) == EncodingSpec.parameters.map(\.name))
    }
}

/// `still`, `timeline` and `animate` ask for their reel through `ReelRequest`, as the exports,
/// the studio and batches do: a value is refused in the same words, with the same status,
/// whichever command it was typed to.
@Suite struct OneRequestTests {
    let dir = scratchFolder()

    func outcome(_ args: [String]) -> (message: String, code: Int32)? { runInProcess(args) }

    @Test(arguments: [["--diameter", "0"], ["--pop-out-ratio", "20"], ["--curve", "bouncy"], ["--fps", "0"],
                      ["--lead-in", "1e9"], ["--text", "A", "--dot"], ["--count", "1.5"]])
    func stillAndTimelineRefuseAsTheExportDoes(args: [String]) throws {
        let export = try #require(outcome(["pop"] + args + ["-o", dir.appendingPathComponent("a.gif").path]))
        let still = try #require(outcome(["still", "pop"] + args + ["-o", dir.appendingPathComponent("a.png").path]))
        let timeline = try #require(outcome(["timeline", "pop"] + args))
        #expect(still.message == export.message && still.code == export.code, "\(still) \(export)")
        #expect(timeline.message == export.message && timeline.code == export.code, "\(timeline) \(export)")
    }

    @Test(arguments: [["transform.skew"], ["opacity", "--duration", "700"], ["opacity", "--mass", "2"],
                      ["opacity", "--spring", "--values", "0,1"], ["opacity", "--values", "1,x"], ["opacity", "--fps", "0"]])
    func timelineAnimateRefusesAsAnimateDoes(args: [String]) throws {
        let export = try #require(outcome(["animate"] + args + ["-o", dir.appendingPathComponent("a.gif").path]))
        let timeline = try #require(outcome(["timeline", "animate"] + args))
        #expect(timeline.message == export.message && timeline.code == export.code, "\(timeline) \(export)")
    }

    /// The request the command line builds is the reel the old flag-by-flag path built: the
    /// same values land in the same places.
    @Test func animateBuildsTheRequestedAction() throws {
        let request = ReelRequest(motion: .own(.spring, keyPath: "transform.scale"),
                                  values: [("stiffness", "200"), ("fromValue", "0"), ("toValue", "1"), ("diameter", "30"), ("fps", "25")],
                                  output: "x.gif")
        let reel = try request.reel()
        guard case .layerAnimation(.spring(let p)) = reel.scene.actions[1] else { Issue.record("expected a spring"); return }
        #expect(p.stiffness == 200 && p.fromValue == .number(0) && p.toValue == .number(1))
        #expect(reel.scene.setup.diameter == 30 && reel.scene.fps == 25)
        #expect(throws: ReelRequest.Refusal.self) { try ReelRequest(motion: .own(.animate, keyPath: "opacity"), values: [("mass", "2")], output: nil).reel() }
    }
}

/// Command names are read from the commands' own configurations.
@Suite struct CommandNameTests {
    @Test func encodingAndBatchCommandsComeFromTheirTypes() {
        // Every registered animation's export command, in the registry's order, then the others.
        let animations = AnimationName.allCases.map(\.rawValue)
        #expect(animations.starts(with: ["pop", "bump", "blink", "shake"]))
        #expect(Main.encodingCommands == Set(animations + ["animate", "render", "sweep"]))
        #expect(BadgeReel.exportCommandNames == animations + ["animate", "render"])
        #expect(AnimationName.allCases.allSatisfy { name in BadgeReel.configuration.subcommands.contains { $0.configuration.commandName == name.rawValue } })
    }
}
