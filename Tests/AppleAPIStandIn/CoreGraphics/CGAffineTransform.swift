@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// struct CGAffineTransform
public struct CGAffineTransform {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    // init(rotationAngle angle: CGFloat)
    public init(rotationAngle angle: CGFloat) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    // static let identity: CGAffineTransform
    public static let identity: CGAffineTransform = { fatalError("stand-in") }()
}

extension CGPoint {
    // https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    // func applying(_ t: CGAffineTransform) -> CGPoint
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError("stand-in") }
}
