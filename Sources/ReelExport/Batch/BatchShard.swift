import ReelModels

/// One of N equal shares of a batch, so N machines of an existing job system (a Kubernetes
/// Indexed Job's JOB_COMPLETION_INDEX, a GitHub Actions matrix, GNU parallel) do it together.
///
/// The jobs are ordered by the SHA-256 of their output path as written, then dealt round
/// robin: every job lands in exactly one shard, shares differ by at most one job, the deal
/// depends only on the outputs (not on the manifest's order, the machine or time), and
/// neighbouring variants (the @2x and @3x of one state, which cost differently) are spread
/// over the shards rather than dealt in a pattern.
public struct BatchShard: Sendable, Hashable {
    /// From 0.
    public let index: Int
    /// How many shards the jobs are dealt over.
    public let count: Int

    /// The most shards: beyond this, a shard is a job or none.
    public static let maxCount = 10_000

    /// The whole batch.
    public static let all = BatchShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex: Int, count: Int) { self.index = uncheckedIndex; self.count = count }

    /// `I/N`, 0 ≤ I < N (I from 0, as JOB_COMPLETION_INDEX counts).
    public init(_ text: String) throws(ExportError) {
        let refuse = ExportError.invalid(ParameterError("shard", value: ParameterText.quoted(text),
                                                        accepted: "I/N: shard I (from 0) of N, 0 ≤ I < N ≤ \(Self.maxCount)"))
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]),
              n >= 1, n <= Self.maxCount, i >= 0 else { throw refuse }
        // An index past the count is a job system set up with more workers than shards (a
        // Job's completions above SHARDS): said as such, since that shard would run nothing
        // and the batch would look done.
        guard i < n else {
            throw .invalid(ParameterError("shard", value: ParameterText.quoted(text),
                                          accepted: [.text("an index below the shard count \(n) (0 to \(n - 1), counting from 0 as JOB_COMPLETION_INDEX does); a Job's completions and the N of "),
                                                     .value(at: "shard"), .text(" must be the same number")]))
        }
        index = i; count = n
    }

    /// The items of this shard, in their original order; `key` names each one (its output).
    public func select<T>(_ items: [T], key: (T) -> String) -> [T] {
        guard count > 1 else { return items }
        let order = items.indices.map { (i: $0, hash: SHA256.hex(key(items[$0])), key: key(items[$0])) }
            .sorted { ($0.hash, $0.key, $0.i) < ($1.hash, $1.key, $1.i) }
        var mine: [Int] = []
        for (position, item) in order.enumerated() where position % count == index { mine.append(item.i) }
        return mine.sorted().map { items[$0] }
    }
}
