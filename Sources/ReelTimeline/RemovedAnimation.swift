/// An animation taken off its layer part way (CALayer.removeAnimation(forKey:),
/// removeAllAnimations, or an add with the same key replacing it): it shows what it would
/// have shown until `removedAt`, counted from when it was added, and nothing from then on.
///
/// Its `timing` says only that (a plain interval ending at `removedAt`) so the timeline's
/// bookkeeping of which animations are over stays exact; the animation itself decides what
/// shows before then.
public struct RemovedAnimation: LayerAnimation {
    /// The animation that was on the layer.
    public var animation: any LayerAnimation
    /// When it was taken off, in seconds after it was added, exactly.
    public var removedAt: Rational
    /// An interval from the moment it was added to its removal, removed on completion.
    public let timing: MediaTiming

    /// `animation`, taken off `removedAt` seconds after it was added.
    public init(_ animation: any LayerAnimation, removedAt: Rational) {
        self.animation = animation; self.removedAt = removedAt
        // A zero-length interval would read as Core Animation's 0.25 s default: use the
        // smallest positive time a Rational holds there instead; apply checks exactly.
        timing = MediaTiming(duration: removedAt > .zero ? removedAt.doubleValue : 0x1p-60)
    }

    /// The removed animation's timing function.
    public var timingFunction: TimingFunction { animation.timingFunction }
    /// Taken off: nothing holds it on the layer afterwards.
    public var isRemovedOnCompletion: Bool { true }

    /// The animation's own values at `localTime` of its iteration.
    public func apply(localTime: Double, to layer: inout LayerState) {
        animation.apply(localTime: localTime, to: &layer)
    }

    /// What the animation shows at `t` before its removal; nothing from then on.
    public func apply(parentTime t: Rational, to layer: inout LayerState, inGroup: Bool = false) {
        guard t < removedAt else { return }
        animation.apply(parentTime: t, to: &layer, inGroup: inGroup)
    }
}

extension Timeline {
    /// Takes the animations of `layer` that `which` picks (by their index in
    /// `animations(of:)`) off the layer at `time`: from then on they show nothing.
    /// Animations added after `time` are not touched.
    public mutating func removeAnimations(of layer: LayerID, at time: Rational, where which: (Int) -> Bool) {
        var all = animations(of: layer)
        var changed = false
        for i in all.indices where all[i].at <= time && which(i) {
            all[i].animation = RemovedAnimation(all[i].animation, removedAt: time - all[i].at)
            changed = true
        }
        if changed { replaceAnimations(of: layer, all) }
    }
}
