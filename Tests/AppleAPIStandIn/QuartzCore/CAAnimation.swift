// https://developer.apple.com/documentation/quartzcore/caanimation
// class CAAnimation (conforms to CAMediaTiming: its properties are listed on
// https://developer.apple.com/documentation/quartzcore/camediatiming)
open class CAAnimation: NSObject {
    public override init() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    // var timingFunction: CAMediaTimingFunction? { get set }
    open var timingFunction: CAMediaTimingFunction?
    // https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion
    // var isRemovedOnCompletion: Bool { get set }
    open var isRemovedOnCompletion: Bool = true
    // https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    // var beginTime: CFTimeInterval { get set }
    open var beginTime: CFTimeInterval = 0
    // https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    // var duration: CFTimeInterval { get set }
    open var duration: CFTimeInterval = 0
    // https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    // var speed: Float { get set }
    open var speed: Float = 1
    // https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    // var timeOffset: CFTimeInterval { get set }
    open var timeOffset: CFTimeInterval = 0
    // https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    // var repeatCount: Float { get set }
    open var repeatCount: Float = 0
    // https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration
    // var repeatDuration: CFTimeInterval { get set }
    open var repeatDuration: CFTimeInterval = 0
    // https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses
    // var autoreverses: Bool { get set }
    open var autoreverses: Bool = false
    // https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    // var fillMode: CAMediaTimingFillMode { get set }
    open var fillMode: CAMediaTimingFillMode = .removed
}

// https://developer.apple.com/documentation/quartzcore/capropertyanimation
// class CAPropertyAnimation
open class CAPropertyAnimation: CAAnimation {
    // https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    // convenience init(keyPath path: String?)
    public convenience init(keyPath path: String?) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
    // var isAdditive: Bool { get set }
    open var isAdditive: Bool = false
}

// https://developer.apple.com/documentation/quartzcore/cabasicanimation
// class CABasicAnimation
open class CABasicAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    // var fromValue: Any? { get set }
    open var fromValue: Any?
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    // var toValue: Any? { get set }
    open var toValue: Any?
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/byvalue
    // var byValue: Any? { get set }
    open var byValue: Any?
}

// https://developer.apple.com/documentation/quartzcore/caspringanimation
// class CASpringAnimation
open class CASpringAnimation: CABasicAnimation {
    // https://developer.apple.com/documentation/quartzcore/caspringanimation/mass
    // var mass: CGFloat { get set }
    open var mass: CGFloat = 1
    // https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
    // var stiffness: CGFloat { get set }
    open var stiffness: CGFloat = 100
    // https://developer.apple.com/documentation/quartzcore/caspringanimation/damping
    // var damping: CGFloat { get set }
    open var damping: CGFloat = 10
    // https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
    // var initialVelocity: CGFloat { get set }
    open var initialVelocity: CGFloat = 0
}

// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
// class CAKeyframeAnimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    // var values: [Any]? { get set }
    open var values: [Any]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    // var keyTimes: [NSNumber]? { get set }
    open var keyTimes: [NSNumber]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
    // var timingFunctions: [CAMediaTimingFunction]? { get set }
    open var timingFunctions: [CAMediaTimingFunction]?
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    // var calculationMode: CAAnimationCalculationMode { get set }
    open var calculationMode: CAAnimationCalculationMode = .linear
}

// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
// struct CAAnimationCalculationMode
public struct CAAnimationCalculationMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/cubic
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/cubicpaced
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

// https://developer.apple.com/documentation/quartzcore/caanimationgroup
// class CAAnimationGroup
open class CAAnimationGroup: CAAnimation {
    // https://developer.apple.com/documentation/quartzcore/caanimationgroup/animations
    // var animations: [CAAnimation]? { get set }
    open var animations: [CAAnimation]?
}
