import ReelModels
import struct ReelSwiftUI.ViewClip

/// A scene with how it is drawn and encoded: everything one export needs, what a scene file
/// holds, and what every front end (flags, scene files, the studio, batches) builds.
public struct Reel: Hashable, Sendable {
    /// What happens: setup, frame rate and script.
    public var scene: Scene
    /// How it is drawn: scale, size, margin, background.
    public var canvas: CanvasSpec
    /// How it is encoded: loop, dithering, quality, matte.
    public var encoding: EncodingSpec
    /// A SwiftUI file's view, frame by frame (issue 39): drawn instead of the scene's badge.
    public var swiftUI: ViewClip?

    /// A reel of `scene`, drawn and encoded with the defaults unless given.
    public init(scene: Scene, canvas: CanvasSpec = CanvasSpec(), encoding: EncodingSpec = EncodingSpec(), swiftUI: ViewClip? = nil) {
        self.scene = scene; self.canvas = canvas; self.encoding = encoding; self.swiftUI = swiftUI
    }
}
