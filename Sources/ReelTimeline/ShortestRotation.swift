/// How Core Animation turns a layer between two rotations.
///
/// UIKit animates a view's `transform`, a matrix, not an angle: `CGAffineTransform(rotationAngle:)`
/// of 120° and of −240° are the same matrix. Core Animation interpolates two transforms by
/// decomposing them (the rotation as a quaternion, its angle in (−180°, 180°]) and turning the
/// rotation the shorter way (a spherical interpolation that negates one quaternion when their
/// dot product is negative). So a swing from −120° to +120° turns 120° through 180°, not 240°
/// through 0°.
///
/// Exactly 180° apart (a shake of ±90°: −90° to +90°) both ways are equally short. The dot
/// product is then 0, which is not negative, so nothing is negated and the rotation turns
/// through the mean of the two decomposed angles: −90° → 0° → +90°, and +90° → 0° → −90°.
/// BadgeReel does the same, deterministically: at exactly 180° apart it turns the way the
/// decomposed angles' difference points.
public enum ShortestRotation {
    /// The angle of the rotation matrix, in (−π, π]; angles already in that range unchanged.
    @inlinable
    public static func normalized(_ angle: Double) -> Double {
        if angle > -Double.pi && angle <= Double.pi { return angle }
        guard angle.isFinite else { return 0 }
        var r = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if r > Double.pi { r -= 2 * Double.pi }
        if r <= -Double.pi { r += 2 * Double.pi }
        return r
    }

    /// The signed turn, in [−π, π], from rotation `a` to rotation `b` the shorter way;
    /// exactly ±π (a tie) keeps the sign of the decomposed angles' difference.
    public static func turn(from a: Double, to b: Double) -> Double {
        var d = normalized(b) - normalized(a)
        if d > Double.pi { d -= 2 * Double.pi } else if d < -Double.pi { d += 2 * Double.pi }
        return d
    }

    /// Angles for the rotations `angles` such that each step to the next is the shorter turn:
    /// every angle is its decomposed angle plus a whole number of turns, and the first and any
    /// that need no extra turn are their decomposed angle exactly. Keyframe interpolation
    /// (linear, paced or the splines) then runs on these numbers, as Core Animation turns
    /// each segment between two matrices the short way.
    public static func unwrapped(_ angles: [Double]) -> [Double] {
        guard let first = angles.first else { return [] }
        var out = [normalized(first)]
        out.reserveCapacity(angles.count)
        for i in angles.indices.dropFirst() {
            let base = normalized(angles[i])
            let target = out[i - 1] + turn(from: angles[i - 1], to: angles[i])
            let turns = ((target - base) / (2 * Double.pi)).rounded()
            out.append(turns == 0 ? base : base + turns * 2 * Double.pi)
        }
        return out
    }
}

extension LayerState {
    /// The rotation as Core Animation's presentation layer reports it: writing an angle
    /// stores the decomposed angle in (−π, π], as reading `transform.rotation.z` back would.
    public var presentedRotation: Double {
        get { rotation }
        set { rotation = ShortestRotation.normalized(newValue) }
    }
}
