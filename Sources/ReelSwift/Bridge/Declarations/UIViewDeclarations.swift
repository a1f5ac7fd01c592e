import ReelTimeline
import ReelWorld

// UIView, UILabel and UIImageView (UIView.h, UILabel.h, UIImageView.h): properties by key
// path into ReelWorld's views, the view hierarchy's methods, and UIView's animation class
// methods (UIView(UIViewAnimationWithBlocks), UIView(UIViewKeyframeAnimations)).

extension WorldType {
    static let nsObject = WorldType(name: "NSObject", superclass: nil, summary: "the root class a file's classes may inherit from")
    static let uiResponder = WorldType(
        name: "UIResponder", superclass: "NSObject", summary: "UIView's and UIViewController's superclass",
        // UIResponder's touch methods: no touch happens in a run, so UIKit's own do nothing; a
        // subclass's override (and its `super.touchesBegan(touches, with: event)`) runs when
        // the run calls it, as a touch would.
        methods: ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"].map { name in
            WorldMethod(name: name, parameters: [.arg("_", type: "Set<UITouch>"), .arg("with", type: "UIEvent?")]) { _, _ in .void }
        })

    static let uiView = WorldType(
        name: "UIView", superclass: "UIResponder",
        summary: "a view; drawn as a scene part (badge, host, label) when bound",
        properties: [
            .stored("frame", \ViewValue.view.frame, .rect),
            .stored("bounds", \ViewValue.view.bounds, .rect),
            .stored("center", \ViewValue.view.center, .point),
            .stored("transform", \ViewValue.view.transform, .affine),
            .stored("alpha", \ViewValue.view.alpha, .cgFloat),
            .stored("isHidden", \ViewValue.view.isHidden, .bool),
            .stored("backgroundColor", \ViewValue.view.backgroundColor, ValueKind.color.optional),
            .stored("tintColor", \ViewValue.view.tintColor, ValueKind.color.optional),
            .readOnly("layer", \ViewValue.layer, .layer),
            .readOnly("superview", \ViewValue.view.superview, ValueKind.view.optional),
            .readOnly("subviews", \ViewValue.view.subviews, ValueKind.view.array("[UIView]")),
            .stored("tag", \ViewValue.view.tag, .int),
            .stored("isUserInteractionEnabled", \ViewValue.view.isUserInteractionEnabled, .bool),
            .stored("clipsToBounds", \ViewValue.view.clipsToBounds, .bool),
            .stored("translatesAutoresizingMaskIntoConstraints", \ViewValue.view.translatesAutoresizingMaskIntoConstraints, .bool),
            .stored("contentMode", \ViewValue.view.contentMode, .contentMode),
        ] + WorldMethod.viewLayoutProperties,
        methods: [
            .method("addSubview", [.arg("_", .view)], on: ViewValue.self) { v, a in
                let other = try a.view(nil)
                try v.view.addSubview(other)
                try a.bridge.inferBinding(of: other, addedTo: v.view)
                return .void
            },
            .method("insertSubview", [.arg("_", .view), .arg("at", .int)], on: ViewValue.self) { v, a in
                let other = try a.view(nil)
                try v.view.insertSubview(other, at: try a.read("at", .int) ?? 0)
                try a.bridge.inferBinding(of: other, addedTo: v.view)
                return .void
            },
            .method("bringSubviewToFront", [.arg("_", .view)], on: ViewValue.self) { v, a in
                v.view.bringSubviewToFront(try a.view(nil)); return .void
            },
            .method("sendSubviewToBack", [.arg("_", .view)], on: ViewValue.self) { v, a in
                v.view.sendSubviewToBack(try a.view(nil)); return .void
            },
            .method("removeFromSuperview", on: ViewValue.self) { v, _ in v.view.removeFromSuperview(); return .void },
            .method("isDescendant", [.arg("of", .view)], on: ViewValue.self) { v, a in .bool(v.view.isDescendant(of: try a.view("of"))) },
            // UIView.layoutSubviews: UIKit's own lays out constraints, which are not
            // evaluated; a subclass's override (and its `super.layoutSubviews()`) runs when
            // the run calls it.
            .method("layoutSubviews", on: ViewValue.self) { _, _ in .void },
            .method("layoutIfNeeded", on: ViewValue.self) { v, _ in v.view.layoutIfNeeded(); return .void },
            .method("setNeedsLayout", on: ViewValue.self) { v, _ in v.view.setNeedsLayout(); return .void },
            // Accepted: nothing is drawn by the view itself (its layer is the scene's part).
            .method("setNeedsDisplay", on: ViewValue.self) { _, _ in .void },
            // NSObject(UINibLoadingAdditions).awakeFromNib: nothing of its own; a subclass's
            // override (and its `super.awakeFromNib()`) runs when the run calls it.
            .method("awakeFromNib", on: ViewValue.self) { _, _ in .void },
            // Accepted: a view's size is what the code sets (no intrinsic content size).
            .method("sizeToFit", on: ViewValue.self) { _, _ in .void },
        ] + WorldMethod.viewGestureMethods,
        initializers: [
            .function("init", [.arg("frame", .rect, defaulted: true)]) { a in
                let frame = try a.read("frame", .rect) ?? .zero
                let view: UIView
                switch a.call {
                case "UILabel": view = try a.world.makeLabel(frame: frame)
                default: view = try a.world.makeView(frame: frame)
                }
                return .native(ViewValue(view: view, bridge: a.bridge))
            },
        ],
        statics: [
            .function("animate", [.arg("withDuration", .timeInterval), .arg("delay", .timeInterval, defaulted: true),
                                  .arg("options", type: "UIView.AnimationOptions", hint: "UIView.AnimationOptions", defaulted: true),
                                  .closure("animations"), .closure("completion", "((Bool) -> Void)?", defaulted: true)]) { a in
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                let options = try a.bridge.viewOptions(a.value("options"), at: a.site)
                let (animations, completion) = try a.animationsAndCompletion()
                try a.world.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
                return .void
            },
            .function("animate", [.arg("withDuration", .timeInterval), .arg("delay", .timeInterval, defaulted: true),
                                  .arg("usingSpringWithDamping", .cgFloat), .arg("initialSpringVelocity", .cgFloat, defaulted: true),
                                  .arg("options", type: "UIView.AnimationOptions", hint: "UIView.AnimationOptions", defaulted: true),
                                  .closure("animations"), .closure("completion", "((Bool) -> Void)?", defaulted: true)]) { a in
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                let ratio = try a.number("usingSpringWithDamping", .cgFloat)
                let velocity = try a.optionalNumber("initialSpringVelocity", .cgFloat) ?? 0
                let options = try a.bridge.viewOptions(a.value("options"), at: a.site)
                let (animations, completion) = try a.animationsAndCompletion()
                try a.world.animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                                    options: options, animations: animations, completion: completion)
                return .void
            },
            .function("animateKeyframes", [.arg("withDuration", .timeInterval), .arg("delay", .timeInterval, defaulted: true),
                                           .arg("options", type: "UIView.KeyframeAnimationOptions", hint: "UIView.KeyframeAnimationOptions", defaulted: true),
                                           .closure("animations"), .closure("completion", "((Bool) -> Void)?", defaulted: true)]) { a in
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                let options = try a.bridge.keyframeOptions(a.value("options"), at: a.site)
                let (animations, completion) = try a.animationsAndCompletion()
                try a.world.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
                return .void
            },
            .function("addKeyframe", [.arg("withRelativeStartTime", .double), .arg("relativeDuration", .double), .closure("animations")]) { a in
                let start = try a.number("withRelativeStartTime", .double)
                let duration = try a.number("relativeDuration", .double)
                try a.world.addKeyframe(withRelativeStartTime: start, relativeDuration: duration, animations: try a.requiredBody("animations"))
                return .void
            },
            .function("modifyAnimations", [.arg("withRepeatCount", .cgFloat), .arg("autoreverses", .bool), .closure("animations")]) { a in
                try a.world.modifyAnimations(withRepeatCount: try a.number("withRepeatCount", .cgFloat), autoreverses: try a.required("autoreverses", .bool),
                                             animations: try a.requiredBody("animations"))
                return .void
            },
            .function("setAnimationRepeatCount", [.arg("_", .float)]) { a in
                a.world.setAnimationRepeatCount(try a.number(nil, .float))
                return .void
            },
            .function("performWithoutAnimation", [.closure("_")]) { a in
                try a.world.performWithoutAnimation(try a.requiredBody("_"))
                return .void
            },
        ] + WorldMethod.viewTransitions,
        constants: [
            .nestedType("AnimationOptions", "UIView.AnimationOptions"),
            .nestedType("KeyframeAnimationOptions", "UIView.KeyframeAnimationOptions"),
            .nestedType("AnimationCurve", "UIViewAnimationCurve"),
            .nestedType("ContentMode", "UIView.ContentMode"),
        ])

    static let uiLabel = WorldType(
        name: "UILabel", superclass: "UIView",
        summary: "a view that draws text (the count when bound to the label)",
        properties: [
            .stored("text", \ViewValue.label.text, ValueKind.string.optional),
            .stored("font", \ViewValue.labelFont, ValueKind.font.optional),
            .stored("textColor", \ViewValue.label.textColor, .color),
            .stored("textAlignment", \ViewValue.label.textAlignment, .alignment),
            .stored("numberOfLines", \ViewValue.label.numberOfLines, .int),
            .stored("adjustsFontSizeToFitWidth", \ViewValue.label.adjustsFontSizeToFitWidth, .bool),
        ])

    static let uiImageView = WorldType(
        name: "UIImageView", superclass: "UIView", summary: "a view that draws an image (the host icon when bound)",
        properties: [.stored("image", \ViewValue.imageView.image, ValueKind.image.optional),
                     .stored("preferredSymbolConfiguration", \ViewValue.imageView.preferredSymbolConfiguration, ValueKind.symbolConfiguration.optional)],
        initializers: [
            .function("init", [.arg("frame", .rect, defaulted: true)]) { a in
                .native(ViewValue(view: try a.world.makeImageView(frame: try a.read("frame", .rect) ?? .zero), bridge: a.bridge))
            },
            // UIImageView(image:): its frame the image's size, which is never read here: zero,
            // as a view held in a property takes its part's frame when bound.
            .function("init", [.arg("image", ValueKind.image.optional)]) { a in
                let view = try a.world.makeImageView(frame: .zero)
                view.image = try a.read("image", ValueKind.image.optional) ?? nil
                return .native(ViewValue(view: view, bridge: a.bridge))
            },
        ])
}

