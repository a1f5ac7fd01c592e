/// CAMediaTimingFillMode: whether an animation's value shows outside its active interval.
public enum FillMode: String, Codable, Sendable, CaseIterable {
    /// Shows nothing outside the active interval (Core Animation's default).
    case removed
    /// Holds the final value after the end.
    case forwards
    /// Shows the first value before the beginning (from the moment the animation is added).
    case backwards
    /// Both of the above.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// CAMediaTiming: how a parent's time maps onto an animation's local time.
///
/// Core Animation's rule (Technical Q&A and the CAMediaTiming docs): local active time is
/// `(parentTime - beginTime) * speed + timeOffset`; the active duration is
/// `duration * repeatCount` (doubled by autoreverses); inside it the local time wraps every
/// duration and runs backwards on autoreversed halves; outside it the fill mode decides.
public struct MediaTiming: Hashable, Codable, Sendable {
    /// Start, in the parent's time (for a top-level animation, seconds after it was added).
    public var beginTime: Double
    /// Length of one iteration in local seconds. Core Animation treats 0 as 0.25 s.
    public var duration: Double
    public var speed: Double
    /// Added to local time after speed: starts the animation part way through.
    public var timeOffset: Double
    /// Iterations; 0 means 1, as in Core Animation. May be fractional or `.infinity`.
    public var repeatCount: Double
    public var autoreverses: Bool
    public var fillMode: FillMode

    public init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed) {
        self.beginTime = beginTime; self.duration = duration; self.speed = speed
        self.timeOffset = timeOffset; self.repeatCount = repeatCount
        self.autoreverses = autoreverses; self.fillMode = fillMode
    }

    /// Core Animation's substitute for a zero duration.
    static let defaultDuration = 0.25

    /// The duration one iteration really takes.
    public var effectiveDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// The local time spent active: every iteration, both directions, before speed.
    public var activeDuration: Double {
        let count = repeatCount > 0 ? repeatCount : 1
        return effectiveDuration * count * (autoreverses ? 2 : 1)
    }

    /// Where the active interval ends in the parent's time.
    public var endTime: Double {
        speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
    }

    /// The animation's local time within one iteration (0...duration) at the parent's time
    /// `t`, or nil when the animation shows nothing then.
    ///
    /// - Parameter removedOnCompletion: Core Animation removes a finished animation unless
    ///   `isRemovedOnCompletion` is false, and then no fill mode can hold its value.
    public func localTime(atParentTime t: Double, removedOnCompletion: Bool = false) -> Double? {
        let d = effectiveDuration
        let active = activeDuration
        var local = (t - beginTime) * speed + timeOffset
        if local < 0 {
            guard fillMode.fillsBackwards else { return nil }
            local = 0
        } else if local >= active {
            guard !removedOnCompletion, fillMode.fillsForwards else { return nil }
            return endState(duration: d)
        }
        // Which iteration, and how far into it; autoreversed iterations cover 2d.
        let period = autoreverses ? 2 * d : d
        // Most animations run once: only later iterations need the (slow) remainder.
        var phase = local < period ? local : local.truncatingRemainder(dividingBy: period)
        if autoreverses && phase > d { phase = 2 * d - phase }
        return phase
    }

    /// The local time an animation shows once filled forwards: the end of its last
    /// iteration, or its start when it autoreverses, or part way for a fractional count.
    private func endState(duration d: Double) -> Double {
        let count = repeatCount > 0 ? repeatCount : 1
        let fraction = count - count.rounded(.down)
        if autoreverses {
            // A fractional count stops part way through a forward-then-back iteration.
            if fraction == 0 { return 0 }
            let phase = fraction * 2 * d
            return phase > d ? 2 * d - phase : phase
        }
        return fraction == 0 || count.isInfinite ? d : fraction * d
    }
}
