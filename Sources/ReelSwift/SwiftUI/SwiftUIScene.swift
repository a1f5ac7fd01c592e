import ReelSwiftUI

/// The SwiftUI clip of an evaluated run (issue 39), framed as a Swift file's scene is: a
/// still lead-in (the world's clock starts at the clip's lead-in), the changes, and a hold
/// after the last animation ends.
enum SwiftUIScene {
    /// How long an animation that never ends (`repeatForever`) is shown after the last change,
    /// when no length is given: long enough for a pulse or a bounce to repeat.
    static let endlessSeconds = 2.0

    /// The clip, nil when the run stored no `View` value. A run that changed state and moved
    /// nothing is refused: never a silent still clip.
    static func clip(of bridge: WorldBridge, request: SwiftSceneRequest, run: SwiftSource) throws(SwiftRefusal) -> ViewClip? {
        let stage = bridge.swiftUI
        guard stage.hasContent else { return nil }
        let fps = request.timing.fps
        let maximumFrames = Int((request.timing.leadIn + request.limits.sceneSeconds) * fps) + 1
        guard let clip = stage.clip(fps: fps, hold: request.timing.hold, length: request.length.map { request.timing.leadIn + $0 },
                                    endless: endlessSeconds, maximumFrames: maximumFrames) else { return nil }
        // A geometry effect evaluated with a frame's animatableData failed: that refusal.
        if let failure = stage.failure {
            throw failure as? SwiftRefusal ?? SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: "\(failure)", kind: .world)
        }
        if let inner = stage.ignoredNestedChanges.first, !clip.moves {
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1,
                               message: "nothing drawn moves: the run changes the state of \(inner), a view inside \(clip.contentName), which is not evaluated (the content's @State and bindings to it are)",
                               kind: .entry)
        }
        if stage.updates.count > 1, !clip.moves {
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1,
                               message: "nothing drawn moves: the run changes the state of \(clip.contentName) \(stage.updates.count - 1) time(s) and its views look the same after each change",
                               kind: .entry)
        }
        return clip
    }
}
