import ReelModels
import ReelTimeline

/// The run loop's clock: the code's time (exact, from the run's start) and the timed calls
/// waiting to run (`DispatchQueue.main.asyncAfter`, completion blocks). A turn of the run loop
/// is one timed call; `UIKitWorld.run()` ends each turn (commits the implicit transaction).
struct VirtualClock {
    /// A call waiting for its time; calls of one time run in the order they were scheduled.
    struct Timed {
        var time: Rational
        var sequence: Int
        var work: () throws -> Void
    }

    /// Seconds since the run started, exactly.
    private(set) var now: Rational = .zero
    /// The waiting calls as a binary min-heap by (time, sequence): the next call is found in
    /// log n. A scan of them all at every turn made 10,000 timed calls (the limit) cost their
    /// square (5,000 empty `asyncAfter`s: 11.9 s of CPU in a debug build). Sequences are
    /// unique, so the order is the same total order the scan took.
    private var queue: [Timed] = []
    private var sequence = 0
    /// Timed calls scheduled so far.
    private(set) var scheduledCount = 0

    /// Schedules `work` at `time` (the code's clock); `latest` is the latest scene time a call
    /// may be at (`sceneTime` maps the code's clock to the scene's).
    mutating func schedule(at time: Rational, sceneTime: Rational, limits: WorldLimits,
                           _ work: @escaping () throws -> Void) throws(WorldError) {
        guard scheduledCount < limits.scheduledCalls else {
            throw WorldError("more than \(limits.scheduledCalls) timed calls scheduled (the scheduledCalls limit)", limit: .scheduledCalls)
        }
        guard sceneTime.doubleValue <= limits.seconds else {
            throw WorldError("a call scheduled at \(plainNumber(sceneTime.doubleValue)) s, past the scene's \(plainNumber(limits.seconds)) s (the seconds limit)", limit: .seconds)
        }
        scheduledCount += 1
        sequence += 1
        queue.append(Timed(time: time, sequence: sequence, work: work))
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private static func precedes(_ a: Timed, _ b: Timed) -> Bool { (a.time, a.sequence) < (b.time, b.sequence) }

    /// The next call in time order, the clock moved to its time; nil when none is left.
    mutating func advance() -> Timed? {
        guard !queue.isEmpty else { return nil }
        queue.swapAt(0, queue.count - 1)
        let next = queue.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < queue.count, Self.precedes(queue[left], queue[first]) { first = left }
            if right < queue.count, Self.precedes(queue[right], queue[first]) { first = right }
            guard first != parent else { break }
            queue.swapAt(parent, first)
            parent = first
        }
        now = next.time
        return next
    }
}
