import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// A run that draws a symbol at its configured size, laid out by its view's content mode,
/// saved as a scene: the scene keeps `imageSize` and `contentMode`, so it draws what the run
/// drew (it dropped them, and the saved scene's bell filled its 60 pt view: a GIF of other
/// bytes, exit 0). Lottie, whose icon layers fill the view, refuses them by name.
@Suite struct SymbolSceneFileTests {
    let dir = scratchFolder()

    static let source = """
        import UIKit
        final class Bell {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            func go() {
                icon.image = UIImage(systemName: "bell.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
                icon.contentMode = .bottomRight
                host.addSubview(icon)
                UIView.animate(withDuration: 0.3) { self.icon.alpha = 0.3 }
            }
        }

        """

    @Test func aSavedSceneKeepsTheSymbolsSizeAndContentMode() throws {
        let swift = dir.appendingPathComponent("Bell.swift")
        try Data(Self.source.utf8).write(to: swift)
        let scene = dir.appendingPathComponent("bell.yaml").path
        let fromSwift = dir.appendingPathComponent("swift.gif").path, fromScene = dir.appendingPathComponent("scene.gif").path
        #expect(runInProcess(["render", swift.path, "--run", "let b = Bell(); b.go()", "--save-scene", scene, "-o", fromSwift]) == nil)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(text.contains("imageSize: \"36x36\""), "\(text)")
        #expect(text.contains("contentMode: \"bottomRight\""), "\(text)")
        #expect(runInProcess(["render", scene, "-o", fromScene]) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fromScene)) == Data(contentsOf: URL(fileURLWithPath: fromSwift)))

        let lottie = dir.appendingPathComponent("bell.json").path
        let refused = runInProcess(["render", scene, "-o", lottie])
        #expect(refused?.message.contains("an image drawn at its own size (36x36 pt, a configured symbol or a content mode) is not written as Lottie") == true,
                "\(refused?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: lottie))
    }
}
