import ReelExport
import ReelModels
import ReelSwift

extension StudioSwiftDocument {
    /// The reel `render Badge.swift` makes of a program (issue 29's `SwiftScene`): the scene's
    /// default setup and timing, `--view`'s bindings and `--length`, text measured as the
    /// export draws it; and the literals the evaluation used (issue 31's controls).
    public static func reelMaker(views: [String: ViewPart] = [:], length: Double? = nil) -> ReelMaker {
        { program in
            let result = try SwiftScene.make(SwiftSceneRequest(program: program, views: views, length: length, measure: RenderedTextMetrics()))
            // No more than a scene file holds, as render refuses it.
            if let excess = SceneFileBound.excess(of: result.scene) {
                throw SwiftRefusal(fileName: program.file.fileName, line: 1, column: 1, message: excess)
            }
            return (Reel(scene: result.scene), result.interpreter.evaluatedLiterals)
        }
    }
}
