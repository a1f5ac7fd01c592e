import ReelModels
import ReelSwiftUI
import ReelTimeline

// SwiftUI's views and their modifiers (issue 39), one declaration per type as the UIKit ones
// are. Every view is a value: a modifier returns a new `SwiftUIViewValue` whose tree wraps the
// old one, in source order [Apple] (…/swiftui/configuring-views: "each modifier … wraps the
// view"). Labels and defaults are SwiftUI's, each from its developer.apple.com page.

extension WorldType {
    /// `View`: every view's modifiers.
    static let swiftUIView = WorldType(
        name: "View", superclass: nil,
        summary: "a SwiftUI view: its modifiers (layout, drawing, font, animation)",
        methods: (SwiftUIDeclarations.modifiers + SwiftUIDrawingDeclarations.modifiers).map(SwiftUIDrawnRange.checked))

    static let swiftUIText = SwiftUIDeclarations.view("Text", "text in a font (Pango-measured)", [
        .function("init", [.arg("_", type: "String")]) { a in
            guard case .string(let text)? = a.value(nil) else {
                throw a.site.mismatch("cannot convert value of type '\(a.value(nil)?.typeName ?? "Void")' to expected argument type 'String' (Text)",
                                      expected: "String", found: a.value(nil) ?? .void)
            }
            return SwiftUIDeclarations.view("Text", .text(try SwiftUIDeclarations.drawnText(text, "Text", a)))
        },
    ], methods: [
        .method("bold", on: SwiftUIViewValue.self) { v, _ in SwiftUIDeclarations.view(v.typeName, .modified(v.tree, .fontWeight(.bold))) },
    ])

    static let swiftUIImage = SwiftUIDeclarations.view("Image", "a system symbol (our own drawings of 30 SF Symbols)", [
        .function("init", [.arg("systemName", type: "String")]) { a in
            guard case .string(let name)? = a.value("systemName") else {
                throw a.site.mismatch("Image(systemName:) takes a String", expected: "String", found: a.value("systemName") ?? .void)
            }
            guard DrawnSymbols.names.contains(name) else {
                throw a.site.notEvaluated("Image(systemName: \"\(name)\")", supported: DrawnSymbols.names)
            }
            return SwiftUIDeclarations.view("Image", .image(systemName: name, resizable: false))
        },
    ], methods: [
        .method("resizable", on: SwiftUIViewValue.self) { v, _ in
            guard case let .image(name, _) = v.tree else { return .native(v) }
            return SwiftUIDeclarations.view("Image", .image(systemName: name, resizable: true))
        },
    ]).adding(constants: [.nestedType("Scale", "Image.Scale"), .nestedType("TemplateRenderingMode", "Image.TemplateRenderingMode")],
              methods: SwiftUIDrawingDeclarations.imageMethods)

    static let swiftUICircle = SwiftUIDeclarations.shape("Circle", .circle)
    static let swiftUICapsule = SwiftUIDeclarations.shape("Capsule", .capsule)
    static let swiftUIRectangle = SwiftUIDeclarations.shape("Rectangle", .rectangle)
    static let swiftUIEllipse = SwiftUIDeclarations.shape("Ellipse", .ellipse)
    static let swiftUIRoundedRectangle = SwiftUIDeclarations.view("RoundedRectangle", "a rounded rectangle (continuous corners)", [
        .function("init", [.arg("cornerRadius", .cgFloat), .arg("style", type: "RoundedCornerStyle", hint: "RoundedCornerStyle", defaulted: true)]) { a in
            SwiftUIDeclarations.view("RoundedRectangle", .leaf(.shape(.roundedRectangle(cornerRadius: try a.number("cornerRadius", .cgFloat)))))
        },
    ])

