import Foundation
import Synchronization
import ReelEncode

/// Runs a batch's exports in one process: FFmpeg's libraries loaded once, several exports at
/// once on their own threads, each skipped when its output is up to date.
///
/// How the cores are shared: `concurrency` exports run at once (default: one per core) and
/// each draws its frames on cores ÷ concurrency threads (at least one). A small clip spends
/// most of its time in the encoder, which is one thread for GIF, so one export per core keeps
/// every core busy where more drawing threads per export would wait on the encoder. Memory
/// is bounded by the exports running at once, each bounded by its canvas and frame limits:
/// one drawing thread holds one canvas, not the 2 × threads a lone export keeps in flight.
/// Frames are a pure function of time, so neither number changes a byte of any output.
public enum BatchRunner {
    /// How a batch runs: exports at once, forcing, stopping.
    public struct Options: Sendable {
        /// Exports running at once.
        public var concurrency: Int
        /// Render even when the output is up to date.
        public var force = false
        /// Start no new export once one has failed.
        public var failFast = false
        /// Stops the batch from another thread (see BatchCancellation).
        public var cancellation: BatchCancellation?

        /// The most exports at once: beyond the cores there is nothing to gain.
        public static let maxConcurrency = 256

        /// One export per core by default, skipping what is up to date, running on past failures.
        public init(concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false, failFast: Bool = false) {
            self.concurrency = concurrency; self.force = force; self.failFast = failFast
        }
    }

    /// How one export ended.
    public enum Outcome: Sendable {
        /// Written: what was written and how long it took (seconds).
        case done(ExportSummary, seconds: Double)
        /// Up to date, not rendered: the output's size.
        case skipped(bytes: Int)
        case failed(ExportError)
        /// Not started, because another failed with fail-fast.
        case notRun
    }

    /// What a batch reports while it runs, delivered one at a time (never concurrently).
    public enum Event: Sendable {
        /// Export `task` (its index in the list run) is `fraction` (0…1) done.
        case progress(task: Int, fraction: Double)
        /// Export `task` ended.
        case finished(task: Int, Outcome)
    }

    /// Runs `tasks`, returns each one's outcome in their order.
    public static func run(_ tasks: [BatchTask], options: Options = Options(),
                           events: @escaping @Sendable (Event) -> Void = { _ in }) -> [Outcome] {
        guard !tasks.isEmpty else { return [] }
        // What a killed run (SIGKILL, a preempted pod) left beside the outputs goes now, once
        // per folder: an export sweeps its own folder, but a rerun whose jobs are all up to
        // date exports nothing, and the temporaries stayed for good.
        for folder in Set(tasks.flatMap(\.outputs).map(PathName.folder(of:))) { StaleTemporaries.remove(in: folder) }
        let concurrency = max(1, min(options.concurrency, Options.maxConcurrency, tasks.count))
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount / concurrency)
        let state = RunState(count: tasks.count, events: events)
        let digests = FileDigests()
        let group = DispatchGroup()
        for _ in 0..<concurrency {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while let i = state.next(failFast: options.failFast) {
                    if let cancellation = options.cancellation, !cancellation.begin() { break }
                    let outcome = runOne(tasks[i], index: i, workers: workers, force: options.force, digests: digests,
                                         state: state, cancellation: options.cancellation)
                    options.cancellation?.end()
                    state.finish(i, outcome)
                }
            }
            // The encoders and Pango run on this thread: the main thread's usual 8 MiB.
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return state.outcomes
    }

    private static func runOne(_ task: BatchTask, index: Int, workers: Int, force: Bool,
                               digests: FileDigests, state: RunState, cancellation: BatchCancellation?) -> Outcome {
        let start = Date()
        do throws(ExportError) {
            let key = try BatchStamp.key(for: task, digests: digests)
            if !force, BatchStamp.isUpToDate(task, key: key) {
                let bytes = (try? FileDigests.compute(task.job.output).size) ?? 0
                return .skipped(bytes: bytes)
            }
            for output in task.outputs { try makeFolder(for: output) }
            var frames = 1, passes = 1
            let summary = try ReelExporter.run(task.job, workers: workers) { event in
                switch event {
                case .started(let f, let p): frames = max(1, f); passes = max(1, p)
                case .frame(let pass, let k):
                    cancellation?.checkpoint()
                    state.report(.progress(task: index, fraction: Double(pass * frames + k + 1) / Double(frames * passes)))
                }
            }
            try BatchStamp.write(task, key: key)
            return .done(summary, seconds: Date().timeIntervalSince(start))
        } catch {
            return .failed(error)
        }
    }

    /// Creates the folders `output` names, as `mkdir -p` would.
    static func makeFolder(for output: String) throws(ExportError) {
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .output(path: output, reason: "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
    }
}

/// The shared state of a running batch: the next export to start, the outcomes, and the one
/// lock every event is delivered under.
private final class RunState: Sendable {
    private struct Progress {
        var nextIndex = 0
        var failed = false
        var outcomes: [BatchRunner.Outcome]
    }

    private let progress: Mutex<Progress>
    private let events: @Sendable (BatchRunner.Event) -> Void

    init(count: Int, events: @escaping @Sendable (BatchRunner.Event) -> Void) {
        progress = Mutex(Progress(outcomes: Array(repeating: .notRun, count: count)))
        self.events = events
    }

    /// Every export's outcome so far.
    var outcomes: [BatchRunner.Outcome] { progress.withLock { $0.outcomes } }

    /// The next export to start, or nil when there is none (or one failed and `failFast`).
    func next(failFast: Bool) -> Int? {
        progress.withLock { p in
            guard p.nextIndex < p.outcomes.count, !(failFast && p.failed) else { return nil }
            p.nextIndex += 1
            return p.nextIndex - 1
        }
    }

    func finish(_ index: Int, _ outcome: BatchRunner.Outcome) {
        progress.withLock { p in
            p.outcomes[index] = outcome
            if case .failed = outcome { p.failed = true }
            events(.finished(task: index, outcome))
        }
    }

    func report(_ event: BatchRunner.Event) {
        progress.withLock { _ in events(event) }
    }
}
