/// `badgereel batch --check`: which outputs a run would render, without rendering any, so CI
/// can fail a pull request whose committed outputs are stale.
public enum BatchCheck {
    /// A job that would render, and why.
    public struct Stale: Sendable, Hashable {
        /// The job that would render.
        public var task: BatchTask
        /// "not up to date" (no record, another key, or an output changed since), or the
        /// reason its key cannot be worked out (a missing input).
        public var reason: String
    }

    /// The jobs of `tasks` that are not up to date, in their order.
    public static func stale(_ tasks: [BatchTask]) -> [Stale] {
        let digests = FileDigests()
        return tasks.compactMap { task in
            do throws(ExportError) {
                let key = try BatchStamp.key(for: task, digests: digests)
                return BatchStamp.isUpToDate(task, key: key) ? nil : Stale(task: task, reason: "not up to date")
            } catch {
                return Stale(task: task, reason: error.description)
            }
        }
    }
}
