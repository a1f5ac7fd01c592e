import ReelModels

/// A scene with how it is drawn and encoded: everything one export needs, what a scene file
/// holds, and what every front end (flags, scene files, the studio, batches) builds.
public struct Reel: Hashable, Sendable {
    public var scene: Scene
    public var canvas: CanvasSpec
    public var encoding: EncodingSpec

    public init(scene: Scene, canvas: CanvasSpec = CanvasSpec(), encoding: EncodingSpec = EncodingSpec()) {
        self.scene = scene; self.canvas = canvas; self.encoding = encoding
    }
}
