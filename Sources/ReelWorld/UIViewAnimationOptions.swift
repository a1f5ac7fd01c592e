import ReelTimeline

/// UIView.AnimationOptions, with UIKit's raw values (UIView.h), so options combined as
/// numbers read as on a device.
public struct UIViewAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
    public static let allowAnimatedContent = Self(rawValue: 1 << 7)
    public static let showHideTransitionViews = Self(rawValue: 1 << 8)
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    public static let curveLinear = Self(rawValue: 3 << 16)

    // UIView.transition's kinds, bits 20–23 (UIView.h's UIViewAnimationOptionTransition…).
    public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
    public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
    public static let transitionCurlUp = Self(rawValue: 3 << 20)
    public static let transitionCurlDown = Self(rawValue: 4 << 20)
    public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
    public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

    /// Each option by its Swift name (`.repeat`, `.curveEaseOut`), in UIView.h's order.
    public static let named: KeyValuePairs<String, Self> = [
        "layoutSubviews": .layoutSubviews, "allowUserInteraction": .allowUserInteraction,
        "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
        "overrideInheritedDuration": .overrideInheritedDuration, "overrideInheritedCurve": .overrideInheritedCurve,
        "allowAnimatedContent": .allowAnimatedContent, "showHideTransitionViews": .showHideTransitionViews,
        "overrideInheritedOptions": .overrideInheritedOptions, "curveEaseInOut": .curveEaseInOut,
        "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
        "transitionFlipFromLeft": .transitionFlipFromLeft, "transitionFlipFromRight": .transitionFlipFromRight,
        "transitionCurlUp": .transitionCurlUp, "transitionCurlDown": .transitionCurlDown,
        "transitionCrossDissolve": .transitionCrossDissolve, "transitionFlipFromTop": .transitionFlipFromTop,
        "transitionFlipFromBottom": .transitionFlipFromBottom,
    ]

    /// The curve the options name: bits 16–19 (UIViewAnimationCurve), easeInEaseOut when none.
    public var curve: TimingFunction {
        switch (rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInEaseOut
        }
    }
}

/// UIView.KeyframeAnimationOptions: the animation options' bits (UIKit passes them through,
/// and code passes a curve in them, which the block then uses as its overall curve) and the
/// calculation mode in bits 10–12.
public struct UIViewKeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The same bits as keyframe options.
    init(_ options: UIViewAnimationOptions) { self.init(rawValue: options.rawValue) }

    // The animation options' own bits (UIView.h gives the keyframe options the same values),
    // so each value is written once, in UIViewAnimationOptions.
    public static let layoutSubviews = Self(UIViewAnimationOptions.layoutSubviews)
    public static let allowUserInteraction = Self(UIViewAnimationOptions.allowUserInteraction)
    public static let beginFromCurrentState = Self(UIViewAnimationOptions.beginFromCurrentState)
    public static let `repeat` = Self(UIViewAnimationOptions.repeat)
    public static let autoreverse = Self(UIViewAnimationOptions.autoreverse)
    public static let overrideInheritedDuration = Self(UIViewAnimationOptions.overrideInheritedDuration)
    public static let overrideInheritedOptions = Self(UIViewAnimationOptions.overrideInheritedOptions)

    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

    /// Each option by its Swift name: the animation options it shares (same bits, UIView.h)
    /// and the calculation modes.
    public static let named: [(key: String, value: Self)] =
        UIViewAnimationOptions.named.filter { shared.contains($0.key) }.map { ($0.key, Self($0.value)) }
        + [("calculationModeLinear", .calculationModeLinear), ("calculationModeDiscrete", .calculationModeDiscrete),
           ("calculationModePaced", .calculationModePaced), ("calculationModeCubic", .calculationModeCubic),
           ("calculationModeCubicPaced", .calculationModeCubicPaced)]
    private static let shared: Set<String> = ["layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat",
                                              "autoreverse", "overrideInheritedDuration", "overrideInheritedOptions"]

    /// The options as animation options (the curve bits, repeat, autoreverse, …).
    public var animationOptions: UIViewAnimationOptions { UIViewAnimationOptions(rawValue: rawValue) }

    /// The calculation mode named in bits 10–12; linear when none.
    public var calculationMode: CalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }
}
