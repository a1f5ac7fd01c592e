import Foundation
import Synchronization
import ReelExport
import ReelModels
import ReelSwiftInput

/// The Swift file named on the command line, as the studio's Swift mode edits it (issue 31).
/// As with a scene file, the server keeps only the file's text as last read or saved; the
/// page holds its unsaved edits (control id → value), every preview evaluates the file with
/// them as literal replacements, and a save writes the text with only those literals changed.
public final class StudioSwiftDocument: Sendable {
    /// How a program becomes the reel the preview draws: `render Badge.swift`'s own path
    /// (evaluate with the world, the scene it records, the default canvas), and the numeric
    /// literals that evaluation used.
    typealias ReelMaker = @Sendable (SwiftFileProgram) throws -> (reel: Reel, literals: [EvaluatedLiteral])

    let path: String
    /// `--run`'s statements, `--view`'s and `--length`'s words as typed, for the command line.
    let run: String?
    let extraArguments: [String]
    let makeReel: ReelMaker
    /// The command line's words, for refusals (`--run:1:5: …`) and failures.
    let words: any CommandLineWords
    /// The file's text as last read or saved, its controls, and how many literals the
    /// evaluation used past `maxTried` (not tried, so not offered).
    private let saved: Mutex<(text: String, controls: [SwiftControl], untried: Int)>

    /// The most literals tried when a file is opened or read again: each try is one
    /// evaluation of the whole file (issue 41: a 58 KB file took 284 s to open, one
    /// evaluation per literal). A file whose evaluation used more offers the first
    /// `maxTried` in the file's order that flow into the animation; the rest are counted
    /// (`GET /api/swift`'s `untried`) and are not controls. Opening a file therefore costs at
    /// most `maxTried + 1` evaluations, each bounded by the evaluator's own step limit.
    static let maxTried = 64

    /// The largest Swift file read: the evaluator's own source limit.
    let maxBytes: Int

    /// Opens the Swift file at `path` and evaluates it with `run` (and `--view`'s `views`,
    /// `--length`'s `length`) through `evaluator`, the one the command line evaluates with:
    /// refused, as `render` refuses it, when it cannot be read or evaluated.
    public init(path: String, run: String?, extraArguments: [String] = [], words: any CommandLineWords,
                evaluator: any SwiftFileEvaluator, views: [String: ViewPart] = [:], length: Double? = nil) throws(StudioFailure) {
        self.path = path
        self.run = run
        self.extraArguments = extraArguments
        let kind = SwiftUIKind()
        let makeReel: ReelMaker = { program in
            // No more than a scene file holds, as render refuses it.
            var request = SwiftFileRequest(program: program, views: views, length: length, measure: RenderedTextMetrics())
            request.recordsLiterals = true      // the controls
            let result = try evaluator.evaluateWithinSceneBound(request)
            // A SwiftUI file's view is what is drawn (issue 39), as `render` draws it.
            if result.swiftUI != nil { kind.isSwiftUI.store(true, ordering: .relaxed) }
            return (Reel(scene: result.scene, swiftUI: result.swiftUI), result.literals)
        }
        self.kind = kind
        self.makeReel = makeReel
        self.words = words
        maxBytes = evaluator.sourceByteLimit
        let text = try Self.read(path, limit: maxBytes, words: words)
        let (controls, untried) = try Self.controls(of: text, path: path, run: run, words: words, makeReel: makeReel)
        saved = Mutex((text, controls, untried))
    }

    /// Whether the file's run shows a SwiftUI view (known from its first evaluation, at open).
    var isSwiftUI: Bool { kind.isSwiftUI.load(ordering: .relaxed) }
    private let kind: SwiftUIKind
    private final class SwiftUIKind: Sendable { let isSwiftUI = Atomic(false) }

    var text: String { saved.withLock { $0.text } }
    var controls: [SwiftControl] { saved.withLock { $0.controls } }
    /// The literals the evaluation used that were not tried (past `maxTried`).
    var untried: Int { saved.withLock { $0.untried } }
    var version: String { StudioDocument.version(of: text) }

    static func read(_ path: String, limit: Int, words: any CommandLineWords) throws(StudioFailure) -> String {
        do throws(ExportError) { return try SceneFileInput.read(path, limit: limit) } catch { throw StudioFailure(400, words.message(for: error)) }
    }

    /// The program, named by its path as typed: refusals read as `render`'s (`Badge.swift:12:9: …`).
    static func program(_ text: String, path: String, run: String?, words: any CommandLineWords) -> SwiftFileProgram {
        SwiftFileProgram(fileName: path, text: text, run: run, runName: words.option(named: "run"))
    }

