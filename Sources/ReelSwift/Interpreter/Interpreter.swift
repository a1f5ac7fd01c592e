internal import SwiftSyntax
import ReelSwiftInput

/// A bounded tree-walking evaluator of SwiftParser's tree: declarations are registered, then
/// statements run; nothing is compiled or executed. Every construct outside the subset, and
/// every limit reached, ends the evaluation with a `SwiftRefusal` at the construct's position.
public final class Interpreter {
    /// A parsed text the interpreter evaluates: the file or the `--run` statements.
    final class Unit {
        let source: SwiftSource
        let tree: SourceFileSyntax
        /// Lines and columns, made when a refusal or a literal first asks: building it walks the
        /// whole text (0.29 ms of BadgeHub's 41 ms timeline, issue 38), and a file that renders
        /// without a refusal or the studio never needs it.
        lazy var converter = SourceLocationConverter(fileName: source.fileName, tree: tree)
        init(source: SwiftSource, tree: SourceFileSyntax) {
            self.source = source
            self.tree = tree
        }
    }

    /// What a running function knows about where it is: its type, its `self`, whether it is an
    /// initializer (observers do not fire there), and its name (for literal names).
    struct Frame {
        var owner: UserType?
        var nativeOwner: String?
        var isStatic = false
        var initializing: Instance?
        /// The struct type whose initializer is running: its `let`s are assigned there.
        var initializingStruct: UserType?
        var functionName: String?
        var returnType: TypeRef?
    }

    public let limits: EvaluationLimits
    public let world: (any NativeWorld)?
    let globals = Scope(parent: nil)
    var types: [String: UserType] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// Members extensions add to world types (`extension UIView { func setAnchorPoint … }`).
    var nativeExtensions: [String: UserType] = [:]
    var units: [Unit] = []
    var frames: [Frame] = [Frame()]
    var steps = 0
    var loopIterations = 0
    var depth = 0
    /// The stack of the thread running the evaluation, read as each text starts running.
    var stack = StackBudget(floor: nil)
    /// `self` as a mutating method or setter left it, written back by the caller.
    var lastMutatedSelf: Value?
    /// Lines `print` wrote (never to standard output: an export's stdout may be the file).
    public private(set) var log: [String] = []
    /// Numeric literals evaluated, by position (issue 31: the studio's controls).
    var literalRecords: [LiteralKey: EvaluatedLiteral] = [:]
    var literalOrder: [LiteralKey] = []
    /// Operator sequences folded so far, by the sequence's id, and where each folded tree
    /// stands in the file, by its root's id (OperatorFolding).
    var foldedSequences: [SyntaxIdentifier: ExprSyntax] = [:]
    var foldedOrigins: [SyntaxIdentifier: FoldedOrigin] = [:]
    /// Sequences the interpreter folds itself (nil: SwiftOperators folds them), by id.
    var foldedOperands: [SyntaxIdentifier: SequenceOperand?] = [:]
    /// Whether literals are recorded at all: the studio's controls need them, a render does
    /// not (naming and placing each costs, and every evaluation of one is counted).
    public var recordsLiterals = true
    /// SwiftUI's view builders (Interpreter+ViewBuilder.swift).
    var viewBuilder = ViewBuilderState()
    /// The `Task`s the run started, and the one whose body is being evaluated (nil: the run's
    /// own code), swapped with the evaluation (InterpretedTask).
    var tasks: [InterpretedTask] = []
    var runningTask: InterpretedTask?
    /// Where this evaluation is: the innermost block's scope and the `for`-`in` iterations
    /// around it (a sleeping task's own state: InterpretedTask).
    var position = EvaluationPosition()

    public init(limits: EvaluationLimits = .standard, world: (any NativeWorld)? = nil) {
        self.limits = limits
        self.world = world
    }

    // MARK: - Entry

