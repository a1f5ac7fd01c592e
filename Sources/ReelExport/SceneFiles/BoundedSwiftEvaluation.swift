import ReelSwiftInput

extension SwiftFileEvaluator {
    /// The file evaluated, as every front end evaluates one (`render`, `still` and `timeline`
    /// of a `.swift` file, the studio's Swift mode): refused, as swiftc refuses code, when the
    /// scene it records holds more than a scene file may (`SceneFileBound`), at the code's call
    /// that recorded the first action past the bound (the evaluator places it: `SceneBound`).
    /// So what `render` draws, `--save-scene` can write and read back, and the studio previews
    /// the same.
    public func evaluateWithinSceneBound(_ request: SwiftFileRequest) throws(SwiftDiagnostic) -> SwiftFileEvaluation {
        var bounded = request
        bounded.sceneBound = { scene in SceneFileBound.crossing(scene) }
        let result = try evaluate(bounded)
        // An evaluator that does not apply the bound (none in the tool) still never passes a
        // scene past it: refused about the whole file, at its start.
        if !result.sceneBoundApplied, let excess = SceneFileBound.excess(of: result.scene) {
            throw SwiftDiagnostic(fileName: request.program.fileName, line: 1, column: 1, message: excess)
        }
        return result
    }
}
