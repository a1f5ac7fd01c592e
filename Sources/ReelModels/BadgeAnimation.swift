/// One of the seed's animations with its parameters.
public enum BadgeAnimation: Hashable, Sendable {
    case pop(PopParameters)
    case bump(BumpParameters)
    case blink(BlinkParameters)
    case shake(ShakeParameters)

    public var name: String {
        switch self {
        case .pop: "pop"
        case .bump: "bump"
        case .blink: "blink"
        case .shake: "shake"
        }
    }

    /// The animation's own length in seconds.
    public var duration: Double {
        switch self {
        case .pop(let p): p.duration
        case .bump(let p): p.duration
        case .blink(let p): p.duration
        case .shake(let p): p.duration
        }
    }

    /// Runs the animation on `stage` at its clock.
    public func run(on stage: inout BadgeStage) {
        switch self {
        case .pop(let p): stage.pop(p)
        case .bump(let p): stage.bump(p)
        case .blink(let p): stage.blink(p)
        case .shake(let p): stage.shake(p)
        }
    }
}