    /// Parses nothing: checks `source` (size, syntax), registers its declarations and runs its
    /// top-level statements (operators are folded as their sequences are first evaluated).
    public func run(_ source: SwiftSource) throws(SwiftRefusal) {
        let unit = try prepare(source)
        units.append(unit)
        stack = StackBudget.current()
        do {
            try registerDeclarations(unit.tree.statements, in: globals, enclosing: nil)
            try executeTopLevel(unit.tree.statements)
        } catch let refusal as SwiftRefusal {
            throw refusal
        } catch {
            // Every refusal of the evaluation is a SwiftRefusal placed at its construct; an
            // error of another type escaping is a defect, reported against the whole text.
            throw SwiftRefusal(fileName: source.fileName, line: 1, column: 1, message: "\(error)", kind: .world)
        }
    }

    func prepare(_ source: SwiftSource) throws(SwiftRefusal) -> Unit {
        if source.text.utf8.count > limits.sourceBytes {
            throw SwiftRefusal(fileName: source.fileName, line: 1, column: 1, message: limits.exceeded(.sourceBytes), kind: .limit(.sourceBytes))
        }
        if let refusal = source.shapeRefusal { throw refusal }
        if let error = SyntaxErrorFinder.firstError(in: source.tree) {
            let converter = SourceLocationConverter(fileName: source.fileName, tree: source.tree)
            let location = converter.location(for: error.position)
            throw SwiftRefusal(fileName: source.fileName, line: location.line, column: location.column, message: error.message, kind: .syntax)
        }
        return Unit(source: source, tree: source.tree)
    }

    func executeTopLevel(_ items: CodeBlockItemListSyntax) throws {
        for item in try compiled(items) {
            switch item.item {
            case .decl(let decl):
                // Types and functions were registered; variables run in order, as in main.swift.
                if let variable = decl.as(VariableDeclSyntax.self) {
                    try declareVariable(variable, in: globals)
                }
            default:
                let flow = try execute(item, in: globals)
                if case .returned = flow { return }
            }
            try world?.topLevelStatementEnded()
        }
    }

    // MARK: - Refusals

    /// A refusal at `node`'s position in whichever text holds it.
    func refusal(_ message: String, at node: some SyntaxProtocol, kind: SwiftRefusal.Kind = .invalid) -> SwiftRefusal {
        guard let unit = unit(holding: node) ?? units.last else {
            return SwiftRefusal(fileName: "<swift>", line: 1, column: 1, message: message, kind: kind)
        }
        let location = unit.converter.location(for: AbsolutePosition(utf8Offset: fileOffsetAfterTrivia(of: node)))
        return SwiftRefusal(fileName: unit.source.fileName, line: location.line, column: location.column, message: message, kind: kind)
    }

    /// A limit reached at `node`.
    func refusal(limit name: EvaluationLimits.Name, at node: some SyntaxProtocol) -> SwiftRefusal {
        refusal(limits.exceeded(name), at: node, kind: .limit(name))
    }

    /// What Swift traps on at run time (`Fatal error: …`), at `node`.
    func trap(_ message: String, at node: some SyntaxProtocol) -> SwiftRefusal {
        refusal(message, at: node, kind: .trap)
    }

    /// The construct's text for messages, shortened to one line.
    func snippet(_ node: some SyntaxProtocol) -> String {
        var text = node.trimmedText.split(separator: "\n").first.map(String.init) ?? ""
        if text.count > 60 { text = String(text.prefix(57)) + "…" }
        return text
    }

    func notEvaluated(_ node: some SyntaxProtocol, supported: String) -> SwiftRefusal {
        refusal("\(snippet(node)) is not evaluated (supported: \(supported))", at: node, kind: .notEvaluated(supported: supported.split(separator: ", ").map(String.init)))
    }

    // MARK: - Limits

