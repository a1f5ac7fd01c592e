import ReelTimeline

/// How a UIView animation block's curve is said in UIKit.
///
/// `UIView.AnimationOptions` names four curves, and UIKit gives each the Core Animation
/// timing function of the same name: `.curveEaseInOut` (the default, raw value 0, what a
/// block without options uses) is kCAMediaTimingFunctionEaseInEaseOut (0.42, 0, 0.58, 1),
/// `.curveEaseIn` (0.42, 0, 1, 1), `.curveEaseOut` (0, 0, 0.58, 1), `.curveLinear` (Apple,
/// "UIView.AnimationOptions", https://developer.apple.com/documentation/uikit/uiview/animationoptions).
/// Any other curve (Core Animation's `default`, a cubic-bezier) has no option: the block is
/// made inside a `CATransaction` whose `setAnimationTimingFunction` names it, which UIKit's
/// block animations take when the transaction sets one (the technique of "Animating Views
/// with Custom Timing Functions on iOS", christianfloisand.wordpress.com, 2017-04-22).
/// `CAMediaTimingFunction(controlPoints:)` takes `Float`s, so on a device such a curve's
/// control points are rounded to single precision (a change below 6e-8 of each).
enum UIKitCurve {
    case option(String?)
    case transaction(String)

    init(_ fn: TimingFunction) {
        switch fn {
        case .easeInEaseOut: self = .option(nil)
        case .easeIn: self = .option(".curveEaseIn")
        case .easeOut: self = .option(".curveEaseOut")
        case .linear: self = .option(".curveLinear")
        default: self = .transaction(Self.timingFunction(fn))
        }
    }

    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// `CAMediaTimingFunction(name:)` for Core Animation's named functions, else its control points.
    static func timingFunction(_ fn: TimingFunction) -> String {
        switch fn {
        case .linear: "CAMediaTimingFunction(name: .linear)"
        case .easeIn: "CAMediaTimingFunction(name: .easeIn)"
        case .easeOut: "CAMediaTimingFunction(name: .easeOut)"
        case .easeInEaseOut: "CAMediaTimingFunction(name: .easeInEaseOut)"
        case .default: "CAMediaTimingFunction(name: .default)"
        default:
            "CAMediaTimingFunction(controlPoints: \(n(fn.x1)), \(n(fn.y1)), \(n(fn.x2)), \(n(fn.y2)))"
        }
    }
}
