import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// Defects found by rendering real code (issue 38), each against what UIKit draws.
@Suite struct UIKitDrawnDefectTests {
    static let measure = FixedAdvanceMetrics()

    static func clip(_ text: String, run: String) throws(SwiftRefusal) -> Clip {
        let scene = try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run), measure: measure)).scene
        return scene.makeClip(measure: measure)
    }

    /// The host image view's `image` set to a built-in icon by name is drawn as that icon (it
    /// kept the scene's icon, so a cross-dissolve to another icon dissolved into itself); a
    /// name the renderer has no drawing for still keeps the part's icon.
    @Test(arguments: [("avatar", "avatar"), ("app", "app"), ("bell-1", nil)])
    func theHostsImageByNameIsDrawn(_ name: String, _ drawn: String?) throws {
        let clip = try Self.clip("", run: """
            UIView.transition(with: host, duration: 0.4, options: .transitionCrossDissolve, animations: {
                host.image = UIImage(named: "\(name)")
            })
            """)
        let before = clip.timeline.presentation(of: clip.layers.host, at: 0).contents
        let after = clip.timeline.presentation(of: clip.layers.host, at: clip.duration).contents
        #expect(after == (drawn ?? before))
    }
}
