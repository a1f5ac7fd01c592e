import Foundation
import ReelExport

/// A progress bar on stderr for exports that take longer than about half a second: frames
/// done, rate, time left. Only on a terminal, never with --quiet.
final class Progress: @unchecked Sendable {
    private var frames = 0
    private var passes = 1
    private let bar: TerminalBar

    init(quiet: Bool) {
        bar = TerminalBar(quiet: quiet)
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
        let total = frames * passes
        let done = pass * frames + k + 1
        let stage = passes > 1 ? (pass == 0 ? "palette " : "encoding ") : ""
        bar.draw(fraction: total > 0 ? Double(done) / Double(total) : 1, last: done == total) { elapsed in
            let rate = Double(done) / elapsed
            let left = rate > 0 ? Double(total - done) / rate : 0
            return String(format: "%@%d/%d frames  %.0f fps  %.1f s left ", stage, k + 1, frames, rate, left)
        }
    }

    /// Erases the bar before the summary line or an error.
    func clear() { bar.clear() }
}
