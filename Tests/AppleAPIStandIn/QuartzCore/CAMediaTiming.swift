@_exported import CoreGraphics

// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
// struct CAMediaTimingFillMode
public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards
    // static let forwards: CAMediaTimingFillMode
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards
    // static let backwards: CAMediaTimingFillMode
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/both
    // static let both: CAMediaTimingFillMode
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/removed
    // static let removed: CAMediaTimingFillMode
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
// func CACurrentMediaTime() -> CFTimeInterval
public func CACurrentMediaTime() -> CFTimeInterval { fatalError("stand-in") }

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
// typealias CFTimeInterval = Double
public typealias CFTimeInterval = Double
