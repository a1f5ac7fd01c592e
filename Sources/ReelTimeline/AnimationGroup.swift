/// CAAnimationGroup: animations that run in the group's local time. Each child's beginTime
/// is relative to the group's start, and the group's duration clips them: once the group is
/// over (and not filled), none of its children shows.
public struct AnimationGroup: LayerAnimation {
    /// The children, each timed in the group's local time (CAAnimationGroup.animations).
    public var animations: [any LayerAnimation]
    /// The group's own timing in its parent's time; its duration clips the children.
    public var timing: MediaTiming
    /// Eases the group's local time before the children read it; linear keeps it exact.
    public var timingFunction: TimingFunction
    /// CAAnimation.isRemovedOnCompletion for the group as a whole.
    public var isRemovedOnCompletion: Bool

    /// A group of `animations` running in `timing`, linear and removed on completion by default.
    public init(animations: [any LayerAnimation], timing: MediaTiming,
                timingFunction: TimingFunction = .linear, isRemovedOnCompletion: Bool = true) {
        self.animations = animations; self.timing = timing
        self.timingFunction = timingFunction; self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// Writes every child's values at the group's local time `localTime` (seconds) over `layer`.
    public func apply(localTime: Double, to layer: inout LayerState) {
        apply(groupTime: Rational(reading: localTime), to: &layer)
    }

    /// The group's local time is its children's parent time: exact when the group's timing
    /// function is linear (as BadgeHub's pop group is), so a child's begin and end are too.
    public func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool = false) {
        guard let p = easedProgress(timing, timingFunction, isRemovedOnCompletion, parentTime: t, inGroup: inGroup) else { return }
        let local = p.exact.map { $0 * timing.exactDuration } ?? Rational(reading: p.value * timing.effectiveDuration)
        apply(groupTime: local, to: &layer)
    }

    private func apply(groupTime: Rational, to layer: inout LayerState) {
        for child in animations { child.apply(parentTime: groupTime, to: &layer, inGroup: true) }
    }
}