    static let swiftUIColor = WorldType(
        name: "Color", superclass: "View",
        summary: "a system colour as iOS draws it in light mode, or RGB; a view that fills what it is offered",
        initializers: [
            .function("init", [.arg("red", .double), .arg("green", .double), .arg("blue", .double), .arg("opacity", .double, defaulted: true)]) { a in
                .native(SwiftUIViewValue(typeName: "Color", tree: .leaf(.color(RGBA(
                    red: try SwiftUIDeclarations.component(a, "red"), green: try SwiftUIDeclarations.component(a, "green"),
                    blue: try SwiftUIDeclarations.component(a, "blue"), alpha: try SwiftUIDeclarations.optionalComponent(a, "opacity") ?? 1)))))
            },
            .function("init", [.arg("hue", .double), .arg("saturation", .double), .arg("brightness", .double), .arg("opacity", .double, defaulted: true)]) { a in
                let c = SwiftUIDeclarations.hsb(try SwiftUIDeclarations.component(a, "hue"), try SwiftUIDeclarations.component(a, "saturation"),
                                                try SwiftUIDeclarations.component(a, "brightness"))
                return .native(SwiftUIViewValue(typeName: "Color", tree: .leaf(.color(RGBA(red: c.0, green: c.1, blue: c.2,
                                                                                          alpha: try SwiftUIDeclarations.optionalComponent(a, "opacity") ?? 1)))))
            },
        ],
        constants: SystemColor.allCases.map { c in
            WorldConstant(name: c.rawValue) { _ in .native(SwiftUIViewValue(typeName: "Color", tree: .leaf(.color(c.rgba)))) }
        })

    static let swiftUISpacer = SwiftUIDeclarations.view("Spacer", "flexible space along a stack", [
        .function("init", [.arg("minLength", .cgFloat, defaulted: true)]) { a in
            SwiftUIDeclarations.view("Spacer", .leaf(.spacer(minLength: try a.optionalNumber("minLength", .cgFloat))))
        },
    ])

    static let swiftUIHStack = SwiftUIDeclarations.view("HStack", "views in a row", [
        .function("init", [.arg("alignment", type: "VerticalAlignment", hint: "VerticalAlignment", defaulted: true),
                           .arg("spacing", ValueKind<Double>.cgFloat.optional, defaulted: true), .closure("content", "() -> Content")]) { a in
            let alignment = try SwiftUIDeclarations.alignment(a.value("alignment"), a)?.vertical ?? .center
            return SwiftUIDeclarations.view("HStack", .stack(.h(alignment, spacing: try a.optionalNumber("spacing", .cgFloat)), try SwiftUIDeclarations.content(a)))
        },
    ])

    static let swiftUIVStack = SwiftUIDeclarations.view("VStack", "views in a column", [
        .function("init", [.arg("alignment", type: "HorizontalAlignment", hint: "HorizontalAlignment", defaulted: true),
                           .arg("spacing", ValueKind<Double>.cgFloat.optional, defaulted: true), .closure("content", "() -> Content")]) { a in
            let alignment = try SwiftUIDeclarations.alignment(a.value("alignment"), a)?.horizontal ?? .center
            return SwiftUIDeclarations.view("VStack", .stack(.v(alignment, spacing: try a.optionalNumber("spacing", .cgFloat)), try SwiftUIDeclarations.content(a)))
        },
    ])

    static let swiftUIZStack = SwiftUIDeclarations.view("ZStack", "views on top of each other", [
        .function("init", [.arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true), .closure("content", "() -> Content")]) { a in
            let alignment = try SwiftUIDeclarations.alignment(a.value("alignment"), a) ?? .center
            return SwiftUIDeclarations.view("ZStack", .stack(.z(alignment), try SwiftUIDeclarations.content(a)))
        },
    ])

    /// `Button`: its label, drawn in the tint (the accent colour, blue) as the default style
    /// draws it [Apple] (…/swiftui/button: "the button's label … styled with the accent
    /// color"). Its action runs when the run taps it by title or label (`tap("Like")`,
    /// SwiftUIButton.swift).
    static let swiftUIButton = SwiftUIDeclarations.view("Button", "a button: its label in the accent colour; tap(\"title\") runs its action", [
        .function("init", [.closure("action", "() -> Void"), .closure("label", "() -> Label")]) { a in
            SwiftUIButton.view(label: .group(try SwiftUIDeclarations.content(a, label: "label")), title: nil, a)
        },
        .function("init", [.arg("_", type: "String"), .closure("action", "() -> Void")]) { a in
            guard case .string(let title)? = a.value(nil) else {
                throw a.site.mismatch("Button(_:action:) takes a String title", expected: "String", found: a.value(nil) ?? .void)
            }
            return SwiftUIButton.view(label: .text(try SwiftUIDeclarations.drawnText(title, "Button", a)), title: title, a)
        },
    ])

    static let swiftUIGroup = SwiftUIDeclarations.view("Group", "views grouped without a layout of their own", [
        .function("init", [.closure("content", "() -> Content")]) { a in
            SwiftUIDeclarations.view("Group", .group(try SwiftUIDeclarations.content(a)))
        },
    ])
}