extension WorldConstant {
    /// A type nested in another (`UIView.AnimationOptions`).
    static func nestedType(_ name: String, _ type: String) -> WorldConstant {
        WorldConstant(name: name) { _ in .type(.native(type)) }
    }

    /// A constant value of a token type (an option, a curve, an alignment).
    static func token(_ name: String, _ type: String, _ token: TokenValue.Token) -> WorldConstant {
        WorldConstant(name: name) { _ in .native(TokenValue(typeName: type, token: token)) }
    }
}

extension BridgeArguments {
    /// A closure argument the call needs (`animations:` or the trailing closure).
    func requiredBody(_ label: String) throws -> () throws -> Void {
        guard let body = body(label) else { throw site.refuse("\(call) needs its \(label == "_" ? "closure" : label + ":") argument", .invalid) }
        return body
    }

    /// `animations:` and `completion:` as UIKit's animation methods take them: the trailing
    /// closure is the animations unless `animations:` is written, then the completion.
    func animationsAndCompletion() throws -> (() throws -> Void, ((Bool) throws -> Void)?) {
        let animations = try requiredBody("animations")
        let function = has("animations") ? closure("completion", trailing: true) : closure("completion", trailing: false)
        let completion = function.map { f in { [site] (finished: Bool) in _ = try site.invoke(f, [Argument(label: nil, value: .bool(finished))]) } }
        return (animations, completion)
    }
}
