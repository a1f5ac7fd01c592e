/// One keyframe of a `KeyframeTrack`: SwiftUI's `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe` and `MoveKeyframe` (iOS 17). Each defines the segment that ends at its value.
public enum Keyframe: Hashable, Sendable {
    /// `LinearKeyframe(_ to:, duration:, timingCurve: = .linear)` [Apple]
    /// (developer.apple.com/documentation/swiftui/linearkeyframe): `to` reached along the curve.
    case linear(AnimatableVector, duration: Double, timingCurve: UnitCurve = .linear)
    /// `CubicKeyframe(_ to:, duration:, startVelocity: = nil, endVelocity: = nil)` [Apple]
    /// (…/cubickeyframe): a cubic through the keyframe values; nil velocities are computed "to
    /// maintain smooth motion" (see `KeyframeTrack` for how).
    case cubic(AnimatableVector, duration: Double, startVelocity: AnimatableVector? = nil, endVelocity: AnimatableVector? = nil)
    /// `SpringKeyframe(_ to:, duration: = nil, spring: = Spring(), startVelocity: = nil)` [Apple]
    /// (…/springkeyframe/init(_:duration:spring:startvelocity:)): "nil to use the settling
    /// duration of the spring"; a nil start velocity continues the previous segment's.
    case spring(AnimatableVector, duration: Double? = nil, spring: Spring = Spring(), startVelocity: AnimatableVector? = nil)
    /// `MoveKeyframe(_ to:)`: "immediately moves … without interpolating" [Apple] (…/movekeyframe).
    case move(AnimatableVector)

    /// The keyframe's value.
    public var value: AnimatableVector {
        switch self {
        case let .linear(v, _, _), let .cubic(v, _, _, _), let .spring(v, _, _, _), let .move(v): return v
        }
    }

    /// The segment's length in seconds (a spring's settling duration when none is given).
    public var duration: Double {
        switch self {
        case let .linear(_, d, _), let .cubic(_, d, _, _): return d
        case let .spring(_, d, spring, _): return d ?? spring.settlingDuration
        case .move: return 0
        }
    }
}
