import Foundation
import ReelFrame

/// A source's frames prepared on a thread of their own (pixel conversion: swscale, alpha,
/// padding) a few frames ahead of the encoder, which consumes them in order on the calling
/// thread. Drawing (the source's workers), conversion and encoding then overlap on every
/// core instead of taking turns on one: issue 21's profile of a 1080x1080 export showed the
/// conversion in line with the encoder, user time equal to wall time.
///
/// Nothing depends on timing: frame k is prepared from frame k alone and consumed k-th, so
/// the encoder sees exactly the frames, in exactly the order, that an in-line loop gives it.
enum FramePipeline {
    /// Calls `prepare` for frame 0, 1, … on a new thread (the source's `forEachFrame` runs
    /// there) and `consume` with each result, in order, on this one, at most `depth` frames
    /// behind. An error on either side stops both; the first is rethrown here once the
    /// other thread has left, and prepared items never consumed go to `discard`.
    static func run<Source: FrameSource, Item>(
        _ source: Source, depth: Int = 3,
        prepare: @escaping (Int, Frame) throws -> Item,
        consume: (Int, Item) throws -> Void,
        discard: @escaping (Item) -> Void
    ) throws {
        let queue = HandOver<Item>(capacity: max(1, depth))
        let producer = UncheckedBox { () -> Void in
            do {
                try source.forEachFrame { k, frame in
                    let item = try prepare(k, frame)
                    if !queue.put(item) {
                        discard(item)
                        throw Stopped()
                    }
                }
                queue.finish(error: nil)
            } catch is Stopped {
                queue.finish(error: nil)
            } catch {
                queue.finish(error: error)
            }
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            producer.value()
            done.signal()
        }
        // The source may draw on this thread (one drawing worker) with Cairo and Pango.
        thread.stackSize = 8 << 20
        thread.start()
        var consumed = 0
        do {
            while let item = try queue.take() {
                try consume(consumed, item)
                consumed += 1
            }
        } catch {
            queue.stop()
            done.wait()
            while let left = queue.drain() { discard(left) }
            throw error
        }
        done.wait()
    }

    /// The producer's way out when the consumer has stopped.
    private struct Stopped: Error {}
}

/// A bounded first-in first-out hand-over between one producer and one consumer thread.
private final class HandOver<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private let capacity: Int
    private var finished = false
    private var stopped = false
    private var error: (any Error)?

    init(capacity: Int) { self.capacity = capacity }

    /// Waits for room; false (the item not taken) once the consumer has stopped.
    func put(_ item: Item) -> Bool {
        condition.lock(); defer { condition.unlock() }
        while items.count >= capacity && !stopped { condition.wait() }
        if stopped { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The producer is done; `error` is what stopped it, if anything.
    func finish(error: (any Error)?) {
        condition.lock(); defer { condition.unlock() }
        finished = true
        self.error = error
        condition.broadcast()
    }

    /// The next item; nil at the end; the producer's error once the items before it are taken.
    func take() throws -> Item? {
        condition.lock(); defer { condition.unlock() }
        while items.isEmpty && !finished { condition.wait() }
        if !items.isEmpty {
            let item = items.removeFirst()
            condition.broadcast()
            return item
        }
        if let error { throw error }
        return nil
    }

    /// The consumer gives up: the producer's next `put` fails.
    func stop() {
        condition.lock(); defer { condition.unlock() }
        stopped = true
        condition.broadcast()
    }

    /// What is left, one at a time, after the producer is done.
    func drain() -> Item? {
        condition.lock(); defer { condition.unlock() }
        return items.isEmpty ? nil : items.removeFirst()
    }
}

/// Hands a value to another thread when the code around it guarantees one user at a time.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
