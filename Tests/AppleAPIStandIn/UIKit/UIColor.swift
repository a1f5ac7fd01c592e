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
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    // class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle
    // struct TextStyle
    public struct TextStyle: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

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
