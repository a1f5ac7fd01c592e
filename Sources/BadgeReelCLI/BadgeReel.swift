import ArgumentParser
import ReelEncode
import ReelExport
import ReelModels
import ReelSwiftInput
#if canImport(Glibc)
import Glibc
#endif

/// The root command.
struct BadgeReel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "badgereel",
        abstract: "Export iOS notification-badge animations (BadgeHub's pop, bump, blink; the Shaky Bell; or your own UIKit, Core Animation or SwiftUI code) as they move on a device.",
        discussion: """
            Your own animation code renders too: `render`, `timeline` and `still` take a Swift \
            file and evaluate its UIKit and Core Animation calls (UIView.animate, \
            CABasicAnimation, CATransaction, …) or its SwiftUI views and animations \
            (withAnimation, .animation(_:value:), springs, #Preview) as a device would, without \
            compiling or running it; --run names the statements to run when more than one \
            function animates (docs/swift-files.md, docs/swiftui.md):

              badgereel render Badge.swift -o badge.gif
              badgereel render Like.swift -o like.gif \\
                --run 'var v = Like(); withAnimation { v.on = true }'
            """,
        version: ToolVersion.current,
        subcommands: exportCommands() + [AnimateCommand.self, RenderCommand.self, SweepCommand.self, StillCommand.self, TimelineCommand.self, StudioCommand.self, BatchCommand.self]
    )

    // Every list of command names is read from the commands' own configurations, in the
    // order `--help` lists them.

    /// The subcommands that encode: naming one starts loading FFmpeg at once.
    static var encodingCommandNames: [String] {
        configuration.subcommands.filter { $0 is any EncodingCommand.Type }.compactMap { $0.configuration.commandName }
    }

    /// The subcommands a batch job may name: those that plan one export.
    static var exportCommandNames: [String] {
        configuration.subcommands.filter { $0 is any PlannedExport.Type }.compactMap { $0.configuration.commandName }
    }
}

/// Parses, runs, and reports any failure as one line on stderr with a non-zero exit:
/// the argument parser's usage block is for --help, not for a mistyped value. The
/// executable's `main` calls `Main.main(swiftFiles:)` and nothing else.
public enum Main {
    /// The subcommands that encode: for them FFmpeg's libraries start loading at once, on
    /// another core, while arguments are parsed and the scene is set up.
    static let encodingCommands = Set(BadgeReel.encodingCommandNames)

    /// Runs the command `CommandLine.arguments` names; exits with its status. `swiftFiles`
    /// evaluates the Swift files `render`, `still`, `timeline` and `studio` read: the
    /// executable gives ReelSwift's, so the command line never imports the parser.
    public static func main(swiftFiles: any SwiftFileEvaluator) async {
        SwiftFileInput.adopt(swiftFiles)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let export = ExportWords.read(arguments)
        if let command = arguments.first, encodingCommands.contains(command),
           !arguments.contains("--help"), !arguments.contains("-h") {
            // Only what the output's format calls: a GIF needs no libswscale, an MP4 no libavfilter.
            let output: String?
            if case .export(let export) = export { output = export.output } else { output = outputArgument(in: arguments) }
            FFmpegLibraries.preload(ReelExporter.ffmpegLibraries(for: output))
        }
        do {
            if case .export(let export) = export {
                try run(export, arguments: arguments)
                return
            }
            var command = try BadgeReel.parseAsRoot(try ParserWords.prepared(arguments))
            if var server = command as? AsyncParsableCommand {
                // The studio serves until Ctrl-C; every other command runs to completion.
                try await server.run()
            } else {
                try command.run()
            }
        } catch {
            let status = parserStatus(of: error)
            if status == .success {
                // --help, --version: the parser's full text on stdout.
                print(BadgeReel.fullMessage(for: error))
                exit(0)
            }
            if let failure = error as? CommandFailure, let excerpt = failure.excerpt {
                // A compiler's error: nothing before the path, so problem matchers find it.
                end(printing: ([shortened(failure.description)] + excerpt).joined(separator: "\n"), code: failure.exitCode)
            }
            let outcome = outcome(of: error, parserStatus: status)
            fail(outcome.message, code: outcome.code)
        }
    }

