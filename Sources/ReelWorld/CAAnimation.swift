import ReelTimeline

/// A value a Core Animation animation moves through: NSNumber, NSValue (CGPoint, CGSize,
/// CGRect, CATransform3D) or a CGColor, as the code wraps it.
public enum CAValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(CATransform3D)
    case color(UIColor)

    /// NSNumber(value:).
    public static func nsNumber(_ v: Double) -> CAValue { .number(v) }
    /// NSValue(cgPoint:).
    public static func nsValue(cgPoint p: Point) -> CAValue { .point(p) }
    /// NSValue(cgSize:).
    public static func nsValue(cgSize s: Size) -> CAValue { .size(s) }
    /// NSValue(cgRect:).
    public static func nsValue(cgRect r: Rect) -> CAValue { .rect(r) }
    /// NSValue(caTransform3D:).
    public static func nsValue(caTransform3D t: CATransform3D) -> CAValue { .transform(t) }

    /// What the value is, for refusals.
    var kind: String {
        switch self {
        case .number: "a number"
        case .point: "a CGPoint"
        case .size: "a CGSize"
        case .rect: "a CGRect"
        case .transform: "a CATransform3D"
        case .color: "a colour"
        }
    }
}

/// CAMediaTimingFillMode's names.
public enum CAMediaTimingFillModeName {
    /// The fill mode a name stands for (`.forwards`, `kCAFillModeForwards`, …); nil for another.
    public static func fillMode(named name: String) -> FillMode? {
        var key = name
        if key.hasPrefix("kCAFillMode") { key.removeFirst("kCAFillMode".count); key = key.prefix(1).lowercased() + key.dropFirst() }
        return FillMode(rawValue: key)
    }
}

/// CAAnimation: the timing every animation has (CAMediaTiming), with Core Animation's
/// defaults. A reference type, as in Core Animation: `layer.add` copies it, so changing it
/// afterwards changes nothing on the layer.
public class CAAnimation {
    public var beginTime = 0.0
    /// 0 runs as the enclosing CATransaction's animationDuration (0.25 s unless set), as
    /// Core Animation does.
    public var duration = 0.0
    public var speed = 1.0
    public var timeOffset = 0.0
    /// `.infinity` (or HUGE, Float.greatestFiniteMagnitude) repeats until the clip's end.
    public var repeatCount = 0.0
    public var repeatDuration = 0.0
    public var autoreverses = false
    public var fillMode: FillMode = .removed
    /// nil is linear.
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    /// CAAnimation.delegate: told when the animation starts and stops (CAAnimationDelegate.swift).
    public var delegate: (any CAAnimationDelegate)?

    public init() {}

    /// A copy of `other`'s fields, each class copying its own and handing the rest to its
    /// superclass: `copy()` is then one line for every class.
    required init(copying other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction; isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }

    /// A copy, as layer.add(_:forKey:) takes one (NSCopying): the same class with the same
    /// fields.
    public func copy() -> CAAnimation { Self(copying: self) }

    /// The Swift name of the class, for refusals.
    var className: String { "CAAnimation" }
}

/// CAPropertyAnimation: an animation of one key path.
public class CAPropertyAnimation: CAAnimation {
    /// The key path, as written (`"transform.scale"`, `#keyPath(CALayer.opacity)` read as "opacity").
    public var keyPath: String?
    public var isAdditive = false
    /// Accepted; a cumulative animation is refused where it repeats (it is not drawn).
    public var isCumulative = false

    public init(keyPath: String?) { self.keyPath = keyPath; super.init() }
    public override init() { super.init() }

    required init(copying other: CAAnimation) {
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        }
        super.init(copying: other)
    }
}

/// CABasicAnimation: fromValue, toValue, byValue.
public class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: CAValue?
    public var toValue: CAValue?
    public var byValue: CAValue?

    public override init(keyPath: String?) { super.init(keyPath: keyPath) }
    public override init() { super.init() }

    required init(copying other: CAAnimation) {
        if let other = other as? CABasicAnimation { fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue }
        super.init(copying: other)
    }

    override var className: String { "CABasicAnimation" }
}

/// CASpringAnimation: a basic animation moved by a damped spring.
public final class CASpringAnimation: CABasicAnimation {
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    public var initialVelocity = 0.0

    /// The spring these fields describe.
    public var spring: SpringParameters {
        SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// CASpringAnimation.settlingDuration: how long the spring takes to come to rest (within
    /// 0.1 % of the distance, ReelTimeline's SpringParameters.settlingDuration).
    public var settlingDuration: Double { spring.settlingDuration }

    public override init(keyPath: String?) { super.init(keyPath: keyPath) }
    public override init() { super.init() }

    required init(copying other: CAAnimation) {
        if let other = other as? CASpringAnimation {
            mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
        }
        super.init(copying: other)
    }

    override var className: String { "CASpringAnimation" }
}

/// CAKeyframeAnimation: values at key times.
public final class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [CAValue]?
    public var keyTimes: [Double]?

    /// The key times Core Animation paces the values by: `keyTimes` when they fit the values,
    /// else none (evenly spaced). "If the values in the keyTimes array are invalid or
    /// inappropriate for the current calculationMode, they are ignored" (CAKeyframeAnimation,
    /// keyTimes, developer.apple.com): one per value (one more allowed for discrete), rising,
    /// from 0, ending at 1 except for discrete.
    var usableKeyTimes: [Double] {
        guard let times = keyTimes, !times.isEmpty else { return [] }
        let n = values?.count ?? 0
        let discrete = calculationMode == .discrete
        let fits = (times.count == n || (discrete && times.count == n + 1))
            && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            && times[0] == 0 && (discrete || times[times.count - 1] == 1)
        return fits ? times : []
    }
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear
    /// CAKeyframeAnimation.path: "The path for a point-based property to follow … If you
    /// specify a value for this property, any data in the values property is ignored."
    public var path: CGPath?
    /// CAKeyframeAnimation.rotationMode: nil (no rotation), or turning with the path.
    public var rotationMode: CAAnimationRotationMode?

    public override init(keyPath: String?) { super.init(keyPath: keyPath) }
    public override init() { super.init() }

    required init(copying other: CAAnimation) {
        if let other = other as? CAKeyframeAnimation {
            values = other.values; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode; path = other.path; rotationMode = other.rotationMode
        }
        super.init(copying: other)
    }

    override var className: String { "CAKeyframeAnimation" }
}

/// CAAnimationGroup: animations run in the group's time.
public final class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    public override init() { super.init() }

    /// The group's animations are copied too, as NSCopying on a group copies its array's
    /// animations into the new group (changing one afterwards changes nothing on the layer).
    required init(copying other: CAAnimation) {
        if let other = other as? CAAnimationGroup { animations = other.animations?.map { $0.copy() } }
        super.init(copying: other)
    }

    override var className: String { "CAAnimationGroup" }
}
