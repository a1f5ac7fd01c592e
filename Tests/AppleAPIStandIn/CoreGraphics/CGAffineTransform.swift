@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// struct CGAffineTransform
public struct CGAffineTransform {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    // init(rotationAngle angle: CGFloat)
    public init(rotationAngle angle: CGFloat) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    // init(scaleX sx: CGFloat, y sy: CGFloat)
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    // init(translationX tx: CGFloat, y ty: CGFloat)
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
    // func rotated(by angle: CGFloat) -> CGAffineTransform
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    // func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    // static let identity: CGAffineTransform
    public static let identity: CGAffineTransform = { fatalError("stand-in") }()
}

extension CGPoint {
    // https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    // func applying(_ t: CGAffineTransform) -> CGPoint
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/corefoundation/cgvector
// struct CGVector
public struct CGVector {
    // https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-2ljhr
    // init(dx: CGFloat, dy: CGFloat)
    public init(dx: CGFloat, dy: CGFloat) { fatalError("stand-in") }
}
