import ArgumentParser
import ReelExport
import ReelModels

/// A command that writes a file through FFmpeg: naming one as the first word starts loading
/// FFmpeg's libraries at once (`Main.encodingCommands`).
protocol EncodingCommand: ParsableCommand {}

/// A command that exports one reel: it plans the job from its arguments, and running it runs
/// that job. A batch parses each of its jobs with the command it names and runs the plans.
protocol PlannedExport: EncodingCommand {
    /// The export these arguments describe, checked, with nothing written yet.
    func job() throws -> ExportJob
    /// The same, reading scene files through a batch's `scenes`, which parses each once.
    func job(scenes: SceneLibrary) throws -> ExportJob
    /// No progress bar and no summary line.
    var quiet: Bool { get }
}

extension PlannedExport {
    /// Commands that read no scene file plan the same job either way.
    func job(scenes: SceneLibrary) throws -> ExportJob { try job() }

    func run() throws {
        var job = try job()
        // "badgereel", not argv[0]: a file's bytes must not depend on how the binary was
        // called (./.build/debug/badgereel, a symlink, a full path).
        job.commandLine = ShellWords.join(["badgereel"] + CommandLine.arguments.dropFirst())
        try ConsoleExport.run(job, quiet: quiet)
    }
}
