import ReelWorld

// UITabBarController, UITabBar and UITabBarItem (UITabBarController.h, UITabBar.h,
// UITabBarItem.h), and the private views UIKit puts in a tab bar (`UITabBarButton`,
// `_UIBadgeView`), which code finds by walking `subviews` and comparing class names.

extension WorldType {
    static let uiTabBarController = WorldType(
        name: "UITabBarController", superclass: "UIViewController",
        summary: "a tab bar controller: one tab per view controller; a tab's badge is drawn as the scene's badge",
        properties: [
            .readOnly("tabBar", \ViewControllerValue.tabBarController.tabBar, ValueKind<UITabBar>.tabBar),
            .stored("selectedIndex", \ViewControllerValue.tabBarController.selectedIndex, .int),
            WorldProperty(name: "viewControllers", type: "[UIViewController]?", hint: nil,
                          read: { value, bridge in
                              let controllers = (value as! ViewControllerValue).tabBarController.viewControllers
                              return ValueKind.viewController.array("[UIViewController]").optional.wrap(controllers, bridge)
                          },
                          write: { value, newValue, site in
                              let controller = (value as! ViewControllerValue).tabBarController
                              let controllers = try ValueKind.viewController.array("[UIViewController]").optional.read(newValue, "UITabBarController.viewControllers", site)
                              try controller.setViewControllers(controllers)
                          }),
        ],
        initializers: [
            .function("init") { a in .native(ViewControllerValue(controller: try a.world.makeTabBarController(), bridge: a.bridge)) },
        ])

    static let uiTabBar = WorldType(
        name: "UITabBar", superclass: "UIView", summary: "a tab bar: its buttons are its subviews (the bar is not drawn)",
        properties: [.readOnly("items", \ViewValue.tabBarItems, ValueKind<UITabBarItem>.tabBarItem.array("[UITabBarItem]").optional)])

    static let uiTabBarButton = WorldType(
        name: "UITabBarButton", superclass: "UIView", summary: "UIKit's private button of one tab, a subview of the tab bar")

    static let uiBadgeView = WorldType(
        name: "_UIBadgeView", superclass: "UIView", summary: "UIKit's private badge of a tab: drawn as the scene's badge, with its text")

    static let uiTabBarItem = WorldType(
        name: "UITabBarItem", superclass: "NSObject", summary: "a tab's item: its `badgeValue` shows a badge",
        properties: [
            .stored("badgeValue", \TabBarItemValue.item.badgeValue, ValueKind.string.optional),
            .stored("badgeColor", \TabBarItemValue.item.badgeColor, ValueKind.color.optional),
            .stored("title", \TabBarItemValue.item.title, ValueKind.string.optional),
            .stored("image", \TabBarItemValue.item.image, ValueKind.image.optional),
            .stored("tag", \TabBarItemValue.item.tag, .int),
        ],
        initializers: [
            .function("init", [.arg("title", ValueKind.string.optional), .arg("image", ValueKind.image.optional), .arg("tag", .int)]) { a in
                .native(TabBarItemValue(item: UITabBarItem(title: try a.read("title", ValueKind.string.optional) ?? nil,
                                                           image: try a.read("image", ValueKind.image.optional) ?? nil,
                                                           tag: try a.read("tag", .int) ?? 0)))
            },
            .function("init") { _ in .native(TabBarItemValue(item: UITabBarItem())) },
        ])
}

extension WorldProperty {
    /// UIViewController's tab bar members (UITabBarController.h, "UIViewController (UITabBarControllerItem)").
    static let viewControllerTabProperties: [WorldProperty] = [
        .readOnly("tabBarItem", \ViewControllerValue.controller.tabBarItem, ValueKind<UITabBarItem>.tabBarItem),
        .readOnly("tabBarController", \ViewControllerValue.controller.tabBarController, ValueKind<UIViewController>.viewController.optionalTabBarController),
    ]
}

/// A UITabBarItem: a reference.
struct TabBarItemValue: NativeReference {
    let item: UITabBarItem
    var object: UITabBarItem { item }
    var typeName: String { "UITabBarItem" }
}

extension ViewControllerValue {
    /// The controller as a UITabBarController: its declarations are reached only for one's members.
    var tabBarController: UITabBarController { controller as! UITabBarController }
}

extension ViewValue {
    /// The view as a UITabBar: likewise.
    var tabBar: UITabBar { view as! UITabBar }
    /// UITabBar.items: nil while the bar has none, as UIKit's.
    var tabBarItems: [UITabBarItem]? { tabBar.items.isEmpty ? nil : tabBar.items }
}

extension ValueKind where T == UITabBarItem {
    static let tabBarItem = ValueKind.matching("UITabBarItem", wrap: { v, _ in .native(TabBarItemValue(item: v)) }) {
        ($0.nativeOperand as? TabBarItemValue)?.item
    }
}

extension ValueKind where T == UITabBar {
    static let tabBar = ValueKind.matching("UITabBar", wrap: { v, bridge in .native(ViewValue(view: v, bridge: bridge)) }) {
        WorldBridge.view(of: $0) as? UITabBar
    }
}

extension ValueKind where T == UIViewController {
    /// `tabBarController`: a UITabBarController? read from a UIViewController's.
    var optionalTabBarController: ValueKind<UITabBarController?> {
        let base = self
        return ValueKind<UITabBarController?>(name: "UITabBarController?", hint: nil, wrap: { v, bridge in
            v.map { base.wrap($0, bridge) } ?? .nilValue
        }) { _, what, site in throw site.refuse("cannot assign to property: '\(what)' is a get-only property", .invalid) }
    }
}
