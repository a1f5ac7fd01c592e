import Foundation
import ReelTestSupport
import Testing
import PropertyBased
import ArgumentParser
import ReelModels
import ReelExport
@testable import BadgeReelCLI

/// `ExportWords` reads an export's words without the parser, for the command line, batches
/// and sweeps; the parser reads the same words when it is asked. Here the two are held to the
/// same jobs and the same refusals, word for word and status for status.
@Suite struct ExportWordsTests {
    let dir = scratchFolder()

    /// Words of every kind an export line holds: values good and bad, negative (left to the
    /// parser), empty, flag-like, joined to their flag; flags of the command, of another, of
    /// none; toggles, `--no-loop`, `-q`, a repeated flag.
    static let values = ["1", "0", "-1", "0.3", "2", "99", "", "x", "nan", "1e308", "--count", "-", "transparent", "#34C759",
                         "easeOut", "wobbly", "notification", "ar_EG", "zz_ZZ", "160x160", "3,4", "forever", "sierra2_4a",
                         "canvas.scale=3", "fps=10", "fps=9999", "actions[1].count=3", "swiftui"]
    static let flags = ["--count", "--pop-out-ratio", "--angle", "--angle-degrees", "--first-bump-distance", "--blink-alpha",
                        "--curve", "--dot", "--text", "--scale", "--size", "--background", "--fps", "--hold", "--repeat",
                        "--loop", "--no-loop", "--lottie-bake", "--dither", "-q", "--quiet", "--save-scene", "--set",
                        "--frobnicate", "--style", "--locale", "--y-offset", "--keyframes", "--to-value", "--from-value",
                        "--values", "--key-times", "--spring", "--mass", "--damping", "--duration", "--autoreverses",
                        "--removed-on-completion", "--layer", "--swift-api"]
    static let keyPaths = ["opacity", "transform.scale", "backgroundColor", "nope"]

