import Foundation
import ReelExport

/// One progress bar for a whole batch on stderr: jobs ended out of all, failures so far,
/// time left. Jobs still running count by their frames done. Only on a terminal, never with
/// --quiet; drawn at most ten times a second.
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let bar: TerminalBar
    private var ended = 0
    private var failed = 0
    private var running: [Int: Double] = [:]

    init(total: Int, quiet: Bool) {
        self.total = total
        bar = TerminalBar(quiet: quiet)
    }

    /// Follows the batch's events (the runner delivers them one at a time).
    func update(_ event: BatchRunner.Event) {
        switch event {
        case .progress(let task, let fraction):
            running[task] = fraction
        case .finished(let task, let outcome):
            running[task] = nil
            ended += 1
            if case .failed = outcome { failed += 1 }
        }
        draw(force: ended == total)
    }

    private func draw(force: Bool) {
        let done = Double(ended) + running.values.reduce(0, +)
        bar.draw(fraction: total > 0 ? done / Double(total) : 1, last: force) { elapsed in
            let left = done > 0 ? elapsed * (Double(total) - done) / done : 0
            let failures = failed > 0 ? "  \(failed) failed" : ""
            return String(format: "%d/%d jobs%@  %.1f s left ", ended, total, failures, left)
        }
    }

    /// Erases the bar before the summary.
    func clear() { bar.clear() }
}
