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

    /// What the user can do about it when that is to give the command something more; the
    /// command line spells it as its flag (no library target spells a flag).
    public var remedy: Remedy?

    /// What a refusal asks of the user, in the command's terms rather than the code's.
    public enum Remedy: Equatable, Sendable {
        /// Give the statements to run (the file has no one function that animates).
        case giveStatements
        /// Choose which of several functions to run.
        case chooseFunction
        /// Give the call itself (a parameter the run cannot fill).
        case giveCall
        /// Bind one of the views the code made to `part` (badge, host, label) by its name.
        case bindView(part: String)
        /// Bind the view of this name to this part (one of them, when several are named).
        case bindNamed([NamedView])
    }

    /// A view the code stored under a name, and the part it would be drawn as.
    public struct NamedView: Equatable, Sendable {
        public let name: String
        public let part: String
        public init(name: String, part: String) { self.name = name; self.part = part }
    }

    public init(fileName: String, line: Int, column: Int, message: String, remedy: Remedy? = nil) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.remedy = remedy
    }

    /// The refusal with its remedy in words: `spell` gives the command's own for it.
    public func description(spelling spell: (Remedy) -> String) -> String {
        "\(fileName):\(line):\(column): \(message)" + (remedy.map { ": " + spell($0) } ?? "")
    }

    /// The same with the remedy in neutral words (for a front end that has no flags).
    public var description: String {
        description { remedy in
            switch remedy {
            case .giveStatements: "give the statements to run"
            case .chooseFunction: "choose the one to run"
            case .giveCall: "give the call to run"
            case .bindView(let part): "bind one of them to the \(part) by its name"
            case .bindNamed(let views):
                (views.count == 1 ? "bind " : "bind one of them: ")
                    + views.map { "\($0.name) to the \($0.part)" }.joined(separator: " or ")
            }
        }
    }
}
