import Foundation
import ReelExport

/// A progress bar on stderr for exports that take longer than about half a second: frames
/// done, rate, time left. Only on a terminal, never with --quiet.
final class Progress: @unchecked Sendable {
    private var frames = 0
    private var passes = 1
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(quiet: Bool) {
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Follows the export's events.
    func update(_ event: ExportEvent) {
        switch event {
        case .started(let frames, let passes):
            self.frames = frames; self.passes = passes
        case .frame(let pass, let k):
            draw(pass: pass, frame: k)
        }
    }

    private func draw(pass: Int, frame k: Int) {
        guard enabled else { return }
        let total = frames * passes
        let done = pass * frames + k + 1
        let now = Date()
        let elapsed = now.timeIntervalSince(start)
        guard elapsed > 0.5, now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
        lastDraw = now
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let stage = passes > 1 ? (pass == 0 ? "palette " : "encoding ") : ""
        let line = String(format: "\r%@ %@%d/%d frames  %.0f fps  %.1f s left ", bar, stage, k + 1, frames, rate, left)
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// Erases the bar before the summary line or an error.
    func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }
}
