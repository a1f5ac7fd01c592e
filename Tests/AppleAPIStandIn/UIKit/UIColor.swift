// https://developer.apple.com/documentation/uikit/uicolor
// class UIColor
open class UIColor: NSObject {
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)-8bypp
    // init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    // var cgColor: CGColor { get }
    open var cgColor: CGColor { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/uikit/uifont
// class UIFont
open class UIFont: NSObject {
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    // class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uifont/weight
    // struct Weight
    public struct Weight: Hashable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        public static let ultraLight = Weight(rawValue: -0.8)
        // https://developer.apple.com/documentation/uikit/uifont/weight/thin
        public static let thin = Weight(rawValue: -0.6)
        // https://developer.apple.com/documentation/uikit/uifont/weight/light
        public static let light = Weight(rawValue: -0.4)
        // https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)
        // https://developer.apple.com/documentation/uikit/uifont/weight/medium
        public static let medium = Weight(rawValue: 0.23)
        // https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(rawValue: 0.3)
        // https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(rawValue: 0.4)
        // https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        public static let heavy = Weight(rawValue: 0.56)
        // https://developer.apple.com/documentation/uikit/uifont/weight/black
        public static let black = Weight(rawValue: 0.62)
    }
}
