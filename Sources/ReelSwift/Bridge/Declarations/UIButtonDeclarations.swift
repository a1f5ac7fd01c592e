import ReelTimeline
import ReelWorld

// UIButton and UIControl (UIButton.h, UIControl.h), UIImage by name (UIImage.h), the view
// controller a screen's code lives in (UIViewController.h) and UIScreen.main (UIScreen.h).

extension WorldType {
    static let uiControl = WorldType(
        name: "UIControl", superclass: "UIView", summary: "UIButton's superclass: its states and events",
        constants: [.nestedType("State", "UIControl.State"), .nestedType("Event", "UIControl.Event")])

    static let uiButton = WorldType(
        name: "UIButton", superclass: "UIControl",
        summary: "a button: drawn as a view with its title for the current state, or without one its image, centred",
        properties: [
            .stored("isSelected", \ViewValue.button.isSelected, .bool),
            .stored("isHighlighted", \ViewValue.button.isHighlighted, .bool),
            .stored("isEnabled", \ViewValue.button.isEnabled, .bool),
            .stored("adjustsImageWhenHighlighted", \ViewValue.button.adjustsImageWhenHighlighted, .bool),
            .readOnly("titleLabel", \ViewValue.buttonTitleLabel, ValueKind.view.optional),
            .readOnly("imageView", \ViewValue.buttonImageView, ValueKind.view.optional),
            .readOnly("currentTitle", \ViewValue.button.currentTitle, ValueKind.string.optional),
            .readOnly("currentImage", \ViewValue.button.currentImage, ValueKind.image.optional),
            .readOnly("buttonType", \ViewValue.button.buttonType, .buttonType),
        ],
        methods: [
            .method("setTitle", [.arg("_", ValueKind.string.optional), .arg("for", .controlState)], on: ViewValue.self) { v, a in
                v.button.setTitle(try a.read(nil, ValueKind.string.optional) ?? nil, for: try a.required("for", .controlState))
                return .void
            },
            .method("title", [.arg("for", .controlState)], on: ViewValue.self) { v, a in
                ValueKind.string.optional.wrap(v.button.title(for: try a.required("for", .controlState)), a.bridge)
            },
            .method("setTitleColor", [.arg("_", ValueKind.color.optional), .arg("for", .controlState)], on: ViewValue.self) { v, a in
                v.button.setTitleColor(try a.read(nil, ValueKind.color.optional) ?? nil, for: try a.required("for", .controlState))
                return .void
            },
            .method("setImage", [.arg("_", ValueKind.image.optional), .arg("for", .controlState)], on: ViewValue.self) { v, a in
                v.button.setImage(try a.read(nil, ValueKind.image.optional) ?? nil, for: try a.required("for", .controlState))
                return .void
            },
            .method("image", [.arg("for", .controlState)], on: ViewValue.self) { v, a in
                ValueKind.image.optional.wrap(v.button.image(for: try a.required("for", .controlState)), a.bridge)
            },
            // Accepted: no touch happens in a run; the run calls the action itself, as a tap would.
            .method("addTarget", [.arg("_", type: "Any?"), .arg("action", type: "Selector"), .arg("for", .controlEvent)], on: ViewValue.self) { _, a in
                _ = try a.required("for", .controlEvent)
                return .void
            },
            .method("removeTarget", [.arg("_", type: "Any?"), .arg("action", type: "Selector?"), .arg("for", .controlEvent)], on: ViewValue.self) { _, a in
                _ = try a.required("for", .controlEvent)
                return .void
            },
        ],
        initializers: [
            .function("init", [.arg("type", .buttonType)]) { a in
                .native(ViewValue(view: try a.world.makeButton(type: try a.required("type", .buttonType)), bridge: a.bridge))
            },
            .function("init", [.arg("frame", .rect, defaulted: true)]) { a in
                .native(ViewValue(view: try a.world.makeButton(frame: try a.read("frame", .rect) ?? .zero), bridge: a.bridge))
            },
        ],
        constants: [.nestedType("ButtonType", "UIButton.ButtonType")])

    static let uiControlState = WorldType(
        name: "UIControl.State", superclass: nil, aliases: ["UIControlState"],
        summary: "a control's state (an option set: `.normal`, `.selected`, …)",
        constants: UIControlState.named.sorted { $0.key < $1.key }.map { .token($0.key, "UIControl.State", .controlState($0.value)) })

    static let uiControlEvent = WorldType(
        name: "UIControl.Event", superclass: nil, aliases: ["UIControlEvents"],
        summary: "the event a target is added for (accepted: no touch happens in a run)",
        constants: UIControlEvent.allCases.map { .token($0.rawValue, "UIControl.Event", .controlEvent($0)) })

    static let uiButtonType = WorldType(
        name: "UIButton.ButtonType", superclass: nil, aliases: ["UIButtonType"],
        summary: "a button's type (every type draws as `.custom` does)",
        constants: UIButtonType.allCases.map { .token($0.rawValue, "UIButton.ButtonType", .buttonType($0)) })