    static func reel(_ program: SwiftFileProgram, words: any CommandLineWords, makeReel: ReelMaker) throws(StudioFailure) -> (reel: Reel, literals: [EvaluatedLiteral]) {
        do { return try makeReel(program) } catch let refusal as SwiftDiagnostic {
            throw StudioFailure(400, words.message(for: refusal), field: "\(refusal.fileName):\(refusal.line):\(refusal.column)")
        } catch let failure as StudioFailure {
            throw failure
        } catch {
            throw StudioFailure(400, "\(error)")
        }
    }

    /// The controls of `text`: the file's numeric literals the evaluation used that flow into
    /// the animation. A literal flows into it when changing it changes the reel: each one the
    /// interpreter recorded is nudged (a whole number by one, a decimal by a tenth of itself)
    /// and the program evaluated again; `count <= 0`, a loop bound that makes the same frames,
    /// a `print`'s number are left out. `--run`'s literals are not controls: Save writes the
    /// file, and `--run` is the command line's. At most `maxTried` literals are tried, the
    /// first in the file's order; the second value counts the rest.
    static func controls(of text: String, path: String, run: String?, words: any CommandLineWords,
                         makeReel: ReelMaker) throws(StudioFailure) -> (controls: [SwiftControl], untried: Int) {
        let program = program(text, path: path, run: run, words: words)
        let (first, literals) = try reel(program, words: words, makeReel: makeReel)
        let bytes = Array(text.utf8)
        var controls: [SwiftControl] = []
        var seen: [String: Int] = [:]
        // Decimal literals only: a hex, octal or binary one (`0xFF3B30`, a colour) is no
        // slider's, and writing it back in decimal would lose its form.
        let candidates = literals.filter { literal in
            literal.fileName == program.fileName && !["0x", "0o", "0b"].contains(where: { literal.text.lowercased().hasPrefix($0) })
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for literal in candidates.prefix(maxTried) {
            let probe = SwiftControl(literal: literal, in: bytes, id: literal.name)
            let nudged = probe.text.contains(".") ? probe.textNudged() : plainNumber((Double(probe.text) ?? 0) + 1)
            let edit = LiteralEdit(fileName: literal.fileName, range: probe.range, replacement: nudged)
            guard let changed = try? program.replacingLiterals([edit]), let other = try? reel(changed, words: words, makeReel: makeReel).reel else {
                // Refused when nudged (an Int's count made fractional, a limit): it feeds the
                // evaluation, so it is a control; a refused value is shown at it.
                controls.append(probe); continue
            }
            guard other != first else { continue }
            controls.append(probe)
        }
        // In the file's order, as its reader meets them.
        controls.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Ids: the name, `#2`… when it repeats (the same name in two functions' literals).
        for i in controls.indices {
            let n = (seen[controls[i].name] ?? 0) + 1
            seen[controls[i].name] = n
            if n > 1 { controls[i].id = "\(controls[i].name) #\(n)" }
        }
        return (controls, max(0, candidates.count - maxTried))
    }

    /// The page's edits (control id → value in its unit) as literal replacements.
    func edits(_ sets: [[String]]) throws(StudioFailure) -> (program: SwiftFileProgram, edits: [LiteralEdit], text: String) {
        let (text, controls, _) = saved.withLock { $0 }
        let program = Self.program(text, path: path, run: run, words: words)
        var edits: [LiteralEdit] = []
        for pair in sets {
            guard pair.count == 2 else { throw StudioFailure(400, "a set is a [control, value] pair") }
            guard let control = controls.first(where: { $0.id == pair[0] }) else {
                // An id from an older reading of the file (a reloaded address after a Save
                // that moved its literals): Reset all drops the page's edits.
                throw StudioFailure(400, "\(ParameterText.quoted(pair[0])): not a number of \(path) as the studio read it; Reset all drops the edit",
                                    field: pair[0], accepted: "one of the controls GET /api/swift lists")
            }
            guard let value = Double(pair[1]), value.isFinite, abs(value) < 1e12 else {
                throw StudioFailure(400, "\(control.name) \(ParameterText.quoted(pair[1])): expected a number",
                                    field: control.id, value: ParameterText.quoted(pair[1]), accepted: "a number")
            }
            if edits.contains(where: { $0.range == control.range }) { continue }
            edits.append(LiteralEdit(fileName: program.fileName, range: control.range, replacement: control.literalText(for: value)))
        }
        do {
            let edited = try program.replacingLiterals(edits)
            return (edited, edits, edited.text)
        } catch {
            throw StudioFailure(400, words.message(for: error))
        }
    }

    /// The reel the file makes with the page's edits.
    func edited(_ sets: [[String]]) throws(StudioFailure) -> (reel: Reel, text: String) {
        let (program, _, text) = try edits(sets)
        do throws(StudioFailure) {
            return (try Self.reel(program, words: words, makeReel: makeReel).reel, text)
        } catch {
            throw placed(error, sets: sets)
        }
    }

    /// A refusal of the evaluation placed at the control the page edited on the line refused
    /// (`Badge.swift:5:5: the badge's duration 1000 is not drawn …` is the duration's), when
    /// exactly one edited control is on that line; else at the file's position.
    func placed(_ failure: StudioFailure, sets: [[String]]) -> StudioFailure {
        let fileName = path
        guard let field = failure.field, field.hasPrefix(fileName + ":"),
              let line = Int(field.dropFirst(fileName.count + 1).split(separator: ":").first ?? "") else { return failure }
        let edited = Set(sets.compactMap(\.first))
        let onLine = controls.filter { edited.contains($0.id) && $0.line == line }
        guard onLine.count == 1 else { return failure }
        var out = failure
        out.field = onLine[0].id
        return out
    }

    /// `badgereel render Badge.swift --run '…' -o FILE`: what makes the same file once saved.
    func command(output: String) -> String {
        words.command(renderingSwift: path, run: run, arguments: extraArguments, output: output)
    }

    /// Writes the file with the page's edits, only those literals' bytes changed, through the
    /// tool's one safe write (temporary beside it, renamed into place, symlinks followed,
    /// mode kept); refused when the file changed on disk since it was read, or since the page
    /// read it (`base`).
    func save(_ sets: [[String]], base: String) throws(StudioFailure) {
        let (_, edits, text) = try edits(sets)
        // The saved text must evaluate (a refused value is never written): once. Its controls
        // are the ones the page edits, carried over to the new text, not decided again by
        // nudging every literal (issue 41: a 58 KB file took 281 s per Save).
        let controls: [SwiftControl]
        do throws(StudioFailure) {
            let program = Self.program(text, path: path, run: run, words: words)
            let literals = try Self.reel(program, words: words, makeReel: makeReel).literals
            controls = Self.carried(self.controls, over: edits, into: text, literals: literals.filter { $0.fileName == program.fileName })
        } catch {
            throw placed(error, sets: sets)
        }
        // Held across the check and the write, so two saves cannot both pass the check.
        try saved.withLock { saved throws(StudioFailure) in
            guard StudioDocument.version(of: saved.text) == base else {
                throw StudioFailure(409, "\(path) changed since this page read it (saved from another tab or read again); reload the file to see it, then edit again",
                                    field: "base", value: base, accepted: StudioDocument.version(of: saved.text))
            }
            let onDisk: String
            do throws(StudioFailure) { onDisk = try Self.read(path, limit: maxBytes, words: words) } catch { throw StudioFailure(409, error.message) }
            guard StudioDocument.sameBytes(onDisk, saved.text) else {
                throw StudioFailure(409, "\(path) changed on disk since the studio read it; Revert to file to load it, then edit again", field: "base")
            }
            do throws(ExportError) { try ReelExporter.saveSceneText(text, to: path) } catch { throw StudioFailure(500, words.message(for: error)) }
            saved = (text, controls, saved.untried)
        }
    }

    /// `controls` of the text before `edits`, in the text after them: each moved by what the
    /// edits before it added or removed, read again from the new evaluation's literal at its
    /// place (its value, line and column), its id kept. A control whose literal the new
    /// evaluation did not use is dropped.
    static func carried(_ controls: [SwiftControl], over edits: [LiteralEdit], into text: String,
                        literals: [EvaluatedLiteral]) -> [SwiftControl] {
        let bytes = Array(text.utf8)
        let byEnd = Dictionary(literals.map { ($0.range.upperBound, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        return controls.compactMap { control in
            var shift = 0
            var length = control.range.count
            for edit in sorted {
                if edit.range == control.range { length = edit.replacement.utf8.count; break }
                guard edit.range.upperBound <= control.range.lowerBound else { break }
                shift += edit.replacement.utf8.count - edit.range.count
            }
            let end = control.range.lowerBound + shift + length
            guard let literal = byEnd[end] else { return nil }
            return SwiftControl(literal: literal, in: bytes, id: control.id)
        }
    }

    /// Reads the file again from disk (Revert to file, Reload).
    func reload() throws(StudioFailure) {
        let text = try Self.read(path, limit: maxBytes, words: words)
        let (controls, untried) = try Self.controls(of: text, path: path, run: run, words: words, makeReel: makeReel)
        saved.withLock { $0 = (text, controls, untried) }
    }
}

extension SwiftControl {
    /// The literal a tenth larger (a zero becomes a tenth), a decimal still: the flow test's.
    func textNudged() -> String {
        let number = Double(text) ?? 0
        var out = plainNumber(number == 0 ? 0.1 : (number * 1.1 * 1e6).rounded() / 1e6)
        if !out.contains(".") { out += ".0" }
        return out
    }
}