    /// Runs the export `arguments` (`badgereel`'s words) ask for, read by `ExportWords`.
    static func run(_ export: ExportWords.Export, arguments: [String]) throws {
        var job = try export.job()
        // "badgereel", not argv[0]: a file's bytes must not depend on how the binary was
        // called (./.build/debug/badgereel, a symlink, a full path).
        job.commandLine = ShellWords.join(["badgereel"] + arguments)
        try ConsoleExport.run(job, quiet: export.quiet)
    }

    /// The value of `-o`/`--output` in words not parsed yet, if they have one: what the
    /// preload loads for words the parser will read.
    static func outputArgument(in arguments: [String]) -> String? {
        var output: String?
        var k = arguments.startIndex
        while k < arguments.endIndex {
            let argument = arguments[k]
            if argument == "--" { break }
            if (argument == "-o" || argument == "--output"), k + 1 < arguments.endIndex {
                output = arguments[k + 1]
                k += 2
                continue
            }
            if argument.hasPrefix("--output=") { output = String(argument.dropFirst("--output=".count)) }
            k += 1
        }
        return output
    }

    /// The one line and the exit status a failure ends the command with: the parser's usage
    /// block is for --help, not for a mistyped value. Overlong words are cut here, not only on
    /// stderr, so a batch's log and report and the studio get the same bounded line (the
    /// hostile-argument test's 3,000-digit value made a 6,000-character "unexpected arguments").
    static func outcome(of error: any Error) -> (message: String, code: Int32) {
        outcome(of: error, parserStatus: nil)
    }

    /// The parser's exit status for `error`: `.success` for help and the version. Nil for our
    /// own failures, which carry their status; a refusal our own code threw (a value refused
    /// by its declaration, read by `ExportWords` without the parser) is a usage error. The
    /// parser is asked once at most, and only about what it parsed: each question builds the
    /// command's usage and argument set again, which a debug build checks again
    /// (`ArgumentSet.init`).
    static func parserStatus(of error: any Error) -> ExitCode? {
        if error is CommandFailure { return nil }
        if error is ValidationError { return .validationFailure }
        return BadgeReel.exitCode(for: error)
    }

    /// The same, with the parser's exit status for `error` when the caller has asked already.
    static func outcome(of error: any Error, parserStatus: ExitCode?) -> (message: String, code: Int32) {
        let (message, code) = unshortenedOutcome(of: error, parserStatus: parserStatus)
        return (shortened(message), code)
    }

    private static func unshortenedOutcome(of error: any Error, parserStatus: ExitCode?) -> (message: String, code: Int32) {
        if let failure = error as? CommandFailure { return (failure.description, failure.exitCode) }
        let refusal = (error as? ValidationError)?.message
        let code = refusal == nil ? (parserStatus ?? BadgeReel.exitCode(for: error)).rawValue : ExitCode.validationFailure.rawValue
        let message = (refusal ?? BadgeReel.message(for: error))
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") && !$0.hasPrefix("Help:") }
            .joined(separator: " ")
        return (message.isEmpty ? "failed" : message, code == 0 ? 1 : code)
    }

    /// One line on stderr, then the exit status.
    static func fail(_ message: String, code: Int32) -> Never {
        end(printing: "badgereel: \(shortened(message))", code: code)
    }

    /// Writes `text` and a line end on stderr and exits with `code`.
    static func end(printing text: String, code: Int32) -> Never {
        StandardStreams.error(text + "\n")
        // A preload still running must finish before exit runs library destructors.
        FFmpegLibraries.settle()
        exit(code)
    }
}

extension Main {
    /// The longest run of text without a space a message keeps whole: a path or value of
    /// 131 KB gave a 393 KB message. Longer runs keep their start and end around "…".
    static let longestWord = 200

    /// `message` as one line (control characters and line breaks escaped: a file name or a
    /// library's text could end the line or colour the terminal) with every overlong word (a
    /// path, a value) cut short.
    static func shortened(_ message: String) -> String {
        let message = ParameterText.oneLine(message)
        guard message.count > longestWord else { return message }
        return message.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count <= longestWord ? String(word) : String(word.prefix(120)) + "…" + String(word.suffix(60))
        }.joined(separator: " ")
    }
}

/// What `-o` accepts, for help text.
let outputFormats = ReelExporter.acceptedOutputs

import Foundation
