import Foundation
import ReelTestSupport
import Hummingbird
import NIOCore
import ReelExport
import ReelModels
import Testing
@testable import ReelStudio

/// The studio's typed contract: every refusal, on every route, is `{"error": {"message",
/// "field", "value", "accepted"}}` (only `message` always there), and a refused value's
/// `field` is the neutral path of the control that edits it, as the page computes it from the
/// schema (controls.js's `pathFor`): `pop.popOutRatio`, `badge.diameter`, `canvas.scale`,
/// `actions[1].angle` — so the page marks the right control without reading the message.
@Suite struct StudioContractTests {
    /// The page's path for a schema parameter in flag mode: under the animation's name for
    /// an animation's own, else the group's scene prefix and the key.
    static func pagePath(_ p: [String: Any], group: [String: Any]) -> String? {
        guard let key = p["key"] as? String, let name = group["name"] as? String, let prefix = group["scenePrefix"] as? String else { return nil }
        return prefix == "actions[N]." ? "\(name).\(key)" : prefix + key
    }

    @Test func everyNumberRefusedNamesTheFieldOfItsControl() async throws {
        let app = StudioServerTests.app()
        let root = try await app.execute(uri: "/api/schema", method: .get) { r in
            try #require(try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any])
        }
        let animations = try #require(root["animations"] as? [[String: Any]]), groups = try #require(root["groups"] as? [[String: Any]])
        var checked = 0
        for animation in animations {
            let own = try #require(animation["parameters"] as? [[String: Any]])
            // The animation's own parameters, then every shared one once (with pop).
            let sets = [(animation, own)] + (animation["name"] as? String == "pop" ? try groups.map { ($0, try #require($0["parameters"] as? [[String: Any]])) } : [])
            for (group, parameters) in sets {
                for p in parameters where ["number", "integer"].contains(p["kind"] as? String) {
                    let name = try #require(p["name"] as? String), max = try #require(p["max"] as? Double)
                    let text = String(max * 2 + 1000)
                    let body = StudioServerTests.body(try #require(animation["name"] as? String), [[name, text]])
                    try await app.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: body) { r in
                        #expect(r.status == .badRequest, "\(name) \(text)")
                        let refusal = try #require(StudioServerTests.refusal(r), "\(name): \(String(buffer: r.body))")
                        #expect(refusal["field"] == Self.pagePath(p, group: group), "\(name): \(refusal)")
                        let value = try #require(refusal["value"]), accepted = try #require(refusal["accepted"])
                        #expect(refusal["message"] == "--\(name) \(value): expected \(accepted)", "\(name): \(refusal)")
                        #expect(value.contains(text))
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 25)
    }

    @Test func everyRefusalHasTheDeclaredShape() async throws {
        let app = StudioServerTests.app()
        let json = StudioServerTests.json
        let cases: [(String, HTTPRequest.Method, HTTPFields, ByteBuffer?, String, HTTPResponse.Status, [String: String]?)] = [
            ("/api/preview", .post, json, StudioServerTests.body("pop", [["pop-out-ratio", "99"]]), "127.0.0.1:4817", .badRequest,
             ["message": "--pop-out-ratio 99: expected a number from 0.01 to 10", "field": "pop.popOutRatio", "value": "99", "accepted": "a number from 0.01 to 10"]),
            ("/api/preview", .post, json, StudioServerTests.body("pop", [["dot", "maybe"]]), "127.0.0.1:4817", .badRequest,
             ["message": "--dot maybe: expected true or false", "field": "badge.dot", "value": "maybe", "accepted": "true or false"]),
            ("/api/preview", .post, json, StudioServerTests.body("pop", [["frobnicate", "1"]]), "127.0.0.1:4817", .badRequest,
             ["message": "--frobnicate: not a parameter the studio sets"]),
            ("/api/preview", .post, json, ByteBuffer(string: "{not json"), "127.0.0.1:4817", .badRequest, nil),
            ("/api/preview", .post, [.contentType: "text/plain"], StudioServerTests.body("pop", []), "127.0.0.1:4817", .unsupportedMediaType, nil),
            ("/api/export", .post, [.contentType: "application/json", .origin: "http://evil.example"], StudioServerTests.body("pop", []), "127.0.0.1:4817", .forbidden, nil),
            ("/api/schema", .get, [:], nil, "evil.example", .forbidden, nil),
            ("/api/scene?action=1", .get, [:], nil, "127.0.0.1:4817", .notFound, ["message": "no scene is open; name one: badgereel studio scene.yaml"]),
            ("/api/save", .post, json, StudioServerTests.body("pop", []), "127.0.0.1:4817", .notFound, nil),
            ("/etc/passwd", .get, [:], nil, "127.0.0.1:4817", .notFound, ["message": "/etc/passwd: not a page or API route of the studio"]),
            ("/api/preview", .post, json, StudioServerTests.body("pop", Array(repeating: ["count", "1"], count: 201)), "127.0.0.1:4817", .contentTooLarge, nil),
        ]
        for (uri, method, headers, body, authority, status, exact) in cases {
            try await app.execute(uri: uri, method: method, headers: headers, body: body, authority: authority) { r in
                #expect(r.status == status, "\(uri) \(headers)")
                #expect(r.headers[.contentType] == "application/json")
                let refusal = StudioServerTests.refusal(r)
                #expect(refusal != nil, "\(uri): \(String(buffer: r.body))")
                if let exact { #expect(refusal == exact) }
            }
        }
    }

    /// In a scene, the field is the scene path the page's control edits (and the `--set`'s).
    @Test func aSceneRefusalNamesItsScenePath() async throws {
        let folder = TestScratch.url("studio-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("rig.yaml")
        try String(contentsOf: StudioLayerAnimationTests.repository.appendingPathComponent("examples/bell-test-rig.yaml"), encoding: .utf8)
            .write(to: scene, atomically: true, encoding: .utf8)
        let app = StudioServerTests.app(try StudioDocument(path: scene.path))
        var object: [String: Any] = ["animation": "action:1", "args": [[String]](), "sets": [["actions[1].angle", "99"]]]
        try await app.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                              body: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))) { r in
            #expect(r.status == .badRequest)
            let refusal = try #require(StudioServerTests.refusal(r))
            #expect(refusal["field"] == "actions[1].angle")
            #expect(refusal["message"]?.hasPrefix("\(scene.path):") == true)
        }
        object["sets"] = [["actions[1].", "1"]]
        try await app.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json,
                              body: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))) { r in
            #expect(r.status == .badRequest)
            #expect(StudioServerTests.refusal(r) != nil)
        }
    }
}
