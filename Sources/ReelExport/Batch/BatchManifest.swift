/// A batch manifest: a list of jobs, each the words of one `badgereel` command with an
/// optional matrix whose values fill its `{placeholders}`. Read by `BatchManifestReader`,
/// expanded by `expand()` into one `BatchJobSpec` per export, every count bounded first.
public struct BatchManifest: Sendable, Hashable {
    /// One entry of `jobs:` as written.
    public struct Entry: Sendable, Hashable {
        /// The command's words, placeholders unfilled (a leading `badgereel` removed).
        public var words: [String]
        /// The matrix keys in the order written, each with its values as text.
        public var matrix: [MatrixAxis]
        /// The entry's line in the manifest (from 1), for messages.
        public var line: Int?
    }

    /// One key of a matrix and its values.
    public struct MatrixAxis: Sendable, Hashable {
        /// The placeholder's name.
        public var key: String
        /// The values it takes, one job each.
        public var values: [String]
    }

    /// The manifest's name as messages show it.
    public var file: String
    /// The entries under `jobs:`, in order.
    public var entries: [Entry]

    /// The most exports one manifest may expand to: a design system's every state, locale,
    /// scale and format is a few thousand; planning each takes well under a millisecond.
    public static let maxJobs = 10_000

    /// Every export the manifest describes, in order: entries in the order written, and within
    /// an entry the matrix's combinations with the last key changing fastest (nested loops in
    /// the order the keys are written). The count is checked against `maxJobs` before any is
    /// made.
    public func expand() throws(SceneError) -> [BatchJobSpec] {
        var total = 0
        for (i, entry) in entries.enumerated() {
            var product = 1
            for axis in entry.matrix {
                let (p, overflow) = product.multipliedReportingOverflow(by: axis.values.count)
                guard !overflow, p <= Self.maxJobs else {
                    throw SceneError(file: file, line: entry.line, path: "jobs[\(i)].matrix",
                                     message: "expands to more than \(Self.maxJobs) jobs")
                }
                product = p
            }
            total += product
            guard total <= Self.maxJobs else {
                throw SceneError(file: file, line: entry.line, path: "jobs",
                                 message: "more than \(Self.maxJobs) jobs after expanding the matrices; expected at most \(Self.maxJobs)")
            }
        }
        var specs: [BatchJobSpec] = []
        specs.reserveCapacity(total)
        for (i, entry) in entries.enumerated() {
            var counters = [Int](repeating: 0, count: entry.matrix.count)
            // Each word split into text and placeholders once for all the entry's jobs, when
            // its first job fills it (splitting every word of every job again was 5% of
            // planning), so a refusal comes at the same word as before.
            var split = [[Placeholders.Part]?](repeating: nil, count: entry.words.count)
            while true {
                let values = entry.matrix.enumerated().map { BatchJobSpec.Value(key: $1.key, value: $1.values[counters[$0]]) }
                let lookup = Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                var arguments: [String] = []
                arguments.reserveCapacity(entry.words.count)
                for (w, word) in entry.words.enumerated() {
                    do throws(PlaceholderError) {
                        let parts: [Placeholders.Part]
                        if let known = split[w] { parts = known } else { parts = try Placeholders.parts(of: word); split[w] = parts }
                        arguments.append(try Placeholders.fill(parts, with: lookup))
                    } catch {
                        throw SceneError(file: file, line: entry.line, path: "jobs[\(i)].run", message: error.reason)
                    }
                }
                specs.append(BatchJobSpec(number: specs.count, entry: i, line: entry.line, values: values, arguments: arguments))
                // Next combination: the last key fastest.
                var axis = entry.matrix.count - 1
                while axis >= 0 {
                    counters[axis] += 1
                    if counters[axis] < entry.matrix[axis].values.count { break }
                    counters[axis] = 0
                    axis -= 1
                }
                if axis < 0 { break }
            }
        }
        return specs
    }
}

/// One export of a batch: the command's words with the placeholders filled, and where it
/// came from (entry, matrix values) for every message about it.
public struct BatchJobSpec: Sendable, Hashable {
    /// One matrix value that made the job: its key and value.
    public struct Value: Sendable, Hashable {
        /// The matrix key.
        public var key: String
        /// The value it took for this job.
        public var value: String
    }

    /// Its place among all the manifest's exports, from 0.
    public var number: Int
    /// The index of its entry under `jobs:`.
    public var entry: Int
    /// Its entry's line in the manifest (from 1), for messages.
    public var line: Int?
    /// The matrix values that made it, in the matrix's key order.
    public var values: [Value]
    /// The command's words, ready to parse.
    public var arguments: [String]

    /// How messages name it: `jobs[0] (count=9, locale=ar_EG)`.
    public var label: String {
        values.isEmpty ? "jobs[\(entry)]" : "jobs[\(entry)] (" + values.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}
