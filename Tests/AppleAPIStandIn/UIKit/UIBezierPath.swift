// https://developer.apple.com/documentation/uikit/uibezierpath
// class UIBezierPath (UIBezierPath() is NSObject's init())
open class UIBezierPath: NSObject {
    // https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    // func move(to point: CGPoint)
    open func move(to point: CGPoint) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    // func addLine(to point: CGPoint)
    open func addLine(to point: CGPoint) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uibezierpath/addcurve(to:controlpoint1:controlpoint2:)
    // func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uibezierpath/close()
    // func close()
    open func close() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    // var cgPath: CGPath { get set }
    open var cgPath: CGPath { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}
