import ReelSwiftInput

extension SwiftFileEvaluator {
    /// The file evaluated, as every front end evaluates one (`render`, `still` and `timeline`
    /// of a `.swift` file, the studio's Swift mode): refused, as swiftc refuses code, when the
    /// scene it records holds more than a scene file may (`SceneFileBound`), at the file's
    /// first line and column, the refusal being about the whole file. So what `render` draws,
    /// `--save-scene` can write and read back, and the studio previews the same.
    public func evaluateWithinSceneBound(_ request: SwiftFileRequest) throws(SwiftDiagnostic) -> SwiftFileEvaluation {
        let result = try evaluate(request)
        if let excess = SceneFileBound.excess(of: result.scene) {
            throw SwiftDiagnostic(fileName: request.program.fileName, line: 1, column: 1, message: excess)
        }
        return result
    }
}
