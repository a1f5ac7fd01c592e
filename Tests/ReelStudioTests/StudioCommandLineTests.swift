import Foundation
import Hummingbird
import ReelExport
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio
import ReelModels

/// The studio words what it shows in the command line's words, which BadgeReelCLI gives it
/// (`StudioCommandLine`; ReelStudio spells no flag, `FlagSpellingTests`): the command the page
/// shows reads back, through the command line's own reader, as the request the studio built,
/// and a refusal naming another value names its flag.
@Suite struct StudioCommandLineTests {
    @Test func theCommandShownReadsBackAsTheSameRequest() throws {
        let request = StudioRequest(animation: "pop", args: [["text", "-5"], ["lottie-bake", "true"], ["dot", "false"],
                                                             ["pop-out-ratio", "1.2"], ["background", "#ff000080"]])
        let plan = try request.plan(document: nil, words: StudioCommandLine())
        // In help's order; a toggle on is its flag alone, off is left out; a value starting
        // with `-` is `--flag=VALUE`; shell quoting where a word needs it.
        #expect(plan.command == "badgereel pop --pop-out-ratio 1.2 --text=-5 --background '#ff000080' --lottie-bake -o pop.gif")
        let words = try ShellWords.split(plan.command)
        guard case .export(let export) = ExportWords.read(Array(words.dropFirst())),
              case .request(let read) = export.subject else {
            Issue.record("\(plan.command) is not read as an export")
            return
        }
        #expect(read.motion == .animation(.pop) && export.output == "pop.gif")
        #expect(read.values.map { "\($0.name)=\($0.text)" } == ["popOutRatio=1.2", "text=-5", "background=#ff000080", "lottieBake=true"])
    }

    /// The user's own animation is spelled as `animate KEYPATH`, `--spring` for a spring (its
    /// values in the order `animate` declares its fields, the order it reads them in).
    @Test func aUserAnimationReadsBackToo() throws {
        let request = ReelRequest(motion: .own(.spring, keyPath: "transform.scale"),
                                  values: [("fromValue", "0"), ("autoreverses", "true"), ("mass", "2"), ("diameter", "30")], output: "s.gif")
        let command = StudioCommandLine().command(for: request)
        #expect(command == "badgereel animate transform.scale --spring --from-value 0 --autoreverses --mass 2 --diameter 30 -o s.gif")
        guard case .export(let export) = ExportWords.read(Array(try ShellWords.split(command).dropFirst())),
              case .request(let read) = export.subject else {
            Issue.record("\(command) is not read as an export")
            return
        }
        #expect(read.motion == request.motion && export.output == "s.gif")
        #expect(read.values.map { "\($0.name)=\($0.text)" } == request.values.map { "\($0.name)=\($0.text)" })
    }

    @Test func aRefusalNamingAnotherValueNamesItsFlag() async throws {
        let client = StudioServerTests.app()
        try await client.execute(uri: "/api/export", method: .post, headers: StudioServerTests.json,
                                 body: StudioServerTests.body("pop", [["background", "transparent"]], format: "mp4")) { r in
            #expect(r.status == .badRequest)
            let accepted = "an opaque color for .mp4, which has no alpha; write .webm or .mov to keep transparency, or give --matte COLOR as the backdrop"
            #expect(StudioServerTests.refusal(r) == ["message": "--background transparent: expected \(accepted)", "field": "background",
                                                     "value": "transparent", "accepted": accepted])
        }
    }
}
