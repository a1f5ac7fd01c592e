import ReelSwiftUI

/// `ButtonStyleConfiguration`: what a `ButtonStyle`'s `makeBody(configuration:)` receives
/// [Apple] (…/swiftui/buttonstyleconfiguration): the button's `label` and `isPressed`.
struct ButtonStyleConfigurationValue: NativeValue {
    var label: SwiftUIViewValue
    var isPressed: Bool
    var typeName: String { "ButtonStyleConfiguration" }
    func isEqual(to other: any NativeValue) -> Bool { false }
}

/// A built-in button style: `.automatic`, `.borderless`, `.plain`.
struct BuiltInButtonStyleValue: NativeValue, Equatable {
    var name: String
    var typeName: String { "ButtonStyle" }
}

extension WorldType {
    static let swiftUIButtonStyleConfiguration = WorldType(
        name: "ButtonStyleConfiguration", superclass: nil, aliases: ["ButtonStyle.Configuration"],
        summary: "what a ButtonStyle's makeBody(configuration:) receives: the label and whether the run presses it",
        properties: [
            .readOnly("label", \ButtonStyleConfigurationValue.label, ValueKind.matching("ButtonStyleConfiguration.Label", wrap: { v, _ in .native(v) }) { $0.nativeOperand as? SwiftUIViewValue }),
            .readOnly("isPressed", \ButtonStyleConfigurationValue.isPressed, .bool),
        ])

    /// [Apple] (…/swiftui/primitivebuttonstyle): `.automatic` is the default style (on iOS the
    /// borderless one: the label in the accent colour), `.plain` draws the label alone.
    /// `.bordered` and `.borderedProminent` draw a platter whose metrics no public source pins:
    /// not evaluated.
    static let swiftUIButtonStyle = WorldType(
        name: "ButtonStyle", superclass: nil, aliases: ["PrimitiveButtonStyle"],
        summary: "a built-in button style (automatic, borderless, plain); a ButtonStyle struct of the file draws through its makeBody(configuration:)",
        constants: ["automatic", "borderless", "plain"].map { name in
            WorldConstant(name: name) { _ in .native(BuiltInButtonStyleValue(name: name)) }
        })

    /// The built-in styles' own types, `PlainButtonStyle()` for `.plain` and so on [Apple]
    /// (…/primitivebuttonstyle/plain: "static var plain: PlainButtonStyle").
    static let swiftUIBuiltInButtonStyleTypes: [WorldType] = [("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"), ("DefaultButtonStyle", "automatic")].map { type, name in
        WorldType(name: type, superclass: nil, summary: "the .\(name) button style",
                  initializers: [.function("init") { _ in .native(BuiltInButtonStyleValue(name: name)) }])
    }
}

extension SwiftUIDeclarations {
    /// `.buttonStyle(_:)`: the buttons inside drawn by the style. A style struct of the file
    /// draws each through its `makeBody(configuration:)`, evaluated with the button's label
    /// and whether the run presses it; its label is the button's own, without the accent
    /// colour the default style adds [Inferred: Apple's text does not say; a custom style's
    /// label draws in the primary colour on a device].
    static let buttonStyleModifier = WorldMethod.method("buttonStyle", [.arg("_", type: "ButtonStyle", hint: "ButtonStyle")], on: SwiftUIViewValue.self) { v, a in
        let styleValue = a.value(nil) ?? .void
        if let builtIn = styleValue.nativeOperand as? BuiltInButtonStyleValue {
            guard builtIn.name == "plain" else { return .native(v) }
            return view(v.typeName, v.tree.restylingButtons { $0.label })
        }
        guard case .structValue(let style) = styleValue, let makeBody = style.type.methodCandidates("makeBody").first else {
            throw a.site.mismatch("cannot convert value of type '\(styleValue.typeName)' to expected argument type 'ButtonStyle' (View.buttonStyle): a ButtonStyle struct with makeBody(configuration:), or .automatic, .borderless, .plain",
                                  expected: "ButtonStyle", found: styleValue)
        }
        let stage = a.bridge.swiftUI
        return view(v.typeName, try v.tree.restylingButtons { button in
            let bound = Function(name: makeBody.name, parameters: makeBody.parameters, body: makeBody.body, scope: makeBody.scope, owner: makeBody.owner)
            bound.receiver = .structValue(style)
            let configuration = ButtonStyleConfigurationValue(label: SwiftUIViewValue(typeName: "ButtonStyleConfiguration.Label", tree: button.label),
                                                              isPressed: stage.isPressed(button))
            let views = try a.site.interpreter.buildViews(bound, [Argument(label: "configuration", value: .native(configuration))], at: a.site.node)
            return try group(views, a)
        })
    }

    static let motionModifiers: [WorldMethod] = [buttonStyleModifier, SwiftUITransitionDeclarations.modifier, SwiftUIMatchedGeometryDeclarations.modifier,
                                                   SwiftUIContentTransitionDeclarations.modifier]
        + SwiftUIAnimatorDeclarations.modifiers

    static let motionTypes: [WorldType] = [
        .swiftUIButtonStyleConfiguration, view("ButtonStyleConfiguration.Label", "a button's label as its style receives it", []), .swiftUIButtonStyle, .timer, .swiftUIAnyTransition, .swiftUIContentTransition, .swiftUIMatchedGeometryProperties, .swiftUINamespace, .swiftUICompletionCriteria, .runLoop, .runLoopMode, .timerPublisher,
    ] + SwiftUIAnimatorDeclarations.types + WorldType.swiftUIBuiltInButtonStyleTypes
}
