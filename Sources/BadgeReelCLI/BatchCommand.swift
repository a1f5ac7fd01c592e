import ArgumentParser
import CLibcExtras
import Foundation
import ReelEncode
import ReelExport
import ReelModels

/// `badgereel batch MANIFEST`: every export a manifest lists, in one process, on every core,
/// skipping those up to date; a share of them with --shard, for N machines of a job system.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run every export a manifest lists (YAML: jobs, each a badgereel command with an optional matrix of {placeholders}) in one process, on every core.",
        discussion: """
            A job whose output was made from the same arguments, input files and tool version is \
            skipped (a hidden .NAME.badgereel-batch file beside each output records its content hash). \
            With --shard I/N (I from 0), only the I-th of N equal, fixed shares runs: give a Kubernetes \
            Indexed Job --shard $JOB_COMPLETION_INDEX/N. The record also holds the build (its digest, the \
            Cairo, Pango and librsvg versions, those of the FFmpeg libraries its format loads, the label fonts' digests), so another build \
            re-renders. SIGTERM or SIGINT stops the batch within 2 s (exit 143, 130), removing unfinished \
            files. See examples/batch/.
            """
    )

    @Argument(help: ArgumentHelp("The manifest (YAML or JSON), or - for standard input.", valueName: "manifest.yaml"))
    var manifest: String

    @Option(help: ArgumentHelp("Run only shard I (from 0) of N, e.g. $JOB_COMPLETION_INDEX/4. Every job is in exactly one shard.", valueName: "I/N"))
    var shard: String?

    @Flag(help: "Print the jobs (with --shard, that shard's) as badgereel command lines, one per line, and run nothing.")
    var list = false

    @Flag(help: "Render every job, also those up to date.")
    var force = false

    @Flag(help: "Start no new job once one has failed.")
    var failFast = false

    @Option(help: ArgumentHelp("Jobs running at once, 1 to \(BatchRunner.Options.maxConcurrency) (default: one per core; each draws on cores ÷ jobs threads).", valueName: "N"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "No progress bar and no summary table (failures are still listed).")
    var quiet = false

    @Flag(help: "One line on stderr per finished job (for logs that are not a terminal, which get no progress bar).")
    var log = false

    @Option(help: ArgumentHelp("Also write every job's output, state (rendered, skipped, failed, notRun), seconds, bytes and message to this JSON file.", valueName: "file.json"))
    var report: String?

    @Flag(help: "Render nothing: list the outputs that are not up to date on stdout, one per line, and exit 1 when there is any.")
    var check = false

    func validate() throws {
        if let jobs, !(1...BatchRunner.Options.maxConcurrency).contains(jobs) {
            throw ValidationError("--jobs \(jobs): expected 1 to \(BatchRunner.Options.maxConcurrency)")
        }
        // A ValidationError, so the refusal exits 64 (usage) like every other bad value.
        if let shard { do throws(ExportError) { _ = try BatchShard(shard) } catch { throw ValidationError(CommandFailure(error).description) } }
        if list && check { throw ValidationError("--list and --check: expected one of them") }
        if let report, list || check { throw ValidationError("--report \(report): expected a batch that runs (not --\(list ? "list" : "check"))") }
    }

    func run() throws {
        let start = Date()
        let cancellation = BatchCancellation()
        if !list {
            BatchSignals.install(cancellation)
            if !check { keepFreedMemory() }
        }
        // Whatever way run() ends after this, a caught signal's status wins (BatchSignals).
        defer { if !list { BatchSignals.mayEndByItself() } }
        let share: BatchShard
        let specs: [BatchJobSpec]
        do throws(ExportError) {
            share = try shard.map { text throws(ExportError) in try BatchShard(text) } ?? .all
            specs = try BatchManifestReader.jobs(in: manifest)
        } catch {
            throw CommandFailure(error)
        }
        // Every job is planned and checked, whatever the shard, so every shard refuses a bad
        // manifest the same way, before any work; planning is a pure function of the words,
        // so it runs on every core, and the first refusal in manifest order is the one told.
        let tasks = try plan(specs)
        let mine = share.select(tasks) { $0.job.output }
        if list {
            // One write: 10,000 lines through print() took a lock and a flush check each.
            var text = ""
            // Each job's command line was joined when it was planned (`commandLine`).
            for task in mine { text += (task.job.commandLine ?? "badgereel " + ShellWords.join(task.spec.arguments)) + "\n" }
            print(text, terminator: "")
            return
        }
        if !list {
            // Only the libraries this shard's formats encode with (a batch of GIFs: libavutil
            // alone), loading on another core while the fingerprint hashes the fonts.
            FFmpegLibraries.preload(mine.reduce(into: []) { $0.formUnion(ReelExporter.ffmpegLibraries(for: $1.job.output)) })
            // Worked out before any job starts (it reads the fonts), so no job's time holds it.
            do throws(ExportError) { _ = try BuildFingerprint.current() } catch { throw CommandFailure(error) }
        }
        if check {
            let stale = BatchCheck.stale(mine)
            for s in stale { print(s.task.job.output) }
            FileHandle.standardError.write(Data("badgereel: \(stale.count) of \(mine.count) outputs not up to date\n".utf8))
            for s in stale where s.reason != "not up to date" { warn("\(place(of: s.task.spec)): \(s.reason)") }
            if !stale.isEmpty { throw CommandFailure(description: "\(stale.count) outputs would be rendered", exitCode: 1) }
            return
        }
        for task in mine {
            for w in ReelExporter.warnings(for: task.job.reel) {
                warn("\(place(of: task.spec)): \(Flags.message(for: w))")
            }
        }
        let progress = BatchProgress(total: mine.count, quiet: quiet, log: log ? BatchLog(outputs: mine.map(\.job.output)) : nil)
        var options = BatchRunner.Options(concurrency: jobs ?? ProcessInfo.processInfo.activeProcessorCount, force: force, failFast: failFast)
        options.cancellation = cancellation
        let finished = BatchOutcomeRecord(count: mine.count)
        if let report {
            let (manifest, tasks) = (manifest, mine)
            BatchSignals.beforeExit { signal in
                let document = BatchReport(manifest: manifest, shard: share, tasks: tasks, outcomes: finished.outcomes,
                                           stoppedBy: signal) { CommandFailure($0).description }
                do throws(ExportError) { try document.write(to: report) } catch { warn(CommandFailure(error).description) }
            }
        }
        let outcomes = BatchRunner.run(mine, options: options) { event in
            finished.note(event)
            progress.update(event)
        }
        progress.clear()
        // Before the report and the summary: a batch stopped by a signal says so, and exits so.
        BatchSignals.mayEndByItself()
        if let report {
            let document = BatchReport(manifest: manifest, shard: share, tasks: mine, outcomes: outcomes) { CommandFailure($0).description }
            do throws(ExportError) { try document.write(to: report) } catch { throw CommandFailure(error) }
        }
        let summary = BatchSummary(tasks: mine, outcomes: outcomes, seconds: Date().timeIntervalSince(start), manifest: manifest)
        summary.write(quiet: quiet)
        if summary.failed > 0 {
            throw CommandFailure(description: "\(summary.failed) of \(mine.count) jobs failed", exitCode: 1)
        }
    }

    /// Every job planned and checked; jobs of one request share one reel, and jobs of one
    /// scene one parsed scene (`JobPlanner`).
    func plan(_ specs: [BatchJobSpec]) throws -> [BatchTask] {
        let batch = self, planner = JobPlanner()
        let tasks = try ConcurrentMap.map(specs) { try batch.plan($0, with: planner) }
        do throws(ExportError) { try BatchPlan.check(tasks, manifest: manifest, report: report) } catch { throw CommandFailure(error) }
        return tasks
    }

    /// A job's words, read as the command line reads them (`ExportWords`, else the command
    /// they name parses them), so its flags and refusals are the command line's own; refusals
    /// carry the job's place in the manifest. Then every check its export would make before
    /// drawing (`BatchPreflight`), so no job fails at run time.
    func plan(_ spec: BatchJobSpec, with planner: JobPlanner = JobPlanner()) throws -> BatchTask {
        var job = try planner.plan(spec, place: place(of: spec)) { spec in try parse(spec, scenes: planner.scenes) }
        // What a Lottie file records: the job's own words, as the same command run alone
        // records them (set here, after planning, whichever way the planner parsed the job).
        job.commandLine = ShellWords.join(["badgereel"] + spec.arguments)
        do throws(ExportError) { try planner.preflight.check(job) } catch {
            let outcome = Main.outcome(of: CommandFailure(error))
            throw CommandFailure(description: "\(place(of: spec)): \(outcome.message)", exitCode: outcome.code)
        }
        return BatchTask(spec: spec, job: job)
    }

    /// The job `spec`'s words plan, through the argument parser.
    func parse(_ spec: BatchJobSpec, scenes: SceneLibrary) throws -> ExportJob {
        let place = place(of: spec)
        let command: ParsableCommand
        // The named subcommand parses its own words, as the root would hand them on: the same
        // flags and refusals, without the root walking every subcommand's arguments again
        // (three quarters of planning's time). Anything else goes to the root, for its words.
        let named = BadgeReel.configuration.subcommands.first { $0.configuration.commandName == spec.arguments.first }
        do {
            let words = try ParserWords.prepared(spec.arguments)
            if let named { command = try named.parseAsRoot(Array(words.dropFirst())) } else {
                command = try BadgeReel.parseAsRoot(words)
            }
        } catch {
            let status = Main.parserStatus(of: error)
            if status == .success {
                throw CommandFailure(description: "\(place): asks for help or the version; a job is an export", exitCode: 64)
            }
            let outcome = Main.outcome(of: error, parserStatus: status)
            throw CommandFailure(description: "\(place): \(outcome.message)", exitCode: outcome.code)
        }
        guard let export = command as? PlannedExport else {
            // The word the job used (`timeline`, not its default subcommand's own name).
            let name = named?.configuration.commandName ?? type(of: command).configuration.commandName ?? "badgereel"
            let exports = BadgeReel.exportCommandNames
            throw CommandFailure(description: "\(place): \(name) is not an export a batch runs; expected \(exports.dropLast().joined(separator: ", ")) or \(exports.last ?? "")",
                                 exitCode: 64)
        }
        // Planning a scene from standard input would read it (or wait on the terminal) for
        // one job of many: refused before it is read.
        if let render = command as? RenderCommand, render.scene == "-" {
            throw CommandFailure(description: "\(place): reads the scene from standard input; a batch job reads files", exitCode: 64)
        }
        do { return try export.job(scenes: scenes) } catch {
            let outcome = Main.outcome(of: error)
            throw CommandFailure(description: "\(place): \(outcome.message)", exitCode: outcome.code)
        }
    }

    /// Every export of a batch allocates the same frame and encoder buffers as the one before.
    /// glibc hands large freed blocks back to the kernel, which must then zero fresh pages for
    /// the next export: perf showed ~12% of a small GIF export's time in those page faults.
    /// Keeping freed memory for reuse removes them; the peak stays the peak (172 → 178 MiB for
    /// 100 small GIFs on two threads).
    private func keepFreedMemory() {
        // mallopt(3) is glibc's, declared in <malloc.h>, which the Glibc module does not
        // export: CLibcExtras wraps it (a no-op on other C libraries).
        _ = reel_malloc_keep_freed(256 << 20, 32 << 20)
    }

    /// Where a job is written: `batch.yaml:3: jobs[0] (count=9)`.
    func place(of spec: BatchJobSpec) -> String {
        "\(manifest)\(spec.line.map { ":\($0)" } ?? ""): \(spec.label)"
    }
}

extension CommandFailure {
    init(description: String, exitCode: Int32) {
        self.description = description; self.exitCode = exitCode
    }
}
