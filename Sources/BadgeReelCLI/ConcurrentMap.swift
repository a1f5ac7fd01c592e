import Foundation

/// `map` over every core, for work that is pure and independent per item.
enum ConcurrentMap {
    static func map<T: Sendable, U: Sendable>(_ items: [T], _ body: @escaping @Sendable (T) throws -> U) throws -> [U] {
        let results = Results<U>(count: items.count)
        let chunk = max(1, items.count / (ProcessInfo.processInfo.activeProcessorCount * 4))
        let chunks = (items.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            for i in c * chunk..<min(items.count, (c + 1) * chunk) {
                results.set(i, Result { try body(items[i]) })
            }
        }
        return try results.values.map { try $0.get() }
    }

    /// A slot `concurrentPerform` never reached; none is left once it returns.
    private struct NotComputed: Error {}

    private final class Results<U>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Result<U, any Error>]
        init(count: Int) { storage = Array(repeating: .failure(NotComputed()), count: count) }
        func set(_ i: Int, _ value: Result<U, any Error>) { lock.lock(); storage[i] = value; lock.unlock() }
        /// Every slot is set once `concurrentPerform` returns.
        var values: [Result<U, any Error>] { lock.lock(); defer { lock.unlock() }; return storage }
    }
}
