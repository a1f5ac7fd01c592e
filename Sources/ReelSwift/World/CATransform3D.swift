#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CATransform3D: a 4×4 matrix applied to row vectors, as Core Animation defines it
/// (m41, m42, m43 the translation; m34 the perspective term).
///
/// The scene draws a layer's transform in its plane: a scale, a rotation about z and a
/// translation. A matrix that is one of those (as every CGAffineTransform is) is drawn; one
/// with perspective (m14, m24, m34 ≠ 0, m44 ≠ 1) or a turn out of the plane (m13, m23, m31,
/// m32 ≠ 0) is refused where it would be drawn, with `undrawableReason`.
public struct CATransform3D: Hashable, Sendable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0
    /// The plane decomposition it was made of, where known (see CGAffineTransform's `hint`);
    /// not part of equality.
    var hint: CGAffineTransform.Decomposition?

    /// CATransform3DIdentity.
    public init() {}
    /// CATransform3DIdentity.
    public static let identity = CATransform3D()

    public static func == (l: CATransform3D, r: CATransform3D) -> Bool { l.entries == r.entries }
    public func hash(into h: inout Hasher) { for v in entries { h.combine(v) } }

    /// The sixteen entries, row by row.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A matrix from its sixteen entries, row by row.
    public init(entries e: [Double]) {
        precondition(e.count == 16)
        (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
        (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
        (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
        (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
    }

    /// CATransform3DMakeAffineTransform.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
        hint = t.hint
    }

    /// CATransform3DIsIdentity.
    public var isIdentity: Bool { self == .identity }

    /// CATransform3DIsAffine: a plane transform (no z terms, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// CATransform3DGetAffineTransform: the plane part (exact when `isAffine`).
    public var affine: CGAffineTransform {
        var t = CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
        t.hint = hint
        return t
    }

    /// Why the scene cannot draw this matrix, or nil when it can (a plane transform without
    /// skew). A z scale (m33) or z translation (m43) changes nothing on screen without
    /// perspective and is let through.
    public var undrawableReason: String? {
        if m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1 {
            return "a CATransform3D with perspective (m14 \(m14), m24 \(m24), m34 \(m34), m44 \(m44)) is not drawn: the scene draws a layer's scale, rotation about z and translation"
        }
        if m13 != 0 || m23 != 0 || m31 != 0 || m32 != 0 {
            return "a CATransform3D that turns out of the screen's plane (a rotation about x or y) is not drawn: the scene draws a layer's scale, rotation about z and translation"
        }
        if affine.decomposition == nil {
            return "a skewed transform is not drawn: the scene draws a layer's scale, rotation about z and translation"
        }
        return nil
    }

    /// CATransform3DConcat(a, b): a, then b.
    public func concatenating(_ b: CATransform3D) -> CATransform3D {
        // Plane transforms compose as their affine parts do (keeping what is known of them).
        if isAffine && b.isAffine { return CATransform3D(affine.concatenating(b.affine)) }
        let x = entries, y = b.entries
        var out = [Double](repeating: 0, count: 16)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { out[i * 4 + j] += x[i * 4 + k] * y[k * 4 + j] } } }
        return CATransform3D(entries: out)
    }
}

/// CATransform3DMakeTranslation.
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    var t = CATransform3D(CGAffineTransform(translationX: tx, y: ty)); t.m43 = tz
    return t
}
/// CATransform3DMakeScale.
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var t = CATransform3D(CGAffineTransform(scaleX: sx, y: sy)); t.m33 = sz
    return t
}
/// CATransform3DMakeRotation(angle, x, y, z): a rotation by `angle` about the axis (x, y, z),
/// Core Animation's (right-handed, as CGAffineTransform(rotationAngle:) for the z axis).
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    // About z: the plane rotation, with its angle as written.
    if x == 0 && y == 0 { return CATransform3D(CGAffineTransform(rotationAngle: z > 0 ? angle : -angle)) }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    var t = CATransform3D()
    t.m11 = c + ux * ux * k;      t.m12 = ux * uy * k + uz * s; t.m13 = ux * uz * k - uy * s
    t.m21 = uy * ux * k - uz * s; t.m22 = c + uy * uy * k;      t.m23 = uy * uz * k + ux * s
    t.m31 = uz * ux * k + uy * s; t.m32 = uz * uy * k - ux * s; t.m33 = c + uz * uz * k
    return t
}
/// CATransform3DTranslate(t, tx, ty, tz): the translation first, then t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
/// CATransform3DScale(t, sx, sy, sz): the scale first, then t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
/// CATransform3DRotate(t, angle, x, y, z): the rotation first, then t.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
/// CATransform3DConcat(a, b): a, then b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// CATransform3DInvert for the plane transforms the scene draws (others unchanged, as
/// Core Animation returns a singular matrix unchanged).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard t.isAffine else { return t }
    return CATransform3D(t.affine.inverted())
}
/// CATransform3DIdentity.
public let CATransform3DIdentity = CATransform3D.identity
