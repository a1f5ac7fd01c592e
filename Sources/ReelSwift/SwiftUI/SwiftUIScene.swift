import ReelSwiftUI

/// The SwiftUI clip of an evaluated run (issue 39), framed as a Swift file's scene is: a
/// still lead-in (the world's clock starts at the clip's lead-in), the changes, and a hold
/// after the last animation ends.
enum SwiftUIScene {
    /// When no length is given: at least this long of an animation that never ends, in whole
    /// cycles (`EndlessMotion.cut`); for one without a fixed cycle (a spring repeated
    /// forever), how long it is shown after the last change. Long enough for a pulse or a
    /// bounce to repeat.
    static let endlessSeconds = 2.0

    /// The clip, nil when the run stored no `View` value. A run that changed state and moved
    /// nothing is refused: never a silent still clip.
    static func clip(of bridge: WorldBridge, request: SwiftSceneRequest, run: SwiftSource) throws(SwiftRefusal) -> ViewClip? {
        let stage = bridge.swiftUI
        guard stage.hasContent else {
            if let view = stage.statelessView {
                throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1,
                                   message: "nothing drawn moves: \(view.name) is a \(view.type) built in the run, which has no state a run can change; bind a View struct the file declares (var v = MyView()) and change its @State",
                                   kind: .entry)
            }
            return nil
        }
        let fps = request.timing.fps
        let maximumFrames = Int((request.timing.leadIn + request.limits.sceneSeconds) * fps) + 1
        let made: ViewClip?
        do {
            made = try stage.clip(fps: fps, hold: request.timing.hold, length: request.length.map { request.timing.leadIn + $0 },
                                  endless: endlessSeconds, maximumFrames: maximumFrames, measure: SwiftUIStageMeasure(metrics: request.measure),
                                  bound: request.clipBound)
        } catch let refusal as SwiftRefusal {
            // A keyframe animator's content closure, evaluated at each frame, refused something.
            throw refusal
        } catch {
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: "\(error)", kind: .entry)
        }
        guard let clip = made else { return nil }
        // A geometry effect evaluated with a frame's animatableData failed: that refusal.
        if let failure = stage.failure {
            throw failure as? SwiftRefusal ?? SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: "\(failure)", kind: .world)
        }
        // A view inside the content changed a field that is neither @State nor @Binding, which
        // is not evaluated: whether or not something else moved, the clip would lack that
        // change and be silently wrong, so it is refused.
        if let inner = stage.ignoredNestedChanges.first {
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1,
                               message: "\(clip.moves ? "what is drawn would be wrong" : "nothing drawn moves"): the run changes the state of \(inner), a view inside \(clip.contentName), which is not evaluated (its @State and @Binding properties are; other fields are not)",
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
