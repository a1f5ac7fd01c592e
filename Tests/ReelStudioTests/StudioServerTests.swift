import Foundation
import Hummingbird
import NIOCore
import ReelExport
import ReelModels
import ReelTimeline
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio

/// The studio's routes, in-process through HummingbirdTesting: what each serves, that a bad
/// value gets the command line's own message, and the guards (Host, size, content type).
@Suite(.serialized) struct StudioServerTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    static func app(_ document: StudioDocument? = nil, host: String = "127.0.0.1") -> RouterClient {
        RouterClient(Studio(document: document, listeningHost: host).router())
    }

    static func body(_ animation: String, _ args: [[String]], format: String? = nil, from: Int? = nil) -> ByteBuffer {
        var object: [String: Any] = ["animation": animation, "args": args]
        if let format { object["format"] = format }
        if let from { object["from"] = from }
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

    static func error(_ response: RouterClient.Response) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: String])?["error"]
    }

    /// The preview stream's header and frames.
    struct Stream {
        var header: [String: Any]
        var frames: [(index: Int, bytes: Int)]
        init(_ buffer: ByteBuffer) throws {
            var b = buffer
            let length = b.readInteger(endianness: .little, as: UInt32.self)
            let data = try #require(length.flatMap { b.readData(length: Int($0)) })
            header = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let w = try #require(header["width"] as? Int), h = try #require(header["height"] as? Int)
            frames = []
            while b.readableBytes > 0 {
                let index = b.readInteger(endianness: .little, as: UInt32.self)
                let pixels = b.readSlice(length: w * h * 4)
                let frame = try #require(index.flatMap { i in pixels.map { (Int(i), $0.readableBytes) } })
                frames.append(frame)
            }
        }
    }

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
            try await client.execute(uri: "/studio.js", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.headers[.contentType]?.hasPrefix("text/javascript") == true)
                #expect(String(buffer: r.body).contains("/api/preview"))
            }
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

    @Test func exportsWithTheNormalExporterAndCleansUp() async throws {
        let temp = FileManager.default.temporaryDirectory
        func leftovers() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: temp.path).filter { $0.hasPrefix("badgereel-studio-") }.count
        }
        let before = try leftovers()
        try await Self.app().test { client in
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
        #expect(try leftovers() == before)
    }

    @Test func opensEditsAndSavesASceneOnlyWhenAsked() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("studio-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.yaml").path
        var original = Reel(scene: Scene())
        var shake = ShakeParameters()
        shake.angle = 0.5
        original.scene.actions = [.wait(0.1), .animate(.shake(shake)), .wait(0.2), .animate(.pop(PopParameters()))]
        original.scene.fps = 30
        try ReelExporter.saveScene(original, to: path)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let document = try StudioDocument(path: path)
        try await Self.app(document).test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let root = try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
                let scene = try #require(root["scene"] as? [String: Any])
                #expect((scene["actions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["action:1", "action:3"])
            }
            try await client.execute(uri: "/api/scene?action=1", method: .get) { r in
                let args = try #require((try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])?["args"] as? [[String]])
                #expect(args.contains(["angle", "0.5"]))
                #expect(args.contains(["fps", "30"]))
            }
            try await client.execute(uri: "/api/scene?action=2", method: .get) { r in #expect(r.status == .badRequest) }
            let edit = Self.body("action:1", [["angle", "0.25"], ["fps", "30"]])
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: edit) { r in
                #expect(r.status == .ok)
                let stream = try Stream(r.body)
                #expect(stream.header["command"] as? String == "badgereel render \(path) -o scene.gif")
                #expect((stream.header["yaml"] as? String)?.contains("angle: \"0.25\"") == true)
            }
            // Previewing never writes the file.
            #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
            try await client.execute(uri: "/api/preview", method: .post, headers: Self.json, body: Self.body("action:1", [["hold", "2"]])) { r in
                #expect(r.status == .badRequest)
                #expect(Self.error(r)?.contains("sets its own timing") == true)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json, body: edit) { r in #expect(r.status == .ok) }
        }
        let saved = try SceneFileReader.load(path)
        var expected = original
        shake.angle = 0.25
        expected.scene.actions[1] = .animate(.shake(shake))
        expected.scene.setup.icon = "bell"
        #expect(saved == expected)
    }

    @Test func withoutASceneThereIsNothingToSave() async throws {
        try await Self.app().test { client in
            try await client.execute(uri: "/api/scene?action=1", method: .get) { r in #expect(r.status == .notFound) }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.json, body: Self.body("pop", [])) { r in
                #expect(r.status == .notFound)
            }
        }
    }

    @Test func previewGateKeepsOneRunningAndOneWaiting() async throws {
        let gate = StudioPreviewGate()
        let first = await gate.enter()
        #expect(first == 1)
        let second = Task { await gate.enter() }
        while await gate.isCurrent(1) { await Task.yield() }
        let third = Task { await gate.enter() }
        // The third takes the waiting place; the second gives up without drawing.
        #expect(await second.value == nil)
        #expect(await gate.isCurrent(3))
        #expect(await !gate.isCurrent(1))
        await gate.leave()
        #expect(await third.value == 3)
        await gate.leave()
        #expect(await gate.enter() == 4)
    }
}

/// The keyframe marks on the studio's plot.
@Suite struct StudioKeyframesTests {
    @Test func popMarksItsFourStepsFromTheLeadIn() {
        let scene = Scene(animation: .pop(PopParameters()), setup: BadgeSetup(), timing: ClipTiming())
        let times = StudioKeyframes.times(in: scene)
        let expected = [0.25, 0.30, 0.50, 0.55, 0.60]
        #expect(times.count == expected.count)
        for (t, e) in zip(times, expected) { #expect(abs(t - e) < 1e-9) }
    }

    @Test func shakeKeyframesFollowTheBlocksCurve() {
        var linear = ShakeParameters()
        linear.curve = .linear
        linear.keyframes = 4
        let even = StudioKeyframes.offsets(of: .shake(linear))
        for (t, e) in zip(even, [0, 0.25, 0.5, 0.75, 1.0]) { #expect(abs(t - e) < 1e-6) }
        // easeInEaseOut is slow at both ends: the first keyframe is reached later than 1/4.
        let eased = StudioKeyframes.offsets(of: .shake(ShakeParameters()))
        #expect(eased.count == 7)
        #expect(eased[1] > 1.0 / 6)
        #expect(abs(StudioKeyframes.inverse(.easeInEaseOut, 0.5) - 0.5) < 1e-6)
    }
}
