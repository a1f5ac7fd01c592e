/// Why a Swift file (or `--run` text) is not evaluated: one line as a compiler gives it,
/// `Badge.swift:12:9: DispatchQueue.global() is not evaluated (supported: …)`.
public struct SwiftRefusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// The name of the text (`Badge.swift`, `--run`).
    public let fileName: String
    /// 1-based line and column of the construct refused.
    public let line: Int
    public let column: Int
    /// What is refused and, where it helps, what is accepted.
    public let message: String

    public init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}
