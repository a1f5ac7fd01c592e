import Foundation
import ReelEncode
import ReelJSON

/// A batch's outcome for machines (`badgereel batch --report FILE.json`): every job of the
/// shard with its output, what happened to it, how long it took, the bytes of its output and
/// a one-line message, so CI can annotate failures or publish what changed without parsing
/// the summary table. Keys in a fixed order, one job per line.
///
///     {
///       "manifest": "batch.yaml", "shard": "0/4",   (then "stopped": "SIGTERM" when a signal stopped it)
///       "counts": {"rendered": 3, "skipped": 1, "failed": 0, "notRun": 0},
///       "jobs": [
///         {"output": "out/pop.gif", "state": "rendered", "seconds": 0.41, "bytes": 18211, "message": "gif 120×120, 61 frames"},
///         …
public struct BatchReport: Sendable {
    /// One job's line.
    public struct Entry: Sendable, Hashable {
        /// The job's output file.
        public var output: String
        /// rendered, skipped (up to date), failed, or notRun (not started: --fail-fast or a stop).
        public var state: String
        /// Time spent rendering; nil when it did not render.
        public var seconds: Double?
        /// The output's size now; nil when there is none.
        public var bytes: Int?
        /// What happened, in one line: the summary or the failure.
        public var message: String
    }

    /// The manifest the batch ran.
    public var manifest: String
    /// The share of the manifest's jobs this run did.
    public var shard: BatchShard
    /// One line per job, in the order of the tasks.
    public var entries: [Entry]
    /// The signal that stopped the batch (`SIGTERM`), nil when it ran to its end.
    public var stoppedBy: String?

    /// The report of `outcomes`, in the order of `tasks`; `describe` words a failure as the
    /// front end does (flag spellings, not neutral paths). `stoppedBy` names the signal that
    /// stopped the batch: the jobs it had not finished are `notRun`, and the report says so.
    public init(manifest: String, shard: BatchShard, tasks: [BatchTask], outcomes: [BatchRunner.Outcome],
                stoppedBy: String? = nil, describe: (ExportError) -> String) {
        self.manifest = manifest
        self.shard = shard
        self.stoppedBy = stoppedBy
        let notRun = stoppedBy.map { "not finished: the batch was stopped by \($0)" } ?? "not started"
        entries = zip(tasks, outcomes).map { task, outcome in
            switch outcome {
            case .done(let summary, let seconds):
                Entry(output: task.job.output, state: "rendered", seconds: seconds, bytes: summary.bytes,
                      message: "\(summary.format) \(summary.width)×\(summary.height), \(summary.frames) frames")
            case .skipped(let bytes):
                Entry(output: task.job.output, state: "skipped", seconds: nil, bytes: bytes, message: "up to date")
            case .failed(let error):
                Entry(output: task.job.output, state: "failed", seconds: nil, bytes: nil, message: describe(error))
            case .notRun:
                Entry(output: task.job.output, state: "notRun", seconds: nil, bytes: nil, message: notRun)
            }
        }
    }

    /// The report as JSON text, ending in a newline.
    public var json: String {
        func count(_ state: String) -> JSONValue { .int(entries.filter { $0.state == state }.count) }
        let jobs: [JSONValue] = entries.map { e in
            .object([
                ("output", .string(e.output)),
                ("state", .string(e.state)),
                ("seconds", e.seconds.map { .number($0) } ?? .null),
                ("bytes", e.bytes.map { .int($0) } ?? .null),
                ("message", .string(e.message)),
            ])
        }
        let root: JSONValue = .object([
            ("manifest", .string(manifest)),
            ("shard", .string("\(shard.index)/\(shard.count)")),
        ] + (stoppedBy.map { [("stopped", JSONValue.string($0))] } ?? []) + [
            ("counts", .object([("rendered", count("rendered")), ("skipped", count("skipped")),
                                ("failed", count("failed")), ("notRun", count("notRun"))])),
            ("jobs", .array(jobs)),
        ])
        return JSONWriter(numbers: .shortest, layout: .indented(level: 0, oneLineFrom: 2)).text(root) + "\n"
    }

    /// Writes the report to `path` as every output is written: a temporary beside it, renamed
    /// into place when complete, so a reader never sees half a report; its folder is created.
    public func write(to path: String) throws(ExportError) {
        let text = json
        // Its folder is made as an output's is (a CI step's reports/), then the usual write.
        try BatchRunner.makeFolder(for: path)
        do {
            try AtomicOutput.write(to: path) { temporary in try Data(text.utf8).write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .writing(any: error, to: path)
        }
    }
}
