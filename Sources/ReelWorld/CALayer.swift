import ReelTimeline

/// CALayer: a view's backing layer, its model values as Core Animation keeps them. Every
/// layer here belongs to a view (`view`): a backing layer has no implicit animations (its
/// view returns no action outside an animation block), so setting a property changes the
/// model at once, as it does on a device.
public final class CALayer {
    /// The view this layer backs.
    public private(set) weak var view: UIView?
    /// Where the anchor point sits in the superlayer's coordinates (UIView.center).
    public var position = Point(x: 0, y: 0)
    /// The layer's own coordinate space: origin (scrolling its sublayers) and size.
    public var bounds = Rect.zero
    /// The point, in unit coordinates of the bounds, the transform turns about; setting it
    /// moves the layer on screen and leaves `position`, as Core Animation does.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The layer's transform (UIView.transform is its affine part).
    public var transform = CATransform3D.identity
    /// CALayer.opacity (UIView.alpha).
    public var opacity = 1.0
    public var isHidden = false
    public var backgroundColor: UIColor?
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    /// Core Animation's default border colour is opaque black.
    public var borderColor: UIColor? = .black
    /// Accepted; the scene clips nothing (a badge's count never leaves its circle).
    public var masksToBounds = false
    /// Accepted; z order is the scene's (host, badge, count).
    public var zPosition = 0.0

    /// The animations on the layer by key, in the order they were added, with when they were
    /// added (scene seconds) and when they end (nil: never).
    var keyed: [(key: String, animation: CAAnimation, end: Rational?)] = []
    /// The animations on the layer whose delegates have not yet heard them stop.
    var delegated: [DelegatedAnimation] = []

    init(view: UIView) { self.view = view }

    /// CALayer.frame: the bounding box of the bounds transformed about the anchor point and
    /// placed at the position (exactly the bounds placed there when the transform is the identity).
    public var frame: Rect {
        get {
            let size = bounds.size
            let box = Rect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let moved = transform.isIdentity ? box : box.applying(transform.affine)
            return moved.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            // UIKit leaves setting the frame of a transformed view undefined; here the frame
            // is read as untransformed: its size becomes the bounds' size and the anchor
            // point lands where it would in that frame. The transform stays.
            bounds.size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// CALayer.add(_:forKey:): a copy of the animation runs from now; an animation already on
    /// the layer with the same key is removed first.
    public func add(_ animation: CAAnimation, forKey key: String?) throws(WorldError) {
        guard let view else { throw WorldError("this layer's view is gone") }
        try view.world.add(animation.copy(), to: self, key: key)
    }

    /// CALayer.removeAnimation(forKey:).
    public func removeAnimation(forKey key: String) throws(WorldError) {
        guard let view else { return }
        try view.world.removeAnimation(from: self, key: key)
    }

    /// CALayer.removeAllAnimations().
    public func removeAllAnimations() throws(WorldError) {
        guard let view else { return }
        try view.world.removeAnimation(from: self, key: nil)
    }

    /// CALayer.animationKeys(): the keys of the animations still on the layer (those removed
    /// on completion leave when they end); nil when there are none.
    public func animationKeys() -> [String]? {
        guard let now = view?.world.sceneNow else { return nil }
        let keys = keyed.filter { $0.end.map { $0 > now } ?? true }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// CALayer.animation(forKey:): a copy of the animation added with `key`, while it is on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        guard let now = view?.world.sceneNow else { return nil }
        return keyed.last { $0.key == key && ($0.end.map { $0 > now } ?? true) }?.animation.copy()
    }
}
