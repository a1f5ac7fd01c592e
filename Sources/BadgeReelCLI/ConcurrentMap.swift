import Foundation
import Synchronization

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

    private final class Results<U: Sendable>: Sendable {
        private let storage: Mutex<[Result<U, any Error>]>
        init(count: Int) { storage = Mutex(Array(repeating: .failure(NotComputed()), count: count)) }
        func set(_ i: Int, _ value: Result<U, any Error>) { storage.withLock { $0[i] = value } }
        /// Every slot is set once `concurrentPerform` returns.
        var values: [Result<U, any Error>] { storage.withLock { $0 } }
    }
}
