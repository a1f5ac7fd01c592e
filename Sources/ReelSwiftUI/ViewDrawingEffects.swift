import ReelTimeline

/// `shadow(color:radius:x:y:)`'s arguments.
///
/// [Apple] (…/swiftui/view/shadow(color:radius:x:y:)): `color` defaults to
/// `Color(.sRGBLinear, white: 0, opacity: 0.33)` — black (white 0 is 0 in every encoding) at
/// 0.33 opacity, `defaultColor`; "radius: a measure of how much to blur the shadow"; x and y
/// offset it. How SwiftUI draws it [Apple] (…/graphicscontext/filter/shadow(color:radius:x:y:
/// blendmode:options:)): "by blurring the alpha channel of the object receiving the shadow,
/// multiplying the result by a color, optionally translating the shadow by an amount, and then
/// blending the resulting shadow into a new layer below the source".
public struct ViewShadow: Hashable, Sendable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: RGBA = ViewShadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }

    public static let defaultColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
}

/// What a drawn item goes through after it is drawn, innermost modifier first: a clip, a
/// blur or a shadow, each in the screen space of the layout's root (ViewLayout resolves the
/// ancestors' transforms into it).
public enum ItemEffect: Hashable, Sendable {
    /// Clipped to `shape` filling `frame`, through `transform` (the clipping view's).
    case clip(ShapeKind, frame: Rect, transform: AffineTransform)
    /// Blurred: a Gaussian of standard deviation `sigma` points.
    case blur(sigma: Double)
    /// A shadow under it: its alpha blurred by `sigma`, tinted `color`, moved by (dx, dy).
    case shadow(color: RGBA, sigma: Double, dx: Double, dy: Double)

    /// The Gaussian's standard deviation for a SwiftUI blur or shadow radius: half the radius
    /// [Inferred]. Apple calls `radius` only "a measure of how much to blur"; Core Animation's
    /// `shadowRadius` is commonly measured as twice the deviation, taken here for SwiftUI too.
    /// A device check should compare a `Circle().shadow(radius: 10)` edge profile.
    public static func sigma(radius: Double) -> Double { max(0, radius) / 2 }
}

extension AffineTransform {
    /// How much this map scales lengths (the square root of its area scale): a shadow's blur
    /// inside a `scaleEffect(2)` is twice as wide on screen.
    var lengthScale: Double { (abs(a * d - b * c)).squareRoot() }

    /// The linear part applied to a vector (a shadow's offset): no translation.
    func applyVector(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y, b * x + d * y) }
}
