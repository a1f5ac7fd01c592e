import ReelTimeline
import ReelWorld

// UISwitch (UISwitch.h), UITextField (UITextField.h), UIFont's text styles
// (UIFontDescriptor.h), and Auto Layout's anchors and constraints (NSLayoutAnchor.h,
// NSLayoutConstraint.h, UILayoutGuide.h), which are accepted and not solved: a view laid out
// by constraints alone takes its part's frame when it is bound (UIKitWorld.bind).

extension WorldType {
    static let uiSwitch = WorldType(
        name: "UISwitch", superclass: "UIView", summary: "an on/off switch: its value is read and set (the switch is not drawn)",
        properties: [.stored("isOn", \ViewValue.switchControl.isOn, .bool)],
        methods: [
            .method("setOn", [.arg("_", .bool), .arg("animated", .bool)], on: ViewValue.self) { v, a in
                v.switchControl.setOn(try a.required(nil, .bool), animated: try a.required("animated", .bool))
                return .void
            },
        ],
        initializers: [
            .function("init", [.arg("frame", .rect, defaulted: true)]) { a in
                .native(ViewValue(view: try a.world.makeSwitch(frame: try a.read("frame", .rect) ?? .zero), bridge: a.bridge))
            },
        ])

    static let uiTextField = WorldType(
        name: "UITextField", superclass: "UIView",
        summary: "a text field: drawn as a label when bound (its text, else its placeholder, centred)",
        properties: [
            .stored("text", \ViewValue.textField.text, ValueKind.string.optional),
            .stored("placeholder", \ViewValue.textField.placeholder, ValueKind.string.optional),
            .stored("font", \ViewValue.textField.font, ValueKind.font.optional),
            .stored("textColor", \ViewValue.textField.textColor, ValueKind.color.optional),
        ],
        initializers: [
            .function("init", [.arg("frame", .rect, defaulted: true)]) { a in
                .native(ViewValue(view: try a.world.makeTextField(frame: try a.read("frame", .rect) ?? .zero), bridge: a.bridge))
            },
        ])

    static let uiFontTextStyle = WorldType(
        name: "UIFont.TextStyle", superclass: nil, aliases: ["UIFontTextStyle"],
        summary: "a Dynamic Type style, at the default (Large) content size",
        constants: UIFontTextStyle.allCases.map { style in WorldConstant(name: style.rawValue) { _ in .native(TextStyleValue(style: style)) } })

    static let nsLayoutAnchor = WorldType(
        name: "NSLayoutAnchor", superclass: "NSObject",
        summary: "a view's layout anchor: constraints made from it are accepted, not solved",
        methods: [
            .anchorConstraint([.arg("equalTo", type: "NSLayoutAnchor")]),
            .anchorConstraint([.arg("equalTo", type: "NSLayoutAnchor"), .arg("constant", .cgFloat)]),
            .anchorConstraint([.arg("greaterThanOrEqualTo", type: "NSLayoutAnchor"), .arg("constant", .cgFloat, defaulted: true)]),
            .anchorConstraint([.arg("lessThanOrEqualTo", type: "NSLayoutAnchor"), .arg("constant", .cgFloat, defaulted: true)]),
            .anchorConstraint([.arg("equalToSystemSpacingBelow", type: "NSLayoutAnchor"), .arg("multiplier", .cgFloat)]),
            .anchorConstraint([.arg("equalToSystemSpacingAfter", type: "NSLayoutAnchor"), .arg("multiplier", .cgFloat)]),
            .anchorConstraint([.arg("equalTo", type: "NSLayoutAnchor"), .arg("multiplier", .cgFloat), .arg("constant", .cgFloat, defaulted: true)]),
            .anchorConstraint([.arg("equalToConstant", .cgFloat)]),
        ])

    static let nsLayoutConstraint = WorldType(
        name: "NSLayoutConstraint", superclass: "NSObject",
        summary: "an Auto Layout constraint: accepted, not solved (a view laid out by constraints alone takes its part's frame when bound)",
        properties: [
            .stored("isActive", \LayoutConstraintValue.constraint.isActive, .bool),
            .stored("constant", \LayoutConstraintValue.constraint.constant, .cgFloat),
        ],
        statics: [
            .function("activate", [.arg("_", type: "[NSLayoutConstraint]")]) { a in
                for constraint in try a.constraints(nil) { constraint.isActive = true }
                return .void
            },
            .function("deactivate", [.arg("_", type: "[NSLayoutConstraint]")]) { a in
                for constraint in try a.constraints(nil) { constraint.isActive = false }
                return .void
            },
        ])

    static let uiLayoutGuide = WorldType(
        name: "UILayoutGuide", superclass: "NSObject",
        summary: "a layout guide (a view's safe area, its margins): its anchors as a view's",
        properties: LayoutAnchorValue.names.map { name in
            .readOnly(name, \LayoutGuideValue.self, ValueKind<LayoutGuideValue>.anchor(name))
        })
}

