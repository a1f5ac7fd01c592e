import Foundation
import ReelTestSupport
import Testing
import ReelModels
import ReelSwiftOut

/// Issue 40, item 4 — any Swift file in, Swift out — measured on the real-world UIKit corpus:
/// every file that renders, written back as UIKit (replayed through its first line, host,
/// badge and label within 1e-9 at every half frame: `SwiftRoundTripTests.roundTrip`) and as
/// SwiftUI keyframes (replayed through its first line by the SwiftUI input and compared with
/// the Core Animation timeline frame by frame: `SwiftUIFormReplayTests.replay`). What is not
/// written is refused by name; the floors are today's counts, so a change that writes fewer
/// fails.
@Suite struct UIKitCorpusSwiftOutTests {
    /// The UIKit corpus files that render, each with the words that render it: its path, its
    /// header's run, view bindings and length.
    static func renderedCorpus() throws -> [(file: RealWorldCorpus.File, words: [String])] {
        var out: [(file: RealWorldCorpus.File, words: [String])] = []
        for file in RealWorldCorpus.files where file.kind == "UIKit" {
            let header = RealWorldCorpus.Header(text: try String(contentsOf: file.url, encoding: .utf8))
            var words = ["render", file.url.path]
            if let run = header.run { words += ["--run", run] }
            for (name, part) in header.views.sorted(by: { $0.key < $1.key }) { words += ["--view", "\(name)=\(part.rawValue)"] }
            if let length = header.length { words += ["--length", plainNumber(length)] }
            if (try? SwiftRoundTripTests.reel(words + ["-o", scratchFolder().appendingPathComponent("never.gif").path])) != nil {
                out.append((file, words))
            }
        }
        return out
    }

    @Test func theCorpusIsWrittenBackAsUIKit() throws {
        let corpus = try Self.renderedCorpus()
        #expect(corpus.count >= 53, "\(corpus.count) UIKit corpus files render")
        var written: [String] = [], refused: [String] = []
        let trip = SwiftRoundTripTests()
        for (file, words) in corpus {
            do {
                try trip.roundTrip(words + ["-o", "x.swift"], name: "uikit-" + file.name)
                written.append(file.name)
            } catch let refusal as SwiftOutRefusal {
                refused.append("\(file.name): \(refusal.message)")
            }
        }
        print("UIKit corpus as UIKit: \(written.count) of \(corpus.count) written and replayed, \(refused.count) refused:\n" + refused.joined(separator: "\n"))
        #expect(written.count >= 54, "\(written.count) written: \(refused)")
    }

    @Test func theCorpusIsWrittenAsSwiftUIAndReplayed() throws {
        let corpus = try Self.renderedCorpus()
        var written: [String] = [], refused: [String] = [], off: [String] = []
        var worst = (0.0, "")
        let trip = SwiftUIFormReplayTests()
        for (file, words) in corpus {
            do {
                let result = try trip.replay(words + ["-o", "x.swift"], name: "swiftui-" + file.name)
                written.append(file.name)
                if result.worst > worst.0 { worst = (result.worst, "\(file.name): \(result.where)") }
                // Exact tracks replay within the curve solver's tolerance; a sampled one (every
                // 1/240 s) within what its file's comment says, at most a fiftieth of a point here.
                if result.worst > 0.02 { off.append("\(file.name): \(result.where) is \(result.worst) pt off") }
            } catch let refusal as SwiftOutRefusal {
                refused.append("\(file.name): \(refusal.message)")
            }
        }
        print("UIKit corpus as SwiftUI: \(written.count) of \(corpus.count) written and replayed (largest deviation \(worst.0) pt, \(worst.1)), \(refused.count) refused:\n" + refused.joined(separator: "\n"))
        #expect(off.isEmpty, "\(off.joined(separator: "\n"))")
        #expect(written.count >= 44, "\(written.count) written: \(refused)")
    }

    /// A UILabel bound as the badge draws its text on the badge's layer: the UIKit form binds a
    /// UILabel of its own as the badge (`let badgeLabel = UILabel()`, `--view badgeLabel=badge`)
    /// and sets its text, font and colour (it wrote a UIView and left the text out, so the
    /// replay drew a blank badge), a text set after the start on the label bound at the start
    /// included; a text given later to a badge nothing was set on at the start is refused by
    /// name there; and the SwiftUI form draws it over the badge's fill.
    @Test func aTextOnTheBadgeIsAUILabelBoundAsTheBadge() throws {
        let corpus = try Self.renderedCorpus()
        let tab = try #require(corpus.first { $0.file.name == "TabBarBadgeViewShake.swift" }?.words)
        let text = try SwiftRoundTripTests().roundTrip(tab + ["-o", "x.swift"], name: "tab-text.swift")
        for line in ["--run 'let badgeLabel = UILabel(); playTabText(host: host, badge: badgeLabel, label: label)'", "--view badgeLabel=badge",
                     "func playTabText(host: UIView, badge: UILabel, label: UILabel)", "badge.text = \"5\""] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
        let trip = try SwiftUIFormReplayTests().replay(tab + ["-o", "x.swift"], name: "tab-text-swiftui.swift")
        #expect(trip.text.contains(".overlay { Text(\"5\")"), "\(trip.text)")
        #expect(trip.worst <= 1e-3, "\(trip.where) is \(trip.worst) pt off")
        // The label the code bound at the start (its look set at 0), its text set at 0.25 s.
        let bounce = try #require(corpus.first { $0.file.name == "BadgedBarItemBounce.swift" }?.words)
        let later = try SwiftRoundTripTests().roundTrip(bounce + ["-o", "x.swift"], name: "bounce-text.swift")
        #expect(later.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {") && later.contains("badge.text = \"12\""), "\(later)")
        // A text given to the stage's own badge later, nothing set on it at the start: the
        // label the replay would bind is the badge from the start, so it is refused by name.
        let scene = scratchFolder().appendingPathComponent("late-text.yaml")
        try """
        actions:
          - action: wait
            seconds: 0.5
          - action: set
            view: badge
            text: "9+"
          - pop
        """.write(to: scene, atomically: true, encoding: .utf8)
        #expect {
            try SwiftRoundTripTests().roundTrip(["render", scene.path, "-o", "x.swift"], name: "late-text.swift")
        } throws: { error in
            (error as? SwiftOutRefusal)?.message.hasPrefix("set: a text on the badge first set at 0.5 s, with nothing set on it at the start") == true
        }
    }
}
