/// A bound a front end puts on a clip while it is made, for an output whose size grows with
/// the clip (the UIKit form of a SwiftUI view writes a keyframe a frame for each number that
/// moves): the clip so far is checked at a few frame counts, and one already past what the
/// output can hold stops the clip there (`ViewClip.stoppedEarly`), so the refusal comes after
/// a prefix's work, not the whole clip's (hostile round 17: 40 texts over 115 s took 142 s and
/// 1.5 GB before the written Swift was refused).
public struct ViewClipBound: Sendable {
    /// The frame counts at which the clip so far is checked: each four times the last, so the
    /// checks cost at most a third more than checking the whole clip once.
    public static let checkedAt = [64, 256, 1024, 4096]

    /// Whether the clip so far is already past what the output can hold.
    public let isPast: @Sendable (ViewClip) -> Bool

    public init(isPast: @escaping @Sendable (ViewClip) -> Bool) {
        self.isPast = isPast
    }
}
