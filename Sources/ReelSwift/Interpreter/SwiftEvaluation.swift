import ReelSwiftInput

/// One evaluation of a Swift file and its `--run` statements: the file's declarations and
/// top-level statements first (as a playground runs them), then `--run`'s.
public struct SwiftProgram: Sendable {
    public var file: SwiftSource
    public var run: SwiftSource?

    public init(file: SwiftSource, run: SwiftSource? = nil) {
        self.file = file
        self.run = run
    }

    /// The name the run's text has in refusals when the front end gives none.
    public static let defaultRunName = SwiftFileProgram.defaultRunName

    /// `runName`: what refusals call the run's text (the command line passes its flag).
    public init(fileName: String, text: String, run: String? = nil, runName: String = Self.defaultRunName) {
        file = SwiftSource(fileName: fileName, text: text)
        self.run = run.map { SwiftSource(fileName: runName, text: $0) }
    }

    /// The same program with literals replaced (issue 31's controls), parsed anew.
    public func replacingLiterals(_ edits: [LiteralEdit]) throws(SwiftRefusal) -> SwiftProgram {
        do {
            return SwiftProgram(try text.replacingLiterals(edits))
        } catch {
            throw SwiftRefusal(fileName: error.fileName, line: error.line, column: error.column, message: error.message)
        }
    }

    /// Evaluates the program against `world`; the interpreter is returned for what it recorded
    /// (literals, log) and the world for what the code did.
    @discardableResult
    public func evaluate(limits: EvaluationLimits = .standard, world: (any NativeWorld)? = nil) throws(SwiftRefusal) -> Interpreter {
        let interpreter = Interpreter(limits: limits, world: world)
        try interpreter.run(file)
        if let run { try interpreter.run(run) }
        return interpreter
    }
}
