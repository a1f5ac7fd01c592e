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
    public var beginTime: Double { didSet { exact = Exact(self) } }
    /// Length of one iteration in local seconds. Core Animation treats 0 as 0.25 s.
    public var duration: Double { didSet { exact = Exact(self) } }
    /// How fast local time runs against the parent's (CAMediaTiming.speed); 1 is real time.
    public var speed: Double { didSet { exact = Exact(self) } }
    /// Added to local time after speed: starts the animation part way through.
    public var timeOffset: Double { didSet { exact = Exact(self) } }
    /// Iterations; 0 means 1, as in Core Animation. May be fractional or `.infinity`.
    public var repeatCount: Double { didSet { exact = Exact(self) } }
    /// CAMediaTiming.repeatDuration: how long to repeat, in local seconds (autoreversed
    /// halves included); 0 means "not given". Core Animation leaves giving both this and
    /// `repeatCount` undefined; here a non-zero `repeatCount` wins.
    public var repeatDuration: Double { didSet { exact = Exact(self) } }
    /// Plays each iteration forwards then backwards, doubling the active duration.
    public var autoreverses: Bool { didSet { exact = Exact(self) } }
    /// Whether the value shows before the start or after the end.
    public var fillMode: FillMode

    /// The fields read as the numbers they were written as (`Rational(reading:)`), once, so
    /// that evaluating a frame decides which side of a boundary it is on exactly.
    private var exact: Exact

    private struct Exact: Hashable, Sendable {
        var begin: Rational, duration: Rational, speed: Rational, offset: Rational
        /// The repeat count (0 read as 1); nil when infinite.
        var count: Rational?
        /// The active duration; nil when infinite.
        var active: Rational?
        /// Speed 1 and no offset: local time is parent time minus the begin time.
        var isPlain: Bool

        init(_ t: MediaTiming) {
            self.init(beginTime: t.beginTime, duration: t.duration, speed: t.speed, timeOffset: t.timeOffset,
                      repeatCount: t.repeatCount, repeatDuration: t.repeatDuration, autoreverses: t.autoreverses)
        }

        init(beginTime: Double, duration: Double, speed: Double, timeOffset: Double,
             repeatCount: Double, repeatDuration: Double, autoreverses: Bool) {
            begin = Rational(reading: beginTime)
            self.duration = Rational(reading: duration > 0 ? duration : MediaTiming.defaultDuration)
            // A positive duration below what a time can hold reads as 0: use the substitute too.
            if self.duration <= .zero { self.duration = Rational(reading: MediaTiming.defaultDuration) }
            self.speed = Rational(reading: speed)
            offset = Rational(reading: timeOffset)
            if repeatCount.isInfinite || (repeatCount == 0 && repeatDuration.isInfinite) {
                count = nil; active = nil
            } else if repeatCount == 0 && repeatDuration > 0 {
                // The active interval is the repeat duration itself; the count it implies may
                // be fractional (how far the last iteration gets).
                let total = Rational(reading: repeatDuration)
                active = total
                count = total / (self.duration * Rational(autoreverses ? 2 : 1))
            } else {
                let c = repeatCount > 0 ? Rational(reading: repeatCount) : .one
                count = c
                active = self.duration * c * Rational(autoreverses ? 2 : 1)
            }
            isPlain = speed == 1 && timeOffset == 0
        }
    }

    private enum CodingKeys: String, CodingKey {
        case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
    }

    /// Timing with CAMediaTiming's defaults for everything but `duration` (seconds).
    public init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime; self.duration = duration; self.speed = speed
        self.timeOffset = timeOffset; self.repeatCount = repeatCount; self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses; self.fillMode = fillMode
        exact = Exact(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                      repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses)
    }

    /// Decodes the stored fields and reads them exactly, as the memberwise initializer does.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(beginTime: try c.decode(Double.self, forKey: .beginTime),
                  duration: try c.decode(Double.self, forKey: .duration),
                  speed: try c.decode(Double.self, forKey: .speed),
                  timeOffset: try c.decode(Double.self, forKey: .timeOffset),
                  repeatCount: try c.decode(Double.self, forKey: .repeatCount),
                  repeatDuration: try c.decodeIfPresent(Double.self, forKey: .repeatDuration) ?? 0,
                  autoreverses: try c.decode(Bool.self, forKey: .autoreverses),
                  fillMode: try c.decode(FillMode.self, forKey: .fillMode))
    }

    /// Core Animation's substitute for a zero duration.
    static let defaultDuration = 0.25

    /// The duration one iteration really takes.
    public var effectiveDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// `effectiveDuration`, exactly as written.
    public var exactDuration: Rational { exact.duration }

    /// The local time spent active: every iteration, both directions, before speed.
    public var activeDuration: Double {
        if repeatCount == 0 && repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return effectiveDuration * count * (autoreverses ? 2 : 1)
    }

    /// Where the active interval ends in the parent's time.
    public var endTime: Double {
        speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
    }

    /// `endTime`, exactly; nil when the animation never ends (it repeats forever or has speed 0).
    public var exactEndTime: Rational? {
        guard speed != 0, let active = exact.active else { return nil }
        let s = exact.speed < .zero ? -exact.speed : exact.speed
        return exact.begin + active / s
    }

    /// The animation's local time within one iteration (0...duration) at the parent's time
    /// `t`, or nil when the animation shows nothing then. `t` is read as the number it was
    /// written as (see `Rational(reading:)`).
    ///
    /// - Parameter removedOnCompletion: Core Animation removes a finished animation unless
    ///   `isRemovedOnCompletion` is false, and then no fill mode can hold its value.
    public func localTime(atParentTime t: Double, removedOnCompletion: Bool = false) -> Double? {
        localTime(atParentTime: Rational(reading: t), removedOnCompletion: removedOnCompletion)?.doubleValue
    }

    /// The same, on the exact clock: the begin, the end of the active interval and each
    /// iteration's wrap are decided without rounding, so a time on a boundary is on it.
    /// The active interval includes its start and excludes its end.
    public func localTime(atParentTime t: Rational, removedOnCompletion: Bool = false) -> Rational? {
        let d = exact.duration
        var local = t - exact.begin
        if !exact.isPlain { local = local * exact.speed + exact.offset }
        if local < .zero {
            guard fillMode.fillsBackwards else { return nil }
            local = .zero
        } else if let active = exact.active, local >= active {
            guard !removedOnCompletion, fillMode.fillsForwards else { return nil }
            return endState(duration: d)
        }
        // Which iteration, and how far into it; autoreversed iterations cover 2d.
        let period = autoreverses ? d + d : d
        // Most animations run once: only later iterations need the remainder.
        var phase = local < period ? local : local.remainder(dividingBy: period)
        if autoreverses && phase > d { phase = period - phase }
        return phase
    }

    /// The local time an animation shows once filled forwards: the end of its last
    /// iteration, or its start when it autoreverses, or part way for a fractional count.
    private func endState(duration d: Rational) -> Rational {
        guard let count = exact.count else { return d }
        let fraction = count - Rational(Int(count.floor))
        if autoreverses {
            // A fractional count stops part way through a forward-then-back iteration.
            if fraction == .zero { return .zero }
            let phase = fraction * (d + d)
            return phase > d ? d + d - phase : phase
        }
        return fraction == .zero ? d : fraction * d
    }
}
