import Foundation

/// The progress bar every command draws on stderr: only on a terminal and never with
/// --quiet, not before half a second has passed, at most ten times a second (and always for
/// the last step), erased before the summary line or an error.
final class TerminalBar: @unchecked Sendable {
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(quiet: Bool) {
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Draws `fraction` (0…1) of the bar followed by `text(elapsed seconds)`, when it is time to.
    func draw(fraction: Double, last: Bool, _ text: (Double) -> String) {
        guard enabled else { return }
        let now = Date()
        let elapsed = now.timeIntervalSince(start)
        guard elapsed > 0.5, now.timeIntervalSince(lastDraw) > 0.1 || last else { return }
        lastDraw = now
        let width = 30
        let filled = max(0, min(width, Int(Double(width) * fraction)))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(text(elapsed))".utf8))
        drawn = true
    }

    /// Erases the bar.
    func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }
}