/// What the SwiftUI declarations share: reading views, colours and alignments from the code's
/// values, and the modifiers.
enum SwiftUIDeclarations {
    /// SwiftUI's types, in `WorldRegistry.all` after UIKit's.
    static let types: [WorldType] = [
        .swiftUIView, .swiftUIText, .swiftUIImage, .swiftUICircle, .swiftUICapsule, .swiftUIRectangle, .swiftUIEllipse,
        .swiftUIRoundedRectangle, .swiftUIColor, .swiftUISpacer, .swiftUIHStack, .swiftUIVStack, .swiftUIZStack, .swiftUIGroup, .swiftUIButton,
        .swiftUIFont, .swiftUIFontWeight, .swiftUIAnimation, .swiftUIAngle, .swiftUIUnitPoint, .swiftUIAlignment,
        .swiftUIHorizontalAlignment, .swiftUIVerticalAlignment, .swiftUIEdge, .swiftUIEdgeSet, .swiftUIRoundedCornerStyle,
    ] + SwiftUIDrawingDeclarations.types + motionTypes

    /// The deepest view tree and the most nodes laid out: layout has no cache and sizes each
    /// stack child three times, so its work grows as 3^depth (docs/swiftui.md). A badge, bell
    /// or like button is a few levels deep and a few dozen nodes.
    static let maximumDepth = 24
    static let maximumNodes = 400
    /// The longest text a `Text` or a button's title draws, in characters: Pango shapes it at
    /// every frame (a 524,288-character `Text` ran past two minutes on one GIF of 51 frames).
    static let maximumTextLength = 1_000
    /// The most Unicode scalars those characters may hold, ten a character: an emoji family
    /// or a flag with its modifiers is a handful. A character is any number of scalars (a
    /// letter and 400,000 combining accents is one), and Pango shapes every one of them at
    /// every frame: one such `Text` took 38 s for 95 frames (round 15).
    static let maximumTextScalars = 10 * maximumTextLength

    /// `text` as a view draws it, refused past `maximumTextLength` characters or
    /// `maximumTextScalars` scalars.
    static func drawnText(_ text: String, _ view: String, _ a: BridgeArguments) throws -> String {
        guard text.utf8.count <= maximumTextLength || text.count <= maximumTextLength else {
            throw a.site.refuse("\(view)'s text of \(text.count) characters is not drawn: expected at most \(maximumTextLength) characters", .invalid)
        }
        let scalars = text.unicodeScalars.count
        guard scalars <= maximumTextScalars else {
            throw a.site.refuse("\(view)'s text of \(text.count) characters is not drawn: it holds \(scalars) Unicode scalars (combining marks and other joined scalars); expected at most \(maximumTextScalars)", .invalid)
        }
        return text
    }

    static func view(_ type: String, _ tree: ViewTree) -> Value { .native(SwiftUIViewValue(typeName: type, tree: tree)) }

    /// A view type with its initializers and own methods (its modifiers are `View`'s).
    static func view(_ name: String, _ summary: String, _ initializers: [WorldMethod], methods: [WorldMethod] = []) -> WorldType {
        WorldType(name: name, superclass: "View", summary: summary, methods: methods, initializers: initializers)
    }

    static func shape(_ name: String, _ kind: ShapeKind) -> WorldType {
        view(name, "a shape that fills what it is offered", [.function("init") { _ in view(name, .leaf(.shape(kind))) }])
    }

    /// The view tree of a value used as a view: a SwiftUI view, a `View` struct of the file
    /// (its `body`, evaluated now), or a builder's views.
    static func tree(of value: Value, _ a: BridgeArguments) throws -> ViewTree {
        switch value {
        case .native(let native as SwiftUIViewValue):
            return native.tree
        case .structValue(let made):
            let value = a.bridge.swiftUI.restoringState(of: made, in: a.site.interpreter.viewBuilder)
            guard let views = try a.site.interpreter.viewBody(of: value, at: a.site.node) else { break }
            return try group(views, a)
        case .array(let items):
            return .group(try items.map { try tree(of: $0, a) })
        case .native(let branch as ViewBuilderBranch):
            return .modified(.group(try branch.views.map { try tree(of: $0, a) }), .branch(branch.index))
        default:
            break
        }
        throw a.site.mismatch("type '\(value.typeName)' does not conform to protocol 'View' (\(a.call))", expected: "View", found: value)
    }

