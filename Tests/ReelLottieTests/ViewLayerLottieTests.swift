import Testing
import ReelExport
import ReelModels
import ReelRender
import ReelTimeline
@testable import ReelLottie

/// A view drawn as a layer (a `layer` action with a label's text) is a layer the code added:
/// Lottie refuses it by name, as it refuses every layer action.
@Suite struct ViewLayerLottieTests {
    @Test func aLabelDrawnAsALayerIsRefusedByName() throws {
        let reel = try SceneFileReader(file: "s.yaml").read("""
            actions:
              - action: layer
                name: caption
                width: 40
                height: 20
                text: "12"
                fontWeight: 600
              - action: animate
                layer: host
                sublayer: caption
                keyPath: opacity
                fromValue: 0
                toValue: 1
                duration: 1

            """)
        let prepared = try PreparedReel(reel)
        #expect {
            _ = try LottieExport.document(clip: prepared.clip, layout: prepared.layout, background: reel.canvas.background,
                                          icons: prepared.icons, options: LottieOptions(bake: false, generator: "t", commandLine: "t"))
        } throws: { "\($0)".contains("layers the code added") }
    }
}
