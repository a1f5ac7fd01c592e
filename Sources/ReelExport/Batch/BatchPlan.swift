import ReelEncode
import ReelModels

/// The checks a batch passes before any work: every output is a file a batch can write and
/// keep up to date, no two jobs write the same file (compared as resolved paths, so `out/a.gif`
/// and `./out/../out/a.gif` are one file), and no job writes over a file any job reads, or over
/// the manifest itself.
public enum BatchPlan {
    /// Refuses the first task that breaks one of the rules above.
    public static func check(_ tasks: [BatchTask], manifest: String) throws(ExportError) {
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
        for task in tasks {
            for input in task.inputs {
                let resolved = ResolvedPath.of(input, folders: &folders)
                if let writer = written[resolved] {
                    throw refuse(writer, manifest, "\(input): \(task.spec.label) reads it; an output never lands on an input")
                }
            }
        }
        if let manifestPath, let writer = written[manifestPath] {
            throw refuse(writer, manifest, "\(manifest): that is the manifest; an output never lands on an input")
        }
    }

    private static func refuse(_ task: BatchTask, _ manifest: String, _ message: String) -> ExportError {
        .scene(SceneError(file: manifest, line: task.spec.line, path: task.spec.label, message: message))
    }
}
