import ReelModels
import ReelTimeline

/// UIColor (and the CGColor it hands a layer): straight-alpha sRGB, as `RGBA`.
///
/// What a scene draws is what its file holds, 8 bits a channel (`#RRGGBBAA`): a colour the
/// code computes is kept as it is here, and rounded to those bits where it reaches a part,
/// so a Swift file and its saved scene draw the same pixels.
public struct UIColor: Hashable, Sendable {
    /// The colour's components.
    public var rgba: RGBA

    /// A colour of these components.
    public init(_ rgba: RGBA) { self.rgba = rgba }
    /// UIColor(red:green:blue:alpha:); components outside 0...1 are clamped where drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// UIColor(white:alpha:).
    public init(white: Double, alpha: Double) { rgba = RGBA(red: white, green: white, blue: white, alpha: alpha) }
    /// UIColor(hue:saturation:brightness:alpha:): HSB as UIKit converts it (hue 0...1 around the circle).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        // A NaN or infinite hue has no sector: its components are NaN (refused where drawn)
        // rather than a trap in Int(h).
        let h = (hue - hue.rounded(.down)) * 6, i = h.isFinite ? Int(h) % 6 : 0, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        rgba = RGBA(red: r, green: g, blue: b, alpha: alpha)
    }

    /// UIColor's class colours by name (`.red`, `.systemRed`, `.clear`, …): the scene files'
    /// names, UIKit's light-mode values; nil for a name UIKit has that is not drawn.
    public static func named(_ name: String) -> UIColor? { RGBA.named[name].map(UIColor.init) }
    /// Every name `named` knows, for refusals.
    public static var names: [String] { RGBA.named.keys.sorted() }
    /// The colours UIKit's Swift 2 interface spelled as class methods (`UIColor.redColor()`),
    /// each one of `names`.
    public static let swift2Names = ["black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
                                     "magenta", "orange", "purple", "red", "white", "yellow"]

    public static let clear = UIColor(.clear)
    public static let white = UIColor(.white)
    public static let black = UIColor(.black)
    public static let red = UIColor(.red)
    public static let systemRed = UIColor(.systemRed)

    /// UIColor.withAlphaComponent(_:).
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        var c = rgba; c.alpha = alpha
        return UIColor(c)
    }
    /// UIColor.cgColor: the same colour, as a layer takes it.
    public var cgColor: UIColor { self }

    /// The colour as a scene file holds it: each channel clamped and rounded to 8 bits.
    var drawn: RGBA { RGBA.parse(rgba.hexString) ?? rgba }
}

/// UIFont: what a label's text is drawn with, its size and weight (the system font).
public struct UIFont: Hashable, Sendable {
    /// UIFont.Weight: UIKit's weight values (−1...1) and the CSS weight the renderer draws.
    public struct Weight: Hashable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// Each weight by its Swift name (`.semibold`), lightest first.
        public static let named: KeyValuePairs<String, Weight> = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]

        /// The CSS weight of the nearest named weight (UIKit's ultraLight is CSS 100 … black 900).
        public var cssWeight: Int {
            let table: [(Double, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                                          (0.4, 700), (0.56, 800), (0.62, 900)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// UIFont.pointSize.
    public var pointSize: Double
    /// The font's weight.
    public var weight: Weight

    /// UIFont.systemFont(ofSize:weight:).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    /// UIFont.boldSystemFont(ofSize:).
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    /// UIFont.withSize(_:).
    public func withSize(_ size: Double) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// A font of `pointSize` points and `weight`.
    public init(pointSize: Double, weight: Weight) { self.pointSize = pointSize; self.weight = weight }

    /// The font a CSS weight stands for.
    init(pointSize: Double, cssWeight: Int) {
        let table: [Int: Weight] = [100: .ultraLight, 200: .thin, 300: .light, 400: .regular, 500: .medium,
                                    600: .semibold, 700: .bold, 800: .heavy, 900: .black]
        self.init(pointSize: pointSize, weight: table[cssWeight] ?? .regular)
    }
}
