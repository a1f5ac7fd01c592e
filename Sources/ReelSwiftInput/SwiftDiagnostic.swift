import ReelModels

/// Why a Swift file (or `--run` text) is not evaluated, as a compiler prints it: a first line
/// `Badge.swift:12:9: error: DispatchQueue.global() is not evaluated (supported: …)` with
/// nothing before the path, so editors' and CI's problem matchers (VS Code's, GitHub
/// Actions') jump to it, then the line refused and a caret under the column, laid out as
/// swift-syntax's `DiagnosticsFormatter` lays them out (swiftc's own style).
public struct SwiftDiagnostic: Error, Equatable, Sendable {
    /// The name of the text (`Badge.swift`, `--run`).
    public var fileName: String
    /// 1-based line, and column in UTF-8 bytes (as swiftc counts them), of what is refused.
    public var line: Int
    public var column: Int
    /// What is refused and, where it helps, what is accepted.
    public var message: String
    /// What the user can do about it, spelled by the front end (no library spells a flag).
    public var remedy: SwiftRemedy?
    /// The refused line and its caret (`12 |     DispatchQueue.global()`, `   |         ` +
    /// "`- error: …"); empty when the line is not in the text (a refusal of the whole file).
    public var excerpt: [String]

    public init(fileName: String, line: Int, column: Int, message: String, remedy: SwiftRemedy? = nil, excerpt: [String] = []) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.remedy = remedy
        self.excerpt = excerpt
    }

    /// The same refusal with its excerpt from `text`, the text it is placed in.
    public func excerpted(from text: String) -> SwiftDiagnostic {
        var out = self
        out.excerpt = SourceExcerpt.lines(of: text, line: line, column: column, note: "error: " + message)
        return out
    }

    /// `Badge.swift:12:9: error: …`, the remedy in the front end's words after it: one line.
    public func firstLine(spelling spell: (SwiftRemedy) -> String) -> String {
        ParameterText.oneLine("\(fileName):\(line):\(column): error: \(message)" + (remedy.map { ": " + spell($0) } ?? ""))
    }

    /// The first line, then the excerpt: what the command line prints. A control character of
    /// the file's line is escaped (a tab kept, for the caret's place), so the file's bytes
    /// cannot drive the terminal.
    public func description(spelling spell: (SwiftRemedy) -> String) -> String {
        ([firstLine(spelling: spell)] + printableExcerpt).joined(separator: "\n")
    }

    /// The excerpt's lines as printed.
    public var printableExcerpt: [String] { excerpt.map(SourceExcerpt.printable) }
}

/// What a refusal asks of the user, in the command's terms rather than the code's.
public enum SwiftRemedy: Equatable, Sendable {
    /// Give the statements to run (the file has no one function that animates).
    case giveStatements
    /// Choose which of several functions to run.
    case chooseFunction
    /// Give the call itself (a parameter the run cannot fill).
    case giveCall
    /// Bind one of the views the code made to `part` (badge, host, label) by its name.
    case bindView(part: String)
    /// Bind the view of this name to this part (one of them, when several are named).
    case bindNamed([SwiftNamedView])
}

/// A view the code stored under a name, and the part it would be drawn as.
public struct SwiftNamedView: Equatable, Sendable {
    public let name: String
    public let part: String
    public init(name: String, part: String) { self.name = name; self.part = part }
}
