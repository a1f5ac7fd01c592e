import Foundation
import ReelTestSupport
import Testing
import PropertyBased
import ArgumentParser
import ReelModels
import ReelExport
@testable import BadgeReelCLI

/// Command lines made of real flags and hostile values, parsed and planned in-process: every
/// one is either planned (and its reel prepared) or refused with one line and a status below
/// 128. Nothing is written: outputs go to a folder that is never created.
@Suite struct HostileArgumentTests {
    static let values = ["0", "-1", "1e308", "-1e308", "5e-324", "nan", "inf", "9223372036854775807", "1,2", "1e308,1e308",
                         "96x96", "0x0", "1e9x1e9", "#FFF", "transparent", "cubic-bezier(0,1e308,1,-1e308)", "easeIn",
                         "true", "none", "max", "notification", "cubicPaced", "en_US@numbers=klingon", "ar_EG",
                         String(repeating: "9", count: 3000), "a\nb", "😀", "", "-", "--count", "%d", "60", "240", "0.001"]

    /// Every flag of an exporting command, from the declarations.
    static let flags: [String] = {
        let infos = AnimationName.allCases.flatMap(\.parameters) + BadgeSetup.infos + ClipTiming.infos + CanvasSpec.infos + EncodingSpec.infos
        return Array(Set(infos.map { Flags.flag(for: $0.name) })).sorted()
    }()

    /// The case the property test once drew: two 3,000-digit words the parser does not expect
    /// came back as one 6,000-character line (the cut was made only on stderr, not for a
    /// batch's log or the studio).
    @Test func unexpectedLongWordsAreCutInTheOneLine() throws {
        let long = String(repeating: "9", count: 3000)
        do {
            let never = TestScratch.url("reel-never-\(getpid())/out.gif").path
            _ = try BadgeReel.parseAsRoot(["blink", "--lottie-bake", long, "--lottie-bake", long, "-o", never])
            Issue.record("two stray 3,000-digit words were accepted")
        } catch {
            let outcome = Main.outcome(of: error)
            #expect(outcome.code == 64)
            #expect(!outcome.message.contains("\n") && outcome.message.count < 600, "\(outcome.message.count) characters")
            #expect(outcome.message.hasPrefix("2 unexpected arguments") && outcome.message.contains("…"), "\(outcome.message)")
        }
    }

    @Test func anyFlagsAndValuesArePlannedOrRefusedInOneLine() async {
        let word = Gen.oneOf(Gen.element(of: Self.values).map { $0 ?? "" },
                             Gen.double(in: -1e6...1e6).map { "\($0)" }, Gen.int(in: -100...100_000).map { "\($0)" })
        let flag = Gen.element(of: Self.flags).map { $0 ?? "--count" }
        let command = Gen.element(of: ["pop", "bump", "blink", "shake", "still", "timeline"]).map { $0 ?? "pop" }
        let missing = TestScratch.url("reel-never-\(getpid())/out")
        await propertyCheck(count: PropertyCases.count(standard: 40), input: command, flag, word, flag, word) { name, f1, v1, f2, v2 in
            var args = [name]
            if name == "still" || name == "timeline" { args.append(["pop", "bump", "blink", "shake"][abs(v1.hashValue) % 4]) }
            args += [f1, v1, f2, v2]
            if name != "timeline" { args += ["-o", missing.path + (name == "still" ? ".png" : ".gif")] }
            do {
                let parsed = try BadgeReel.parseAsRoot(args)
                if let planned = parsed as? any PlannedExport {
                    let job = try planned.job()
                    _ = try? PreparedReel(job.reel)
                }
            } catch {
                let outcome = Main.outcome(of: error)
                #expect(outcome.code > 0 && outcome.code < 128, "\(args)")
                #expect(!outcome.message.contains("\n") && outcome.message.count < 600, "\(args): \(outcome.message)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }
}
