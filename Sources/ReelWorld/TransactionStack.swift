import ReelTimeline

/// Core Animation's transactions (CATransaction.h): the open ones, innermost last. Setting a
/// property of the current transaction outside begin/commit opens the implicit one, which
/// commits when the run-loop turn ends.
struct TransactionStack {
    struct Transaction {
        /// Made by a setter outside begin/commit: Core Animation's implicit transaction, which
        /// commits when the current run-loop turn ends (here: the end of the current timed call).
        var implicit = false
        var duration = 0.25
        var timingFunction: TimingFunction?
        var disableActions = false
        var completion: (() throws -> Void)?
        /// The latest end of the animations added inside it, on the scene's clock.
        var latestEnd: Rational?
    }

    private var open: [Transaction] = []

    var isEmpty: Bool { open.isEmpty }
    /// Whether the innermost open transaction is the implicit one.
    var innermostIsImplicit: Bool { open.last?.implicit == true }
    /// CATransaction.animationDuration(): 0.25 s unless set.
    var duration: Double { open.last?.duration ?? 0.25 }

    /// CATransaction.begin().
    mutating func begin() { open.append(Transaction()) }

    /// CATransaction.commit(): the innermost transaction, its animations' end carried into
    /// the one around it; nil when none is open.
    mutating func commit() -> Transaction? {
        guard let t = open.popLast() else { return nil }
        if let end = t.latestEnd, let i = open.indices.last {
            open[i].latestEnd = .max(open[i].latestEnd ?? end, end)
        }
        return t
    }

    /// Changes the current transaction (the implicit one, opened, when none is).
    mutating func setCurrent(_ change: (inout Transaction) -> Void) {
        if open.isEmpty { open.append(Transaction(implicit: true)) }
        change(&open[open.count - 1])
    }

    /// An animation ending at `end` (scene clock) ends inside every open transaction.
    mutating func noteEnd(_ end: Rational) {
        for i in open.indices { open[i].latestEnd = .max(open[i].latestEnd ?? end, end) }
    }
}