extension WorldMethod {
    /// UIView's anchors and layout guides (UIView.h, "UIView (UIViewLayoutConstraintCreation)").
    static let viewLayoutProperties: [WorldProperty] = LayoutAnchorValue.names.map { name in
        .readOnly(name, \ViewValue.self, ValueKind<ViewValue>.anchor(name))
    } + ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"].map { name in
        .readOnly(name, \ViewValue.self, ValueKind<ViewValue>.guide(name))
    }

    /// UIFont.preferredFont(forTextStyle:).
    static let preferredFont = WorldMethod.function("preferredFont", [.arg("forTextStyle", type: "UIFont.TextStyle", hint: "UIFont.TextStyle")]) { a in
        guard let style = a.value("forTextStyle")?.nativeOperand as? TextStyleValue else {
            let found = a.value("forTextStyle") ?? .void
            throw a.site.mismatch("forTextStyle: expected a UIFont.TextStyle (.body, .title1, …), not '\(found.typeName)'", expected: "UIFont.TextStyle", found: found)
        }
        return .native(FontValue(font: .preferredFont(forTextStyle: style.style)))
    }

    /// One of NSLayoutAnchor's `constraint(…)` methods: a constraint, not yet active.
    static func anchorConstraint(_ parameters: [WorldParameter]) -> WorldMethod {
        .method("constraint", parameters, on: LayoutAnchorValue.self) { _, a in
            let constraint = LayoutConstraint()
            constraint.constant = try a.optionalNumber("constant", .cgFloat) ?? 0
            return .native(LayoutConstraintValue(constraint: constraint))
        }
    }
}

/// UIFont.TextStyle.
struct TextStyleValue: NativeValue, Equatable {
    let style: UIFontTextStyle
    var typeName: String { "UIFont.TextStyle" }
}

/// A layout anchor of a view or a guide (`topAnchor`): what a constraint is made from.
struct LayoutAnchorValue: NativeValue, Equatable {
    static let names = ["topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
                        "centerXAnchor", "centerYAnchor", "widthAnchor", "heightAnchor", "firstBaselineAnchor", "lastBaselineAnchor"]
    let owner: ObjectIdentifier
    let name: String
    var typeName: String { "NSLayoutAnchor" }
}

/// A view's layout guide (`safeAreaLayoutGuide`): its anchors are a view's.
struct LayoutGuideValue: NativeValue {
    let view: UIView
    let name: String
    var typeName: String { "UILayoutGuide" }
    var isReference: Bool { true }
    func isEqual(to other: any NativeValue) -> Bool {
        guard let other = other as? LayoutGuideValue else { return false }
        return other.view === view && other.name == name
    }
}

/// NSLayoutConstraint: kept, never solved.
final class LayoutConstraint {
    var isActive = false
    var constant = 0.0
}

struct LayoutConstraintValue: NativeReference {
    let constraint: LayoutConstraint
    var object: LayoutConstraint { constraint }
    var typeName: String { "NSLayoutConstraint" }
}

extension ValueKind where T == ViewValue {
    /// A view's anchor named `name`, read from the view.
    static func anchor(_ name: String) -> ValueKind {
        ValueKind(name: "NSLayoutAnchor", hint: nil, wrap: { v, _ in .native(LayoutAnchorValue(owner: ObjectIdentifier(v.view), name: name)) }) { _, what, site in
            throw site.refuse("cannot assign to property: '\(what)' is a get-only property", .invalid)
        }
    }

    /// A view's layout guide named `name`.
    static func guide(_ name: String) -> ValueKind {
        ValueKind(name: "UILayoutGuide", hint: nil, wrap: { v, _ in .native(LayoutGuideValue(view: v.view, name: name)) }) { _, what, site in
            throw site.refuse("cannot assign to property: '\(what)' is a get-only property", .invalid)
        }
    }
}

extension ValueKind where T == LayoutGuideValue {
    /// A guide's anchor named `name`.
    static func anchor(_ name: String) -> ValueKind {
        ValueKind(name: "NSLayoutAnchor", hint: nil, wrap: { g, _ in
            .native(LayoutAnchorValue(owner: ObjectIdentifier(g.view), name: g.name + "." + name))
        }) { _, what, site in
            throw site.refuse("cannot assign to property: '\(what)' is a get-only property", .invalid)
        }
    }
}

extension ViewValue {
    /// The view as a UISwitch: its declarations are reached only for a UISwitch's members.
    var switchControl: UISwitch { view as! UISwitch }
    /// The view as a UITextField: likewise.
    var textField: UITextField { view as! UITextField }
}

extension BridgeArguments {
    /// An array of constraints (`NSLayoutConstraint.activate([…])`).
    func constraints(_ label: String?) throws -> [LayoutConstraint] {
        let given = value(label) ?? .void
        guard case .array(let items) = given else {
            throw site.mismatch("\(call): expected [NSLayoutConstraint], not '\(given.typeName)'", expected: "[NSLayoutConstraint]", found: given)
        }
        return try items.map { item in
            guard let c = (item.nativeOperand as? LayoutConstraintValue)?.constraint else {
                throw site.mismatch("\(call): expected NSLayoutConstraint, not '\(item.typeName)'", expected: "NSLayoutConstraint", found: item)
            }
            return c
        }
    }
}
