import Foundation
import ReelExport

/// One progress bar for a whole batch on stderr: jobs ended out of all, failures so far,
/// time left. Jobs still running count by their frames done. Only on a terminal, never with
/// --quiet; drawn at most ten times a second.
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var ended = 0
    private var failed = 0
    private var running: [Int: Double] = [:]
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) == 1
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
        guard enabled else { return }
        let now = Date()
        let elapsed = now.timeIntervalSince(start)
        guard elapsed > 0.5, now.timeIntervalSince(lastDraw) > 0.1 || force else { return }
        lastDraw = now
        let done = Double(ended) + running.values.reduce(0, +)
        let left = done > 0 ? elapsed * (Double(total) - done) / done : 0
        let width = 30
        let filled = total > 0 ? min(width, Int(Double(width) * done / Double(total))) : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let failures = failed > 0 ? "  \(failed) failed" : ""
        let line = String(format: "\r%@ %d/%d jobs%@  %.1f s left ", bar, ended, total, failures, left)
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// Erases the bar before the summary.
    func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }
}