    /// Random manifests of mixed jobs — each seed animation, `animate` and `render`, flags of their own and
    /// of others, good and bad values, `--name=value` — planned by one planner (words read
    /// without the parser, reels and scenes shared across the manifest) and each job parsed
    /// alone by its command: the same job, or the same refusal.
    @Test func randomMixedManifestsPlanWhatEachJobParsesAlone() async throws {
        let scene = dir.appendingPathComponent("scene.yaml").path
        try Data("fps: 50\ncanvas:\n  scale: 2\nactions:\n  - increment\n  - pop\n".utf8).write(to: URL(fileURLWithPath: scene))
        var manifests = 0, read = 0, refused = 0
        // Each job is drawn from one seed: its command, up to three flags with their values, and
        // for each whether it is written `--flag=value`.
        await propertyCheck(count: PropertyCases.count(standard: 12), input: Gen.int(in: 0...Int(Int32.max)),
                            Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...Int(Int32.max))) { a, b, c in
            let lines = [a, b, c].enumerated().map { index, seed -> [String] in
                var random = SplitMix64(seed: UInt64(seed))
                let command = random.below(6)
                var words = command == 4 ? ["render", scene] : command == 5 ? ["animate", Self.keyPaths[random.below(Self.keyPaths.count)]]
                    : [AnimationName.allCases[command].rawValue]
                for _ in 0..<random.below(4) {
                    let flag = Self.flags[random.below(Self.flags.count)], value = Self.values[random.below(Self.values.count)]
                    words += random.below(4) == 0 && flag.hasPrefix("--") ? ["\(flag)=\(value)"] : [flag, value]
                }
                return words + ["-o", dir.appendingPathComponent("out/\(manifests)-\(index).gif").path]
            }
            manifests += 1
            do {
                let manifest = dir.appendingPathComponent("m\(manifests).json")
                try JSONSerialization.data(withJSONObject: ["jobs": lines.map { ["run": $0] }]).write(to: manifest)
                let command = try BatchCommand.parse([manifest.path])
                let planner = JobPlanner()
                for spec in try BatchManifestReader.jobs(in: manifest.path) {
                    if case .export = ExportWords.read(spec.arguments) { read += 1 }
                    let shared = outcome { try planner.plan(spec, place: command.place(of: spec)) { try command.parse($0, scenes: planner.scenes) } }
                    // Alone: as `badgereel` runs the same words (Main: ExportWords' reading,
                    // else the parser), with nothing shared.
                    let alone = outcome {
                        guard case .export(let export) = ExportWords.read(spec.arguments) else {
                            return try command.parse(spec, scenes: SceneLibrary())
                        }
                        do { return try export.job() } catch {
                            let refusal = Main.outcome(of: error)
                            throw CommandFailure(description: "\(command.place(of: spec)): \(refusal.message)", exitCode: refusal.code)
                        }
                    }
                    if shared.hasPrefix("refused") { refused += 1 }
                    #expect(shared == alone, "\(spec.arguments)")
                }
            } catch {
                Issue.record("\(lines): \(error)")
            }
        }
        // The draws reach both roads and both answers.
        #expect(read > 0 && refused > 0 && refused < manifests * 3)
    }

    /// `animate`'s fields are its command's options, and the fields of one kind of animation
    /// that the other refuses come in the same order (a request refuses the first given).
    @Test func animateFieldsAreItsOptionsInTheirOrder() {
        let options = AnimateOptions.fields.map(\.name)
        let fields = ExportWords.animateFields.map(\.name)
        #expect(Set(options) == Set(fields))
        let animateOnly = Set(AnimateAction.Kind.animate.parameters.map(\.name)).symmetricDifference(AnimateAction.Kind.spring.parameters.map(\.name))
        #expect(options.filter(animateOnly.contains) == fields.filter(animateOnly.contains))
    }

    func outcome(_ body: () throws -> ExportJob) -> String {
        do { return String(reflecting: try body()) } catch let failure as CommandFailure {
            return "refused \(failure.exitCode): \(failure.description)"
        } catch {
            return "error: \(error)"
        }
    }

    /// A command line's refusal of a value is the declaration's, without asking the parser,
    /// and the same as the parser's road gives (the words `--pop-out-ratio=20` go that way
    /// only when asked: here both are asked).
    @Test(arguments: [["pop", "--pop-out-ratio", "20"], ["shake", "--keyframes", "1"], ["bump", "--curve", "wobbly"],
                      ["blink", "--fps", "0"], ["pop", "--text", "A", "--dot"]])
    func aRefusedValueIsTheDeclarationsWords(words: [String]) throws {
        let args = words + ["-o", dir.appendingPathComponent("never/x.gif").path]
        guard case .export(let export) = ExportWords.read(args) else { Issue.record("\(args) left to the parser"); return }
        let direct: (message: String, code: Int32)
        do { _ = try export.job(); Issue.record("\(args) planned"); return } catch { direct = Main.outcome(of: error) }
        let parsed: (message: String, code: Int32)
        do {
            var command = try BadgeReel.parseAsRoot(args)
            try command.run()
            Issue.record("\(args) ran"); return
        } catch { parsed = Main.outcome(of: error) }
        #expect(direct.message == parsed.message && direct.code == parsed.code, "\(direct) / \(parsed)")
    }

    /// `--name=` with nothing after it is an empty value, refused in the declaration's words;
    /// the parser took the next word for it, so `pop --count= -o x.gif` said --output was missing.
    @Test(arguments: [(["pop", "--count=", "-o", "x.gif"], "--count: expected a whole number"),
                      (["shake", "--y-offset=", "-q", "-o", "x.gif"], "--y-offset: expected a number"),
                      (["animate", "opacity", "--duration=", "-o", "x.gif"], "--duration: expected a number")])
    func anEmptyAttachedValueIsRefusedAsEmpty(words: [String], expected: String) throws {
        guard case .export(let export) = ExportWords.read(words) else { Issue.record("\(words) went to the parser"); return }
        do { _ = try export.job(); Issue.record("\(words) planned") } catch {
            let outcome = Main.outcome(of: error)
            #expect(outcome.code == 64 && outcome.message.hasPrefix(expected), "\(outcome)")
        }
    }

    /// What the words leave to the parser: each of these is the parser's to refuse or read.
    @Test(arguments: [["pop", "--frobnicate", "1"], ["pop", "--count"], ["pop", "--count", "1", "--count", "2"],
                      ["pop", "--angle", "-0.3"], ["pop", "extra"], ["pop", "--help"], ["pop", "--loop", "2", "--no-loop"],
                      ["pop", "-q", "--quiet"], ["pop", "--dot=true"], ["render", "-"], ["animate"],
                      ["animate", "opacity", "--removed-on-completion"],
                      ["timeline", "pop"], ["pop", "--", "x"]])
    func oddWordsAreTheParsers(words: [String]) {
        if case .export = ExportWords.read(words + ["-o", "x.gif"]) { Issue.record("\(words) read without the parser") }
    }
}
