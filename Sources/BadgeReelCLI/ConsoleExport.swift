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
    /// A refusal of a Swift file's code, printed as a compiler prints an error: `description`
    /// (`Badge.swift:12:9: error: …`) with nothing before it, then these lines (the line
    /// refused and a caret under it). Nil for every other failure (`badgereel: …`, one line).
    var excerpt: [String]? = nil

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
        if case .encoded(.raw) = s.output { return }
        // One line whatever the name holds: a line break or a terminal escape is escaped.
        let path = ParameterText.oneLine(s.path)
        switch s.output {
        case .swift:
            // Source, not frames: the motion's length and the file's size.
            StandardStreams.error("\(path): \(s.format), \(String(format: "%.2f", s.duration)) s scene, \(byteSize(s.bytes ?? 0))\n")
            return
        case .encoded, .lottie: break
        }
        if let budget = s.budget, let bytes = s.bytes {
            StandardStreams.error("\(path): \(s.format), \(budgetTerms(s, budget)), \(byteSize(bytes)) of \(limitSize(budget.limit))\n")
            return
        }
        var size = ""
        if let bytes = s.bytes {
            size = ", " + byteSize(bytes)
        }
        StandardStreams.error("\(path): \(s.format), \(s.width)x\(s.height), \(s.frames) frames, \(String(format: "%.2f", s.duration)) s\(size)\n")
    }
}

extension ConsoleExport {
    /// What a file made to a budget holds, where it could have given something up: its
    /// pixels (and the scale, when lowered), frame rate, colours and lossiness (GIF), CRF
    /// (MP4, WebM), quality (WebP).
    static func budgetTerms(_ s: ExportSummary, _ b: BudgetOutcome) -> String {
        var terms = ["\(s.width)x\(s.height)" + (b.scale < 1 ? " (scale \(plainNumber(b.scale)))" : "")]
        terms.append("\(plainNumber((b.fps * 100).rounded() / 100)) fps")
        if let colors = b.colors { terms.append("\(colors) colours") }
        if let lossy = b.lossy, lossy > 0 { terms.append("lossy \(lossy)") }
        if let crf = b.crf { terms.append("crf \(crf)") }
        if s.format == "webp" { terms.append(b.webpQuality.map { "quality \($0)" } ?? "lossless") }
        return terms.joined(separator: ", ")
    }

    /// A budget as the summary prints it: decimal units, up to two decimals (`60 KB`,
    /// `1.57 MB` for 1.5MiB).
    static func limitSize(_ bytes: Int64) -> String {
        let (value, unit) = bytes >= 1_000_000 ? (Double(bytes) / 1e6, "MB") : (Double(bytes) / 1e3, "KB")
        return "\(plainNumber((value * 100).rounded() / 100)) \(unit)"
    }
}

/// A one-line warning on stderr.
func warn(_ message: String) {
    StandardStreams.error("badgereel: warning: \(Main.shortened(message))\n")
}

/// A file's size as the summaries print it: ReelModels' one formatter of it (decimal
/// kilobytes or megabytes, one decimal), which the library's refusals use too.
func byteSize(_ bytes: Int) -> String { ByteSize.decimal(Int64(bytes)) }
