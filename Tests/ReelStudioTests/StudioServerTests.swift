import Foundation
import ReelTestSupport
import Hummingbird
import NIOCore
import ReelExport
import ReelModels
import ReelTimeline
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio
import StudioTestSupport

/// The studio's routes, in-process through HummingbirdTesting: what each serves, that a bad
/// value gets the command line's own message, and the guards (Host, size, content type).
@Suite(.serialized) struct StudioServerTests {
    static let json = StudioExchange.json

    static let token = StudioExchange.token

    static func app(_ document: StudioDocument? = nil, host: String = "127.0.0.1",
                    exports: URL = FileManager.default.temporaryDirectory) -> RouterClient {
        RouterClient(Studio(document: document, listeningHost: host, token: token, words: StudioCommandLine(), exports: exports).router(),
                     token: token.value)
    }

    static func body(_ animation: String, _ args: [[String]], format: String? = nil, from: Int? = nil,
                     page: String? = nil, seq: Int? = nil) -> ByteBuffer {
        var object: [String: Any] = ["animation": animation, "args": args]
        if let format { object["format"] = format }
        if let from { object["from"] = from }
        if let page { object["page"] = page }
        if let seq { object["seq"] = seq }
        return ByteBuffer(bytes: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    /// What `badgereel pop ARGS -o pop.gif` prints for these arguments, without the tool's
    /// "badgereel: " prefix; nil when it would run.
    static func cliMessage(_ animation: String, _ argv: [String]) -> String? {
        do {
            let command = try BadgeReel.parseAsRoot([animation] + argv + ["-o", "\(animation).gif"])
            _ = try (command as? PlannedExport)?.job()
            return nil
        } catch {
            return Main.outcome(of: error).message
        }
    }

    /// A refusal's message (`{"error": {"message": …}}`).
    static func error(_ response: RouterClient.Response) -> String? { refusal(response)?["message"] }

    /// A refusal's fields, as the contract declares them; nil when the body is not that shape.
    static func refusal(_ response: RouterClient.Response) -> [String: String]? { StudioExchange.refusal(response) }

    /// The preview stream's header and frames.
    typealias Stream = StudioExchange.Stream

    @Test func servesThePageWithItsHooks() async throws {
        try await Self.app().test { client in
            try await client.execute(uri: "/", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.headers[.contentType]?.hasPrefix("text/html") == true)
                let html = String(buffer: r.body)
                #expect(html.contains(#"<select name="animation""#))
                #expect(html.contains(#"id="command""#))
                #expect(html.contains(#"<canvas id="preview""#))
                #expect(r.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
            }
            // The script is ES modules: the page loads the entry, which imports the rest; every
            // module it names (`from "./api.js"`) is served, as JavaScript.
            try await client.execute(uri: "/", method: .get) { r in
                #expect(String(buffer: r.body).contains(#"<script type="module" src="/studio.js"></script>"#))
            }
            var wanted = ["/studio.js"], served: Set<String> = []
            while let path = wanted.popLast() {
                guard served.insert(path).inserted else { continue }
                try await client.execute(uri: path, method: .get) { r in
                    #expect(r.status == .ok, "\(path)")
                    #expect(r.headers[.contentType] == "text/javascript; charset=utf-8", "\(path)")
                    let text = String(buffer: r.body)
                    #expect(text.hasPrefix("// @ts-check\n"), "\(path) is type-checked")
                    for match in text.matches(of: /from "\.\/([a-z]+\.js)"/) { wanted.append("/" + match.output.1) }
                }
            }
            #expect(served.count > 5 && served.contains("/api.js"), "\(served)")
            // Every module in Resources/ is served (embedded in Package.swift, listed in StudioPage).
            let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/ReelStudio/Resources")
            let modules = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".js") }
            #expect(Set(modules.map { "/" + $0 }) == Set(StudioPage.modules.map(\.path)))
            #expect(served.isSubset(of: Set(StudioPage.modules.map(\.path))))
            try await client.execute(uri: "/api.js", method: .get) { r in #expect(String(buffer: r.body).contains("/api/preview")) }
            try await client.execute(uri: "/studio.css", method: .get) { r in
                #expect(r.status == .ok)
                #expect(String(buffer: r.body).contains("prefers-color-scheme: dark"))
            }
            try await client.execute(uri: "/etc/passwd", method: .get) { r in #expect(r.status == .notFound) }
            try await client.execute(uri: "/../Package.swift", method: .get) { r in #expect(r.status == .notFound) }
        }
    }

    @Test func schemaHasEveryParameterByItsFlag() async throws {
        try await Self.app().test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                #expect(r.status == .ok)
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                let animations = try #require(root["animations"] as? [[String: Any]])
                #expect(animations.compactMap { $0["name"] as? String } == AnimationName.allCases.map(\.rawValue))
                let groups = try #require(root["groups"] as? [[String: Any]])
                #expect(groups.compactMap { $0["name"] as? String } == ["badge", "clip", "canvas", "encoding"])
                var names: Set<String> = []
                for group in animations + groups {
                    for p in try #require(group["parameters"] as? [[String: Any]]) { names.insert(try #require(p["name"] as? String)) }
                }
                let expected = Set(ParameterCatalog.groups.flatMap(\.parameters).map { String(Flags.flag(for: $0.name).dropFirst(2)) })
                #expect(names == expected)
                let pop = try #require(animations.first { $0["name"] as? String == "pop" })
                let ratio = try #require((pop["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "pop-out-ratio" })
                #expect(ratio["kind"] as? String == "number")
                #expect(ratio["min"] as? Double == 0.01)
                #expect(ratio["max"] as? Double == 10)
                #expect(ratio["defaultText"] as? String == "1.05")
                #expect(ratio["unit"] as? String == "ratio")
                #expect((ratio["help"] as? String)?.isEmpty == false)
                let shake = try #require(animations.first { $0["name"] as? String == "shake" })
                let names2 = (shake["parameters"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
                #expect(names2.contains("angle") && names2.contains("y-offset"))
                #expect((root["icons"] as? [String])?.contains("bell") == true)
                #expect(root["formats"] as? [String] == ["gif", "mp4", "webp", "apng"])
                #expect((root["exports"] as? [[String: Any]])?.compactMap { $0["label"] as? String } == ["GIF", "MP4", "WebP", "APNG", "Lottie"])
                // The slider's soft range is the declaration's, inside the accepted one.
                #expect(ratio["softMin"] as? Double == 0.5)
                #expect(ratio["softMax"] as? Double == 2)
                #expect(ratio["symbol"] as? String == "×")
                let degrees = try #require((shake["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "angle-degrees" })
                #expect(degrees["softMin"] as? Double == -90 && degrees["softMax"] as? Double == 90 && degrees["symbol"] as? String == "°")
                // Named default colours resolved, so swatches show what the export draws.
                let badge = try #require(groups.first { $0["name"] as? String == "badge" }?["parameters"] as? [[String: Any]])
                #expect(badge.first { $0["name"] as? String == "host-color" }?["defaultColor"] as? String == "#5856D6")
                #expect((root["curves"] as? [[String: Any]])?.first { $0["name"] as? String == "easeInEaseOut" }?["points"] as? [Double] == [0.42, 0, 0.58, 1])
                #expect((root["sections"] as? [[String: Any]])?.first?["title"] as? String == "Content")
                // The page's sections and curve presets come from here, not from its script.
                let sections = try #require(root["sections"] as? [[String: Any]])
                let placed = sections.flatMap { ($0["parameters"] as? [String]) ?? [] }
                let badgeNames = Set(try #require(groups.first { $0["name"] as? String == "badge" }?["parameters"] as? [[String: Any]]).compactMap { $0["name"] as? String })
                #expect(!placed.isEmpty && placed.allSatisfy(badgeNames.contains))
                let curves = try #require(root["curves"] as? [[String: Any]])
                #expect(curves.compactMap { $0["name"] as? String } == TimingFunction.presets.map(\.0))
                #expect(curves.first { $0["name"] as? String == "easeInEaseOut" }?["points"] as? [Double] == [0.42, 0, 0.58, 1])
            }
        }
    }

    @Test func previewStreamsTheFramesTheExportDraws() async throws {
        let args = [["pop-out-ratio", "1.2"], ["size", "60x60"], ["count", "7"]]
        try await Self.app().test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("pop", args, from: 20)) { r in
                #expect(r.status == .ok)
                let stream = try Stream(r.body)
                #expect(stream.header["width"] as? Int == 120)
                #expect(stream.header["height"] as? Int == 120)
                #expect(stream.header["command"] as? String == "badgereel pop --pop-out-ratio 1.2 --count 7 --size 60x60 -o pop.gif")
                let sources = try #require(stream.header["sources"] as? [Int])
                let order = try #require(stream.header["order"] as? [Int])
                #expect(sources.count == stream.header["frames"] as? Int)
                // Every distinct picture once, the one showing at frame 20 first.
                #expect(stream.frames.map(\.index) == order)
                #expect(order.first == sources[20])
                #expect(Set(order) == Set(sources))
                #expect(stream.frames.allSatisfy { $0.bytes == 120 * 120 * 4 })
                // The scene file is the command line's reel, read back by the scene reader.
                let yaml = try #require(stream.header["yaml"] as? String)
                let reel = try SceneFileReader(file: "studio.yaml").read(yaml)
                let job = try #require(try (BadgeReel.parseAsRoot(["pop", "--pop-out-ratio", "1.2", "--count", "7", "--size", "60x60", "-o", "pop.gif"]) as? PlannedExport)?.job())
                // The writer names the icon the scene shows, so the file does not depend on defaults.
                var expected = job.reel
                expected.scene.setup.icon = "app"
                #expect(reel == expected)
                let timeline = try #require(stream.header["timeline"] as? [String: Any])
                #expect((timeline["frames"] as? [Any])?.count == sources.count)
                #expect((stream.header["keyframes"] as? [Double])?.count == 5)
            }
        }
    }

    @Test(arguments: [
        ("pop", [["pop-out-ratio", "99"]], ["--pop-out-ratio", "99"]),
        ("pop", [["count", "many"]], ["--count", "many"]),
        ("pop", [["dot", "true"], ["text", "NEW"]], ["--text", "NEW", "--dot"]),
        ("pop", [["curve", "bouncy"]], ["--curve", "bouncy"]),
        ("pop", [["fps", "500"]], ["--fps", "500"]),
        ("shake", [["angle", "-9"]], ["--angle=-9"]),
        ("blink", [["blink-alpha", "1.5"]], ["--blink-alpha", "1.5"]),
        ("bump", [["host-size", "0x5"]], ["--host-size", "0x5"]),
        ("pop", [["badge-color", "chartreuse-ish"]], ["--badge-color", "chartreuse-ish"]),
    ])
    func badValueGetsTheCommandLinesMessage(animation: String, args: [[String]], argv: [String]) async throws {
        let expected = try #require(Self.cliMessage(animation, argv))
        try await Self.app().test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body(animation, args)) { r in
                #expect(r.status == .badRequest)
                #expect(Self.error(r) == expected)
            }
        }
    }

    @Test func refusesWhatTheStudioNeverDoesForAPage() async throws {
        try await Self.app().test { client in
            let cases: [(String, [[String]], String)] = [
                ("pop", [["save-scene", "/tmp/x.yaml"]], "not a parameter the studio sets"),
                ("pop", [["output", "/tmp/x.gif"]], "not a parameter the studio sets"),
                ("pop", [["icon", "/etc/hostname.png"]], "opens no other file"),
                ("pop", [["dot", "maybe"]], "--dot maybe: expected true or false"),
                ("wobble", [], "expected one of pop, bump, blink, shake"),
                ("action:1", [], "expected one of the scene's actions"),
                ("pop", [["pop-out-ratio"]], "[name, value] pair"),
            ]
            for (animation, args, message) in cases {
                try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body(animation, args)) { r in
                    #expect(r.status == .badRequest)
                    #expect(Self.error(r)?.contains(message) == true, "\(args): \(Self.error(r) ?? "")")
                }
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("pop", [], format: "bmp")) { r in
                #expect(r.status == .badRequest)
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: ByteBuffer(string: "{not json")) { r in
                #expect(r.status == .badRequest)
            }
            // A clip too long to preview is refused before anything is drawn.
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json,
                                     body: Self.body("pop", [["hold", "600"]])) { r in
                #expect(r.status == .badRequest)
                #expect(Self.error(r)?.contains("at most 3600") == true)
            }
        }
    }

    @Test func boundsRequestSizes() async throws {
        try await Self.app().test { client in
            let big = ByteBuffer(string: #"{"animation":"pop","args":[["text",""# + String(repeating: "x", count: Studio.maxBody) + #""]]}"#)
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: big) { r in
                #expect(r.status == .contentTooLarge)
            }
            let many = Array(repeating: ["count", "1"], count: StudioRequest.maxArguments + 1)
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("pop", many)) { r in
                #expect(r.status == .contentTooLarge)
            }
        }
    }

    @Test func postsMustBeJSONFromThisOrigin() async throws {
        try await Self.app().test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: [.contentType: "text/plain"],
                                     body: Self.body("pop", [])) { r in #expect(r.status == .unsupportedMediaType) }
            try await client.execute(uri: "/api/export", method: .post, headers: [.contentType: "application/json", .origin: "http://evil.example"],
                                     body: Self.body("pop", [])) { r in #expect(r.status == .forbidden) }
            try await client.execute(uri: "/api/preview", method: .post, headers: [.contentType: "application/json", .origin: "http://127.0.0.1:4817"],
                                     body: Self.body("pop", [["size", "20x20"]])) { r in #expect(r.status == .ok) }
        }
    }

    @Test func refusesForeignHostHeaders() async throws {
        try await Self.app().test { client in
            let port = 4817
            for (authority, status) in [("evil.example", HTTPResponse.Status.forbidden), ("evil.example:\(port)", .forbidden),
                                        ("127.0.0.1.evil.example", .forbidden), ("127.0.0.1:\(port)", .ok),
                                        ("localhost:\(port)", .ok), ("[::1]:\(port)", .ok)] {
                try await client.execute(uri: "/api/schema", method: .get, authority: authority) { r in
                    #expect(r.status == status, "Host: \(authority)")
                }
            }
        }
    }

    @Test func hostNamesAndPorts() {
        let hosts = StudioHosts(listening: "127.0.0.1")
        #expect(hosts.accepts("127.0.0.1:4817"))
        #expect(hosts.accepts("LOCALHOST"))
        #expect(!hosts.accepts(nil))
        #expect(!hosts.accepts("127.0.0.1:80:80"))
        #expect(!hosts.accepts("127.0.0.1:abc"))
        #expect(!hosts.accepts("attacker.example"))
        #expect(StudioHosts(listening: "192.168.1.5").accepts("192.168.1.5:4817"))
        #expect(StudioHosts(listening: "::1").accepts("[::1]:4817"))
    }

    /// Issue 41: a server's Host and Origin checks ignored the port, so a page served by
    /// another local server (http://127.0.0.1:3000) passed them.
    @Test func aBoundServerAnswersOnlyItsOwnPort() async throws {
        let hosts = StudioHosts(listening: "127.0.0.1")
        hosts.port.starting()
        #expect(!hosts.accepts("127.0.0.1:4817"))
        hosts.port.bind(4817)
        #expect(hosts.accepts("127.0.0.1:4817") && hosts.accepts("localhost:4817") && hosts.accepts("[::1]:4817"))
        #expect(!hosts.accepts("127.0.0.1:3000") && !hosts.accepts("localhost") && !hosts.accepts("[::1]:48170"))
        let onEighty = StudioHosts(listening: "::1")
        onEighty.port.bind(80)
        #expect(onEighty.accepts("[::1]") && onEighty.accepts("[::1]:80") && !onEighty.accepts("[::1]:8080"))

        let studio = Studio(document: nil, listeningHost: "127.0.0.1", token: Self.token, words: StudioCommandLine())
        studio.hosts.port.bind(4817)
        try await RouterClient(studio.router(), token: Self.token.value).test { client in
            try await client.execute(uri: "/api/schema", method: .get, authority: "127.0.0.1:3000") { r in #expect(r.status == .forbidden) }
            try await client.execute(uri: "/api/schema", method: .get, authority: "127.0.0.1:4817") { r in #expect(r.status == .ok) }
            for (origin, status) in [("http://127.0.0.1:3000", HTTPResponse.Status.forbidden), ("http://localhost", .forbidden),
                                     ("http://127.0.0.1:4817", .ok)] {
                try await client.execute(uri: "/api/preview", method: .post, headers: [.contentType: "application/json", .origin: origin],
                                         body: Self.body("pop", [["size", "20x20"]])) { r in #expect(r.status == status, "Origin: \(origin)") }
            }
        }
    }

    /// Exports go to a folder of this test's own, so other tests' exports (or another test
    /// run's on the machine) cannot change what it counts: before, it counted the system's
    /// temporary directory and two runs at once disturbed it.
    @Test func exportsWithTheNormalExporterAndCleansUp() async throws {
        let exports = scratchFolder()
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: exports.path)
        }
        try await Self.app(exports: exports).test { client in
            // Exports are planned like previews: the same refusal, before anything is written.
            let refused = try #require(Self.cliMessage("pop", ["--crf", "99"]))
            try await client.execute(uri: "/api/export", method: .post, headers: Self.json,
                                     body: Self.body("pop", [["crf", "99"]], format: "mp4")) { r in
                #expect(r.status == .badRequest)
                #expect(Self.error(r) == refused)
            }
            try await client.execute(uri: "/api/export", method: .post, headers: Self.json,
                                     body: Self.body("pop", [["size", "40x40"], ["fps", "25"]], format: "gif")) { r in
                #expect(r.status == .ok)
                #expect(r.headers[.contentDisposition] == #"attachment; filename="pop.gif""#)
                #expect(r.headers[.contentType] == "image/gif")
                #expect(String(buffer: r.body).hasPrefix("GIF89a"))
            }
        }
        #expect(try leftovers() == [])
    }

    static func body(_ animation: String, sets: [[String]], format: String? = nil, base: String? = nil) -> ByteBuffer {
        StudioExchange.body(animation, sets: sets, format: format, base: base)
    }

    /// A commented scene file: what a person keeps in a repository.
    static let commented = """
        # The rig, tuned by hand.
        fps: 30   # the device's recording
        host:
          icon: bell
        actions:
          - action: wait
            seconds: 0.1
          # the shake under test
          - action: shake
            angle: 0.5      # radians
          - action: wait
            seconds: 0.2
          - pop
        """

    @Test func opensEditsAndSavesASceneOnlyWhenAsked() async throws {
        let dir = TestScratch.url("studio-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.yaml").path
        try Self.commented.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try StudioDocument(path: path)
        try await Self.app(document).test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                let scene = try #require(root["scene"] as? [String: Any])
                #expect((scene["actions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["action:1", "action:3"])
            }
            try await client.execute(uri: "/api/scene?action=1", method: .get) { r in
                let values = try #require((try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])?["values"] as? [[String]])
                #expect(values.contains(["angle", "0.5", "actions[1].angle"]))
                #expect(values.contains(["fps", "30", "fps"]))
                #expect(values.contains(["icon", "bell", "host.icon"]))
            }
            try await client.execute(uri: "/api/scene?action=2", method: .get) { r in #expect(r.status == .badRequest) }
            // No edits: the command is the plain render, and a save leaves the file byte-identical.
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("action:1", sets: [])) { r in
                let stream = try Stream(r.body)
                #expect(stream.header["command"] as? String == "badgereel render \(path) -o scene.gif")
                #expect(stream.header["unsaved"] as? Bool == false)
                #expect(stream.header["yaml"] as? String == Self.commented)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json,
                                     body: Self.body("action:1", sets: [], base: try await Self.version(client))) { r in #expect(r.status == .ok) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.commented)

            let edit = Self.body("action:1", sets: [["actions[1].angle", "0.25"], ["actions[3].popOutRatio", "1.2"], ["canvas.scale", "3"]])
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: edit) { r in
                #expect(r.status == .ok)
                let stream = try Stream(r.body)
                // The command line makes exactly what the preview shows.
                #expect(stream.header["command"] as? String ==
                        "badgereel render \(path) --set 'actions[1].angle=0.25' --set 'actions[3].popOutRatio=1.2' --set canvas.scale=3 -o scene.gif")
                #expect(stream.header["unsaved"] as? Bool == true)
                #expect((stream.header["yaml"] as? String)?.contains("    angle: 0.25      # radians") == true)
            }
            let job = try #require(try (BadgeReel.parseAsRoot(["render", path, "--set", "actions[1].angle=0.25", "--set", "actions[3].popOutRatio=1.2",
                                                                "--set", "canvas.scale=3", "-o", "x.gif"]) as? PlannedExport)?.job())
            // Previewing never writes the file.
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.commented)
            // A bad value is refused in the file's own words.
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("action:1", sets: [["actions[1].angle", "99"]])) { r in
                #expect(r.status == .badRequest)
                #expect(Self.error(r)?.hasPrefix("\(path):10: actions[1].angle: 99: expected a number from -6.3 to 6.3") == true, "\(Self.error(r) ?? "")")
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("action:1", [["angle", "0.3"]])) { r in
                #expect(r.status == .badRequest)
            }
            let read = try await Self.version(client)
            let editToSave = Self.body("action:1", sets: [["actions[1].angle", "0.25"], ["actions[3].popOutRatio", "1.2"], ["canvas.scale", "3"]], base: read)
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json, body: editToSave) { r in #expect(r.status == .ok) }
            // Saved: only the changed lines differ; comments, order and short forms stay.
            let saved = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            let original = Self.commented.components(separatedBy: "\n")
            var expected = original
            expected[9] = "    angle: 0.25      # radians"
            expected[12] = "  - action: pop"
            expected.insert("    popOutRatio: 1.2", at: 13)
            expected.insert(contentsOf: ["canvas:", "  scale: 3"], at: 4)
            #expect(saved == expected)
            #expect(try SceneFileReader.load(path) == job.reel)
            // Someone else changes the file: the studio does not overwrite it.
            try (Self.commented + "\n# theirs\n").write(toFile: path, atomically: true, encoding: .utf8)
            let current = try await Self.version(client)
            let editAgain = Self.body("action:1", sets: [["actions[1].angle", "0.25"]], base: current)
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json, body: editAgain) { r in
                #expect(r.status == .conflict)
                #expect(Self.error(r)?.contains("changed on disk") == true)
            }
            try await client.execute(uri: "/api/revert", method: .post, headers: Self.json, body: Self.body("action:1", sets: [])) { r in #expect(r.status == .ok) }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json,
                                     body: Self.body("action:1", sets: [], base: try await Self.version(client))) { r in #expect(r.status == .ok) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.commented + "\n# theirs\n")
        }
    }

    /// The version of the open scene's file that `GET /api/scene` answers (Save's `base`).
    static func version(_ client: RouterClient, action: Int = 1) async throws -> String {
        try await client.execute(uri: "/api/scene?action=\(action)", method: .get) { r in
            let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
            return try #require(root["version"] as? String)
        }
    }

    @Test func withoutASceneThereIsNothingToSave() async throws {
        try await Self.app().test { client in
            try await client.execute(uri: "/api/scene?action=1", method: .get) { r in #expect(r.status == .notFound) }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json, body: Self.body("pop", [])) { r in
                #expect(r.status == .notFound)
            }
        }
    }

    @Test func previewGateLetsOnlyTheNewestDrawOneFrameAtATime() async throws {
        let gate = StudioPreviewGate()
        let first = await gate.begin()
        #expect(await gate.acquire(first))
        // A second preview waits for the slot while the first draws its frame...
        let second = await gate.begin()
        #expect(await !gate.isCurrent(first))
        let waiting = Task { await gate.acquire(second) }
        try await Task.sleep(for: .milliseconds(50))
        // ...gets it when that frame is done; the first, stale, draws no more.
        await gate.release()
        #expect(await waiting.value)
        #expect(await !gate.acquire(first))
        // A third arriving while the second draws makes any waiter give up.
        let stale = Task { await gate.acquire(second) }
        try await Task.sleep(for: .milliseconds(50))
        let third = await gate.begin()
        #expect(await stale.value == false)
        await gate.release()
        #expect(await gate.acquire(third))
        await gate.release()
    }
    /// A page's previews are newer in the order it numbered them, whatever order the server
    /// reads them in; another page's newer request still wins; a page's numbers are
    /// forgotten only after 64 newer pages. (A page name over 64 bytes or a negative number is
    /// refused where requests are read: `theRouteOrdersPreviewsByThePagesNumbers`.)
    @Test func aPagesPreviewsAreNewerInItsOwnOrder() async throws {
        let gate = StudioPreviewGate()
        let second = await gate.begin(page: "a", sequence: 2)
        let first = await gate.begin(page: "a", sequence: 1)   // read after the one sent after it
        #expect(await gate.isCurrent(second))
        #expect(await !gate.acquire(first))
        let repeated = await gate.begin(page: "a", sequence: 2)
        #expect(repeated == StudioPreviewGate.stale)   // a repeat is no newer
        let other = await gate.begin(page: "b", sequence: 1)
        #expect(await gate.isCurrent(other))
        #expect(await !gate.isCurrent(second))
        let unnumbered = await gate.begin()
        #expect(await gate.isCurrent(unnumbered))
        for k in 0..<StudioPreviewGate.pagesKept { _ = await gate.begin(page: "p\(k)", sequence: 0) }
        let again = await gate.begin(page: "a", sequence: 1)
        #expect(again != StudioPreviewGate.stale, "page a forgotten after 64 newer pages")
    }

    /// Through the route: the page's later-numbered preview read first draws its frames; the
    /// earlier-numbered one, read after it, answers its header and no frame.
    @Test func theRouteOrdersPreviewsByThePagesNumbers() async throws {
        let args = [["pop-out-ratio", "1.2"], ["size", "40x40"]]
        try await Self.app().test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json,
                                     body: Self.body("pop", args, page: "0123456789abcdef", seq: 7)) { r in
                #expect(r.status == .ok)
                let stream = try Stream(r.body)
                #expect(stream.frames.count > 1)
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json,
                                     body: Self.body("pop", args, page: "0123456789abcdef", seq: 6)) { r in
                #expect(r.status == .ok)
                let stream = try Stream(r.body)
                #expect(stream.frames.isEmpty)
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json,
                                     body: Self.body("pop", args, page: String(repeating: "x", count: 65), seq: 1)) { r in
                #expect(r.status == .badRequest)
            }
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json,
                                     body: Self.body("pop", args, page: "0123456789abcdef", seq: -1)) { r in
                #expect(r.status == .badRequest)
            }
        }
    }

    /// Collects what a preview's body writes: the header, then one buffer per frame.
    struct CollectingWriter: ResponseBodyWriter {
        final class Parts: @unchecked Sendable { var buffers: [ByteBuffer] = [] }
        let parts = Parts()
        mutating func write(_ buffer: ByteBuffer) async throws { parts.buffers.append(buffer) }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    /// Requests are newer in the order they arrive. Two edits' previews, the newer request's
    /// body run before the older's (it was prepared faster): the newer draws every frame; the
    /// older, stale from the start, draws none. With the turn taken when a body began, the
    /// older one was the newest turn: started while the newer streamed, it made the newer
    /// stale and drew in its place, and the page, which reads only the newest, kept the old
    /// picture.
    @Test func theNewestRequestWinsWhicheverBodyStartsFirst() async throws {
        func preview(_ ratio: String) throws -> StudioPreview {
            let request = StudioRequest(animation: "pop", args: [["pop-out-ratio", ratio], ["size", "40x40"]], format: "gif", from: 0, sets: nil)
            return try StudioPreview(plan: try request.plan(document: nil, words: StudioCommandLine()), from: 0)
        }
        let gate = StudioPreviewGate()
        let older = try preview("1.2"), newer = try preview("1.4")
        let olderTicket = await gate.begin(), newerTicket = await gate.begin()
        let newerWriter = CollectingWriter(), olderWriter = CollectingWriter()
        try await newer.body(gate: gate, ticket: newerTicket).write(newerWriter)
        try await older.body(gate: gate, ticket: olderTicket).write(olderWriter)
        #expect(newerWriter.parts.buffers.count == 1 + newer.order.count)
        #expect(olderWriter.parts.buffers.count == 1, "the stale preview drew \(olderWriter.parts.buffers.count - 1) frames")
    }
}

/// The keyframe marks on the studio's plot.
@Suite struct StudioKeyframesTests {
    @Test func popMarksItsFourStepsFromTheLeadIn() {
        let scene = Scene(animation: .seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming())
        let times = StudioKeyframes.times(in: scene)
        let expected = [0.25, 0.30, 0.50, 0.55, 0.60]
        #expect(times.count == expected.count)
        for (t, e) in zip(times, expected) { #expect(abs(t - e) < 1e-9) }
    }

    @Test func shakeKeyframesFollowTheBlocksCurve() {
        var linear = ShakeParameters()
        linear.curve = .linear
        linear.keyframes = 4
        let even = StudioKeyframes.offsets(of: .seed(linear))
        for (t, e) in zip(even, [0, 0.25, 0.5, 0.75, 1.0]) { #expect(abs(t - e) < 1e-6) }
        // easeInEaseOut is slow at both ends: the first keyframe is reached later than 1/4.
        let eased = StudioKeyframes.offsets(of: .seed(ShakeParameters()))
        #expect(eased.count == 7)
        #expect(eased[1] > 1.0 / 6)
        #expect(abs(TimingFunction.easeInEaseOut.time(reaching: 0.5) - 0.5) < 1e-6)
    }
}
