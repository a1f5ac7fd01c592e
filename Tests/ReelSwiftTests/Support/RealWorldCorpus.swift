import Foundation
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// The real-world corpus (Tests/ReelSwiftTests/RealWorld, issues 38 and 39): each file's header,
/// its evaluation through the entry the command line uses (`SwiftScene.make`, as
/// BadgeReelCLI's SwiftFileInput calls it), and what came of it.
enum RealWorldCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealWorld")
    /// The checked-in outcomes: one `file<TAB>outcome<TAB>detail` line per file.
    static let table = root.appendingPathComponent("expected.tsv")
    static let kinds = ["UIKit", "SwiftUI"]

    /// One corpus file: `UIKit/BounceTabItem.swift`.
    struct File: Sendable, Hashable, CustomStringConvertible {
        var kind: String
        var name: String
        var path: String { "\(kind)/\(name)" }
        var url: URL { RealWorldCorpus.root.appendingPathComponent(path) }
        var description: String { path }
    }

    /// Every `.swift` file under RealWorld/UIKit and RealWorld/SwiftUI, in name order.
    static let files: [File] = kinds.flatMap { kind -> [File] in
        let folder = root.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { File(kind: kind, name: $0) }
    }

    /// The machine-readable block of a file's header:
    /// `// reel-run: …` (repeatable, joined by newlines; `none` runs the file's own entry point),
    /// `// reel-view: NAME=PART` (repeatable), `// reel-length: SECONDS` (`--length`, optional),
    /// `// reel-moves: part:property, …`.
    struct Header: Sendable {
        var run: String?
        var views: [String: ViewPart] = [:]
        var length: Double?
        var moves: [Motion] = []
        var problems: [String] = []

        init(text: String) {
            var runLines: [String] = []
            var sawMoves = false
            for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if let value = Self.value(of: "reel-run", in: line) {
                    runLines.append(value)
                } else if let value = Self.value(of: "reel-view", in: line) {
                    let pair = value.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                    if pair.count == 2, let part = ViewPart(rawValue: pair[1]) { views[pair[0]] = part } else {
                        problems.append("reel-view '\(value)' is not NAME=host|badge|label")
                    }
                } else if let value = Self.value(of: "reel-length", in: line) {
                    if let seconds = Double(value), seconds > 0, seconds <= 120 { length = seconds } else {
                        problems.append("reel-length '\(value)' is not seconds above 0, at most 120")
                    }
                } else if let value = Self.value(of: "reel-moves", in: line) {
                    sawMoves = true
                    for item in value.split(separator: ",") {
                        let text = item.trimmingCharacters(in: .whitespaces)
                        if let motion = Motion(text) { moves.append(motion) } else {
                            problems.append("reel-moves '\(text)' is not part:property (\(Motion.properties.joined(separator: ", ")))")
                        }
                    }
                }
            }
            if runLines.isEmpty { problems.append("no reel-run line (write 'reel-run: none' for the file's entry point)") }
            if !sawMoves || moves.isEmpty { problems.append("no reel-moves line") }
            run = runLines == ["none"] ? nil : runLines.joined(separator: "\n")
        }

        static func value(of key: String, in line: String) -> String? {
            let prefix = "// \(key):"
            guard line.hasPrefix(prefix) else { return nil }
            return String(line.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// One drawn property of one part: `badge:scale`. The part is `host`, `badge` or `label`
    /// (the scene's parts, or a view bound to one with `reel-view`), or `view`: any drawn layer,
    /// for what the code draws itself (sublayers, a SwiftUI view tree), which has no part.
    struct Motion: Sendable, Hashable, CustomStringConvertible {
        static let targets = ViewPart.allCases.map(\.rawValue) + ["view"]
        /// `offset` is a move by either position or translation (SwiftUI's `offset` may be
        /// drawn as either).
        static let properties = ["position", "size", "anchor", "rotation", "scale", "translation", "offset",
                                 "opacity", "hidden", "color", "corner", "border", "text", "contents", "transition", "stroke"]
        var target: String
        var property: String
        var description: String { "\(target):\(property)" }

        init(target: String, property: String) { self.target = target; self.property = property }

        init?(_ text: String) {
            let pieces = text.split(separator: ":").map(String.init)
            guard pieces.count == 2, Self.targets.contains(pieces[0]), Self.properties.contains(pieces[1]) else { return nil }
            target = pieces[0]; property = pieces[1]
        }

        /// The property's value in a layer state, as a comparable value.
        static func value(_ property: String, of s: LayerState) -> [Double] {
            switch property {
            case "position": [s.position.x, s.position.y]
            case "size": [s.size.width, s.size.height]
            case "anchor": [s.anchorPoint.x, s.anchorPoint.y]
            case "rotation": [s.rotation]
            case "scale": [s.scaleX, s.scaleY]
            case "translation": [s.translationX, s.translationY]
            case "offset": [s.position.x + s.translationX, s.position.y + s.translationY]
            case "opacity": [s.opacity]
            case "hidden": [s.isHidden ? 1 : 0]
            case "color": [s.backgroundColor, s.foregroundColor].flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
            case "corner": [s.cornerRadius]
            case "border": [s.borderWidth, s.borderColor.red, s.borderColor.green, s.borderColor.blue, s.borderColor.alpha]
            case "text": [Double(s.text.hashValue), s.fontSize, Double(s.fontWeight)]
            case "contents": [Double((s.contents ?? "").hashValue)]
            // A content transition in flight (CATransition, UIView.transition): its progress.
            case "transition": s.transition.map { [$0.progress] } ?? []
            // A shape layer's strokeStart and strokeEnd.
            case "stroke": [s.strokeStart, s.strokeEnd]
            default: []
            }
        }
    }

    /// What evaluating a file came to.
    enum Outcome: Sendable, Equatable {
        /// Every expected part:property changes during the clip.
        case moves
        /// Refused with one line: where, and the message (the table keeps its first words).
        case refused(position: String, message: String)
        /// Evaluated without a refusal, and the expected properties do not change (`moved`:
        /// what changed instead, if anything): the silent still clip.
        case still(moved: [Motion])

        var name: String {
            switch self {
            case .moves: "moves"
            case .refused: "refused"
            case .still: "still"
            }
        }

        /// The table's third column: a refusal's first words (positions move as headers are
        /// edited; the words name the construct); what moved instead for a still file.
        var detail: String {
            switch self {
            case .moves: ""
            case .refused(_, let message): RealWorldCorpus.firstWords(of: message)
            case .still(let moved): moved.map(\.description).joined(separator: " ")
            }
        }

        var row: String { "\(name)\t\(detail)" }
    }

    /// The first eight words of a refusal before its list of what is supported (that list grows
    /// as the interpreter does, the construct refused stays), tabs and newlines folded: what the
    /// table keeps.
    static func firstWords(of message: String) -> String {
        let construct = message.range(of: " (supported:").map { String(message[..<$0.lowerBound]) } ?? message
        return construct.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(8).joined(separator: " ")
    }

    struct Result: Sendable {
        var file: File
        var header: Header
        var outcome: Outcome
    }

    static let measure = FixedAdvanceMetrics()
    /// Frames sampled per clip at most: the clip is at most 120 s (the scene length limit), so
    /// the check is bounded whatever the file asks for.
    static let sampleLimit = 600

    /// Evaluates `file` as `badgereel timeline FILE --run … --view …` would, with the
    /// command line's default setup and timing.
    static func evaluate(_ file: File) -> Result {
        let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
        let header = Header(text: text)
        return Result(file: file, header: header, outcome: outcome(fileName: file.name, text: text, header: header))
    }

    /// What the source `text` (its header read as `header`) comes to.
    static func outcome(fileName: String, text: String, header: Header) -> Outcome {
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: fileName, text: text, run: header.run),
                                        views: header.views, length: header.length, measure: measure)
        let scene: Scene
        do {
            let result = try SwiftScene.make(request)
            if let swiftUI = result.swiftUI { return outcome(swiftUI, header: header) }
            scene = result.scene
        } catch {
            return .refused(position: "\(error.fileName):\(error.line):\(error.column)", message: error.message)
        }
        let clip = scene.makeClip(measure: measure)
        let frames = clip.frameCount
        let step = max(1, frames / sampleLimit)
        let first = clip.snapshot(frame: 0)
        var changed: Set<Motion> = []
        let parts = Dictionary(uniqueKeysWithValues: ViewPart.allCases.map { (layer($0, in: clip), $0.rawValue) })
        for k in stride(from: step, to: frames, by: step) {
            let snapshot = clip.snapshot(frame: k)
            for id in snapshot.layers.indices {
                for property in Motion.properties
                where Motion.value(property, of: snapshot.layers[id]) != Motion.value(property, of: first.layers[id]) {
                    // Every drawn layer counts for `view`; the scene's parts also under their names.
                    changed.insert(Motion(target: "view", property: property))
                    if let part = parts[id] { changed.insert(Motion(target: part, property: property)) }
                }
            }
        }
        if header.moves.allSatisfy(changed.contains) { return .moves }
        return .still(moved: changed.sorted { $0.description < $1.description })
    }

    static func layer(_ part: ViewPart, in clip: Clip) -> Int {
        switch part {
        case .host: clip.layers.host
        case .badge: clip.layers.badge
        case .label: clip.layers.label
        }
    }

    /// Every file evaluated once, for all the tests that read the results.
    static let results: [Result] = files.map(evaluate)

    /// The checked-in table: file path → "outcome<TAB>detail".
    static func expected() throws -> [String: String] {
        var rows: [String: String] = [:]
        for line in try String(contentsOf: table, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            rows[columns[0]] = columns.count > 1 ? columns[1] : ""
        }
        return rows
    }
}
