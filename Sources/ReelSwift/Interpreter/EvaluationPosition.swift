internal import SwiftSyntax

/// Where one thread of evaluation is (swapped with it: `Interpreter.ExecutionContext`): the
/// scope of the innermost block being executed and the index of each `for`-`in` iteration
/// around it, outermost first. A sleeping task's state is its place and these (InterpretedTask):
/// `for _ in 0..<6 { sleep; toggle }` is in a new state at each iteration though the view's
/// state repeats, `while true { sleep; toggle }` is not.
struct EvaluationPosition {
    var scope: Scope?
    var iterations: [Int] = []

    /// The state of a task sleeping at `node`: the call's place, the iterations, and the
    /// variables (`var`s, not functions) of the scopes from the innermost out to the file's
    /// (a run's own loop counts with the run's variables), each as `text` prints it.
    /// Outside any block (a run's own statements) the scope is the file's, `globals`.
    func description(sleepingAt node: Syntax, globals: Scope, _ text: (Value) -> String) -> String {
        var parts = ["@\(node.id)", iterations.map(String.init).joined(separator: ",")]
        var current: Scope? = scope ?? globals
        while let scope = current {
            for (name, box) in scope.variables() {
                if case .function = box.value { continue }
                parts.append(name + "=" + text(box.value))
            }
            current = scope.parent
        }
        return parts.joined(separator: ";")
    }
}
