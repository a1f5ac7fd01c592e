#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CAReplicatorLayer's copies of its sublayers: `count` instances (CAReplicatorLayer
/// .instanceCount, default 1: the sublayers alone), instance i drawn through
/// `transform`ⁱ ("the transform matrix applied to the previous instance to produce the current
/// instance", .instanceTransform) and playing its animations `delay`·i seconds later
/// ("specifies the delay, in seconds, between replicated copies animating", .instanceDelay).
///
/// On the timeline each instance is a container layer in the replicator's space that draws
/// nothing, holding one copy of each sublayer; the transform is applied about the
/// replicator's anchor point, as CALayer applies its sublayerTransform.
public struct ReplicatorInstances: Hashable, Sendable {
    public var count: Int
    public var delay: Double
    public var transform: Affine

    public init(count: Int = 1, delay: Double = 0, transform: Affine = .identity) {
        self.count = count; self.delay = delay; self.transform = transform
    }

    /// `transform` raised to `power` (the identity at 0).
    public func transform(toThe power: Int) -> Affine {
        var m = Affine.identity
        for _ in 0..<max(0, power) { m = transform.after(m) }
        return m
    }

    /// The container of instance `index` for a replicator whose values are `replicator` and
    /// whose timeline id is `id`; nil when `transform`ⁱ skews (not a scale, rotation and
    /// translation the layer model holds).
    public func container(_ index: Int, in replicator: LayerState, id: Int) -> LayerState? {
        let power = transform(toThe: index)
        var c = LayerState()
        // A zero scale's power draws its instance at no size: hidden, its siblings still drawn
        // (instance 0, the identity, always is), as Core Animation draws a degenerate transform.
        if power.a * power.d - power.b * power.c == 0 {
            c.superlayer = id
            c.isHidden = true
            return c
        }
        guard let t = Self.decomposed(power) else { return nil }
        c.superlayer = id
        c.size = replicator.size
        c.anchorPoint = replicator.anchorPoint
        c.boundsOrigin = replicator.boundsOrigin
        c.position = Point(x: replicator.boundsOrigin.x + replicator.anchorPoint.x * replicator.size.width,
                           y: replicator.boundsOrigin.y + replicator.anchorPoint.y * replicator.size.height)
        c.scaleX = t.scaleX; c.scaleY = t.scaleY; c.rotation = t.rotation
        c.translationX = t.translationX; c.translationY = t.translationY
        return c
    }

    /// `m` as a scale, then a rotation, then a translation (the layer model's order); nil
    /// when its columns are not perpendicular (a skew) or it is singular.
    public static func decomposed(_ m: Affine) -> (scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double)? {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 0 else { return nil }
        let det = m.a * m.d - m.b * m.c
        let columnsDot = m.a * m.c + m.b * m.d
        let scale = max(1, abs(m.a) + abs(m.b) + abs(m.c) + abs(m.d))
        guard abs(columnsDot) <= 1e-9 * scale * scale else { return nil }
        return (sx, det / sx, atan2(m.b, m.a), m.tx, m.ty)
    }
}

extension Timeline {
    /// Adds the instance containers of `instances` for the replicator layer `replicator`, its
    /// model as it is at `time` (containers are placed once; a later change of the
    /// replicator's bounds does not move them); nil when an instance's transform skews.
    public mutating func addInstances(_ instances: ReplicatorInstances, of replicator: LayerID, at time: Rational) -> [LayerID]? {
        let state = model(of: replicator, at: time)
        var containers: [LayerState] = []
        for i in 0..<max(1, instances.count) {
            guard let c = instances.container(i, in: state, id: replicator) else { return nil }
            containers.append(c)
        }
        return containers.map { addLayer($0) }
    }

    /// Adds `animation` to each instance's copy of one sublayer (`copies`, instance order),
    /// instance i's `delay`·i seconds after `time` (CAReplicatorLayer.instanceDelay).
    public mutating func add(_ animation: any LayerAnimation, toCopies copies: [LayerID], delay: Double, at time: Rational) {
        let step = Rational(reading: delay)
        for (i, copy) in copies.enumerated() { add(animation, to: copy, at: time + step * Rational(i)) }
    }
}
