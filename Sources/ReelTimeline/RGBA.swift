/// A straight-alpha sRGB color with components in 0...1, animated component-wise as
/// Core Animation animates CGColor.
public struct RGBA: Interpolatable, Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// UIColor.red, BadgeHub's circle color.
    public static let red = RGBA(red: 1, green: 0, blue: 0)
    /// UIColor.systemRed in light mode (255, 59, 48).
    public static let systemRed = RGBA(hex: 0xFF3B30)

    public func interpolated(to other: RGBA, fraction: Double) -> RGBA {
        RGBA(red: red.interpolated(to: other.red, fraction: fraction),
             green: green.interpolated(to: other.green, fraction: fraction),
             blue: blue.interpolated(to: other.blue, fraction: fraction),
             alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
    }
    public func adding(_ o: RGBA) -> RGBA { RGBA(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha) }
    public func subtracting(_ o: RGBA) -> RGBA { RGBA(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha) }
    public func distance(to o: RGBA) -> Double {
        let d = subtracting(o)
        return (d.red * d.red + d.green * d.green + d.blue * d.blue + d.alpha * d.alpha).squareRoot()
    }
    public func scaled(by f: Double) -> RGBA { RGBA(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }
}