    @inline(__always) func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > limits.steps { throw refusal(limit: .steps, at: node) }
        if stack.isExhausted() {
            throw refusal(limit: .nestingDepth, at: node)
        }
    }

    /// Work a builtin does element by element (`contains`, `joined`, `reversed`, a range made
    /// into an array, `print` of an array): that many steps, so one call over half a million
    /// elements is not one step (issue 41: 90,000 `a.contains` over 524,288 elements ran 23
    /// minutes within the step limit).
    /// Elements an array or dictionary change copies, or a dictionary look-up compares, per
    /// step charged (`chargeCopy`). The interpreter's collections are values that a change
    /// copies whole (the place keeps its own), and a dictionary finds a key by comparing each;
    /// uncharged, a loop of 20,000 `append`s took 76 s and 100,000 (within every limit) about
    /// half an hour (round 15). A step per element would refuse an array of a few thousand
    /// built by `append`; one per 16, as string concatenation is charged, bounds the copying
    /// at about what the steps limit itself costs.
    static let elementsPerStep = 16

    /// Charges the copy or scan of a collection of `count` elements.
    func chargeCopy(_ count: Int, at node: some SyntaxProtocol) throws(SwiftRefusal) {
        try charge(count / Self.elementsPerStep, at: node)
    }

    func charge(_ elements: Int, at node: some SyntaxProtocol) throws(SwiftRefusal) {
        steps += elements
        if steps > limits.steps { throw refusal(limit: .steps, at: node) }
    }

    func countIteration(_ node: some SyntaxProtocol) throws {
        loopIterations += 1
        if loopIterations > limits.loopIterations { throw refusal(limit: .loopIterations, at: node) }
    }

    /// A string's UTF-8 length or an array's count, checked where one is made longer (`+`,
    /// `+=`, interpolation, `joined`, `append`), before memory grows past the limit.
    func checkLength(_ length: Int, at node: some SyntaxProtocol) throws {
        if length > limits.valueLength { throw refusal(limit: .valueLength, at: node) }
    }

    /// A nested collection's length counts every element inside it: `a = [a, a]` thirty times
    /// shares storage (small in memory) but is 2^30 elements to every walk of it (unifying,
    /// coercing, describing, comparing), so it is refused when made. The count stops at the
    /// limit, so the check costs no more than the limit however the value nests.
    func checkNestedLength(_ values: [Value], at node: some SyntaxProtocol) throws {
        var remaining = limits.valueLength
        var pending: [[Value]] = [values]
        while let items = pending.popLast() {
            remaining -= items.count
            if remaining < 0 { throw refusal(limit: .valueLength, at: node) }
            for item in items {
                switch item {
                case .array(let inner), .tuple(let inner, _): pending.append(inner)
                case .dictionary(let dictionary): pending.append(dictionary.keys); pending.append(dictionary.values)
                default: break
                }
            }
        }
    }

    /// The most `print` keeps: lines, and bytes in all (10,000 lines of any length held 5.2 GB).
    static let logLines = 10_000
    static let logBytes = 1 << 20

    /// Keeps `line` while the log has room in lines and bytes; a line past the bytes is cut.
    func appendLog(_ line: String) {
        guard log.count < Self.logLines, logBytes < Self.logBytes else { return }
        var kept = line
        if logBytes + kept.utf8.count > Self.logBytes {
            kept = String(decoding: kept.utf8.prefix(Self.logBytes - logBytes), as: UTF8.self)
        }
        logBytes += kept.utf8.count
        log.append(kept)
    }
    private(set) var logBytes = 0

    var frame: Frame { frames[frames.count - 1] }
}

extension Interpreter {
    /// A top-level variable's value after the run (for tests and the bridge's inference).
    public func globalValue(_ name: String) -> Value? {
        globals.lookup(name).flatMap { $0.isInitialized ? $0.value : nil }
    }

    /// Describes a value as string interpolation would.
    public func text(of value: Value) -> String { describe(value) }
}

extension Interpreter {
    /// Defines a name before anything runs (`host`, `badge`, `label`).
    public func predefine(_ name: String, _ value: Value) {
        globals.define(name, value: value)
    }
}
