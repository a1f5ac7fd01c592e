import ReelModels
import ReelTimeline

/// UIView: a rectangle in its superview, drawn by its layer. Made by the world
/// (`UIKitWorld.makeView`), so every view counts against its limits and records there.
///
/// Geometry is UIKit's: `center` is the layer's position, `bounds` its bounds, `transform`
/// its transform's affine part, and `frame` is derived from them (see `CALayer.frame`).
public class UIView {
    /// The world this view lives in.
    public unowned let world: UIKitWorld
    /// The backing layer.
    public private(set) var layer: CALayer!
    /// The view this one is a subview of.
    public internal(set) weak var superview: UIView?
    /// Subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The scene part this view is drawn as, or nil: a view bound to no part is drawn as a
    /// layer in its place when it is in a part's view tree (UIKitWorld+Sublayers).
    public internal(set) var part: ViewPart?

    /// The interpreter's object whose base this view is (an instance of the file's UIView
    /// subclass), so that a view read back from UIKit (a controller's `view`, `subviews`) is
    /// that instance again, as it is on a device. Weak (the object holds the view); the world
    /// keeps the object alive for as long as it lives (`adopt`).
    public private(set) weak var owner: AnyObject?

    /// Makes `object` this view's owner (see `owner`).
    public func adopt(owner object: AnyObject) {
        guard owner !== object else { return }
        owner = object
        world.owners.append(object)
    }

    /// UIView.isUserInteractionEnabled: a tap (`UIKitWorld.tap`) reaches the view's gesture
    /// recognizers only when true. UILabel and UIImageView start false (UILabel.h, UIImageView.h:
    /// "the default value of this property is false").
    public var isUserInteractionEnabled = true
    /// The tap recognizers attached (`addGestureRecognizer`), in the order they were added.
    public internal(set) var gestureRecognizers: [UITapGestureRecognizer] = []
    /// UIView.clipsToBounds, its layer's masksToBounds: a view drawn as a layer (bound to no
    /// part) clips what it holds to its rounded bounds; a part's clips nothing.
    public var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }
    /// UIView.tag.
    public var tag = 0
    /// UIView.tintColor (an image view's icon colour).
    public var tintColor: UIColor?
    /// UIView.contentMode by its case's name (UIView.h): accepted, an icon is drawn fitted.
    public var contentMode = "scaleToFill"
    /// UIView.ContentMode's cases (UIView.h), in Apple's order.
    public static let contentModes = ViewValues.contentModes
    /// Accepted: Auto Layout is not evaluated; frames are what the code sets.
    public var translatesAutoresizingMaskIntoConstraints = true

    init(world: UIKitWorld, frame: Rect) {
        self.world = world
        layer = CALayer(view: self)
        self.frame = frame
        isUserInteractionEnabled = !(self is UILabel || self is UIImageView)
    }

    public var frame: Rect { get { layer.frame } set { layer.frame = newValue } }
    public var bounds: Rect { get { layer.bounds } set { layer.bounds = newValue } }
    public var center: Point { get { layer.position } set { layer.position = newValue } }
    /// The layer's transform as a CGAffineTransform. Setting one that skews is refused
    /// where it would be drawn (the next animation block or timed call), naming the view.
    public var transform: CGAffineTransform { get { layer.transform.affine } set { layer.transform = CATransform3D(newValue) } }
    public var alpha: Double { get { layer.opacity } set { layer.opacity = newValue } }
    public var isHidden: Bool { get { layer.isHidden } set { layer.isHidden = newValue } }
    public var backgroundColor: UIColor? { get { layer.backgroundColor } set { layer.backgroundColor = newValue } }

    /// UIView.addSubview(_:): moved to the front of this view's subviews (from any other
    /// superview); its layer goes above every sublayer of this view's layer, the layers the
    /// code added too (a view's layer is a sublayer of its superview's layer [RE]).
    public func addSubview(_ view: UIView) throws(WorldError) {
        try checkAdding(view, "addSubview(_:)")
        place(view, atLayerIndex: layer.children.count)
    }
    /// UIView.insertSubview(_:at:): at `index` among the subviews ("Subview indices start at
    /// 0 and cannot be greater than the number of subviews", Apple); its layer goes just below
    /// the layer of the subview now at that index, or above every sublayer past the last
    /// [RE: where a layer the code added sits between two subviews' layers; device check in
    /// docs/swift-files.md].
    public func insertSubview(_ view: UIView, at index: Int) throws(WorldError) {
        try checkAdding(view, "insertSubview(_:at:)")
        view.removeFromSuperview()
        let i = max(0, min(index, subviews.count))
        let at = i < subviews.count ? layer.children.firstIndex { $0 === subviews[i].layer } ?? layer.children.count : layer.children.count
        place(view, atLayerIndex: at)
    }
    /// UIView.removeFromSuperview(): "Unlinks the view from its superview and its window …
    /// the view is removed from the screen" (Apple); what it holds leaves with it.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.layer.children.removeAll { $0 === layer }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        isRemoved = true
    }
    /// Taken out of its superview (`removeFromSuperview`) and not added again: UIKit no longer
    /// draws it or what it holds, so a part bound to it, or to a view inside it, is recorded
    /// hidden until it is added again (a bound view the code never adds is drawn as the part).
    public internal(set) var isRemoved = false
    /// UIView.bringSubviewToFront(_:): its layer above every sublayer ("appears on top of its
    /// siblings", Apple) [RE: above the layers the code added too].
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, atLayerIndex: layer.children.count)
    }
    /// UIView.sendSubviewToBack(_:): its layer below every sublayer ("appears behind its
    /// siblings", Apple) [RE: below the layers the code added too].
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, atLayerIndex: 0)
    }
    /// Refuses adding `view` to itself or to a view inside it: UIKit raises "Can't add self as
    /// subview" (NSInvalidArgumentException) for the first, and either would make the view
    /// tree loop, which every walk up it (isDescendant(of:), a tint inherited from the
    /// superviews) would follow for ever [RE: the exception for a view inside it].
    func checkAdding(_ view: UIView, _ method: String) throws(WorldError) {
        guard isDescendant(of: view) else { return }
        let whereTo = view === self ? "to itself" : "to a view inside it"
        throw WorldError("\(method) adds a \(view.className) \(whereTo), which would make the view tree loop (UIKit raises \"Can't add self as subview\"): add it to a view outside it")
    }
    /// Puts `view`'s layer at `index` among this layer's sublayers (taking it from where it
    /// was) and reads the subviews' order back from the layers', as UIKit keeps them one.
    func place(_ view: UIView, atLayerIndex index: Int) {
        var index = index
        if view.superview === self, let old = layer.children.firstIndex(where: { $0 === view.layer }) {
            layer.children.remove(at: old)
            if old < index { index -= 1 }
        } else {
            view.removeFromSuperview()
        }
        layer.children.insert(view.layer, at: max(0, min(index, layer.children.count)))
        view.superview = self
        view.isRemoved = false
        subviews = layer.children.compactMap { $0.view }
    }
    /// UIView.isDescendant(of:).
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }

    /// Draws this view as `part` from now on (`--view NAME=part`); the view drawn as it
    /// before is no longer drawn.
    public func bind(to part: ViewPart) { world.bind(self, to: part) }

    /// Accepted: there is no layout pass to run.
    public func layoutIfNeeded() {}
    /// Accepted: there is no layout pass to run.
    public func setNeedsLayout() {}

    /// The class's Swift name, for messages.
    public var className: String { "UIView" }
}