    /// Several views of one builder: one view, or a group.
    static func group(_ views: [Value], _ a: BridgeArguments) throws -> ViewTree {
        let trees = try views.map { try tree(of: $0, a) }
        return trees.count == 1 ? trees[0] : .group(trees)
    }

    /// The views of the builder closure `content` (or the trailing closure).
    static func content(_ a: BridgeArguments, label: String = "content") throws -> [ViewTree] {
        guard let closure = a.closure(label, trailing: true) else { return [] }
        return try a.site.interpreter.buildViews(closure, [], at: a.site.node).map { try tree(of: $0, a) }
    }

    /// A colour argument: a `Color`, or nil for `nil`.
    static func color(_ value: Value?, _ a: BridgeArguments) throws -> RGBA? {
        guard let value, !value.isNil else { return nil }
        if let c = (value.nativeOperand as? SwiftUIViewValue)?.color { return c }
        throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'Color' (\(a.call))", expected: "Color", found: value)
    }

    static func plain(_ value: Value?) -> SwiftUIPlainValue.Content? { (value?.nativeOperand as? SwiftUIPlainValue)?.content }

    static func alignment(_ value: Value?, _ a: BridgeArguments) throws -> Alignment? {
        guard let value else { return nil }
        if case .alignment(let alignment)? = plain(value) { return alignment }
        throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'Alignment' (\(a.call))", expected: "Alignment", found: value)
    }

    static func anchor(_ value: Value?, _ a: BridgeArguments) throws -> UnitPoint {
        guard let value else { return .center }
        if case .unitPoint(let point)? = plain(value) { return point }
        throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'UnitPoint' (\(a.call))", expected: "UnitPoint", found: value)
    }

    static func font(_ value: Value?, _ a: BridgeArguments) throws -> Font? {
        guard let value, !value.isNil else { return nil }
        if case .font(let font)? = plain(value) { return font }
        throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'Font' (\(a.call))", expected: "Font", found: value)
    }

    static func animation(_ value: Value?, _ a: BridgeArguments) throws -> ReelSwiftUI.Animation? {
        guard let value, !value.isNil else { return nil }
        if let animation = (value.nativeOperand as? SwiftUIAnimationValue)?.animation { return animation }
        throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'Animation' (\(a.call))", expected: "Animation", found: value)
    }

    /// An `onChange` modifier: its value and action noted for the scene at the modifier's
    /// place (the builder statements being evaluated and the call's position in the file).
    static func observeChange(_ v: SwiftUIViewValue, _ a: BridgeArguments, action: Function?, initial: Bool) throws -> Value {
        guard let action, let value = a.value("of") else { throw a.site.refuse("onChange(of:) needs the value it observes and an action", .invalid) }
        a.bridge.swiftUI.observeChange(.init(value: value, text: a.site.interpreter.text(of: value), action: action, initial: initial), place: place(a))
        return .native(v)
    }

    /// A modifier's place in the tree: the builder statements being evaluated, the ids of the
    /// `ForEach` elements it is made for, and the call's position in the file (what keeps an
    /// `onChange`, `onReceive` or `.task` the same one from one evaluation to the next, and
    /// with its element when elements are inserted before it).
    static func place(_ a: BridgeArguments) -> String {
        let builder = a.site.interpreter.viewBuilder
        return builder.path.map(String.init).joined(separator: ".") + builder.elementsPlace + "@\(a.site.interpreter.fileOffset(of: a.site.node))"
    }

    /// `receiver` with `effect` applied.
    static func modified(_ receiver: SwiftUIViewValue, _ effect: ViewEffect) -> Value {
        .native(receiver.wrapped { .modified($0, effect) })
    }

    /// `receiver` with a layout modifier applied.
    static func modified(_ receiver: SwiftUIViewValue, _ modifier: LayoutModifier<ViewTree>) -> Value {
        modified(receiver, .layout(modifier))
    }

    /// A shape's fill or outline: only a shape (or a shape already filled) takes one.
    static func shapeStyled(_ receiver: SwiftUIViewValue, _ a: BridgeArguments, stroke: ShapeStroke?) throws -> Value {
        guard case let .leaf(.shape(kind)) = receiver.tree else {
            throw a.site.refuse("value of type '\(receiver.typeName)' has no member '\(a.call.split(separator: ".").last ?? "")' (a Shape's)", .invalid)
        }
        let base: ViewTree = stroke.map { .leaf(.strokedShape(kind, $0)) } ?? .leaf(.shape(kind))
        guard let color = try color(a.value(nil), a) else { return view(receiver.typeName, base) }
        return view(receiver.typeName, .modified(base, .layout(.foreground(color))))
    }

