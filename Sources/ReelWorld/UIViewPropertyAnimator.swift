import ReelModels
import ReelTimeline

/// UIView.AnimationCurve.
public enum UIViewAnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The case as Swift spells it, for the bridge's constants: a `switch`, not `"\(self)"`,
    /// which asks the runtime for the type's printing conformances (a scan of every conformance
    /// in the binary the first time; ~0.3 ms a type at startup, issue 38 item 4).
    public var name: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        }
    }

    /// The curve's control points (Core Animation's named functions).
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// UICubicTimingParameters: a cubic Bézier curve.
public struct UICubicTimingParameters: Hashable, Sendable {
    public var curve: TimingFunction
    /// UICubicTimingParameters(animationCurve:).
    public init(animationCurve: UIViewAnimationCurve) { curve = animationCurve.timingFunction }
    /// UICubicTimingParameters(controlPoint1:controlPoint2:).
    public init(controlPoint1 p1: Point, controlPoint2 p2: Point) throws(WorldError) {
        curve = try .controlPoints(p1.x, p1.y, p2.x, p2.y)
    }
}

/// UISpringTimingParameters: a spring given by its damping ratio (settling within the
/// animator's duration, as UIView's spring animations) or by its physics (mass, stiffness,
/// damping), whose own settling time is then the animation's duration: UIKit ignores the
/// animator's duration for such a spring (UIViewPropertyAnimator(duration:timingParameters:)).
public struct UISpringTimingParameters: Hashable, Sendable {
    /// The damping ratio, for the ratio form.
    public var dampingRatio: Double?
    /// The spring, for the physical form.
    public var spring: SpringParameters?
    /// The initial velocity (1 covers the whole distance in a second).
    public var initialVelocity: CGVector

    /// UISpringTimingParameters(dampingRatio:initialVelocity:).
    public init(dampingRatio: Double, initialVelocity: CGVector = .zero) {
        self.dampingRatio = dampingRatio; self.initialVelocity = initialVelocity
    }
    /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector) {
        spring = SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: Self.scalar(initialVelocity))
        self.initialVelocity = initialVelocity
    }

    /// The velocity along the animation: for a property that is not a 2-D motion UIKit takes
    /// the vector's magnitude (UISpringTimingParameters' documentation); its sign is dx's.
    static func scalar(_ v: CGVector) -> Double {
        if v.dy == 0 { return v.dx }
        let m = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        return v.dx < 0 ? -m : m
    }
}

/// UIViewAnimatingPosition: where an animator's completion says the animations ended.
public enum UIViewAnimatingPosition: Int, Sendable, CaseIterable {
    case end, start, current

    /// The case as Swift spells it, for the bridge's constants: a `switch`, not `"\(self)"`,
    /// which asks the runtime for the type's printing conformances (a scan of every conformance
    /// in the binary the first time; ~0.3 ms a type at startup, issue 38 item 4).
    public var name: String {
        switch self {
        case .end: "end"
        case .start: "start"
        case .current: "current"
        }
    }
}

/// UIViewPropertyAnimator: animations started together with one timing, each closure run
/// when the animator starts (a UIView block with the animator's curve or spring); the
/// completions run when the animations end.
public final class UIViewPropertyAnimator {
    private unowned let world: UIKitWorld
    /// The animator's duration.
    public let duration: Double
    private var base = ViewAnimateParameters()
    private var animations: [(closure: () throws -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) throws -> Void] = []
    /// UIViewAnimating.isRunning: started and not yet ended.
    public private(set) var isRunning = false
    private var endsAt: Rational?

    /// UIViewPropertyAnimator(duration:curve:animations:).
    public init(world: UIKitWorld, duration: Double, curve: UIViewAnimationCurve, animations: (() throws -> Void)? = nil) {
        self.world = world; self.duration = duration
        base.curve = curve.timingFunction
        if let animations { self.animations.append((animations, 0)) }
    }
    /// UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:).
    public init(world: UIKitWorld, duration: Double, controlPoint1 p1: Point, controlPoint2 p2: Point,
                animations: (() throws -> Void)? = nil) throws(WorldError) {
        self.world = world; self.duration = duration
        base.curve = try .controlPoints(p1.x, p1.y, p2.x, p2.y)
        if let animations { self.animations.append((animations, 0)) }
    }
    /// UIViewPropertyAnimator(duration:dampingRatio:animations:): a spring of that ratio that
    /// settles within `duration`, as UIView's spring animation.
    public init(world: UIKitWorld, duration: Double, dampingRatio: Double, animations: (() throws -> Void)? = nil) {
        self.world = world; self.duration = duration
        base.springDamping = min(1, max(0, dampingRatio))
        if let animations { self.animations.append((animations, 0)) }
    }
    /// UIViewPropertyAnimator(duration:timingParameters:) with cubic timing.
    public init(world: UIKitWorld, duration: Double, timingParameters: UICubicTimingParameters) {
        self.world = world; self.duration = duration
        base.curve = timingParameters.curve
    }
    /// UIViewPropertyAnimator(duration:timingParameters:) with spring timing; a physical
    /// spring runs for its settling duration, whatever `duration` says.
    public init(world: UIKitWorld, duration: Double, timingParameters: UISpringTimingParameters) {
        self.world = world
        if let spring = timingParameters.spring {
            self.duration = spring.settlingDuration
            base.springStiffness = spring.stiffness; base.springMass = spring.mass
            base.springDampingCoefficient = spring.damping; base.springVelocity = spring.initialVelocity
        } else {
            self.duration = duration
            base.springDamping = min(1, max(0, timingParameters.dampingRatio ?? 1))
            base.springVelocity = UISpringTimingParameters.scalar(timingParameters.initialVelocity)
        }
    }

    /// UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:):
    /// a UIView block with the options' curve, started at once.
    @discardableResult
    public static func runningPropertyAnimator(world: UIKitWorld, withDuration duration: Double, delay: Double,
                                               options: UIViewAnimationOptions, animations: @escaping () throws -> Void,
                                               completion: ((UIViewAnimatingPosition) throws -> Void)? = nil) throws -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(world: world, duration: duration, curve: .easeInOut, animations: animations)
        animator.base.curve = options.curve
        if let completion { animator.addCompletion(completion) }
        try animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// addAnimations(_:delayFactor:): the closure runs when the animator starts; its
    /// animations begin `delayFactor` × duration in and take the rest of the duration.
    public func addAnimations(_ animations: @escaping () throws -> Void, delayFactor: Double = 0) {
        self.animations.append((animations, min(1, max(0, delayFactor))))
    }

    /// addCompletion(_:).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) throws -> Void) {
        completions.append(completion)
    }

    /// startAnimation().
    public func startAnimation() throws { try startAnimation(afterDelay: 0) }

    /// startAnimation(afterDelay:): each closure runs now as a UIView block delayed by `delay`
    /// (plus its delay factor); the completions run at the animator's end.
    public func startAnimation(afterDelay delay: Double) throws {
        guard !isRunning else { return }
        isRunning = true
        for (closure, factor) in animations {
            try world.viewBlock(base, duration: duration * (1 - factor), delay: delay + duration * factor, options: [],
                                closure, nil)
        }
        let completions = self.completions
        try world.asyncAfter(seconds: delay + duration) { [weak self] in
            self?.isRunning = false
            for c in completions { try c(.end) }
        }
    }
}
