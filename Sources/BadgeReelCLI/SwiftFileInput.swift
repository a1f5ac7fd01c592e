import ArgumentParser
import Foundation
import ReelExport
import ReelModels
import ReelSwiftInput
import ReelSwiftOut
import struct ReelSwiftUI.ViewClipBound
import Synchronization

/// A `.swift` input of `render`, `timeline` and `still`: the file read, evaluated with the
/// flags' setup, timing and `--run`, to a scene. A refusal of the code is printed as swiftc
/// prints an error (`Badge.swift:12:9: error: …`, the line and a caret under it), exit 65,
/// and nothing is written.
enum SwiftFileInput {
    /// Whether an input is Swift, by its extension in any case (`Badge.SWIFT` on a
    /// case-insensitive disk is the same file): the one test `render`, `timeline`, `still` and
    /// the studio share, as ReelOutput's is for outputs.
    static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// The evaluator the executable gave (`Main.main(swiftFiles:)`): the command line reaches
    /// ReelSwift only through it, so it never sees swift-syntax.
    private static let given = Mutex<(any SwiftFileEvaluator)?>(nil)

    static func adopt(_ evaluator: any SwiftFileEvaluator) {
        given.withLock { $0 = evaluator }
    }

    /// The evaluator; refused (an internal error, 70) in a program that gave none.
    static func evaluator() throws -> any SwiftFileEvaluator {
        guard let evaluator = given.withLock({ $0 }) else {
            throw CommandFailure(description: "this program reads no Swift files: its main gives Main.main no evaluator", exitCode: 70)
        }
        return evaluator
    }

    /// The scene (and the evaluation) of `path` with these values.
    static func scene(path: String, swift: SwiftFileOptions, setup: BadgeSetup, timing: ClipTiming,
                      clipBound: ViewClipBound? = nil) throws -> SwiftFileEvaluation {
        let evaluator = try evaluator()
        let text: String
        do {
            let data = try boundedContents(of: path, limit: evaluator.sourceByteLimit)
            if data.count > evaluator.sourceByteLimit {
                // Refused before decoding: the read stopped mid-file, perhaps mid-character.
                throw CommandFailure(diagnostic: evaluator.oversized(fileName: path))
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw CommandFailure(.input(path: path, reason: "not UTF-8 text"))
            }
            text = decoded
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.input(path: path, reason: (error as NSError).localizedDescription))
        }
        var views: [String: ViewPart] = [:]
        for (name, part) in try swift.bindings() { views[name] = ViewPart(rawValue: part) }
        var request = SwiftFileRequest(program: SwiftFileProgram(fileName: path, text: text, run: swift.run, runName: Flags.flag(for: "run")),
                                       setup: setup, timing: timing, views: views, length: try swift.lengthSeconds(),
                                       measure: RenderedTextMetrics(), preview: swift.preview)
        request.clipBound = clipBound
        do {
            // No more than a scene file holds: what render draws, --save-scene can write and read back.
            return try evaluator.evaluateWithinSceneBound(request)
        } catch {
            throw CommandFailure(diagnostic: error)
        }
    }

    /// The file's bytes, read only if it is a regular file (a FIFO would block the open, a
    /// directory or device never ends or is not text) and only up to one byte past the source
    /// size limit: `/dev/zero` or a huge file is refused by that limit without being read whole.
    static func boundedContents(of path: String, limit: Int) throws -> Data {
        // stat follows a symbolic link to what would be read, and says why in the system's
        // words, as the scene reader does (Foundation's attributesOfItem said "The operation
        // could not be completed" for a file that does not exist).
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CommandFailure(.input(path: path, reason: errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw CommandFailure(.input(path: path, reason: "not a regular file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure(.input(path: path, reason: "cannot be opened for reading"))
        }
        defer { try? handle.close() }
        return try handle.read(upToCount: limit + 1) ?? Data()
    }

    /// The reel of `path` for an export: its setup from the badge and look flags, its
    /// timing from the clip flags (the frame rate's default from the output's format).
    static func reel(path: String, swift: SwiftFileOptions, badge: BadgeOptions, look: LookOptions, canvas: CanvasOptions,
                     clip: ClipOptions, output: String, swiftAPI: SwiftAPI? = nil) throws -> Reel {
        if clip.repeat != nil {
            throw ValidationError("--repeat applies to a seed animation; a Swift file's code says how often it runs")
        }
        let setup = try look.values(over: badge.values())
        var base = ClipTiming()
        base.fps = ReelExporter.defaultFPS(for: output)
        let timing = try clip.values(over: base)
        // The UIKit form of a SwiftUI view grows with its clip: bounded as the clip is made.
        let bound = swiftAPI == .uikit && ReelOutput(path: output, swiftAPI: swiftAPI) == .swift(.uikit)
            ? ReelExporter.swiftUILayerBound(output: output) : nil
        let result = try scene(path: path, swift: swift, setup: setup, timing: timing, clipBound: bound)
        try checkSetupFlags(badge.givenFlags + look.givenFlags, result, path: path)
        return Reel(scene: result.scene, canvas: try canvas.values(), swiftUI: result.swiftUI)
    }

    /// Refuses a badge or look flag given to a SwiftUI file: they set up the host, badge and
    /// label views a UIKit file's code is given, and a SwiftUI view draws its own, so
    /// `--count 7` on one was accepted and did nothing.
    static func checkSetupFlags(_ flags: [String], _ result: SwiftFileEvaluation, path: String) throws {
        guard result.swiftUI != nil, let flag = flags.first else { return }
        throw ValidationError("\(flag) applies to a UIKit Swift file's host, badge and label; \(path) is a SwiftUI view, which draws its own (it takes the canvas and timing flags)")
    }
}

extension CommandFailure {
    /// A refusal of the Swift code: a data error (65), as a scene file's bad content is.
    init(diagnostic: SwiftDiagnostic) {
        description = diagnostic.firstLine(spelling: Flags.remedy)
        exitCode = 65
        excerpt = diagnostic.printableExcerpt
    }
}
