/// A straight-alpha sRGB color with components in 0...1, animated component-wise as
/// Core Animation animates CGColor.
public struct RGBA: Interpolatable, Hashable, Codable, Sendable {
    /// Red component, 0...1.
    public var red: Double
    /// Green component, 0...1.
    public var green: Double
    /// Blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque); not premultiplied into the other components.
    public var alpha: Double

    /// A colour from sRGB components in 0...1, opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// 0xRRGGBB with full alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    /// UIColor.clear: fully transparent black, a layer's default background.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIColor.white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// UIColor.black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// UIColor.red, BadgeHub's circle color.
    public static let red = RGBA(red: 1, green: 0, blue: 0)
    /// UIColor.systemRed in light mode (255, 59, 48).
    public static let systemRed = RGBA(hex: 0xFF3B30)

    /// The colour `fraction` of the way to `other`, each component blended linearly.
    public func interpolated(to other: RGBA, fraction: Double) -> RGBA {
        RGBA(red: red.interpolated(to: other.red, fraction: fraction),
             green: green.interpolated(to: other.green, fraction: fraction),
             blue: blue.interpolated(to: other.blue, fraction: fraction),
             alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
    }
    /// Component-wise sum, for `by` values and additive animations.
    public func adding(_ o: RGBA) -> RGBA { RGBA(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha) }
    /// Component-wise difference, the inverse of `adding`.
    public func subtracting(_ o: RGBA) -> RGBA { RGBA(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha) }
    /// Euclidean distance over the four components, used to pace keyframes.
    public func distance(to o: RGBA) -> Double {
        let d = subtracting(o)
        return (d.red * d.red + d.green * d.green + d.blue * d.blue + d.alpha * d.alpha).squareRoot()
    }
    /// Every component multiplied by `f`.
    public func scaled(by f: Double) -> RGBA { RGBA(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }
}
