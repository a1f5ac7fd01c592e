import Synchronization

/// Values computed once per key and shared between threads: a second thread asking for a key
/// being computed waits for it instead of computing it again (fitting one long scene's canvas
/// takes a second; planning runs on every core). Failures are kept like values, so every job
/// that shares a key is refused in the same words. `Failure` is what `make` throws: `Never`
/// for a value that cannot fail, which is then read without `try`.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// One key's result; its lock is held while the first asker makes it, so the others wait.
    private final class Slot: Sendable {
        let result = Mutex<Result<Value, Failure>?>(nil)
    }

    private let slots = Mutex<[Key: Slot]>([:])

    /// The value for `key`, from `make` the first time.
    func value(_ key: Key, _ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let slot = slots.withLock { slots in
            if let known = slots[key] { return known }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.result.withLock { result in
            if let known = result { return known }
            let made = Result<Value, Failure> { () throws(Failure) -> Value in try make() }
            result = made
            return made
        }.get()
    }
}
