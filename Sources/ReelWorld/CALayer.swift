import ReelTimeline

/// CALayer: a view's backing layer, or one the code made (`CALayer()`, a CAShapeLayer, a
/// CAReplicatorLayer) and added to a layer tree; its model values as Core Animation keeps
/// them. A backing layer has no implicit animations (its view returns no action outside an
/// animation block), so setting a property changes the model at once, as it does on a device;
/// a layer the code made changes at once too (its implicit 0.25 s animations are not drawn).
public class CALayer {
    /// The view this layer backs; nil for a layer the code made.
    public private(set) weak var view: UIView?
    /// The world the layer lives in.
    public private(set) weak var world: UIKitWorld?
    /// CALayer.sublayers as Core Animation holds them, back to front: the layers the code
    /// added and the layers of this layer's view's subviews (a view's layer is a sublayer of
    /// its superview's layer in UIKit's layer tree [RE]), so subviews and sublayers are drawn
    /// in the order they were added.
    public internal(set) var children: [CALayer] = []
    /// The layers the code added (not views' layers), back to front.
    public var sublayers: [CALayer] { children.filter { $0.view == nil } }
    /// CALayer.superlayer: the layer this one was added to.
    public internal(set) weak var superlayer: CALayer?
    /// The class's name, as Swift code spells it.
    public var className: String { "CALayer" }
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
    /// CALayer.cornerCurve by its name: `circular` (Core Animation's default) or `continuous`
    /// (`LayerState.cornerCurves`).
    public var cornerCurve = "circular"
    public var borderWidth = 0.0
    /// Core Animation's default border colour is opaque black.
    public var borderColor: UIColor? = .black
    /// On a layer the code adds, clips its sublayers to its rounded bounds (recorded with the
    /// layer, drawn by the renderer). On a part's own layer (host, badge, label) it is accepted
    /// and clips nothing: the scene records no such value for the parts.
    public var masksToBounds = false
    /// Accepted; z order is the scene's (host, badge, count, then the layers the code adds, in
    /// the order they were first recorded).
    public var zPosition = 0.0
    /// CALayer.mask: "An optional layer whose alpha channel is used to mask the layer's
    /// content" (Apple): the layer and its sublayers show only where the mask is opaque. The
    /// mask is placed in this layer's coordinates, as a sublayer would be, and is in no tree
    /// itself ("the mask layer must not have a superlayer").
    public var mask: CALayer?
    /// CALayer.contents: an image (`UIImage.cgImage`) drawn filling the bounds; nil draws
    /// nothing. What the image shows is the scene's drawing of it (`ViewImage`).
    public var contents: UIImage?
    /// Accepted: the canvas has its own pixel density.
    public var contentsScale = 1.0
    /// CAMediaTiming.repeatCount of the layer itself: accepted, not evaluated (a layer's own
    /// duration is 0, so its repeat changes nothing drawn).
    public var repeatCount = 0.0

    /// The animations on the layer by key, in the order they were added, with when they were
    /// added (scene seconds) and when they end (nil: never).
    var keyed: [(key: String, animation: CAAnimation, end: Rational?)] = []
    /// The animations on the layer whose delegates have not yet heard them stop.
    var delegated: [DelegatedAnimation] = []

    init(view: UIView) { self.view = view; world = view.world }

    /// A layer the code made, in no tree yet (`CALayer()`).
    public init(world: UIKitWorld) throws(WorldError) {
        self.world = world
        try world.countLayer(self)
    }

    /// CALayer.addSublayer(_:): `layer` leaves its superlayer and is drawn above the others.
    public func addSublayer(_ layer: CALayer) throws(WorldError) {
        try insertSublayer(layer, at: children.count)
    }

    /// CALayer.insertSublayer(_:at:): `layer` leaves its superlayer and is placed at `index`
    /// among the sublayers (clamped to their count), subviews' layers counted: they are
    /// sublayers too.
    public func insertSublayer(_ layer: CALayer, at index: Int) throws(WorldError) {
        guard layer.view == nil else { throw WorldError("adding a view's own layer to another layer is not evaluated: add the view (addSubview)") }
        var above: CALayer? = self
        while let a = above {
            if a === layer { throw WorldError("a layer added to itself or to one of its own sublayers") }
            above = a.superlayer
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: max(0, min(index, children.count)))
        layer.superlayer = self
    }

    /// CALayer.removeFromSuperlayer().
    public func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// `layer.sublayers = nil` (or a list): every sublayer the code added leaves, then the
    /// list's join in order.
    public func setSublayers(_ layers: [CALayer]?) throws(WorldError) {
        for l in sublayers { l.superlayer = nil }
        children.removeAll { $0.view == nil }
        for l in layers ?? [] { try addSublayer(l) }
    }

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
        guard let world else { throw WorldError("this layer's world is gone") }
        try world.add(animation.copy(), to: self, key: key)
    }

    /// CALayer.removeAnimation(forKey:).
    public func removeAnimation(forKey key: String) throws(WorldError) {
        guard let world else { return }
        try world.removeAnimation(from: self, key: key)
    }

    /// CALayer.removeAllAnimations().
    public func removeAllAnimations() throws(WorldError) {
        guard let world else { return }
        try world.removeAnimation(from: self, key: nil)
    }

    /// CALayer.animationKeys(): the keys of the animations still on the layer (those removed
    /// on completion leave when they end); nil when there are none.
    public func animationKeys() -> [String]? {
        guard let now = world?.sceneNow else { return nil }
        let keys = keyed.filter { $0.end.map { $0 > now } ?? true }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// CALayer.animation(forKey:): a copy of the animation added with `key`, while it is on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        guard let now = world?.sceneNow else { return nil }
        return keyed.last { $0.key == key && ($0.end.map { $0 > now } ?? true) }?.animation.copy()
    }
}

/// CAShapeLayer: a layer that draws a path, filled and stroked. Defaults are Core Animation's
/// (CAShapeLayer.h): fillColor opaque black, strokeColor nil, lineWidth 1, lineCap butt,
/// lineJoin miter, strokeStart 0, strokeEnd 1.
public final class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: UIColor? = .black
    public var strokeColor: UIColor?
    public var lineWidth = 1.0
    public var lineCap: ShapeLayerContent.LineCap = .butt
    public var lineJoin: ShapeLayerContent.LineJoin = .miter
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    public override var className: String { "CAShapeLayer" }
}

/// CAReplicatorLayer: its sublayers drawn `instanceCount` times, instance i through
/// instanceTransformⁱ and its animations instanceDelay·i seconds later (CAReplicatorLayer.h).
public final class CAReplicatorLayer: CALayer {
    /// Default 1: the sublayers alone.
    public var instanceCount = 1
    public var instanceDelay = 0.0
    public var instanceTransform = CATransform3D.identity
    public override var className: String { "CAReplicatorLayer" }
}
