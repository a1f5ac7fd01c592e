import ReelEncode
import ReelModels

/// The checks a batch passes before any work: every output is a file a batch can write and
/// keep up to date, no two jobs write the same file (compared as resolved paths, so `out/a.gif`
/// and `./out/../out/a.gif` are one file), and no job writes over a file any job reads, or over
/// the manifest itself. The batch's own `report`, when asked for, is held to the same rules:
/// it is nobody's output and nothing the batch reads.
public enum BatchPlan {
    /// Refuses the first task that breaks one of the rules above, then a `report` that would
    /// land on an output or an input.
    public static func check(_ tasks: [BatchTask], manifest: String, report: String? = nil) throws(ExportError) {
        var written: [String: BatchTask] = [:]
        var folders: [String: String] = [:]
        for task in tasks {
            for input in task.inputs where input == "-" {
                throw refuse(task, manifest, "reads standard input; a batch job reads files")
            }
            for output in task.outputs {
                if output == "-" { throw refuse(task, manifest, "writes to standard output; a batch job writes files") }
                if OutputFormat.forPath(output) == .pngSequence {
                    throw refuse(task, manifest, "\(output): PNG frame sequences are not batch outputs; write an animated file (.png is APNG)")
                }
                if output.hasSuffix(BatchStamp.suffix) {
                    throw refuse(task, manifest, "\(output): the \(BatchStamp.suffix) ending is kept for the batch's records")
                }
                let resolved = ResolvedPath.of(output, folders: &folders)
                if let other = written[resolved] {
                    throw refuse(task, manifest, "\(output): \(other.spec.label) writes it too; every job needs its own output")
                }
                written[resolved] = task
            }
        }
        let manifestPath = manifest == "-" ? nil : ResolvedPath.of(manifest)
        var read: [String: BatchTask] = [:]
        for task in tasks {
            for input in task.inputs {
                let resolved = ResolvedPath.of(input, folders: &folders)
                if let writer = written[resolved] {
                    throw refuse(writer, manifest, "\(input): \(task.spec.label) reads it; an output never lands on an input")
                }
                read[resolved] = read[resolved] ?? task
            }
        }
        if let manifestPath, let writer = written[manifestPath] {
            throw refuse(writer, manifest, "\(manifest): that is the manifest; an output never lands on an input")
        }
        guard let report else { return }
        func refuseReport(_ accepted: String) -> ExportError {
            .invalid(ParameterError("report", value: ParameterText.quoted(report), accepted: accepted))
        }
        // "-" is no file: the report is renamed into place like every output, and was
        // written to a file named "-".
        if report == "-" { throw refuseReport("a file to write the JSON report to (standard output is not one)") }
        // An empty name, or one ending in "/", names no file: refused here, before any job
        // runs (the write failed only after every job had run).
        if report.isEmpty || report.hasSuffix("/") { throw refuseReport("a file to write the JSON report to (a file name, not a folder)") }
        let stamps = Set(tasks.flatMap(\.outputs).map { ResolvedPath.of(BatchStamp.path(for: $0), folders: &folders) })
        let resolved = ResolvedPath.of(report, folders: &folders)
        if report.hasSuffix(BatchStamp.suffix) || stamps.contains(resolved) {
            throw refuseReport("a file of its own; the \(BatchStamp.suffix) ending is kept for the batch's records, which a report would replace")
        }

        let clash = resolved == manifestPath ? "it is the manifest"
            : written[resolved].map { "\($0.spec.label) writes it" }
            ?? read[resolved].map { "\($0.spec.label) reads it" }
        if let clash {
            throw .invalid(ParameterError("report", value: ParameterText.quoted(report),
                                          accepted: "a file of its own (\(clash)); the report never lands on an input or an output"))
        }
        try ReelExporter.checkWhatIsThere(report)
    }

    private static func refuse(_ task: BatchTask, _ manifest: String, _ message: String) -> ExportError {
        .scene(SceneError(file: manifest, line: task.spec.line, path: task.spec.label, message: message))
    }
}
