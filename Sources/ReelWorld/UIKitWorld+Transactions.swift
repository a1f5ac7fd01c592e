import ReelModels
import ReelTimeline

/// CATransaction (CATransaction.h) over the transaction stack.
extension UIKitWorld {
    /// CATransaction.begin().
    public func transactionBegin() { transactions.begin() }

    /// CATransaction.flush(): accepted; changes are recorded as they are made.
    public func transactionFlush() {}

    /// CATransaction.commit(): its completion block runs when the animations added inside it
    /// (its nested transactions' included) have ended, or at once when there were none.
    public func transactionCommit() throws(WorldError) {
        guard let t = transactions.commit() else {
            throw WorldError("CATransaction.commit() without a CATransaction.begin() is not evaluated")
        }
        if let completion = t.completion {
            let end = Rational.max(t.latestEnd ?? sceneNow, sceneNow)
            try schedule(at: end - start, completion)
        }
    }

    /// CATransaction.setAnimationDuration(_:): the duration an animation added inside with
    /// none of its own (duration 0) runs for.
    public func transactionSetAnimationDuration(_ seconds: Double) { transactions.setCurrent { $0.duration = seconds } }

    /// CATransaction.animationDuration(): 0.25 s unless set.
    public func transactionAnimationDuration() -> Double { transactions.duration }

    /// CATransaction.setAnimationTimingFunction(_:): kept; it is the curve of implicit
    /// animations, and a view's backing layer makes none (so nothing here uses it).
    public func transactionSetAnimationTimingFunction(_ fn: TimingFunction?) { transactions.setCurrent { $0.timingFunction = fn } }

    /// CATransaction.setDisableActions(_:): kept; a backing layer has no implicit animations
    /// to disable.
    public func transactionSetDisableActions(_ flag: Bool) { transactions.setCurrent { $0.disableActions = flag } }

    /// CATransaction.setCompletionBlock(_:).
    public func transactionSetCompletionBlock(_ block: (() throws -> Void)?) { transactions.setCurrent { $0.completion = block } }
}
