// https://developer.apple.com/documentation/quartzcore/calayer
// class CALayer
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    // func add(_ anim: CAAnimation, forKey key: String?)
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    // func removeAnimation(forKey key: String)
    open func removeAnimation(forKey key: String) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    // func removeAllAnimations()
    open func removeAllAnimations() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    // var cornerRadius: CGFloat { get set }
    open var cornerRadius: CGFloat = 0
    // https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
    // var cornerCurve: CALayerCornerCurve { get set }
    open var cornerCurve: CALayerCornerCurve = .circular
    // https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    // var anchorPoint: CGPoint { get set }
    open var anchorPoint: CGPoint = .zero
    // https://developer.apple.com/documentation/quartzcore/calayer/position
    // var position: CGPoint { get set }
    open var position: CGPoint = .zero
    // https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    // var borderWidth: CGFloat { get set }
    open var borderWidth: CGFloat = 0
    // https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    // var borderColor: CGColor? { get set }
    open var borderColor: CGColor?
    // https://developer.apple.com/documentation/quartzcore/calayer/bounds
    // var bounds: CGRect { get set }
    open var bounds: CGRect = .zero
    // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    // var backgroundColor: CGColor? { get set }
    open var backgroundColor: CGColor?
    // https://developer.apple.com/documentation/quartzcore/calayer/opacity
    // var opacity: Float { get set }
    open var opacity: Float = 1
    // https://developer.apple.com/documentation/quartzcore/calayer/transform
    // var transform: CATransform3D { get set }
    open var transform: CATransform3D = CATransform3DIdentity
    // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    // func addSublayer(_ layer: CALayer)
    open func addSublayer(_ layer: CALayer) { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/quartzcore/catransform3d
// struct CATransform3D
public struct CATransform3D {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

// https://developer.apple.com/documentation/quartzcore/catransform3didentity
// let CATransform3DIdentity: CATransform3D
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

// https://developer.apple.com/documentation/quartzcore/catransform3dmakescale(_:_:_:)
// func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError("stand-in") }

// https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
// func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError("stand-in") }

// https://developer.apple.com/documentation/quartzcore/catransform3dconcat(_:_:)
// func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { fatalError("stand-in") }

// https://developer.apple.com/documentation/quartzcore/catransaction
// class CATransaction
open class CATransaction: NSObject {
    // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    // class func begin()
    open class func begin() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    // class func commit()
    open class func commit() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/quartzcore/catransaction/setanimationtimingfunction(_:)
    // class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?)
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/quartzcore/calayercornercurve
// struct CALayerCornerCurve
public struct CALayerCornerCurve: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular
    // static let circular: CALayerCornerCurve
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    // https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous
    // static let continuous: CALayerCornerCurve
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
