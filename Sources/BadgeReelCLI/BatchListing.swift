import ReelExport
import ReelModels

/// A manifest's jobs planned as `badgereel batch MANIFEST --list` plans them — every job's
/// words read as its command reads them (`ExportWords`, else its parser) and given every
/// check its export makes before drawing — for the
/// benchmarks (Benchmarks/, "batch: plan 10,000 jobs") and for tools that want the list
/// without a process.
public enum BatchListing {
    /// Each job's command line (`badgereel pop …`), in the manifest's order; a refusal is
    /// thrown with the job's place, as the command says it.
    public static func commandLines(manifest: String) throws -> [String] {
        let command = try BatchCommand.parse([manifest])
        let specs: [BatchJobSpec]
        do throws(ExportError) { specs = try BatchManifestReader.jobs(in: manifest) } catch { throw CommandFailure(error) }
        return try command.plan(specs).map { $0.job.commandLine ?? "badgereel " + ShellWords.join($0.spec.arguments) }
    }
}
