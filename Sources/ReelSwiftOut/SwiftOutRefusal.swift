/// A scene the Swift writer cannot express: one line naming the action and why.
public struct SwiftOutRefusal: Error, Sendable, CustomStringConvertible {
    /// The scene action (`pop`, `wait`, a new action's name) or field refused.
    public let subject: String
    /// What was wrong and what is accepted, in the user's words.
    public let message: String

    /// A refusal of `subject`.
    public init(_ subject: String, _ message: String) {
        self.subject = subject; self.message = message
    }

    public var description: String { message }
}