    /// A colour component the code gives `Color(red:…)` or `Color(hue:…)`: any finite number
    /// (components past 0…1 are kept as given), refused when NaN or infinite, which name no
    /// colour and which trapped `hsb` making its sector an Int (exit 132, round 15).
    static func component(_ a: BridgeArguments, _ label: String) throws -> Double {
        let value = try a.number(label, .double)
        guard value.isFinite else {
            throw a.site.refuse("Color's \(label) \(plainNumber(value)) is not drawn: expected a finite number", .world)
        }
        return value
    }

    /// `component` for a defaulted argument: nil when it is not given.
    static func optionalComponent(_ a: BridgeArguments, _ label: String) throws -> Double? {
        a.value(label) == nil ? nil : try component(a, label)
    }

    /// HSB (hue in turns, 0…1 each) to RGB, the standard hexcone conversion `Color(hue:…)`
    /// documents by name [Apple] (…/color/init(hue:saturation:brightness:opacity:)).
    static func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let hue = (h - h.rounded(.down)) * 6
        let i = Int(hue) % 6, f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The static function `name` of a world type alone (not a constant of the same name).
    static func staticFunction(_ name: String, ofType type: String, bridge: WorldBridge) -> Function? {
        let overloads = WorldRegistry.statics(name, of: type)
        guard !overloads.isEmpty else { return nil }
        let forms = overloads.map { "\(type).\($0.signature)" }
        return .builtin(name, hints: overloads.reduce(into: [:]) { $0.merge($1.hints) { first, _ in first } }) { [unowned bridge] arguments, site in
            guard let chosen = overloads.first(where: { $0.accepts(arguments) }) else {
                throw site.notEvaluated("\(type).\(name)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")", supported: forms)
            }
            return try chosen.call(nil, BridgeArguments(arguments, call: "\(type).\(name)", site: site, bridge: bridge))
        }
    }