/// NSTextAlignment: accepted; a count is drawn centred, as BadgeHub's is.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left, center, right, justified, natural

    /// The case as Swift spells it, for the bridge's constants: a `switch`, not `"\(self)"`,
    /// which asks the runtime for the type's printing conformances (a scan of every conformance
    /// in the binary the first time; ~0.3 ms a type at startup, issue 38 item 4).
    public var name: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .natural: "natural"
        }
    }
}

/// UILabel: a view that draws text (UIKit's private `_UIBadgeView` is drawn as one).
public class UILabel: UIView {
    public var text: String?
    public var font = UIFont.systemFont(ofSize: 17)
    public var textColor: UIColor = .black
    /// Accepted; the count is drawn centred in its frame.
    public var textAlignment: NSTextAlignment = .natural
    /// Accepted.
    public var numberOfLines = 1
    /// Accepted.
    public var adjustsFontSizeToFitWidth = false

    public override var className: String { "UILabel" }
}

/// UIImageView: a view that draws an image (the host icon, by name).
public final class UIImageView: UIView {
    /// The image's name as the renderer finds it; nil keeps the scene's icon.
    public var imageName: String?
    /// UIImageView.image: kept, not drawn (the scene draws the host's icon, by `imageName`).
    public var image: UIImage?
    /// UIImageView.preferredSymbolConfiguration: "the configuration values to use when
    /// rendering the image" [Apple]; see `drawnSymbolSide`.
    public var preferredSymbolConfiguration: UIImageSymbolConfiguration?

    public override var className: String { "UIImageView" }
}
