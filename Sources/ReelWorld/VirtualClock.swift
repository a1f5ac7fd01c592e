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
    }

    /// The next call in time order, the clock moved to its time; nil when none is left.
    mutating func advance() -> Timed? {
        guard let i = queue.indices.min(by: { (queue[$0].time, queue[$0].sequence) < (queue[$1].time, queue[$1].sequence) }) else {
            return nil
        }
        let next = queue.remove(at: i)
        now = next.time
        return next
    }
}
