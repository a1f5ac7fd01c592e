import Foundation
import ReelTestSupport
import Hummingbird
import NIOCore
import Testing
@testable import ReelStudio

/// Issue 32's scene findings: a request names no file the command line's studio would not
/// read (sets included, not only args), and one tab's Save never silently writes over what
/// another tab saved.
@Suite(.serialized) struct StudioSceneTrustTests {
    /// A folder with the commented scene and, beside it, an icon file the scene does not name.
    static func scene() throws -> (folder: URL, path: String, stranger: String) {
        // Short: the refusal shortens a value past 80 characters, and the test matches it whole.
        let folder = TestScratch.url("trust-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("scene.yaml").path
        try StudioServerTests.commented.write(toFile: path, atomically: true, encoding: .utf8)
        // A real, drawable SVG: on the old code a set naming it was read and drawn.
        let stranger = folder.appendingPathComponent("private.svg").path
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#000"/></svg>"##
            .write(toFile: stranger, atomically: true, encoding: .utf8)
        return (folder, path, stranger)
    }

    /// `sets` that name an icon file are refused as `--icon` is: preview, export and Save
    /// (which would have written the path into the scene), at the set's path; the file untouched.
    @Test(arguments: ["/api/preview", "/api/export", "/api/save"])
    func aSetNamesNoFileTheStudioWasNotGiven(route: String) async throws {
        let (folder, path, stranger) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try StudioDocument(path: path)
        try await StudioServerTests.app(document).test { client in
            let base = try await StudioServerTests.version(client)
            for icon in [stranger, "/etc/passwd", "../private.svg"] {
                let body = StudioServerTests.body("action:1", sets: [["host.icon", icon]], base: base)
                try await client.execute(uri: route, method: .post, headers: StudioServerTests.json, body: body) { r in
                    #expect(r.status == .badRequest, "\(route) \(icon)")
                    let refusal = StudioServerTests.refusal(r)
                    #expect(refusal?["field"] == "host.icon")
                    #expect(refusal?["message"]?.hasPrefix("--icon \(icon): expected one of ") == true, "\(refusal ?? [:])")
                    #expect(refusal?["message"]?.hasSuffix("(the studio opens no other file)") == true)
                }
            }
            // A built-in icon is still an edit like any other.
            let body = StudioServerTests.body("action:1", sets: [["host.icon", "app"]], base: base)
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: body) { r in
                #expect(r.status == .ok)
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == StudioServerTests.commented)
    }

    /// The scene's own icon file stays allowed, by a set too.
    @Test func theScenesOwnIconFileStaysAllowed() async throws {
        let (folder, path, stranger) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        try StudioServerTests.commented.replacingOccurrences(of: "icon: bell", with: "icon: \(stranger)")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let document = try StudioDocument(path: path)
        try await StudioServerTests.app(document).test { client in
            for icon in [stranger, "bell"] {
                let body = StudioServerTests.body("action:1", sets: [["host.icon", icon]])
                try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: body) { r in
                    #expect(r.status == .ok, "\(icon): \(StudioServerTests.error(r) ?? "")")
                }
            }
        }
    }

    /// Two tabs read the file; the second tab's Save is refused once the first has saved
    /// (409, field `base`: the page offers to reload), and the first tab's edit stays in the
    /// file. Reading the file again (its new version) lets the second save. A Save that
    /// says nothing of what it read is refused.
    @Test func aSecondTabsSaveDoesNotOverwriteTheFirsts() async throws {
        let (folder, path, _) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try StudioDocument(path: path)
        try await StudioServerTests.app(document).test { client in
            let tabA = try await StudioServerTests.version(client)
            let tabB = try await StudioServerTests.version(client)
            let saveA = StudioServerTests.body("action:1", sets: [["actions[1].angle", "0.25"]], base: tabA)
            let newVersion = try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.json, body: saveA) { r in
                #expect(r.status == .ok)
                let root = try JSONSerialization.jsonObject(with: Data(r.body.readableBytesView)) as? [String: Any]
                return root?["version"] as? String
            }
            let afterA = try String(contentsOfFile: path, encoding: .utf8)
            #expect(afterA.contains("    angle: 0.25      # radians"))
            #expect(newVersion == (try await StudioServerTests.version(client)))
            #expect(newVersion != tabA)

            let saveB = StudioServerTests.body("action:1", sets: [["actions[3].popOutRatio", "1.2"]], base: tabB)
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.json, body: saveB) { r in
                #expect(r.status == .conflict)
                let refusal = StudioServerTests.refusal(r)
                #expect(refusal?["field"] == "base")
                #expect(refusal?["value"] == tabB)
                #expect(refusal?["message"] == "\(path) changed since this page read it (saved from another tab or read again); reload the file to see it, then edit again")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == afterA)

            let unnamed = StudioServerTests.body("action:1", sets: [["actions[3].popOutRatio", "1.2"]])
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.json, body: unnamed) { r in
                #expect(r.status == .badRequest)
                #expect(StudioServerTests.refusal(r)?["field"] == "base")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == afterA)

            let reread = StudioServerTests.body("action:1", sets: [["actions[3].popOutRatio", "1.2"]], base: try await StudioServerTests.version(client))
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.json, body: reread) { r in #expect(r.status == .ok) }
            let both = try String(contentsOfFile: path, encoding: .utf8)
            #expect(both.contains("    angle: 0.25      # radians") && both.contains("popOutRatio: 1.2"))
        }
    }
}