    static let modifiers: [WorldMethod] = motionModifiers + [
        .method("frame", [.arg("width", ValueKind<Double>.cgFloat.optional, defaulted: true), .arg("height", ValueKind<Double>.cgFloat.optional, defaulted: true),
                          .arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .frame(width: try a.read("width", ValueKind<Double>.cgFloat.optional) ?? nil, height: try a.read("height", ValueKind<Double>.cgFloat.optional) ?? nil,
                               alignment: try alignment(a.value("alignment"), a) ?? .center))
        },
        .method("frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map { .arg($0, ValueKind<Double>.cgFloat.optional, defaulted: true) }
                + [.arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            func n(_ label: String) throws -> Double? { try a.read(label, ValueKind<Double>.cgFloat.optional) ?? nil }
            return modified(v, .flexibleFrame(FlexibleFrame(minWidth: try n("minWidth"), idealWidth: try n("idealWidth"), maxWidth: try n("maxWidth"),
                                                            minHeight: try n("minHeight"), idealHeight: try n("idealHeight"), maxHeight: try n("maxHeight"),
                                                            alignment: try alignment(a.value("alignment"), a) ?? .center)))
        },
        // `padding(_ length:)` and `padding(_ edges: = .all, _ length: = nil)`, one entry: the
        // first unlabeled argument is the length when it is a number.
        .method("padding", [.arg("_", type: "Edge.Set", hint: "Edge.Set", defaulted: true), .arg("_", ValueKind<Double>.cgFloat.optional, defaulted: true)],
                on: SwiftUIViewValue.self) { v, a in
            let values = a.all.map(\.value)
            var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
            var length = EdgeInsets.defaultPadding.top
            if let first = values.first {
                if first.doubleValue != nil {
                    length = try BridgeNumber.cgFloat.read(first, for: "View.padding", at: a.site)
                } else if case .edges(let set)? = plain(first) {
                    edges = set
                    if values.count > 1, !values[1].isNil { length = try BridgeNumber.cgFloat.read(values[1], for: "View.padding", at: a.site) }
                } else {
                    throw a.site.mismatch("cannot convert value of type '\(first.typeName)' to expected argument type 'Edge.Set' (View.padding)", expected: "Edge.Set", found: first)
                }
            }
            func on(_ edge: String) -> Double { edges.contains(edge) ? length : 0 }
            return modified(v, .padding(EdgeInsets(top: on("top"), leading: on("leading"), bottom: on("bottom"), trailing: on("trailing"))))
        },
        .method("offset", [.arg("x", .cgFloat, defaulted: true), .arg("y", .cgFloat, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .offset(x: try a.optionalNumber("x", .cgFloat) ?? 0, y: try a.optionalNumber("y", .cgFloat) ?? 0))
        },
        .method("position", [.arg("x", .cgFloat, defaulted: true), .arg("y", .cgFloat, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .position(x: try a.optionalNumber("x", .cgFloat) ?? 0, y: try a.optionalNumber("y", .cgFloat) ?? 0))
        },
        .method("scaleEffect", [.arg("_", .cgFloat), .arg("anchor", type: "UnitPoint", hint: "UnitPoint", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            let s = try a.number(nil, .cgFloat)
            return modified(v, .scaleEffect(x: s, y: s, anchor: try anchor(a.value("anchor"), a)))
        },
        .method("scaleEffect", [.arg("x", .cgFloat, defaulted: true), .arg("y", .cgFloat, defaulted: true),
                                .arg("anchor", type: "UnitPoint", hint: "UnitPoint", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .scaleEffect(x: try a.optionalNumber("x", .cgFloat) ?? 1, y: try a.optionalNumber("y", .cgFloat) ?? 1, anchor: try anchor(a.value("anchor"), a)))
        },
        .method("rotationEffect", [.arg("_", type: "Angle", hint: "Angle"), .arg("anchor", type: "UnitPoint", hint: "UnitPoint", defaulted: true)],
                on: SwiftUIViewValue.self) { v, a in
            guard case .angle(let radians)? = plain(a.value(nil)) else {
                throw a.site.mismatch("cannot convert value of type '\(a.value(nil)?.typeName ?? "Void")' to expected argument type 'Angle' (View.rotationEffect)",
                                      expected: "Angle", found: a.value(nil) ?? .void)
            }
            return modified(v, .rotationEffect(radians: radians, anchor: try anchor(a.value("anchor"), a)))
        },
        .method("opacity", [.arg("_", .double)], on: SwiftUIViewValue.self) { v, a in
            let o = try a.number(nil, .double)
            // `Color.opacity(_:)` is a Color (…/color/opacity(_:)), so it can fill a shape.
            if var c = v.color {
                c.alpha *= o
                return view("Color", .leaf(.color(c)))
            }
            return modified(v, .opacity(o))
        },
        .method("overlay", [.arg("_", type: "View"), .arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .overlay(try tree(of: a.value(nil) ?? .void, a), alignment: try alignment(a.value("alignment"), a) ?? .center))
        },
        .method("overlay", [.arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true), .closure("content", "() -> V")], on: SwiftUIViewValue.self) { v, a in
            modified(v, .overlay(.group(try content(a)), alignment: try alignment(a.value("alignment"), a) ?? .center))
        },
        .method("background", [.arg("_", type: "View"), .arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            modified(v, .background(try tree(of: a.value(nil) ?? .void, a), alignment: try alignment(a.value("alignment"), a) ?? .center))
        },
        .method("background", [.arg("alignment", type: "Alignment", hint: "Alignment", defaulted: true), .closure("content", "() -> V")], on: SwiftUIViewValue.self) { v, a in
            modified(v, .background(.group(try content(a)), alignment: try alignment(a.value("alignment"), a) ?? .center))
        },
        .method("foregroundColor", [.arg("_", type: "Color?", hint: "Color")], on: SwiftUIViewValue.self) { v, a in
            guard let c = try color(a.value(nil), a) else { return .native(v) }
            return .native(v.wrapped { .modified($0.releasingButtonAccent(), .layout(.foreground(c))) })
        },
        .method("foregroundStyle", [.arg("_", type: "ShapeStyle", hint: "Color")], on: SwiftUIViewValue.self) { v, a in
            guard let c = try color(a.value(nil), a) else { return .native(v) }
            return .native(v.wrapped { .modified($0.releasingButtonAccent(), .layout(.foreground(c))) })
        },
        .method("fill", [.arg("_", type: "ShapeStyle", hint: "Color", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            try shapeStyled(v, a, stroke: nil)
        },
        .method("stroke", [.arg("_", type: "ShapeStyle", hint: "Color", defaulted: true), .arg("lineWidth", .cgFloat, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            try shapeStyled(v, a, stroke: ShapeStroke(lineWidth: try a.optionalNumber("lineWidth", .cgFloat) ?? 1, insideBorder: false))
        },
        .method("strokeBorder", [.arg("_", type: "ShapeStyle", hint: "Color", defaulted: true), .arg("lineWidth", .cgFloat, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            try shapeStyled(v, a, stroke: ShapeStroke(lineWidth: try a.optionalNumber("lineWidth", .cgFloat) ?? 1, insideBorder: true))
        },
        .method("font", [.arg("_", type: "Font?", hint: "Font")], on: SwiftUIViewValue.self) { v, a in
            guard let f = try font(a.value(nil), a) else { return .native(v) }
            return modified(v, .font(f))
        },
        .method("fontWeight", [.arg("_", type: "Font.Weight?", hint: "Font.Weight")], on: SwiftUIViewValue.self) { v, a in
            guard case .fontWeight(let w)? = plain(a.value(nil)) else { return .native(v) }
            return modified(v, .fontWeight(w))
        },
        .method("animation", [.arg("_", type: "Animation?", hint: "Animation"), .arg("value", type: "V")], on: SwiftUIViewValue.self) { v, a in
            let value = a.value("value").map { a.site.interpreter.text(of: $0) }
            return modified(v, .animation(try animation(a.value(nil), a), value: value, valueless: false))
        },
        // A tap runs the action; nothing is tapped in a clip (pressing by title is not
        // evaluated yet), so the view draws as it is.
        .method("onTapGesture", [.arg("count", .int, defaulted: true), .closure("perform", "() -> Void")], on: SwiftUIViewValue.self) { v, _ in
            .native(v)
        },
        .method("onAppear", [.closure("perform", "(() -> Void)?", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            if let action = a.closure("perform", trailing: true) { a.bridge.swiftUI.appeared(action) }
            return .native(v)
        },
        // `task(priority:_:)` [Apple] (…/view/task(priority:_:): "Adds an asynchronous task to
        // perform before this view appears"): the action, as a `Task`, as its view appears,
        // cancelled when it disappears (SwiftUITaskPlaces).
        .method("task", [.closure("_", "() async -> Void")], on: SwiftUIViewValue.self) { v, a in
            if let action = a.closure("_", trailing: true) { a.bridge.swiftUI.declaredTask(action, place: SwiftUIDeclarations.place(a)) }
            return .native(v)
        },
        // `onChange(of:initial:_:)` (iOS 17) and `onChange(of:perform:)` (iOS 14): the action
        // runs when the value differs from the last evaluation's (SwiftUIChangeObservers).
        .method("onChange", [.arg("of", type: "V"), .arg("initial", type: "Bool", defaulted: true), .closure("_", "(V, V) -> Void")], on: SwiftUIViewValue.self) { v, a in
            try observeChange(v, a, action: a.closure("_", trailing: true), initial: try SwiftUIValues.bool(a, "initial") ?? false)
        },
        .method("onChange", [.arg("of", type: "V"), .closure("perform", "(V) -> Void")], on: SwiftUIViewValue.self) { v, a in
            try observeChange(v, a, action: a.closure("perform", trailing: true), initial: false)
        },
        // A timer publisher's firings (SwiftUITimerPublisher).
        .method("onReceive", [.arg("_", type: "Publisher"), .closure("perform", "(Output) -> Void")], on: SwiftUIViewValue.self) { v, a in
            guard let publisher = a.value(nil)?.nativeOperand as? TimerPublisherValue else {
                throw a.site.notEvaluated("onReceive of \(a.value(nil)?.typeName ?? "nothing")", supported: ["Timer.publish(every:on:in:).autoconnect()"])
            }
            guard let action = a.closure("perform", trailing: true) else { throw a.site.refuse("onReceive needs the action it performs", .invalid) }
            try a.bridge.swiftUI.receive(publisher, action: action, place: place(a), a)
            return .native(v)
        },
        // Deprecated in iOS 15 ("Use withAnimation or animation(_:value:) instead"): animates
        // every change inside, whatever caused it.
        .method("animation", [.arg("_", type: "Animation?", hint: "Animation")], on: SwiftUIViewValue.self) { v, a in
            modified(v, .animation(try animation(a.value(nil), a), value: nil, valueless: true))
        },
    ]
}
