import ReelModels
import ReelTimeline

/// UITabBarItem (UITabBarItem.h): a tab's title, image and badge. Setting `badgeValue` on the
/// item of a tab bar shows the badge view UIKit shows: a `_UIBadgeView` subview of the tab's
/// button, which the code may find by walking the tab bar's subviews.
public final class UITabBarItem {
    public var title: String?
    public var image: UIImage?
    public var tag = 0
    /// UITabBarItem.badgeColor: nil draws UIKit's default, systemRed.
    public var badgeColor: UIColor? { didSet { button?.updateBadge() } }
    /// UITabBarItem.badgeValue: the badge's text; nil shows no badge.
    public var badgeValue: String? { didSet { button?.updateBadge() } }
    /// The button that shows the item in a tab bar, if it is in one.
    weak var button: UITabBarButton?

    public init(title: String? = nil, image: UIImage? = nil, tag: Int = 0) {
        self.title = title; self.image = image; self.tag = tag
    }
}

/// UIKit's private button of one tab (`UITabBarButton`, a UIControl): a subview of the tab bar
/// per item, its badge view inside it.
public final class UITabBarButton: UIView {
    weak var item: UITabBarItem?
    /// The badge view shown while the item has a badge value.
    private(set) var badge: UIBadgeView?
    public override var className: String { "UITabBarButton" }

    /// Shows, changes or hides the badge view for the item's badge value.
    func updateBadge() {
        guard let item else { return }
        guard let value = item.badgeValue else {
            badge?.removeFromSuperview()
            badge?.isHidden = true
            return
        }
        let view: UIBadgeView
        if let badge {
            view = badge
        } else {
            guard let made = try? world.madeView(UIBadgeView(world: world, frame: .zero)) else { return }
            view = made
            badge = made
        }
        view.text = value
        view.textColor = .white
        view.font = UIFont.systemFont(ofSize: UIBadgeView.fontSize)
        view.backgroundColor = item.badgeColor ?? .systemRed
        view.isHidden = false
        // UIKit's own badge view, made for this button: never one of its superviews.
        if view.superview !== self { place(view, atLayerIndex: layer.children.count) }
        world.showTabBadge(view)
    }
}

/// UIKit's private `_UIBadgeView`: a tab's badge, its text drawn in it. Drawn as the scene's
/// badge: it takes the badge's place, size and round corners (UIKit sizes it from its text,
/// which the world does not measure).
public final class UIBadgeView: UILabel {
    /// The badge's font size: 13 points, assumed (UIKit documents no size for a tab's badge).
    static let fontSize = 13.0
    public override var className: String { "_UIBadgeView" }
}

/// UITabBar (UITabBar.h): the bar of tab buttons. The bar itself is not drawn; its buttons are
/// its subviews, one per item, in order.
public final class UITabBar: UIView {
    public private(set) var items: [UITabBarItem] = []
    public override var className: String { "UITabBar" }

    func setItems(_ items: [UITabBarItem]) throws(WorldError) {
        for button in subviews where button is UITabBarButton { button.removeFromSuperview() }
        self.items = items
        for (index, item) in items.enumerated() {
            let button = try world.madeView(UITabBarButton(world: world, frame: .zero))
            button.tag = index
            button.item = item
            item.button = button
            try addSubview(button)
            button.updateBadge()
        }
    }
}

/// UITabBarController (UITabBarController.h): a controller whose tab bar shows one item per
/// view controller (each one's `tabBarItem`).
public final class UITabBarController: UIViewController {
    public let tabBar: UITabBar
    public var selectedIndex = 0
    public private(set) var viewControllers: [UIViewController]?

    init(view: UIView, tabBar: UITabBar) {
        self.tabBar = tabBar
        super.init(view: view)
        // A tab bar made for this controller: never the view or one of its superviews.
        view.place(tabBar, atLayerIndex: view.layer.children.count)
    }

    /// UITabBarController.viewControllers: each one's item becomes a tab.
    public func setViewControllers(_ controllers: [UIViewController]?) throws(WorldError) {
        for old in viewControllers ?? [] where old.tabBarController === self { old.tabBarController = nil }
        viewControllers = controllers
        for controller in controllers ?? [] { controller.tabBarController = self }
        try tabBar.setItems((controllers ?? []).map(\.tabBarItem))
        selectedIndex = min(selectedIndex, max(0, (controllers?.count ?? 1) - 1))
    }

    public override var className: String { "UITabBarController" }
}

extension UIKitWorld {
    /// UITabBarController(): its view a screen, the tab bar in it.
    public func makeTabBarController() throws(WorldError) -> UITabBarController {
        let root = try makeView(frame: screenBounds)
        registerScreen(root)
        let bar = try madeView(UITabBar(world: self, frame: .zero))
        return UITabBarController(view: root, tabBar: bar)
    }

    /// A tab's badge view shown: drawn as the scene's badge unless the code bound another view
    /// to the badge, at the badge's place and size, with round corners.
    func showTabBadge(_ view: UIBadgeView) {
        guard bound[.badge] === badge || bound[.badge] === view, let s = recorder.parts[.badge] else { return }
        view.layer.bounds = Rect(origin: .zero, size: s.size)
        view.layer.cornerRadius = min(s.size.width, s.size.height) / 2
        // Its superviews (the tab's button, the bar) have no frame of their own here, so the
        // badge's center is its place in the scene.
        view.layer.position = s.position
        if bound[.badge] !== view { bind(view, to: .badge) }
    }
}
