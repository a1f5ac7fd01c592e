// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
// class CAMediaTimingFunction
open class CAMediaTimingFunction: NSObject {
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)
    // convenience init(name: CAMediaTimingFunctionName)
    public convenience init(name: CAMediaTimingFunctionName) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
    // init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
// struct CAMediaTimingFunctionName
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/linear
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
