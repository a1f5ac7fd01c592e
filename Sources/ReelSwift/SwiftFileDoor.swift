import ReelModels
import ReelSwiftInput

/// ReelSwift behind the door the front ends use (ReelSwiftInput's `SwiftFileEvaluator`): the
/// executable hands one to the command line, which hands it to the studio. A refusal leaves
/// as a `SwiftDiagnostic` with the refused line of the text it is in, ready to print.
public struct ReelSwiftEvaluator: SwiftFileEvaluator {
    public let limits: EvaluationLimits

    public init(limits: EvaluationLimits = .standard) {
        self.limits = limits
    }

    public var sourceByteLimit: Int { limits.sourceBytes }

    public func oversized(fileName: String) -> SwiftDiagnostic {
        SwiftDiagnostic(fileName: fileName, line: 1, column: 1, message: limits.exceeded(.sourceBytes))
    }

    public func evaluate(_ request: SwiftFileRequest) throws(SwiftDiagnostic) -> SwiftFileEvaluation {
        StartupTables.buildBeside()
        var sceneRequest = SwiftSceneRequest(program: SwiftProgram(request.program), setup: request.setup, timing: request.timing,
                                             views: request.views, length: request.length, limits: limits, measure: request.measure,
                                             preview: request.preview, sceneBound: request.sceneBound)
        sceneRequest.recordsLiterals = request.recordsLiterals
        sceneRequest.clipBound = request.clipBound
        do {
            let result = try SwiftScene.make(sceneRequest)
            return SwiftFileEvaluation(scene: result.scene, literals: result.interpreter.evaluatedLiterals, run: result.run, swiftUI: result.swiftUI,
                                       animationName: result.animationName, sceneBoundApplied: request.sceneBound != nil)
        } catch {
            throw SwiftDiagnostic(error, in: request.program)
        }
    }
}

extension SwiftProgram {
    /// The program as the front ends hold it: its texts and their names.
    public var text: SwiftFileProgram {
        SwiftFileProgram(fileName: file.fileName, text: file.text, run: run?.text, runName: run?.fileName ?? Self.defaultRunName)
    }

    /// The program of those texts, parsed.
    public init(_ program: SwiftFileProgram) {
        self.init(fileName: program.fileName, text: program.text, run: program.run, runName: program.runName)
    }
}

extension SwiftDiagnostic {
    /// `refusal` as the front ends print it, with its line from the text of `program` it is
    /// placed in (none for the statements chosen to run a file given no `--run`: they are
    /// the tool's text, not the user's).
    public init(_ refusal: SwiftRefusal, in program: SwiftFileProgram) {
        self.init(fileName: refusal.fileName, line: refusal.line, column: refusal.column, message: refusal.message, remedy: refusal.remedy)
        if refusal.fileName == program.fileName {
            self = excerpted(from: program.text)
        } else if let run = program.run, refusal.fileName == program.runName {
            self = excerpted(from: run)
        }
    }
}
