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
    /// The scene part this view is drawn as, or nil: an unbound view is not drawn.
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
    /// Accepted; the scene clips nothing.
    public var clipsToBounds = false
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

    /// UIView.addSubview(_:): moved to the front of this view's subviews (from any other superview).
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// UIView.insertSubview(_:at:).
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }
    /// UIView.removeFromSuperview().
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// UIView.bringSubviewToFront(_:). The scene's drawing order is fixed (host, badge,
    /// count), so this changes only `subviews`.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }
    /// UIView.sendSubviewToBack(_:).
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
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
