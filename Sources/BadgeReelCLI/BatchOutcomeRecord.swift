import Foundation
import ReelExport
import Synchronization

/// The outcomes of a running batch's finished jobs, as their events arrive: what a signal's
/// `--report` tells (BatchSignals), since the runner hands its outcomes back only at the end,
/// and a stopped batch never gets there. A job not finished is `notRun`.
final class BatchOutcomeRecord: Sendable {
    private let recorded: Mutex<[BatchRunner.Outcome]>

    init(count: Int) { recorded = Mutex(Array(repeating: .notRun, count: count)) }

    /// Records a finished job; other events pass.
    func note(_ event: BatchRunner.Event) {
        guard case .finished(let task, let outcome) = event else { return }
        recorded.withLock { if $0.indices.contains(task) { $0[task] = outcome } }
    }

    /// Every job's outcome so far, in the order of the tasks.
    var outcomes: [BatchRunner.Outcome] { recorded.withLock { $0 } }
}
