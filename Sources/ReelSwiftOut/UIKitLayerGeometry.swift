/// A layer's geometry as the UIKit a person writes it: a `CGRect`, a `CGPoint`, and a
/// `CATransform3D` of a scale, then a turn, then a translation, as the scene's layers compose
/// them. One spelling for both writers of layers: the UIKit form of a SwiftUI file
/// (`SwiftUILayerFile`, its numbers computed from frames: `SwiftLiteral.computed`) and of a
/// script's own layers (`UIKitSublayerCode`, the numbers the code set: `SwiftLiteral.number`).
enum UIKitLayerGeometry {
    typealias Literal = (Double) -> String

    /// A rectangle; an origin at zero written `0`, as a person writes a bounds.
    static func rect(x: Double = 0, y: Double = 0, _ w: Double, _ h: Double, _ n: Literal = SwiftLiteral.computed) -> String {
        "CGRect(x: \(x == 0 ? "0" : n(x)), y: \(y == 0 ? "0" : n(y)), width: \(n(w)), height: \(n(h)))"
    }

    static func point(_ x: Double, _ y: Double, _ n: Literal = SwiftLiteral.computed) -> String {
        "CGPoint(x: \(n(x)), y: \(n(y)))"
    }

    /// A scale, then a turn about z, then a translation: each part written only where it is not
    /// the identity, chained with `CATransform3DConcat(a, b)` (`a` then `b`, Apple: "Concatenate
    /// b to a"); nil for none.
    static func transform(scaleX sx: Double, scaleY sy: Double, rotation r: Double,
                          translationX tx: Double = 0, translationY ty: Double = 0, _ n: Literal = SwiftLiteral.computed) -> String? {
        var parts: [String] = []
        if sx != 1 || sy != 1 { parts.append("CATransform3DMakeScale(\(n(sx)), \(n(sy)), 1)") }
        if r != 0 { parts.append("CATransform3DMakeRotation(\(n(r)), 0, 0, 1)") }
        if tx != 0 || ty != 0 { parts.append("CATransform3DMakeTranslation(\(n(tx)), \(n(ty)), 0)") }
        guard var text = parts.first else { return nil }
        for part in parts.dropFirst() { text = "CATransform3DConcat(\(text), \(part))" }
        return text
    }
}
