import ArgumentParser
import Foundation
import ReelEncode
import ReelExport
import ReelModels

/// A failure the command line reports as one line and an exit status (sysexits): a value
/// refused is a usage error (64), a scene file's bad content a data error (65), an input that
/// cannot be read 66, an output that cannot be written an I/O error (74), the encoder's own
/// failure 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32

    init(_ error: ExportError) {
        description = Flags.message(for: error)
        exitCode = error.exitStatus
    }
}

/// Runs an export with a progress bar and the summary line, as every exporting command does.
enum ConsoleExport {
    static func run(_ job: ExportJob, quiet: Bool) throws {
        for w in ReelExporter.warnings(for: job.reel) { warn(Flags.message(for: w)) }
        let progress = Progress(quiet: quiet)
        defer { progress.clear() }
        do throws(ExportError) {
            let summary = try ReelExporter.run(job, progress: progress.update)
            progress.clear()
            if !quiet { summarize(summary) }
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The one line on stderr after an export: path, format, pixels, frames, length, size.
    static func summarize(_ s: ExportSummary) {
        guard s.format != "raw" else { return }
        // One line whatever the name holds: a line break or a terminal escape is escaped.
        let path = ParameterText.oneLine(s.path)
        if s.format.hasPrefix("swift") {
            // Source, not frames: the motion's length and the file's size.
            StandardStreams.error("\(path): \(s.format), \(String(format: "%.2f", s.duration)) s scene, \(byteSize(s.bytes ?? 0))\n")
            return
        }
        var size = ""
        if let bytes = s.bytes {
            size = ", " + byteSize(bytes)
        }
        StandardStreams.error("\(path): \(s.format), \(s.width)x\(s.height), \(s.frames) frames, \(String(format: "%.2f", s.duration)) s\(size)\n")
    }
}

/// A one-line warning on stderr.
func warn(_ message: String) {
    StandardStreams.error("badgereel: warning: \(Main.shortened(message))\n")
}

/// A file's size as the summaries print it: decimal kilobytes or megabytes, one decimal.
func byteSize(_ bytes: Int) -> String {
    bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.1f KB", Double(bytes) / 1e3)
}
