import ReelEncode
import Foundation
import ReelExport
import ReelModels

/// The table a batch ends with on stderr: jobs done, skipped (up to date), failed and not run
/// (after a failure with --fail-fast), bytes and time; then every failure with its message.
struct BatchSummary {
    let tasks: [BatchTask]
    let outcomes: [BatchRunner.Outcome]
    let seconds: Double
    let manifest: String

    var failed: Int { outcomes.filter { if case .failed = $0 { true } else { false } }.count }

    func write(quiet: Bool) {
        var done = 0, doneBytes = 0, skipped = 0, skippedBytes = 0, notRun = 0
        var jobSeconds = 0.0
        var failures: [String] = []
        for (task, outcome) in zip(tasks, outcomes) {
            switch outcome {
            case .done(let s, let t): done += 1; doneBytes += s.bytes ?? 0; jobSeconds += t
            case .skipped(let bytes): skipped += 1; skippedBytes += bytes
            case .failed(let error):
                let place = ParameterText.oneLine("\(manifest)\(task.spec.line.map { ":\($0)" } ?? ""): \(task.spec.label)")
                failures.append("  \(place): \(CommandFailure(error).description)")
            case .notRun: notRun += 1
            }
        }
        var out = ""
        if !quiet {
            // name, jobs, bytes, note: aligned columns, nothing trailing.
            func row(_ name: String, _ n: Int, _ bytes: Int?, _ note: String) -> String {
                var line = "  " + name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(n).leftPadded(6)
                line += "  " + (bytes.map(byteSize) ?? "").leftPadded(9)
                if !note.isEmpty { line += "  " + note }
                return line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
            }
            out += "\(tasks.count) jobs in \(String(format: "%.2f", seconds)) s\n"
            out += row("done", done, doneBytes, done > 0 ? String(format: "%.2f s of rendering", jobSeconds) : "")
            out += row("skipped", skipped, skipped > 0 ? skippedBytes : nil, skipped > 0 ? "up to date" : "")
            out += row("failed", failures.count, nil, "")
            if notRun > 0 { out += row("not run", notRun, nil, "stopped by --fail-fast") }
        }
        if !failures.isEmpty { out += "failed:\n" + failures.joined(separator: "\n") + "\n" }
        StandardStreams.error(out)
    }

}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
