internal import SwiftSyntax

/// Where a built-in or world member is being called, read or set: the construct (so a refusal
/// is placed at it, never at the start of the file) and the interpreter (to call the code's
/// closures back and to count what the code makes). Every built-in and every world member
/// receives one as an argument; nothing reads "the node being evaluated" from a global.
public struct CallSite {
    /// The construct evaluated: the call, the member access, the assignment.
    let node: Syntax
    /// The interpreter evaluating it.
    /// Held strongly: the world keeps closures that call back into it after the code returned.
    public let interpreter: Interpreter

    init(_ node: some SyntaxProtocol, _ interpreter: Interpreter) {
        self.node = Syntax(node)
        self.interpreter = interpreter
    }

    /// A refusal at this site.
    public func refuse(_ message: String, _ kind: SwiftRefusal.Kind) -> SwiftRefusal {
        interpreter.refusal(message, at: node, kind: kind)
    }

    /// `what` is not evaluated; `supported` is what is (the refusal's "supported:" list).
    public func notEvaluated(_ what: String, supported: [String]) -> SwiftRefusal {
        refuse("\(what) is not evaluated" + (supported.isEmpty ? "" : " (supported: \(supported.joined(separator: ", ")))"),
               .notEvaluated(supported: supported))
    }

    /// A value of the wrong type: `message` says it as the compiler would.
    public func mismatch(_ message: String, expected: String, found: Value) -> SwiftRefusal {
        refuse(message, .typeMismatch(expected: expected, found: found.typeName))
    }

    /// One of the evaluation's limits reached here.
    public func limit(_ name: EvaluationLimits.Name) -> SwiftRefusal {
        refuse(interpreter.limits.exceeded(name), .limit(name))
    }

    /// Calls a function of the code (a closure the world runs: animations, a completion)
    /// with this site as the place refusals inside built-ins it calls fall back to.
    public func invoke(_ function: Function, _ arguments: [Argument]) throws -> Value {
        try interpreter.invoke(function, arguments, at: node)
    }
}

/// A call site as the world keeps it (`UIKitWorld.caller`): its construct, and its
/// interpreter held weakly (the world outlives no evaluation, and must not keep one alive).
final class CallOrigin {
    let node: Syntax
    weak var interpreter: Interpreter?
    init(_ site: CallSite) { node = site.node; interpreter = site.interpreter }

    /// A limit reached by what this call made, placed at it.
    func limit(_ name: EvaluationLimits.Name) -> SwiftRefusal? {
        interpreter?.refusal(limit: name, at: node)
    }

    /// What this call made refused by the world (the scene it grew past its bound), placed at it.
    func refusal(_ message: String) -> SwiftRefusal? {
        interpreter?.refusal(message, at: node, kind: .world)
    }

    /// The name of the function (or method) declaration the call is written in; nil for a call
    /// outside any (the run's own statements, an initializer, a property observer).
    var enclosingFunctionName: String? {
        var node: Syntax? = self.node
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self) { return nil }
            node = interpreter?.writtenParent(of: current) ?? current.parent
        }
        return nil
    }
}

extension Interpreter {
    /// A call site at the start of the last text run, for tests that ask the world directly.
    package func testSite() -> CallSite? {
        units.last.map { CallSite($0.tree, self) }
    }
}
