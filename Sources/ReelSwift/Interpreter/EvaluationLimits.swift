import ReelSwiftInput

/// The bounds an evaluation runs within: checked before it starts (source size) and while it
/// runs (everything else). Each refusal names the limit it hit, so a user knows what to change.
/// Each is counted in one place: the interpreter counts steps, loop iterations, call depth and
/// value lengths; the world (ReelWorld's `WorldLimits`, made from these) counts the views,
/// animations and timed calls it makes and the scene time they reach.
public struct EvaluationLimits: Sendable, Equatable {
    /// The largest source text accepted, in UTF-8 bytes (the file and `--run` each).
    public var sourceBytes: Int
    /// Expressions and statements evaluated in all, a bound on any runaway computation.
    public var steps: Int
    /// Iterations of all `for`/`while` loops together.
    public var loopIterations: Int
    /// Nested calls of functions, methods, initializers and closures.
    public var recursionDepth: Int
    /// Animations the code may start (UIView blocks, keyframes, property animators, CA animations).
    public var animations: Int
    /// Views and layers the code may create.
    public var views: Int
    /// The longest scene the evaluation may schedule, in seconds of the virtual clock.
    public var sceneSeconds: Double
    /// Timed calls the code may schedule (asyncAfter, completions, transaction completions).
    public var scheduledCalls: Int
    /// The longest string (UTF-8 bytes) or array (elements) an operation may make: doubling a
    /// string 40 times is 40 steps and a terabyte, so steps alone do not bound memory.
    public var valueLength: Int
    /// Changes of a SwiftUI view's state, each evaluating its `body` again (the first not counted).
    public var stateChanges: Int

    public init(sourceBytes: Int = SwiftSourceSize.maxBytes, steps: Int = 2_000_000, loopIterations: Int = 100_000,
                recursionDepth: Int = 200, animations: Int = 2_000, views: Int = 200, sceneSeconds: Double = 120,
                valueLength: Int = 1_000_000, scheduledCalls: Int = 10_000, stateChanges: Int = 10_000) {
        self.sourceBytes = sourceBytes
        self.steps = steps
        self.loopIterations = loopIterations
        self.recursionDepth = recursionDepth
        self.animations = animations
        self.views = views
        self.sceneSeconds = sceneSeconds
        self.valueLength = valueLength
        self.scheduledCalls = scheduledCalls
        self.stateChanges = stateChanges
    }

    public static let standard = EvaluationLimits()

    /// The names refusals use, as in docs/swift-files.md.
    public enum Name: String, Sendable {
        case sourceBytes = "source size"
        case steps = "evaluation steps"
        case loopIterations = "loop iterations"
        case recursionDepth = "recursion depth"
        case animations = "animations created"
        case views = "views created"
        case sceneSeconds = "scene length"
        case valueLength = "value length"
        case scheduledCalls = "timed calls"
        case stateChanges = "state changes"
        /// The stack of the thread running the evaluation (no number to set: the thread's).
        case nestingDepth = "nesting depth"
    }

    /// The one-line message for a limit exceeded.
    public func exceeded(_ name: Name) -> String {
        switch name {
        case .sourceBytes: return "the source is larger than the source size limit of \(sourceBytes) bytes"
        case .steps: return "evaluation stopped after \(steps) steps (limit: evaluation steps; a runaway computation?)"
        case .loopIterations: return "loops ran more than \(loopIterations) iterations (limit: loop iterations; a runaway loop?)"
        case .recursionDepth: return "calls nested deeper than \(recursionDepth) (limit: recursion depth; a runaway recursion?)"
        case .animations: return "more than \(animations) animations were started (limit: animations created)"
        case .views: return "more than \(views) views or layers were created (limit: views created)"
        case .sceneSeconds: return "the scene runs longer than \(PlainSeconds(sceneSeconds)) s (limit: scene length)"
        case .valueLength: return "a string or array grew longer than \(valueLength) (limit: value length)"
        case .scheduledCalls: return "more than \(scheduledCalls) timed calls were scheduled (limit: timed calls)"
        case .stateChanges: return "a view's state changed more than \(stateChanges) times (limit: state changes; a runaway loop?)"
        case .nestingDepth: return "expressions, statements and calls nested too deeply for the stack (limit: nesting depth)"
        }
    }
}

/// A number of seconds written without a trailing `.0` for whole values.
struct PlainSeconds: CustomStringConvertible {
    let value: Double
    init(_ value: Double) { self.value = value }
    var description: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
