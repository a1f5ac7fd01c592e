import Foundation
import Testing
import ReelModels
@testable import ReelSwift

/// Real animation code from public repositories (issue 38 item 3: UIKit and Core Animation;
/// issue 39 item 5: SwiftUI), each file with the run a user would type and what moves on a
/// device, evaluated through the command line's entry (`SwiftScene.make`). The outcome of
/// every file is pinned in RealWorld/expected.tsv: a ratchet, so a file that starts to move or
/// stops moving fails here until the table is updated on purpose. A file that evaluates and
/// leaves what it animates still is the silent wrong output issues 38 and 39 forbid: it fails,
/// unless its row says `still`, which reports it as a known issue on every run instead.
@Suite struct RealWorldCorpusTests {
    @Test func theCorpusIsTheSizeTheIssuesAskFor() {
        let counts = Dictionary(grouping: RealWorldCorpus.files, by: \.kind).mapValues(\.count)
        #expect(counts["UIKit", default: 0] >= 60, "issue 38 asks for at least 60 UIKit/Core Animation files")
        #expect(counts["SwiftUI", default: 0] >= 30, "issue 39 asks for at least 30 SwiftUI files")
    }

    @Test(arguments: RealWorldCorpus.files)
    func headerSaysTheRunAndWhatMoves(_ file: RealWorldCorpus.File) throws {
        let text = try String(contentsOf: file.url, encoding: .utf8)
        let header = RealWorldCorpus.Header(text: text)
        #expect(header.problems.isEmpty, "\(file): \(header.problems.joined(separator: "; "))")
        // Source and licence (or "own words") are the first thing a reader sees.
        #expect(text.contains("// Source: "), "\(file): no '// Source: ' line")
        #expect(text.contains("// Licence: "), "\(file): no '// Licence: ' line")
    }

    @Test(arguments: RealWorldCorpus.files)
    func outcomeIsTheTables(_ file: RealWorldCorpus.File) throws {
        let result = try #require(RealWorldCorpus.results.first { $0.file == file })
        let expected = try RealWorldCorpus.expected()
        if case .still = result.outcome {
            let message = Comment(rawValue: "\(file) evaluates and what it animates does not move (\(result.header.moves.map(\.description).joined(separator: ", "))); moved instead: \(result.outcome.detail.isEmpty ? "nothing" : result.outcome.detail)")
            if expected[file.path]?.hasPrefix("still") == true {
                // A still clip the table names: reported as the known issue it is (issue 38
                // item 2, issue 39 item 4 forbid it), so it is seen on every run and the file
                // fails here the day it stops being still without the table saying so.
                withKnownIssue("silent still clip, pinned in RealWorld/expected.tsv") { Issue.record(message) }
            } else {
                Issue.record(message)
            }
        }
        let row = try #require(expected[file.path], "\(file) has no row in RealWorld/expected.tsv; its outcome today:\n\(file.path)\t\(result.outcome.row)")
        #expect(row == result.outcome.row, """
            \(file) changed outcome (update RealWorld/expected.tsv and docs/swift-files.md on purpose):
              table: \(row)
              now:   \(result.outcome.row)\(Self.position(result))
            """)
    }

    /// The classifier itself, on three small sources whose outcome is known: a fade that the
    /// header expects (moves), the same fade where the header expects a turn (still: what moved
    /// is named), and a method the file does not declare (refused at its position).
    @Test func classifierTellsTheOutcomesApart() {
        let fade = """
            extension UIView {
                func fade() { UIView.animate(withDuration: 0.3) { self.alpha = 0.2 } }
            }
            """
        func outcome(run: String, moves: String) -> RealWorldCorpus.Outcome {
            let text = "// reel-run: \(run)\n// reel-moves: \(moves)\n" + fade
            return RealWorldCorpus.outcome(fileName: "Fade.swift", text: text, header: RealWorldCorpus.Header(text: text))
        }
        #expect(outcome(run: "badge.fade()", moves: "badge:opacity") == .moves)
        #expect(outcome(run: "badge.fade()", moves: "view:opacity") == .moves)
        let turned = outcome(run: "badge.fade()", moves: "badge:rotation")
        #expect(turned == .still(moved: [RealWorldCorpus.Motion(target: "badge", property: "opacity"),
                                         RealWorldCorpus.Motion(target: "view", property: "opacity")]))
        #expect(turned.row == "still\tbadge:opacity view:opacity")
        let refused = outcome(run: "badge.wobble()", moves: "badge:rotation")
        guard case .refused(let position, let message) = refused else {
            Issue.record("expected a refusal, got \(refused)")
            return
        }
        #expect(position == "run:1:1")
        #expect(refused.row == "refused\t" + RealWorldCorpus.firstWords(of: message))
        #expect(message.contains("wobble"))
    }

    @Test func everyTableRowNamesACorpusFile() throws {
        let paths = Set(RealWorldCorpus.files.map(\.path))
        for row in try RealWorldCorpus.expected().keys.sorted() {
            #expect(paths.contains(row), "RealWorld/expected.tsv names \(row), which is not in the corpus")
        }
    }

    /// The share that moves, UIKit and SwiftUI apart, and every refusal with its position:
    /// the work list for issues 38 and 39 (docs/swift-files.md groups it by cause).
    @Test func reportTheShareThatMoves() {
        var lines: [String] = []
        for kind in RealWorldCorpus.kinds {
            let results = RealWorldCorpus.results.filter { $0.file.kind == kind }
            let moving = results.filter { $0.outcome == .moves }.count
            let share = results.isEmpty ? 0 : 100 * Double(moving) / Double(results.count)
            lines.append("RealWorld \(kind): \(moving) of \(results.count) move (\(String(format: "%.0f", share))%)")
        }
        for result in RealWorldCorpus.results {
            if case .refused(let position, let message) = result.outcome {
                lines.append("  refused \(result.file.path) at \(position): \(message)")
            } else if case .still = result.outcome {
                lines.append("  still \(result.file.path): moved instead \(result.outcome.detail)")
            }
        }
        // REALWORLD_TABLE=1 prints today's outcomes as the table's rows, to update it on purpose.
        if ProcessInfo.processInfo.environment["REALWORLD_TABLE"] == "1" {
            lines.append("# file\toutcome\tdetail (Tests/ReelSwiftTests/RealWorld/expected.tsv)")
            lines += RealWorldCorpus.results.map { "\($0.file.path)\t\($0.outcome.row)" }
        }
        print(lines.joined(separator: "\n"))
        #expect(!RealWorldCorpus.results.isEmpty)
    }

    static func position(_ result: RealWorldCorpus.Result) -> String {
        if case .refused(let position, _) = result.outcome { return "\n  at \(position)" }
        return ""
    }
}
