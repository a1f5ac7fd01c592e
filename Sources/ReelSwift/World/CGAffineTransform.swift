#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelTimeline

/// CGAffineTransform: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty, as Core Graphics defines it
/// (row vector times [[a b 0] [c d 0] [tx ty 1]]).
///
/// A view's transform is drawn as the scene's layers hold a transform: a scale, then a
/// rotation, then a translation (`Decomposition`). Every matrix without skew is one; one
/// with skew is refused where it would be drawn.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The scale, rotation and translation the transform was made of, when it was made by
    /// the named constructors and methods that keep them known: so the rotation drawn is the
    /// angle written (−π/8), not atan2 of its sine and cosine an ulp away. Not part of
    /// equality: UIKit compares the matrices.
    var hint: Decomposition?

    /// CGAffineTransform(a:b:c:d:tx:ty:).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// CGAffineTransform.identity.
    public static let identity = CGAffineTransform(Decomposition(scaleX: 1, scaleY: 1, rotation: 0, translationX: 0, translationY: 0))
    /// CGAffineTransform(rotationAngle:): [cos sin −sin cos 0 0].
    public init(rotationAngle angle: Double) {
        self.init(Decomposition(scaleX: 1, scaleY: 1, rotation: angle, translationX: 0, translationY: 0))
    }
    /// CGAffineTransform(scaleX:y:).
    public init(scaleX sx: Double, y sy: Double) {
        self.init(Decomposition(scaleX: sx, scaleY: sy, rotation: 0, translationX: 0, translationY: 0))
    }
    /// CGAffineTransform(translationX:y:).
    public init(translationX x: Double, y: Double) {
        self.init(Decomposition(scaleX: 1, scaleY: 1, rotation: 0, translationX: x, translationY: y))
    }

    /// The transform a decomposition stands for: T · R(rotation) · S(scaleX, scaleY).
    public init(_ p: Decomposition) {
        let cs = p.rotation == 0 ? 1 : cos(p.rotation), sn = p.rotation == 0 ? 0 : sin(p.rotation)
        self.init(a: p.scaleX * cs, b: p.scaleX * sn, c: -p.scaleY * sn, d: p.scaleY * cs, tx: p.translationX, ty: p.translationY)
        hint = p
    }

    public static func == (l: CGAffineTransform, r: CGAffineTransform) -> Bool {
        l.a == r.a && l.b == r.b && l.c == r.c && l.d == r.d && l.tx == r.tx && l.ty == r.ty
    }
    public func hash(into h: inout Hasher) { for v in [a, b, c, d, tx, ty] { h.combine(v) } }

    /// CGAffineTransform.isIdentity.
    public var isIdentity: Bool { self == .identity }

    /// CGAffineTransform.concatenating(_:): this transform, then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        var r = CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
        r.hint = Self.hint(self.hint, then: t.hint, tx: r.tx, ty: r.ty)
        return r
    }

    /// The decomposition of `first` then `second`, where it follows from theirs: one of them
    /// only a translation, or both uniform scales with rotations (which commute).
    private static func hint(_ first: Decomposition?, then second: Decomposition?, tx: Double, ty: Double) -> Decomposition? {
        guard let f = first, let s = second else { return nil }
        if f.isTranslationOnly {
            return Decomposition(scaleX: s.scaleX, scaleY: s.scaleY, rotation: s.rotation, translationX: tx, translationY: ty)
        }
        if s.isTranslationOnly {
            return Decomposition(scaleX: f.scaleX, scaleY: f.scaleY, rotation: f.rotation, translationX: tx, translationY: ty)
        }
        if f.scaleX == f.scaleY && s.scaleX == s.scaleY {
            return Decomposition(scaleX: f.scaleX * s.scaleX, scaleY: f.scaleY * s.scaleY, rotation: f.rotation + s.rotation,
                                 translationX: tx, translationY: ty)
        }
        if f.rotation == 0 && s.rotation == 0 {
            return Decomposition(scaleX: f.scaleX * s.scaleX, scaleY: f.scaleY * s.scaleY, rotation: 0, translationX: tx, translationY: ty)
        }
        return nil
    }

    /// CGAffineTransform.rotated(by:): the rotation applied before this transform.
    public func rotated(by angle: Double) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// CGAffineTransform.scaledBy(x:y:): the scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    /// CGAffineTransform.translatedBy(x:y:): the translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    /// CGAffineTransform.inverted(); a singular matrix is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The scale, rotation and translation a layer draws: T · R(rotation) · S(scaleX, scaleY).
    public struct Decomposition: Hashable, Sendable {
        public var scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double
        public init(scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double) {
            self.scaleX = scaleX; self.scaleY = scaleY; self.rotation = rotation
            self.translationX = translationX; self.translationY = translationY
        }
        var isTranslationOnly: Bool { scaleX == 1 && scaleY == 1 && rotation == 0 }
    }

    /// The transform as a scale, then a rotation, then a translation; nil when it skews
    /// (no such product makes it). Read from the matrix, the x scale is kept positive and a
    /// mirror is a negative y scale.
    public var decomposition: Decomposition? {
        if let hint { return hint }
        let sx = (a * a + b * b).squareRoot()
        let rotation: Double, sy: Double
        if sx == 0 {
            // No x extent: the rotation is read from the y column.
            rotation = atan2(-c, d); sy = (c * c + d * d).squareRoot()
        } else {
            rotation = atan2(b, a)
            let cs = cos(rotation), sn = sin(rotation)
            sy = d * cs - c * sn
            // What is left along y after taking out the rotation must be perpendicular: no skew.
            let skew = c * cs + d * sn
            let scale = max(abs(a), abs(b), abs(c), abs(d), 1e-300)
            guard abs(skew) <= 1e-9 * scale else { return nil }
        }
        return Decomposition(scaleX: sx, scaleY: sy, rotation: rotation, translationX: tx, translationY: ty)
    }
}
