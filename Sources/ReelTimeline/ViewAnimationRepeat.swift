/// How a UIView animation block repeats and where it starts from: the parts of
/// `UIView.AnimationOptions` (and `UIView.KeyframeAnimationOptions`) that change the
/// CAAnimations UIKit builds rather than their curve.
///
/// UIKit turns `.repeat` into `repeatCount = .infinity` and `.autoreverse` into
/// `autoreverses = true` on every animation the block creates (UIView.h: "repeat animation
/// indefinitely", "if repeat, run animation back and forth"); the model still takes the
/// block's final values, so an autoreversed animation that stops ends on them with a jump.
/// `.beginFromCurrentState` starts each property from what is on screen (the presentation
/// value) instead of the old model value.
public struct ViewAnimationRepeat: Hashable, Sendable {
    /// CAMediaTiming.repeatCount of every animation of the block; 0 runs once.
    public var repeatCount: Double
    /// CAMediaTiming.repeatDuration in seconds; 0 means not given. An endless `.repeat`
    /// inside a clip of known length is this, reaching the clip's end.
    public var repeatDuration: Double
    /// `.autoreverse`: each iteration runs forwards then backwards.
    public var autoreverses: Bool
    /// `.beginFromCurrentState`: each property starts from its presentation value.
    public var fromCurrentState: Bool

    /// Once, forwards, from the model values: a block without those options.
    public static let none = ViewAnimationRepeat()

    /// The options' timing; the defaults are a block's without them.
    public init(repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fromCurrentState: Bool = false) {
        self.repeatCount = repeatCount; self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses; self.fromCurrentState = fromCurrentState
    }

    /// The media timing of one of the block's animations: after `delay` (filled backwards so
    /// the old value shows during it), removed on completion.
    func timing(duration: Double, delay: Double) -> MediaTiming {
        MediaTiming(beginTime: delay, duration: duration, repeatCount: repeatCount, repeatDuration: repeatDuration,
                    autoreverses: autoreverses, fillMode: delay > 0 ? .backwards : .removed)
    }

    /// When the block's completion handler runs, after the call: the delay plus the
    /// animations' active time.
    func completion(duration: Double, delay: Double) -> Rational {
        let timing = self.timing(duration: duration, delay: delay)
        return timing.exactEndTime ?? Rational(reading: delay) + Rational(reading: duration)
    }
}
