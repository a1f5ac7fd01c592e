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

/// A scene's own Core Animation actions (`animate`, `spring`, `group`) in the studio: every
/// field a control from its declaration, the file's values by scene path (a group's children
/// too), previews of list and slider edits, refusals in the file's words, and a save that
/// writes lists as lists and keeps every comment.
@Suite(.serialized) struct StudioLayerAnimationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("examples/custom/\(name)"), encoding: .utf8)
    }

    /// A copy of `examples/custom/NAME` in a folder of its own, removed by the caller.
    static func copy(_ name: String) throws -> (path: String, folder: URL) {
        let folder = TestScratch.url("studio-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try example(name).write(toFile: path, atomically: true, encoding: .utf8)
        return (path, folder)
    }

    static func object(_ r: RouterClient.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
    }

    /// The preview's header and its timeline report's frames.
    static func preview(_ client: RouterClient, _ sets: [[String]], action: String) async throws -> (header: [String: Any], frames: [[String: Any]]) {
        try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                                 body: StudioServerTests.body(action, sets: sets)) { r in
            #expect(r.status == .ok, "\(StudioServerTests.error(r) ?? "")")
            let stream = try StudioServerTests.Stream(r.body)
            #expect(!stream.frames.isEmpty)
            let timeline = try #require(stream.header["timeline"] as? [String: Any])
            return (stream.header, try #require(timeline["frames"] as? [[String: Any]]))
        }
    }

    static func badge(_ frame: [String: Any], _ key: String) -> Double? { (frame["badge"] as? [String: Any])?[key] as? Double }

    @Test func theSchemaDeclaresEveryFieldOfAnimateSpringAndGroup() async throws {
        try await StudioServerTests.app().test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let root = try Self.object(r)
                let kinds = try #require(root["layerAnimations"] as? [[String: Any]])
                #expect(kinds.compactMap { $0["name"] as? String } == AnimateAction.Kind.allCases.map(\.rawValue))
                for kind in AnimateAction.Kind.allCases {
                    let group = try #require(kinds.first { $0["name"] as? String == kind.rawValue })
                    let params = try #require(group["parameters"] as? [[String: Any]])
                    // Every declaration, in its order, with its key, range and default.
                    #expect(params.compactMap { $0["key"] as? String } == kind.parameters.map(\.key))
                    for (p, info) in zip(params, kind.parameters) {
                        #expect(p["name"] as? String == StudioSchema.flagName(info.name))
                        #expect(p["defaultText"] as? String == info.defaultText)
                        switch info.kind {
                        case .number(let lo, let hi), .animatedValue(let lo, let hi):
                            #expect(p["min"] as? Double == lo && p["max"] as? Double == hi, "\(info.key)")
                        case .choice(let names): #expect(p["choices"] as? [String] == names)
                        case .list(_, let n): #expect(p["kind"] as? String == "list" && p["maxLength"] as? Int == n)
                        default: break
                        }
                    }
                    #expect(group["scenePrefix"] as? String == "actions[N].")
                }
                let animate = try #require(kinds.first { $0["name"] as? String == "animate" }?["parameters"] as? [[String: Any]])
                let values = try #require(animate.first { $0["key"] as? String == "values" })
                #expect((values["element"] as? [String: Any])?["kind"] as? String == "value")
                let keyTimes = try #require(animate.first { $0["key"] as? String == "keyTimes" }?["element"] as? [String: Any])
                #expect(keyTimes["kind"] as? String == "number" && keyTimes["min"] as? Double == 0 && keyTimes["max"] as? Double == 1)
                #expect(keyTimes["softMin"] as? Double == 0 && keyTimes["softMax"] as? Double == 1)
                let curves = try #require(animate.first { $0["key"] as? String == "timingFunctions" }?["element"] as? [String: Any])
                #expect(curves["kind"] as? String == "curve" && curves["choices"] as? [String] == TimingFunction.presets.map(\.0))
                // keyTimes count with values, timingFunctions with the segments between them.
                let follows = { (key: String) in animate.first { $0["key"] as? String == key }?["follows"] as? [String: Any] }
                #expect(follows("keyTimes")?["key"] as? String == "values" && follows("keyTimes")?["perSegment"] as? Bool == false)
                #expect(follows("timingFunctions")?["key"] as? String == "values" && follows("timingFunctions")?["perSegment"] as? Bool == true)
                #expect(follows("values") == nil)
                #expect(animate.first { $0["key"] as? String == "fromValue" }?["kind"] as? String == "value")
                let group = try #require(kinds.first { $0["name"] as? String == "group" })
                #expect(group["childKinds"] as? [String] == ["animate", "spring"] && group["childKey"] as? String == "animations")
                #expect(kinds.first { $0["name"] as? String == "spring" }?["childKinds"] == nil)
                // What a value is follows the key path: a number in its unit, or a colour.
                let keyPaths = try #require(root["keyPaths"] as? [[String: Any]])
                #expect(keyPaths.compactMap { $0["name"] as? String } == AnimationKeyPath.allCases.map(\.rawValue))
                for k in keyPaths {
                    let path = try #require(AnimationKeyPath(rawValue: k["name"] as? String ?? ""))
                    #expect(k["valueType"] as? String == (path.valueType == .color ? "color" : "number"))
                    if path.valueType == .number {
                        let lo = try #require(k["softMin"] as? Double), hi = try #require(k["softMax"] as? Double)
                        #expect(lo < hi, "\(path.rawValue)")
                    }
                }
                #expect(keyPaths.first { $0["name"] as? String == "transform.rotation.z" }?["symbol"] as? String == "rad")
                #expect(keyPaths.first { $0["name"] as? String == "transform.scale" }?["softMin"] as? Double == 0)
            }
        }
    }

    @Test func aGroupsFieldsAndItsChildrensAreServedByScenePath() async throws {
        let (path, folder) = try Self.copy("fade-and-rise.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await StudioServerTests.app(try StudioDocument(path: path)).test { client in
            try await client.execute(uri: "/api/schema", method: .get) { r in
                let actions = try #require((try Self.object(r)["scene"] as? [String: Any])?["actions"] as? [[String: Any]])
                #expect(actions.count == 1)
                #expect(actions[0]["id"] as? String == "action:3" && actions[0]["animation"] as? String == "group")
                let children = try #require(actions[0]["children"] as? [[String: Any]])
                #expect(children.compactMap { $0["keyPath"] as? String } == ["opacity", "transform.translation.y"])
                #expect(children.compactMap { $0["animation"] as? String } == ["animate", "animate"])
            }
            try await client.execute(uri: "/api/scene?action=3", method: .get) { r in
                let values = try #require(try Self.object(r)["values"] as? [[String]])
                let byPath = Dictionary(values.map { ($0[2], $0[1]) }, uniquingKeysWith: { a, _ in a })
                #expect(byPath["actions[3].duration"] == "0.35")
                #expect(byPath["actions[3].layer"] == "badge")
                #expect(byPath["actions[3].animations[0].keyPath"] == "opacity")
                #expect(byPath["actions[3].animations[0].duration"] == "0.2")
                #expect(byPath["actions[3].animations[1].fromValue"] == "12")
                #expect(byPath["actions[3].animations[1].timingFunction"] == "easeOut")
                // A child's layer is the group's: it has none of its own.
                #expect(byPath["actions[3].animations[0].layer"] == nil)
            }
            // A child's slider: the rise is longer, so part way it has risen less.
            let before = try await Self.preview(client, [], action: "action:3")
            let after = try await Self.preview(client, [["actions[3].animations[1].duration", "0.7"]], action: "action:3")
            #expect(after.header["command"] as? String == "badgereel render \(path) --set 'actions[3].animations[1].duration=0.7' -o scene.gif")
            let k = 20   // 0.4 s at 50 fps: 0.1 s into the group
            let y0 = try #require(Self.badge(before.frames[k], "translationY")), y1 = try #require(Self.badge(after.frames[k], "translationY"))
            #expect(y0 > 0 && y1 > y0)
            // A list on a child that has fromValue: refused in the file's words, naming the child.
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("action:3", sets: [["actions[3].animations[1].values", "12,0"]])) { r in
                #expect(r.status == .badRequest)
                let message = try #require(StudioServerTests.error(r))
                #expect(message.hasPrefix("\(path):"), "\(message)")
                #expect(message.contains("actions[3].animations[1].fromValue"), "\(message)")
                #expect(message.contains("not both"), "\(message)")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == (try Self.example("fade-and-rise.yaml")))
        }
    }

    @Test func listEditsPreviewAndSaveAsFlowListsWithTheCommentsKept() async throws {
        let (path, folder) = try Self.copy("wiggle.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.example("wiggle.yaml")
        let sets = [["actions[1].values", "0,-0.26,0.5,-0.16,0.16,0.1,0"], ["actions[1].keyTimes", "0,0.15,0.4,0.6,0.8,0.9,1"],
                    ["actions[1].timingFunctions", "easeOut,easeInEaseOut,easeInEaseOut,easeInEaseOut,easeIn,cubic-bezier(0.3,0,0.2,1)"],
                    ["actions[1].duration", "0.6"]]
        try await StudioServerTests.app(try StudioDocument(path: path)).test { client in
            try await client.execute(uri: "/api/scene?action=1", method: .get) { r in
                let values = try #require(try Self.object(r)["values"] as? [[String]])
                #expect(values.contains(["values", "0,-0.26,0.26,-0.16,0.16,0", "actions[1].values"]))
                #expect(values.contains(["key-times", "0,0.15,0.4,0.6,0.8,1", "actions[1].keyTimes"]))
                #expect(values.contains(["timing-functions", "easeOut,easeInEaseOut,easeInEaseOut,easeInEaseOut,easeIn", "actions[1].timingFunctions"]))
            }
            // One entry edited: the badge turns further at that keyframe (0.5 s: key time 0.4).
            let before = try await Self.preview(client, [], action: "action:1")
            let entry = [["actions[1].values", "0,-0.26,0.5,-0.16,0.16,0"]]
            let edited = try await Self.preview(client, entry, action: "action:1")
            let r0 = try #require(Self.badge(before.frames[25], "rotation")), r1 = try #require(Self.badge(edited.frames[25], "rotation"))
            #expect(abs(r0 - 0.26) < 1e-9 && abs(r1 - 0.5) < 1e-9)
            #expect((edited.header["yaml"] as? String)?.contains("    values: [0, -0.26, 0.5, -0.16, 0.16, 0]") == true)
            // A keyframe added to values alone: refused, naming keyTimes; the file untouched.
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("action:1", sets: [["actions[1].values", "0,-0.26,0.5,-0.16,0.16,0,0"]])) { r in
                #expect(r.status == .badRequest)
                let message = StudioServerTests.error(r) ?? ""
                #expect(message.hasPrefix("\(path):") && message.contains(": actions[1].keyTimes: "), "\(message)")
                #expect(StudioServerTests.error(r)?.contains("expected 7 key times, one per value; 6 given") == true)
            }
            _ = try await Self.preview(client, sets, action: "action:1")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("action:1", sets: sets, base: try await StudioServerTests.version(client))) { r in #expect(r.status == .ok) }
        }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        var expected = original.components(separatedBy: "\n")
        let at = try #require(expected.firstIndex(of: "    values: [0, -0.26, 0.26, -0.16, 0.16, 0]"))
        expected[at] = "    values: [0, -0.26, 0.5, -0.16, 0.16, 0.1, 0]"
        expected[at + 1] = "    keyTimes: [0, 0.15, 0.4, 0.6, 0.8, 0.9, 1]"
        expected[at + 2] = "    timingFunctions: [easeOut, easeInEaseOut, easeInEaseOut, easeInEaseOut, easeIn, \"cubic-bezier(0.3,0,0.2,1)\"]"
        expected[at + 3] = "    duration: 0.6"
        #expect(saved.components(separatedBy: "\n") == expected)
        // The saved file is what `render --set` makes of the same edits.
        let job = try #require(try (BadgeReel.parseAsRoot(["render", Self.repository.appendingPathComponent("examples/custom/wiggle.yaml").path]
                                                            + sets.flatMap { ["--set", "\($0[0])=\($0[1])"] } + ["-o", "x.gif"]) as? PlannedExport)?.job())
        #expect(try SceneFileReader.load(path) == job.reel)
    }

    @Test func aSpringsSliderChangesItsMotion() async throws {
        let (path, folder) = try Self.copy("spring-scale-in.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await StudioServerTests.app(try StudioDocument(path: path)).test { client in
            let before = try await Self.preview(client, [], action: "action:3")
            let stiffer = try await Self.preview(client, [["actions[3].stiffness", "400"]], action: "action:3")
            let k = 20   // 0.1 s into the spring
            let s0 = try #require(Self.badge(before.frames[k], "scaleX")), s1 = try #require(Self.badge(stiffer.frames[k], "scaleX"))
            #expect(s0 > 0 && s1 > s0)
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                                     body: StudioServerTests.body("action:3", sets: [["actions[3].mass", "0"]])) { r in
                #expect(r.status == .badRequest)
                let message = StudioServerTests.error(r) ?? ""
                #expect(message.hasPrefix("\(path):20: actions[3].mass: 0: expected a number from 0.001 to 1000"), "\(message)")
            }
        }
    }

    @Test func userAnimationsMarkTheirKeyTimesOnThePlot() throws {
        let reel = try SceneFileReader(file: "wiggle.yaml").read(try Self.example("wiggle.yaml"))
        let times = StudioKeyframes.times(in: reel.scene)
        // Starts 0.3 s in; the first iteration's keyTimes × 0.5 s; two iterations end at 1.3 s.
        let expected = [0.3, 0.375, 0.5, 0.6, 0.7, 0.8, 1.3]
        #expect(times.count == expected.count)
        for (t, e) in zip(times, expected) { #expect(abs(t - e) < 1e-9, "\(times)") }
        // Without keyTimes: evenly spread over n − 1 segments, n when discrete; paced modes
        // ignore keyTimes, so only the start and end are marked.
        func marks(_ mode: String) throws -> [Double] {
            let text = "actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, 0, 1]\n    calculationMode: \(mode)\n    duration: 0.4\n"
            return StudioKeyframes.times(in: try SceneFileReader(file: "s.yaml").read(text).scene)
        }
        #expect(try marks("linear") == [0, 0.2, 0.4])
        #expect(try marks("discrete").map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.133333333, 0.266666667, 0.4])
        #expect(try marks("paced") == [0, 0.4])
    }
}
