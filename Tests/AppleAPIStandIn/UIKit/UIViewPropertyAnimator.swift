// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
// @MainActor protocol UITimingCurveProvider : NSCoding, NSCopying
// (Its requirements are not declared: the writer only passes a UISpringTimingParameters.)
@MainActor public protocol UITimingCurveProvider {}

// https://developer.apple.com/documentation/uikit/uispringtimingparameters
// @MainActor class UISpringTimingParameters
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    // https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
    // init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// @MainActor class UIViewPropertyAnimator
@MainActor open class UIViewPropertyAnimator: NSObject {
    // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    // init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)
    // func addAnimations(_ animation: @escaping () -> Void)
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/startanimation()
    // func startAnimation()
    open func startAnimation() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/startanimation(afterdelay:)
    // func startAnimation(afterDelay delay: TimeInterval)
    open func startAnimation(afterDelay delay: TimeInterval) { fatalError("stand-in") }
}
