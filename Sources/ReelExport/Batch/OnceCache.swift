import Foundation

/// Values computed once per key and shared between threads: a second thread asking for a key
/// being computed waits for it instead of computing it again (fitting one long scene's canvas
/// takes a second; planning runs on every core). Failures are kept like values, so every job
/// that shares a key is refused in the same words.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Value, ExportError>?
    }

    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]

    /// The value for `key`, from `make` the first time.
    func value(_ key: Key, _ make: () throws(ExportError) -> Value) throws(ExportError) -> Value {
        lock.lock()
        let slot: Slot
        if let known = slots[key] { slot = known } else { slot = Slot(); slots[key] = slot }
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let result = slot.result { return try result.get() }
        let result = Result<Value, ExportError> { () throws(ExportError) -> Value in try make() }
        slot.result = result
        return try result.get()
    }
}
