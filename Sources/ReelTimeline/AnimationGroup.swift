/// CAAnimationGroup: animations that run in the group's local time. Each child's beginTime
/// is relative to the group's start, and the group's duration clips them: once the group is
/// over (and not filled), none of its children shows.
public struct AnimationGroup: LayerAnimation {
    public var animations: [any LayerAnimation]
    public var timing: MediaTiming
    public var timingFunction: TimingFunction
    public var isRemovedOnCompletion: Bool

    public init(animations: [any LayerAnimation], timing: MediaTiming,
                timingFunction: TimingFunction = .linear, isRemovedOnCompletion: Bool = true) {
        self.animations = animations; self.timing = timing
        self.timingFunction = timingFunction; self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    public func apply(localTime: Double, to layer: inout LayerState) {
        for child in animations { child.apply(parentTime: localTime, to: &layer, inGroup: true) }
    }
}
