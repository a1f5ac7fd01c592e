/// Why the world refused what the code asked of it: an API it does not evaluate, a value it
/// cannot draw, or a limit reached. `message` is the sentence the user reads after the
/// interpreter's `file:line:column:`; `limit` names the limit when one was reached.
public struct WorldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in the user's terms (the API's Swift name, the value, what is accepted).
    public var message: String
    /// The limit reached, when the refusal is a limit's.
    public var limit: WorldLimits.Name?

    /// A refusal with this message.
    public init(_ message: String, limit: WorldLimits.Name? = nil) {
        self.message = message; self.limit = limit
    }

    public var description: String { message }
}

/// How much one run may make: every count is checked as it grows, and its refusal names it.
/// The world is the one place these are counted (the interpreter counts only its own steps,
/// loops, depth and value lengths).
public struct WorldLimits: Hashable, Sendable {
    /// Each limit by its field's name.
    public enum Name: String, Hashable, Sendable {
        case scheduledCalls, animations, views, seconds
    }

    /// Timed calls scheduled (asyncAfter, completion blocks, transaction completions).
    public var scheduledCalls = 10_000
    /// Animations made: UIView blocks, keyframes and layer animations recorded.
    public var animations = 10_000
    /// Views and layers the code creates (the three predefined ones not counted).
    public var views = 1_000
    /// The latest time, in seconds on the scene's clock, anything may be scheduled at or run until.
    public var seconds = 600.0

    /// The defaults: far past what animation code needs, far below what would stall a render.
    public init() {}

    public init(scheduledCalls: Int, animations: Int, views: Int, seconds: Double) {
        self.scheduledCalls = scheduledCalls
        self.animations = animations
        self.views = views
        self.seconds = seconds
    }
}
