/// Every world type the interpreter evaluates, declared once each (as `SeedAnimations.all`
/// registers the seed animations). A new UIKit or Core Animation API is one entry in one of
/// the declarations here and one method of ReelWorld (CONTRIBUTING.md, "Adding a world API").
enum WorldRegistry {
    static let all: [WorldType] = [
        .nsObject, .uiResponder, .uiView, .uiLabel, .uiImageView, .caLayer,
        .uiControl, .uiButton, .uiControlState, .uiControlEvent, .uiButtonType, .uiImage, .uiImageRenderingMode,
        .uiImageSymbolConfiguration, .uiImageSymbolWeight, .uiImageSymbolScale,
        .uiViewContentMode, .uiViewController, .uiScreen, .uiBarButtonItem,
        .caAnimation, .caPropertyAnimation, .caBasicAnimation, .caSpringAnimation, .caKeyframeAnimation, .caAnimationGroup,
        .caMediaTimingFunction, .caMediaTimingFunctionName, .caMediaTimingFillMode, .caAnimationCalculationMode, .caAnimationRotationMode, .caTransaction,
        .uiViewPropertyAnimator, .uiViewAnimatingPosition, .uiViewAnimationCurve, .uiCubicTimingParameters, .uiSpringTimingParameters,
        .uiViewAnimationOptions, .uiViewKeyframeAnimationOptions,
        .cgRect, .cgPoint, .cgSize, .cgVector, .cgAffineTransform, .caTransform3D, .cgPath,
        .uiColor, .uiFont, .uiFontWeight, .nsTextAlignment, .nsNumber, .nsValue,
        .dispatchQueue, .dispatchTime, .task, .taskPriority, .duration, .cancellationError,
    ] + uikitForms + SwiftUIDeclarations.types

    /// Issue 38's UIKit classes and forms: gestures, controls, text fields, tab bars, transitions.
    private static let uikitForms: [WorldType] = [
        .uiGestureRecognizer, .uiTapGestureRecognizer, .uiSwitch, .uiTextField, .uiFontTextStyle,
        .nsLayoutAnchor, .nsLayoutConstraint, .uiLayoutGuide,
        .uiTabBarController, .uiTabBar, .uiTabBarButton, .uiBadgeView, .uiTabBarItem,
        .caTransition, .caTransitionType, .caTransitionSubtype,
        .caShapeLayer, .caLayerCornerCurve, .caShapeLayerLineCap, .caShapeLayerLineJoin, .caReplicatorLayer, .uiBezierPath, .cgMutablePath, .playgroundPage,
        .uiGraphicsImageRenderer, .uiGraphicsImageRendererContext, .cgContext, .cgPathDrawingMode,
    ]

    /// Types by every name they are written with.
    private static let byName: [String: WorldType] = {
        var table: [String: WorldType] = [:]
        for type in all {
            precondition(table[type.name] == nil, "world type \(type.name) declared twice")
            table[type.name] = type
            for alias in type.aliases { table[alias] = type }
        }
        return table
    }()

    static func type(named name: String) -> WorldType? { byName[name] }

    /// The type and its superclasses, most specific first.
    static func chain(_ name: String) -> [WorldType] {
        var result: [WorldType] = []
        var next: String? = name
        while let current = next, let type = byName[current] {
            result.append(type)
            next = type.superclass
        }
        return result
    }

    static func property(_ name: String, of type: String) -> WorldProperty? {
        for t in chain(type) { if let p = t.properties.first(where: { $0.name == name }) { return p } }
        return nil
    }

    /// Every overload of the instance method `name` (the most specific type's when it declares one).
    static func methods(_ name: String, of type: String) -> [WorldMethod] {
        for t in chain(type) {
            let found = t.methods.filter { $0.name == name }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// A type's initializers: its own, else its superclass's (Swift inherits designated
    /// initializers a subclass does not override).
    static func initializers(of type: String) -> [WorldMethod] {
        chain(type).first { !$0.initializers.isEmpty }?.initializers ?? []
    }

    static func statics(_ name: String, of type: String) -> [WorldMethod] {
        for t in chain(type) {
            let found = t.statics.filter { $0.name == name }
            if !found.isEmpty { return found }
        }
        return []
    }

    static func constant(_ name: String, of type: String) -> WorldConstant? {
        for t in chain(type) { if let c = t.constants.first(where: { $0.name == name }) { return c } }
        return nil
    }

    /// Instance members as a refusal lists them: properties, then methods' signatures.
    static func instanceMembers(of type: String) -> [String] {
        unique(chain(type).flatMap { $0.properties.map(\.name) + $0.methods.map(\.signature) })
    }

    /// Static members: static functions' signatures, constants (a shared instance's methods
    /// through it: `DispatchQueue.main.async(execute:)`), initializers (`init(frame:)`).
    static func staticMembers(of type: String) -> [String] {
        let constants = chain(type).flatMap(\.constants).flatMap { constant in
            constant.isSharedInstance ? instanceMembers(of: type).map { "\(type).\(constant.name).\($0)" } : [constant.name]
        }
        return unique(chain(type).flatMap { $0.statics.map(\.signature) } + constants + initializers(of: type).map(\.signature))
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
