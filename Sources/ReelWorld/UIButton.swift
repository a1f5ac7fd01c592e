import ReelTimeline

/// UIControl.State (UIControl.h): an option set, `.normal` empty, `.highlighted` 1 << 0,
/// `.disabled` 1 << 1, `.selected` 1 << 2 (Apple's raw values).
public struct UIControlState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: UIControlState = []
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
    /// The Swift names, as `.member` spells them.
    public static let named: [String: UIControlState] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
    ]
}

/// UIControl.Event (UIControl.h): the events `addTarget(_:action:for:)` names. Accepted: no
/// touch happens in a run, so no target is ever called by one (the run calls the action
/// method itself, as a tap would).
public enum UIControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, allTouchEvents, allEvents
}

/// UIButton.ButtonType (UIButton.h). Accepted: every type draws as `.custom` does (the
/// title and background the code sets; the system type's tint is not drawn).
public enum UIButtonType: String, Sendable, CaseIterable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
}

/// UIImage.RenderingMode (UIImage.h).
public enum UIImageRenderingMode: String, Sendable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
}

/// UIImage by name (`UIImage(named:)`, `UIImage(systemName:)`): the pixels are not read;
/// the name is what an image view hands the renderer, which draws its built-in icons (or the
/// user's icon) in the view's tint.
public struct UIImage: Equatable, Sendable {
    /// The name as the code wrote it.
    public var name: String
    /// Whether it names an SF Symbol (`UIImage(systemName:)`).
    public var isSymbol: Bool
    public var renderingMode: UIImageRenderingMode = .automatic
    /// UIImage.symbolConfiguration: what `UIImage(systemName:withConfiguration:)`,
    /// `withConfiguration(_:)` or `applyingSymbolConfiguration(_:)` gave it; nil for none.
    public var symbolConfiguration: UIImageSymbolConfiguration?

    /// Set for an image the code drew (UIGraphicsImageRenderer): its drawing is not turned
    /// into pixels, so it is refused wherever it would be drawn.
    public private(set) var isDrawnByCode = false

    public init(name: String, isSymbol: Bool) {
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An image the code drew, named by the call that made it.
    public init(drawnByCode maker: String) {
        self.init(name: maker, isSymbol: false)
        isDrawnByCode = true
    }

    /// UIImage.cgImage: the image's pixels for a layer's `contents`, the same drawing here.
    public var asCGImage: UIImage? { self }

    /// UIImage.withRenderingMode(_:): the same image drawn in that mode.
    public func withRenderingMode(_ mode: UIImageRenderingMode) -> UIImage {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}

/// UIButton: a control drawn as its background, with its title for the current state (a
/// UILabel's drawing: `titleLabel`'s font, the state's title colour).
///
/// The title and image for a state fall back to the normal state's when the code set none for
/// it (UIButton.h: "If a title is not specified for a state, the default is to use the title
/// associated with the UIControlStateNormal state"); the state combines `isHighlighted`,
/// `isSelected` and `!isEnabled`. Without a title, the image for the current state is drawn,
/// centred (`drawnContents`, UIButton+Image.swift).
public final class UIButton: UIView {
    public var isSelected = false
    public var isHighlighted = false
    public var isEnabled = true
    /// Accepted; no touch highlights the button in a run.
    public var adjustsImageWhenHighlighted = true
    public let buttonType: UIButtonType
    /// The label UIButton draws its title with (UIButton.titleLabel).
    public let titleLabel: UILabel
    /// The image view UIButton draws its image with (UIButton.imageView).
    public let imageView: UIImageView
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    init(world: UIKitWorld, frame: Rect, type: UIButtonType) {
        buttonType = type
        titleLabel = UILabel(world: world, frame: .zero)
        imageView = UIImageView(world: world, frame: .zero)
        super.init(world: world, frame: frame)
        // UIButton's default title colour: white for a custom button (UIButton.h's
        // `.custom` draws with no tint), the tint (system blue) for a system one.
        titleColors[UIControlState.normal.rawValue] = type == .custom ? .white : UIColor(RGBA(hex: 0x007AFF))
        titleLabel.font = .systemFont(ofSize: 15)
    }

    /// The state the button is in, for the per-state values.
    public var state: UIControlState {
        var s: UIControlState = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    public func setTitle(_ title: String?, for state: UIControlState) { titles[state.rawValue] = title }
    public func title(for state: UIControlState) -> String? { titles[state.rawValue] ?? titles[0] }
    public func setTitleColor(_ color: UIColor?, for state: UIControlState) { titleColors[state.rawValue] = color }
    public func titleColor(for state: UIControlState) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    public func setImage(_ image: UIImage?, for state: UIControlState) {
        images[state.rawValue] = image
        imageView.image = self.image(for: self.state)
    }
    public func image(for state: UIControlState) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// UIButton.currentTitle: the title for the current state.
    public var currentTitle: String? { title(for: state) }
    /// UIButton.currentImage.
    public var currentImage: UIImage? { image(for: state) }

    public override var className: String { "UIButton" }
}

/// UIViewController: a controller whose root view is a screen centred on the host (UIKit's
/// root view fills the window; here the window is the scene, so `view.center` and
/// `view.bounds.midX` are where the host is drawn). The lifecycle methods (`viewDidLoad`,
/// `viewWillAppear(_:)`, `viewDidAppear(_:)`, …) do nothing of their own: the run calls them
/// in the order UIKit would, and an override's animation starts there.
public class UIViewController {
    /// The root view (settable, as `loadView()` overrides set it).
    public var view: UIView
    /// UIViewController.tabBarItem: made on first use, as UIKit makes it.
    public private(set) lazy var tabBarItem = UITabBarItem()
    /// UIViewController.tabBarController: the tab bar controller whose `viewControllers` hold it.
    public internal(set) weak var tabBarController: UITabBarController?

    init(view: UIView) { self.view = view }

    /// The class's Swift name, for messages and member lookup.
    public var className: String { "UIViewController" }
}

/// UIBarButtonItem (UIBarButtonItem.h): a navigation bar's item. Only a custom view is drawn:
/// the view it holds is a view like any other, drawn as a part when bound (the bar itself is
/// not drawn).
public final class UIBarButtonItem {
    /// UIBarButtonItem.customView.
    public var customView: UIView?

    public init(customView: UIView? = nil) { self.customView = customView }
}
