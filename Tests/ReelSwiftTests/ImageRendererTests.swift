import Testing
@testable import ReelSwift
import ReelModels
import ReelSwiftInput

/// `UIGraphicsImageRenderer` (issue 38): its closure runs at once, as UIKit runs it; the
/// image it makes is refused wherever it would be drawn, and changes nothing where it is not.
@Suite struct ImageRendererTests {
    static func scene(_ run: String, views: [String: ViewPart] = [:]) throws -> Scene {
        var request = SwiftSceneRequest(program: SwiftProgram(fileName: "Track.swift", text: "import UIKit\n", run: run),
                                        measure: FixedAdvanceMetrics())
        request.views = views
        return try SwiftScene.make(request).scene
    }

    static let track = """
        let track = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        var drawn = 0
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60))
        track.image = renderer.image { ctx in
            ctx.cgContext.setStrokeColor(UIColor.red.cgColor)
            ctx.cgContext.setLineWidth(1)
            ctx.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
            ctx.cgContext.drawPath(using: .stroke)
            drawn += 1
        }
        UIView.animate(withDuration: 1) { badge.alpha = CGFloat(drawn) / 4 }
        """

    @Test func theClosureRunsOnceAtOnceAndAnUndrawnImageChangesNothing() throws {
        let scene = try Self.scene(Self.track)
        // The closure ran once before the block: the badge fades to 1/4.
        let fades = scene.actions.compactMap { action -> Double? in
            if case .viewAnimate(let p) = action.unplaced { return p.values.alpha }
            return nil
        }
        #expect(fades == [0.25])
    }

    @Test func anImageTheCodeDrewIsRefusedWhereItWouldBeDrawn() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene(Self.track + "\nhost.addSubview(track)", views: ["track": .host])
        }
        #expect(refusal?.message.hasPrefix("an image made by UIGraphicsImageRenderer.image(actions:) is not drawn") == true,
                "\(String(describing: refusal))")
    }

    @Test func aDrawingModeNotCGsIsRefused() throws {
        let refusal = #expect(throws: SwiftRefusal.self) {
            try Self.scene("""
                let r = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
                let i = r.image { ctx in ctx.cgContext.drawPath(using: .outline) }
                """)
        }
        #expect(refusal?.message.contains("outline") == true, "\(String(describing: refusal))")
    }
}
