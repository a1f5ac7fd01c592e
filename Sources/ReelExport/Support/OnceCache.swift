import Foundation

/// Values computed once per key and shared between threads: a second thread asking for a key
/// being computed waits for it instead of computing it again (fitting one long scene's canvas
/// takes a second; planning runs on every core). Failures are kept like values, so every job
/// that shares a key is refused in the same words. `Failure` is what `make` throws: `Never`
/// for a value that cannot fail, which is then read without `try`.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Value, Failure>?
    }

    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]

    /// The value for `key`, from `make` the first time.
    func value(_ key: Key, _ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        let slot: Slot
        if let known = slots[key] { slot = known } else { slot = Slot(); slots[key] = slot }
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let result = slot.result { return try result.get() }
        let result = Result<Value, Failure> { () throws(Failure) -> Value in try make() }
        slot.result = result
        return try result.get()
    }
}
