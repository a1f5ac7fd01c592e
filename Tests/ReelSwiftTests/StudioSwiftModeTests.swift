import Foundation
import ReelTestSupport
import Hummingbird
import NIOCore
import Synchronization
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio
import ReelSwift
import ReelSwiftInput
import StudioTestSupport

/// Issue 31: `badgereel studio Badge.swift --run '…'` — the Swift file's literals that feed
/// the animation are controls; previews evaluate the file with the page's edits; Save writes
/// only those literals, every other byte kept, through the safe write and its stale checks.
@Suite(.serialized) struct StudioSwiftModeTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/swift")
    static let hubRun = "let hub = BadgeHub(view: host); hub.setCount(42); hub.pop()"

    /// A copy of the seeds' BadgeHub.swift (or `text`) in a folder of its own.
    static func file(_ text: String? = nil, name: String = "BadgeHub.swift") throws -> (folder: URL, path: String, text: String) {
        let folder = TestScratch.url("studio-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let body = try text ?? String(contentsOf: examples.appendingPathComponent("BadgeHub.swift"), encoding: .utf8)
        let path = folder.appendingPathComponent(name).path
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path, body)
    }

    static func app(_ swift: StudioSwiftDocument) -> RouterClient {
        RouterClient(Studio(document: nil, swift: swift, listeningHost: "127.0.0.1", token: StudioExchange.token, words: StudioCommandLine()).router(),
                     token: StudioExchange.token.value)
    }

    static func open(_ path: String, run: String? = hubRun) throws -> StudioSwiftDocument {
        try StudioSwiftDocument(path: path, run: run, words: StudioCommandLine(), evaluator: ReelSwiftEvaluator())
    }

    static func swiftValues(_ client: RouterClient) async throws -> (version: String, controls: [[String: Any]]) {
        try await client.execute(uri: "/api/swift", method: .get) { r in
            #expect(r.status == .ok)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
            return (try #require(root["version"] as? String), try #require(root["controls"] as? [[String: Any]]))
        }
    }

    static func body(_ sets: [[String]], base: String? = nil) -> ByteBuffer {
        StudioExchange.body(StudioRequest.swiftMode, sets: sets, base: base)
    }

    /// `text` with each (old, new) replaced once, at the first place `old` occurs after `anchor`.
    static func replacing(_ text: String, _ edits: [(anchor: String, old: String, new: String)]) throws -> String {
        var out = text
        for edit in edits {
            let anchor = try #require(out.range(of: edit.anchor))
            let old = try #require(out.range(of: edit.old, range: anchor.lowerBound..<out.endIndex))
            out.replaceSubrange(old, with: edit.new)
        }
        return out
    }

    @Test func openingListsTheLiteralsThatFeedTheAnimation() async throws {
        let (folder, path, _) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                let swift = try #require(root["swift"] as? [String: Any])
                #expect(swift["path"] as? String == path)
                #expect(swift["run"] as? String == Self.hubRun)
                #expect(root["scene"] == nil)
            }
            let (_, controls) = try await Self.swiftValues(client)
            let byName = Dictionary(controls.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
            let ratio = try #require(byName["Constants.popOutRatio"])
            #expect(ratio["value"] as? Double == 1.05 && ratio["unit"] as? String == "ratio" && ratio["text"] as? String == "1.05")
            #expect(ratio["line"] as? Int == 32 && ratio["min"] as? Double == 0 && ratio["max"] as? Double == 2.5)
            let timeOut = try #require(byName["pop(): timeOut"])
            #expect(timeOut["unit"] as? String == "seconds" && timeOut["symbol"] as? String == "s" && timeOut["value"] as? Double == 0.2)
            #expect(byName["Constants.notificHubDefaultDiameter"]?["unit"] as? String == "points")
            // `diameter * 2 / 3`'s numbers are factors, not points.
            #expect(byName["setView(): CGRect(x:)"]?["unit"] as? String == "ratio")
            // Read but not feeding what pop makes: bump's and blink's constants, `count <= 0`,
            // `0.3 * (orderOfMagnitude - 1)` with two digits, --run's own 42.
            for name in ["Constants.firstBumpDistance", "Constants.blinkDuration", "Constants.countMagnitudeAdaptationRatio"] {
                #expect(byName[name] == nil, "\(name)")
            }
            #expect(!controls.contains { ($0["text"] as? String) == "0.3" || ($0["text"] as? String) == "42" })
            // In the file's order.
            let lines = controls.compactMap { $0["line"] as? Int }
            #expect(lines == lines.sorted())
        }
    }

    /// An edit re-evaluates the file: a larger pop-out ratio makes a larger badge at the
    /// pop's peak; the command line is `render` of the file; the header says unsaved.
    @Test func anEditChangesThePreview() async throws {
        let (folder, path, text) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            func widest(_ sets: [[String]]) async throws -> (Double, [String: Any]) {
                try await client.execute(uri: "/api/preview", method: .post, headers: StudioExchange.json, body: Self.body(sets)) { r in
                    #expect(r.status == .ok)
                    let stream = try StudioExchange.Stream(r.body)
                    let timeline = try #require(stream.header["timeline"] as? [String: Any])
                    let frames = try #require(timeline["frames"] as? [[String: Any]])
                    let widths = frames.compactMap { ($0["badge"] as? [String: Any])?["width"] as? Double }
                    #expect(!stream.frames.isEmpty)
                    return (try #require(widths.max()), stream.header)
                }
            }
            let (before, header) = try await widest([])
            let (after, edited) = try await widest([["Constants.popOutRatio", "1.3"]])
            #expect(after > before + 1, "\(before) → \(after)")
            #expect(header["unsaved"] as? Bool == false && edited["unsaved"] as? Bool == true)
            #expect(edited["command"] as? String == "badgereel render \(path) --run '\(Self.hubRun)' -o scene.gif")
            // Previewing writes nothing.
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }

    @Test func aBadValueIsRefusedAtItsControl() async throws {
        let (folder, path, _) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "big"]])) { r in
                #expect(r.status == .badRequest)
                let refusal = StudioExchange.refusal(r)
                #expect(refusal?["field"] == "Constants.popOutRatio")
                #expect(refusal?["message"] == "Constants.popOutRatio big: expected a number")
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.nothing", "1"]])) { r in
                #expect(r.status == .badRequest)
                #expect(StudioExchange.refusal(r)?["field"] == "Constants.nothing")
            }
        }
    }

    /// Save writes exactly the edited literals (`1.05` → `1.3`, `0.05` → `0.08`, the `-`
    /// of a sign and `.pi / 8`'s divisor in their forms), every other byte unchanged; through
    /// a symlink the file it names is written, its mode kept.
    /// The Swift panel in Swift mode shows the file itself with the page's edits, as Save
    /// would write it (its structure kept), not a rewrite of the scene it records.
    @Test func theSwiftPanelShowsTheEditedFile() async throws {
        let (folder, path, text) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            try await client.execute(uri: "/api/swift-code?api=uikit", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"]])) { r in
                #expect(r.status == .ok)
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: String])
                #expect(root["swift"] == (try Self.replacing(text, [("static let popOutRatio: CGFloat = ", "1.05", "1.3")])))
                #expect(root["name"] == URL(fileURLWithPath: path).lastPathComponent)
            }
        }
    }

    @Test func saveWritesOnlyTheChangedLiterals() async throws {
        let (folder, path, text) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The studio is given a link to the file: Save writes the file the link names.
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try await Self.app(try Self.open(link)).test { client in
            let (base, _) = try await Self.swiftValues(client)
            let save = Self.body([["Constants.popOutRatio", "1.3"], ["pop(): timeStart", "0.08"]], base: base)
            let version = try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json, body: save) { r in
                #expect(r.status == .ok)
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: String])
                #expect(root["saved"] == link)
                return root["version"]
            }
            let expected = try Self.replacing(text, [("static let popOutRatio: CGFloat = ", "1.05", "1.3"),
                                                     ("let timeStart: Float = ", "0.05", "0.08")])
            #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
            // The file's controls are read again: their new values, the new version.
            let (after, controls) = try await Self.swiftValues(client)
            #expect(after == version && after != base)
            #expect(controls.first { $0["id"] as? String == "Constants.popOutRatio" }?["value"] as? Double == 1.3)
            #expect(controls.first { $0["id"] as? String == "pop(): timeStart" }?["text"] as? String == "0.08")
        }
    }

    static let rotation = """
        import UIKit

        // A wobble, in the style people write it.
        func wobble(_ view: UIView) {
            UIView.animate(withDuration: 0.25, delay: 0, options: [], animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi / 8)   // an eighth of a half turn
            }) { _ in
                UIView.animate(withDuration: 0.25) {
                    view.transform = CGAffineTransform(rotationAngle: -0.2)
                }
            }
        }
        wobble(badge)

        """

    @Test func anglesAreWrittenInTheirOwnForm() async throws {
        let (folder, path, text) = try Self.file(Self.rotation, name: "Wobble.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path, run: nil)).test { client in
            let (base, controls) = try await Self.swiftValues(client)
            let names = controls.compactMap { $0["id"] as? String }
            #expect(names == ["wobble(): UIView.animate(withDuration:)", "wobble(): UIView.animate(delay:)",
                              "wobble(): CGAffineTransform(rotationAngle:)",
                              "wobble(): UIView.animate(withDuration:) #2", "wobble(): CGAffineTransform(rotationAngle:) #2"], "\(names)")
            #expect(controls.map { $0["unit"] as? String } == ["seconds", "seconds", "degrees", "seconds", "degrees"])
            #expect(controls[2]["value"] as? Double == 22.5 && controls[2]["form"] as? String == "piDivisor" && controls[2]["text"] as? String == "8")
            #expect(controls[4]["text"] as? String == "-0.2" && controls[4]["form"] as? String == "radians")
            let save = Self.body([[names[2], "30"], [names[4], "20"], [names[3], "0.5"]], base: base)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json, body: save) { r in
                #expect(r.status == .ok)
            }
            let expected = text
                .replacingOccurrences(of: "rotationAngle: .pi / 8)", with: "rotationAngle: .pi / 6)")
                .replacingOccurrences(of: "UIView.animate(withDuration: 0.25) {", with: "UIView.animate(withDuration: 0.5) {")
                .replacingOccurrences(of: "rotationAngle: -0.2)", with: "rotationAngle: 0.349066)")
            #expect(expected != text)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        }
    }

    /// A byte-order mark, CRLF line ends and non-ASCII comments before the literal are kept:
    /// the edit is by UTF-8 byte range, the rest of the file copied as read.
    @Test func everyOtherByteIsKept() async throws {
        let text = "\u{FEFF}// Ébauche — « café »\r\n" + Self.rotation.replacingOccurrences(of: "\n", with: "\r\n")
        let (folder, path, _) = try Self.file(text, name: "Wobble.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path, run: nil)).test { client in
            let (base, controls) = try await Self.swiftValues(client)
            let duration = try #require(controls.last { ($0["id"] as? String)?.hasPrefix("wobble(): UIView.animate(withDuration:)") == true }?["id"] as? String)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([[duration, "0.4"]], base: base)) { r in #expect(r.status == .ok) }
            let expected = Data(text.replacingOccurrences(of: "UIView.animate(withDuration: 0.25) {", with: "UIView.animate(withDuration: 0.4) {").utf8)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
        }
    }

    /// Issue 41: a Save evaluated the file once per literal again, to decide its controls
    /// anew (a 58 KB file: 281 s per Save). It evaluates the saved text once; the controls are
    /// the same ones, carried to their new places with their new values.
    final class Count: Sendable { let value = Mutex(0) }
    /// The command line's evaluator, counting its evaluations.
    struct Counting: SwiftFileEvaluator {
        let inner = ReelSwiftEvaluator()
        let count: Count
        var sourceByteLimit: Int { inner.sourceByteLimit }
        func oversized(fileName: String) -> SwiftDiagnostic { inner.oversized(fileName: fileName) }
        func evaluate(_ request: SwiftFileRequest) throws(SwiftDiagnostic) -> SwiftFileEvaluation {
            count.value.withLock { $0 += 1 }
            return try inner.evaluate(request)
        }
    }

    @Test func aSaveEvaluatesTheFileOnceAndKeepsItsControls() async throws {
        let count = Count()
        let (folder, path, _) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try StudioSwiftDocument(path: path, run: Self.hubRun, words: StudioCommandLine(), evaluator: Counting(count: count))
        let opened = count.value.withLock { $0 }
        try await Self.app(document).test { client in
            let (base, before) = try await Self.swiftValues(client)
            #expect(opened > before.count, "\(opened) evaluations for \(before.count) controls")
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"], ["pop(): timeStart", "0.125"]], base: base)) { r in
                #expect(r.status == .ok)
            }
            #expect(count.value.withLock { $0 } == opened + 1)
            let (_, after) = try await Self.swiftValues(client)
            #expect(after.map { $0["id"] as? String } == before.map { $0["id"] as? String })
            let ratio = try #require(after.first { $0["id"] as? String == "Constants.popOutRatio" })
            #expect(ratio["text"] as? String == "1.3" && ratio["value"] as? Double == 1.3)
            let time = try #require(after.first { $0["id"] as? String == "pop(): timeStart" })
            #expect(time["text"] as? String == "0.125")
            // Every control after the edits sits where its literal now is.
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for control in after {
                let line = try #require(control["line"] as? Int), column = try #require(control["column"] as? Int)
                let text = try #require(control["text"] as? String)
                #expect(lines[line - 1].dropFirst(column - 1).hasPrefix(text), "\(control["id"] ?? "")")
            }
        }
    }

    /// Issue 41: opening a file evaluated it once per literal the evaluation used (a 58 KB
    /// file: 284 s). At most `maxTried` literals are tried, the first in the file's order, so
    /// 300 literals cost `maxTried + 1` evaluations; the rest are counted, not offered.
    @Test func openingTriesAtMostMaxTriedLiterals() async throws {
        // 100 animations, each with three literals that feed it (duration, delay, alpha).
        var text = "import UIKit\n\nfunc fade(_ view: UIView) {\n"
        for i in 0..<100 {
            text += "    UIView.animate(withDuration: 0.0\(i % 9 + 1), delay: \(i).0) { view.alpha = 0.\(i % 9 + 1) }\n"
        }
        text += "}\nfade(badge)\n"
        let count = Count()
        let (folder, path, _) = try Self.file(text, name: "Fades.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try StudioSwiftDocument(path: path, run: nil, words: StudioCommandLine(), evaluator: Counting(count: count))
        #expect(count.value.withLock { $0 } == StudioSwiftDocument.maxTried + 1)
        #expect(document.untried == 300 - StudioSwiftDocument.maxTried)
        #expect(!document.controls.isEmpty && document.controls.count <= StudioSwiftDocument.maxTried)
        // The first literals of the file are the ones offered: the first line's three among them.
        #expect(document.controls.prefix(3).map(\.line) == [4, 4, 4])
        try await Self.app(document).test { client in
            try await client.execute(uri: "/api/swift", method: .get) { r in
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                #expect(root["untried"] as? Int == 300 - StudioSwiftDocument.maxTried)
            }
        }
        // A file within the limit tries every literal and leaves none out.
        let (small, smallPath, _) = try Self.file(Self.rotation, name: "Wobble.swift")
        defer { try? FileManager.default.removeItem(at: small) }
        #expect(try Self.open(smallPath, run: nil).untried == 0)
    }

    /// Issue 41: a change that is only a Unicode normalisation (another program rewrote the
    /// file in NFD) is a change: bytes are compared, not String's canonical equivalence.
    @Test func aNormalisationOnDiskIsAChangeToo() async throws {
        let seed = try String(contentsOf: Self.examples.appendingPathComponent("BadgeHub.swift"), encoding: .utf8)
        let (folder, path, text) = try Self.file("// Caf\u{E9} badge\n" + seed)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            let (base, _) = try await Self.swiftValues(client)
            let theirs = text.replacingOccurrences(of: "Caf\u{E9}", with: "Cafe\u{301}")
            #expect(theirs == text && Data(theirs.utf8) != Data(text.utf8))
            try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"]], base: base)) { r in
                #expect(r.status == .conflict)
                #expect(StudioExchange.refusal(r)?["field"] == "base")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(theirs.utf8))
        }
    }

    /// A change made on disk since the studio read the file is never written over (409,
    /// field `base`: the page offers to reload); read again, the Save goes through.
    @Test func aChangeOnDiskIsNotOverwritten() async throws {
        let (folder, path, text) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path)).test { client in
            let (base, _) = try await Self.swiftValues(client)
            let theirs = text.replacingOccurrences(of: "// Pop values", with: "// Pop values (tuned by hand)")
            try theirs.write(toFile: path, atomically: true, encoding: .utf8)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"]], base: base)) { r in
                #expect(r.status == .conflict)
                let refusal = StudioExchange.refusal(r)
                #expect(refusal?["field"] == "base")
                #expect(refusal?["message"] == "\(path) changed on disk since the studio read it; Revert to file to load it, then edit again")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
            // Without the version it read, a Save is refused too.
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"]])) { r in
                #expect(r.status == .badRequest)
                #expect(StudioExchange.refusal(r)?["field"] == "base")
            }
            try await client.execute(uri: "/api/revert", method: .post, headers: StudioExchange.json, body: Self.body([])) { r in
                #expect(r.status == .ok)
            }
            let (reread, _) = try await Self.swiftValues(client)
            #expect(reread != base)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["Constants.popOutRatio", "1.3"]], base: reread)) { r in
                #expect(r.status == .ok)
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8)
                    == theirs.replacingOccurrences(of: "popOutRatio: CGFloat = 1.05", with: "popOutRatio: CGFloat = 1.3"))
        }
    }

    /// A value the evaluation refuses (a duration past the scene's length limit) is refused as
    /// `render` would, and never saved.
    @Test func aValueTheCodeRefusesIsNotSaved() async throws {
        let (folder, path, text) = try Self.file(Self.rotation, name: "Wobble.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.app(try Self.open(path, run: nil)).test { client in
            let (base, _) = try await Self.swiftValues(client)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioExchange.json,
                                     body: Self.body([["wobble(): UIView.animate(withDuration:)", "1000"]], base: base)) { r in
                #expect(r.status == .badRequest)
                // At the control edited on the line the evaluation refused.
                #expect(StudioExchange.refusal(r)?["field"] == "wobble(): UIView.animate(withDuration:)")
                #expect(StudioExchange.refusal(r)?["message"] == "\(path):5:5: error: the badge's duration 1000 is not drawn: expected a number from 0 to 600", "\(StudioExchange.refusal(r) ?? [:])")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }
}
