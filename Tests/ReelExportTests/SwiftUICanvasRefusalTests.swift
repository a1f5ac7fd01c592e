import Testing
import ReelModels
import ReelTimeline
@testable import ReelExport

/// A SwiftUI view's canvas over the renderer's limit: the refusal names the scales that draw it,
/// or says that none does, so a `scaleEffect(1e9)` is not blamed on `--scale` alone.
@Suite struct SwiftUICanvasRefusalTests {
    @Test func aViewTooWideAtThisScaleNamesTheScalesThatDrawIt() {
        var canvas = CanvasSpec()
        canvas.scale = 2
        // 5016 points: 8192 / 5016 = 1.633… pixels a point at most, 0.1 (the range's floor) at least.
        let refusal = SwiftUIFrames.canvasRefusal(points: Size(width: 5016, height: 82), canvas: canvas, contentName: "LikeButton")
        #expect(refusal.path == "canvas.scale")
        #expect(refusal.accepted.hasSuffix("is 1 to 8192 pixels a side: from 0.1 to 1.63"))
        #expect(5016 * 1.63 <= 8192 && 5016 * 1.64 > 8192)
    }

    @Test func aViewNoScaleDrawsIsNamedAsTheCause() {
        let refusal = SwiftUIFrames.canvasRefusal(points: Size(width: 52_800_000_016, height: 52_800_000_016), canvas: CanvasSpec(), contentName: "LikeButton")
        #expect(refusal.accepted.contains("none from 0.1 to 16 is: LikeButton draws more than 81920 points a side while it plays"))
    }

    @Test func aViewUnderAPixelAtEveryScaleSaysSo() {
        let refusal = SwiftUIFrames.canvasRefusal(points: Size(width: 0.01, height: 0.01), canvas: CanvasSpec(), contentName: "Dot")
        #expect(refusal.accepted.hasSuffix("none from 0.1 to 16 is: Dot draws nothing a pixel wide"))
    }
}
