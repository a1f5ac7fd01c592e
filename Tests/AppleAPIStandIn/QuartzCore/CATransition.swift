// https://developer.apple.com/documentation/quartzcore/catransition
// class CATransition (a CAAnimation subclass; init() is NSObject's)
open class CATransition: CAAnimation {
    // https://developer.apple.com/documentation/quartzcore/catransition/type
    // var type: CATransitionType { get set } ("The default is fade.")
    open var type: CATransitionType = .fade
    // https://developer.apple.com/documentation/quartzcore/catransition/subtype
    // var subtype: CATransitionSubtype? { get set } ("The default is nil.")
    open var subtype: CATransitionSubtype?
}

// https://developer.apple.com/documentation/quartzcore/catransitiontype
// struct CATransitionType (RawRepresentable, Hashable, Sendable; init(rawValue: String))
public struct CATransitionType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/catransitiontype/fade
    // static let fade: CATransitionType
    public static let fade = CATransitionType(rawValue: "fade")
    // https://developer.apple.com/documentation/quartzcore/catransitiontype/movein
    // static let moveIn: CATransitionType
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    // https://developer.apple.com/documentation/quartzcore/catransitiontype/push
    // static let push: CATransitionType
    public static let push = CATransitionType(rawValue: "push")
    // https://developer.apple.com/documentation/quartzcore/catransitiontype/reveal
    // static let reveal: CATransitionType
    public static let reveal = CATransitionType(rawValue: "reveal")
}

// https://developer.apple.com/documentation/quartzcore/catransitionsubtype
// struct CATransitionSubtype (RawRepresentable, Hashable, Sendable; init(rawValue: String))
public struct CATransitionSubtype: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/catransitionsubtype/fromleft
    // static let fromLeft: CATransitionSubtype
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    // https://developer.apple.com/documentation/quartzcore/catransitionsubtype/fromright
    // static let fromRight: CATransitionSubtype
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    // https://developer.apple.com/documentation/quartzcore/catransitionsubtype/fromtop
    // static let fromTop: CATransitionSubtype
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    // https://developer.apple.com/documentation/quartzcore/catransitionsubtype/frombottom
    // static let fromBottom: CATransitionSubtype
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
