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
}

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
