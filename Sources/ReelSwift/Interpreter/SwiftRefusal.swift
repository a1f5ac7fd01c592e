import ReelSwiftInput

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
    /// What sort of refusal it is, as data: tests and front ends ask this, not the wording.
    public var kind: Kind

    /// What the user can do about it when that is to give the command something more; the
    /// command line spells it as its flag (no library target spells a flag).
    public var remedy: Remedy?

    /// What a refusal asks of the user, in the command's terms: the door's (ReelSwiftInput),
    /// where the front ends spell it.
    public typealias Remedy = SwiftRemedy
    /// A view the code stored under a name, and the part it would be drawn as.
    public typealias NamedView = SwiftNamedView

    /// What sort of refusal: one of these for every refusal, so a caller can tell a construct
    /// outside the subset from a limit, a type error or a trap without reading the message.
    public enum Kind: Equatable, Sendable {
        /// Outside the evaluated subset; `supported` lists what is evaluated instead (empty
        /// when there is no short list: a statement form, a generic).
        case notEvaluated(supported: [String])
        /// One of `EvaluationLimits`' bounds reached.
        case limit(EvaluationLimits.Name)
        /// A value of one type where Swift's type checker wants another.
        case typeMismatch(expected: String, found: String)
        /// What Swift traps on at run time: `fatalError`, a failed `precondition`, an overflow,
        /// a nil force-unwrapped, an index out of range.
        case trap
        /// What the Swift compiler itself rejects: a name not in scope, a missing argument, no
        /// such member, an assignment to a constant.
        case invalid
        /// The text does not parse as Swift.
        case syntax
        /// About the whole file or run: nothing or several things to run, a value the run
        /// cannot give, a view binding that is ambiguous.
        case entry
        /// The world refuses what the code asked of it (a value it cannot draw, a begin time
        /// in the past): UIKit's or Core Animation's behaviour is not defined or not modelled.
        case world
    }

    public init(fileName: String, line: Int, column: Int, message: String, kind: Kind = .invalid, remedy: Remedy? = nil) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
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
