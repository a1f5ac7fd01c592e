import Foundation
import Testing
import ArgumentParser
@testable import BadgeReelCLI

/// `ParserRefusal` reads a command's own refusal out of the parser's error instead of asking
/// the parser; here it is held to the parser's own answers, for every kind of failure a
/// command line can have, so a new ArgumentParser that wraps errors differently shows up as
/// a failure here, not as a changed message.
@Suite struct ParserRefusalTests {
    /// Command lines that a command's `validate()` refuses, across the commands and groups
    /// that throw one.
    static let refusedByValidate: [[String]] = [
        ["pop", "--scale", "nope", "-o", "x.gif"], ["pop", "--pop-out-ratio", "0"], ["shake", "--keyframes", "1"],
        ["pop", "--loop", "2", "--no-loop", "-o", "x.gif"], ["bump", "--curve", "bouncy", "-o", "x.gif"],
        ["blink", "--dither", "nope", "-o", "x.gif"], ["still", "pop", "--angle", "0.3", "-o", "/dev/null/s.png"],
        ["timeline", "wobble"], ["timeline", "x.yaml", "--angle", "0.3"],
        ["sweep", "pop", "--count", "1,2", "--count", "3,4", "-o", "/dev/null/g.png"],
        ["animate", "opacity", "--values", "0,1", "--fps", "nope", "-o", "a.gif"],
        ["sweep", "pop", "-o", "grid.png"], ["batch", "m.yaml", "--jobs", "0"], ["batch", "m.yaml", "--list", "--check"],
        ["studio", "--port", "70000"], ["studio", "--host", "example.com"],
    ]

    /// Everything else the parser refuses or answers: unknown flags, missing and extra words,
    /// help and the version. The parser is asked for these.
    static let answeredByTheParser: [[String]] = [
        ["pop", "--frobnicate", "2"], ["pop", "--scale"], ["pop", "extra", "words"], ["frobnicate"],
        ["pop", "--help"], ["help", "pop"], ["--version"], ["timeline", "--help-hidden"],
        ["pop", "--scale", "nope", "--help"],
    ]

    /// What `args` fail with, as `main` would meet it: from parsing, or from running a command
    /// that is not an export or a server (`help`, `timeline`, `still` and `sweep` refuse some
    /// words when they run). Their outputs are under /dev/null, which no file can be: a case
    /// that stopped being refused could not write into the working folder.
    func thrown(_ args: [String]) -> (any Error)? {
        do {
            var command = try BadgeReel.parseAsRoot(args)
            if !(command is any PlannedExport), !(command is any AsyncParsableCommand) { try command.run() }
            return nil
        } catch { return error }
    }

    @Test(arguments: refusedByValidate)
    func aCommandsOwnRefusalIsReadAsTheParserWouldSayIt(args: [String]) throws {
        let error = try #require(thrown(args), "\(args) parsed")
        let read = try #require(ParserRefusal.validationMessage(in: error), "\(args): not read")
        #expect(read == BadgeReel.message(for: error))
        #expect(BadgeReel.exitCode(for: error) == .validationFailure)
        #expect(Main.parserStatus(of: error) == .validationFailure)
    }

    @Test(arguments: answeredByTheParser)
    func everythingElseIsLeftToTheParser(args: [String]) throws {
        let error = try #require(thrown(args), "\(args) parsed")
        #expect(ParserRefusal.validationMessage(in: error) == nil, "\(args)")
        #expect(Main.parserStatus(of: error) == BadgeReel.exitCode(for: error))
    }

    /// Thrown from `run()` rather than `validate()`, a ValidationError means the same.
    @Test func aValidationErrorThrownDirectlyIsReadToo() {
        let error = ValidationError("--x 1: expected 2")
        #expect(ParserRefusal.validationMessage(in: error) == BadgeReel.message(for: error))
        #expect(BadgeReel.exitCode(for: error) == .validationFailure)
    }
}