    static let uiImage = WorldType(
        name: "UIImage", superclass: "NSObject",
        summary: "an image by name: a button draws it (a symbol, a built-in icon, or the host's icon for an app's own image); image views keep it",
        properties: [.readOnly("renderingMode", \ImageValue.image.renderingMode, .renderingMode),
                     // The Core Graphics image a layer's `contents` takes: the same image here.
                     .readOnly("cgImage", \ImageValue.image.asCGImage, ValueKind.image.optional)],
        methods: [
            .method("withRenderingMode", [.arg("_", .renderingMode)], on: ImageValue.self) { i, a in
                .native(ImageValue(image: i.image.withRenderingMode(try a.required(nil, .renderingMode))))
            },
            // withConfiguration(_:) and applyingSymbolConfiguration(_:): the configuration's
            // values replace the image's (Apple, UIImage.SymbolConfiguration). The latter is
            // failable in UIKit (nil for an image that is not a symbol); a symbol always gives one.
            .method("withConfiguration", [.arg("_", .symbolConfiguration)], on: ImageValue.self) { i, a in
                .native(ImageValue(image: i.image.applyingSymbolConfiguration(try a.required(nil, .symbolConfiguration))))
            },
            .method("applyingSymbolConfiguration", [.arg("_", .symbolConfiguration)], on: ImageValue.self) { i, a in
                .native(ImageValue(image: i.image.applyingSymbolConfiguration(try a.required(nil, .symbolConfiguration))))
            },
        ],
        initializers: [
            // UIImage(named:) and UIImage(systemName:) are failable; a name always gives an
            // image here (its pixels are never read), so the value is not optional.
            .function("init", [.arg("named", .string)]) { a in
                .native(ImageValue(image: UIImage(name: try a.required("named", .string), isSymbol: false)))
            },
            .function("init", [.arg("systemName", .string)]) { a in
                .native(ImageValue(image: UIImage(name: try a.required("systemName", .string), isSymbol: true)))
            },
            .function("init", [.arg("systemName", .string), .arg("withConfiguration", ValueKind.symbolConfiguration.optional)]) { a in
                var image = UIImage(name: try a.required("systemName", .string), isSymbol: true)
                if let c = try a.read("withConfiguration", ValueKind.symbolConfiguration.optional) ?? nil { image = image.applyingSymbolConfiguration(c) }
                return .native(ImageValue(image: image))
            },
        ],
        constants: [.nestedType("RenderingMode", "UIImage.RenderingMode"), .nestedType("SymbolConfiguration", "UIImage.SymbolConfiguration"),
                    .nestedType("SymbolWeight", "UIImage.SymbolWeight"), .nestedType("SymbolScale", "UIImage.SymbolScale")])

    static let uiImageRenderingMode = WorldType(
        name: "UIImage.RenderingMode", superclass: nil, aliases: ["UIImageRenderingMode"],
        summary: "how an image draws (kept with it)",
        constants: UIImageRenderingMode.allCases.map { .token($0.rawValue, "UIImage.RenderingMode", .renderingMode($0)) })

    static let uiViewContentMode = WorldType(
        name: "UIView.ContentMode", superclass: nil, aliases: ["UIViewContentMode"],
        summary: "how an image view lays out its image (a symbol image view's symbol drawn by it; an icon drawn fitted)",
        constants: UIView.contentModes.map { .token($0, "UIView.ContentMode", .contentMode($0)) })

    static let uiViewController = WorldType(
        name: "UIViewController", superclass: "UIResponder",
        summary: "a screen's controller: its root view fills a screen centred on the host; the run calls its lifecycle",
        properties: [.stored("view", \ViewControllerValue.controller.view, .view)] + WorldProperty.viewControllerTabProperties,
        methods: [
            // UIViewController's lifecycle methods: UIKit's own do nothing a scene draws; an
            // override's `super.viewDidLoad()` reaches these.
            .method("loadView", on: ViewControllerValue.self) { _, _ in .void },
            .method("viewDidLoad", on: ViewControllerValue.self) { _, _ in .void },
            .method("viewWillAppear", [.arg("_", .bool)], on: ViewControllerValue.self) { _, _ in .void },
            .method("viewDidAppear", [.arg("_", .bool)], on: ViewControllerValue.self) { _, _ in .void },
            .method("viewWillDisappear", [.arg("_", .bool)], on: ViewControllerValue.self) { _, _ in .void },
            .method("viewDidDisappear", [.arg("_", .bool)], on: ViewControllerValue.self) { _, _ in .void },
            .method("viewWillLayoutSubviews", on: ViewControllerValue.self) { _, _ in .void },
            .method("viewDidLayoutSubviews", on: ViewControllerValue.self) { _, _ in .void },
        ],
        initializers: [
            .function("init") { a in .native(ViewControllerValue(controller: try a.world.makeViewController(), bridge: a.bridge)) },
        ])

    static let uiBarButtonItem = WorldType(
        name: "UIBarButtonItem", superclass: "NSObject",
        summary: "a bar's item: its custom view is a view like any other (the bar is not drawn)",
        properties: [.stored("customView", \BarButtonItemValue.item.customView, ValueKind.view.optional)],
        initializers: [
            .function("init", [.arg("customView", .view)]) { a in
                .native(BarButtonItemValue(item: UIBarButtonItem(customView: try a.view("customView"))))
            },
            .function("init") { _ in .native(BarButtonItemValue(item: UIBarButtonItem())) },
        ])

    static let uiScreen = WorldType(
        name: "UIScreen", superclass: "NSObject",
        summary: "the screen: `UIScreen.main.bounds` is the rectangle a controller's view fills, centred on the host; `scale` an iPhone's 3",
        properties: [.readOnly("bounds", \ScreenValue.bounds, .rect), .readOnly("scale", \ScreenValue.scale, .cgFloat)],
        constants: [WorldConstant(name: "main", isSharedInstance: true) { bridge in .native(ScreenValue(bridge: bridge)) }])
}

/// UIScreen.main.
struct ScreenValue: NativeValue {
    unowned let bridge: WorldBridge
    var typeName: String { "UIScreen" }
    var bounds: Rect { bridge.world.screenBounds }
    /// UIScreen.scale, pixels per point: 3 on the iPhones the scene stands for (every iPhone
    /// since the iPhone X but the XR and 11; Apple, UIScreen.scale). Nothing drawn reads it:
    /// the canvas has its own scale.
    var scale: Double { 3 }
    func isEqual(to other: any NativeValue) -> Bool { other is ScreenValue }
}
