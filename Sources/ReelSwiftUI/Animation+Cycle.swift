extension Animation {
    /// For an animation that repeats forever: the length of one whole cycle, what a clip of it
    /// should show a whole number of (there and back when it autoreverses: two iterations;
    /// one otherwise), when its base has a fixed duration (a timing curve, with its delay and
    /// speed: [Apple] `delay` "before the animation starts", `speed` "speeds up or slows down
    /// the animation"; each iteration replays the base, delay included [RE] RepeatAnimation).
    /// Nil when it does not repeat forever, or repeats a spring (a spring ends when it settles,
    /// which depends on the change). Iterations end on frames (see `repeatCount`), so a clip
    /// cut after whole cycles ends on the cycle's last frame, within a frame of this.
    public var foreverCycle: Double? { Self.cycle(kind) }

    /// Whether it never ends: a `repeatForever`, however delayed or sped up.
    public var repeatsForever: Bool { Self.forever(kind) }

    private static func forever(_ kind: Kind) -> Bool {
        switch kind {
        case .repeating(nil, _, _): return true
        case let .delay(_, inner), let .speed(_, inner): return forever(inner)
        default: return false
        }
    }

    private static func cycle(_ kind: Kind) -> Double? {
        switch kind {
        case let .repeating(nil, autoreverses, base):
            return duration(base).map { autoreverses ? 2 * $0 : $0 }
        case let .delay(_, inner): return cycle(inner)
        case let .speed(s, inner): return s > 0 ? cycle(inner).map { $0 / s } : nil
        default: return nil
        }
    }

    private static func duration(_ kind: Kind) -> Double? {
        switch kind {
        case let .bezier(_, d): return d > 0 ? d : nil
        case let .delay(d, inner): return duration(inner).map { max(0, d) + $0 }
        case let .speed(s, inner): return s > 0 ? duration(inner).map { $0 / s } : nil
        default: return nil
        }
    }
}
