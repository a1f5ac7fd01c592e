import ArgumentParser
import ReelExport

/// A command that exports one reel: it plans the job from its arguments, and running it runs
/// that job. A batch parses each of its jobs with the command it names and runs the plans.
protocol PlannedExport: ParsableCommand {
    /// The export these arguments describe, checked, with nothing written yet.
    func job() throws -> ExportJob
    /// No progress bar and no summary line.
    var quiet: Bool { get }
}

extension PlannedExport {
    func run() throws {
        var job = try job()
        job.commandLine = ShellWords.join(CommandLine.arguments)
        try Report.run(job, quiet: quiet)
    }
}
