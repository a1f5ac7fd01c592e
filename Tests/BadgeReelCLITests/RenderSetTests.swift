import Foundation
import ReelTestSupport
import Testing

/// `render --set PATH=VALUE`: the scene as if the file said so, the file untouched; a bad
/// value refused in the file's own words.
@Suite(.serialized, .timeLimit(.minutes(2))) struct RenderSetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aSetMakesTheSameFileAsTheEditedScene() throws {
        let folder = TestScratch.url("render-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Self.repository.appendingPathComponent("examples/bell-test-rig.yaml"), encoding: .utf8)
        let scene = folder.appendingPathComponent("rig.yaml"), edited = folder.appendingPathComponent("edited.yaml")
        try original.write(to: scene, atomically: true, encoding: .utf8)
        try original.replacingOccurrences(of: "angle: 0.39269908169872414", with: "angle: 0.6")
            .replacingOccurrences(of: "scale: 4", with: "scale: 1").write(to: edited, atomically: true, encoding: .utf8)
        let a = try BinaryRunner.run(["render", scene.path, "--set", "actions[1].angle=0.6", "--set", "canvas.scale=1", "-q",
                                      "-o", folder.appendingPathComponent("a.gif").path])
        let b = try BinaryRunner.run(["render", edited.path, "-q", "-o", folder.appendingPathComponent("b.gif").path])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.gif")) == Data(contentsOf: folder.appendingPathComponent("b.gif")))
        #expect(try String(contentsOf: scene, encoding: .utf8) == original)

        let refused = try BinaryRunner.run(["render", scene.path, "--set", "actions[1].angle=99", "-o", folder.appendingPathComponent("c.gif").path])
        #expect(refused.status == 65)
        #expect(refused.stderr == "badgereel: \(scene.path):15: actions[1].angle: 99: expected a number from -6.3 to 6.3\n")
        let malformed = try BinaryRunner.run(["render", scene.path, "--set", "canvas.scale", "-o", folder.appendingPathComponent("c.gif").path])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.hasPrefix("badgereel: --set canvas.scale: expected PATH=VALUE"))
    }
}
