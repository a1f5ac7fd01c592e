import ReelSwiftUI
import ReelTimeline
import ReelWorld

// SwiftUI's drawing modifiers and the file's own modifiers (issue 39): `clipShape`,
// `cornerRadius`, `shadow`, `blur`, `imageScale`, `symbolVariant`, and `.modifier(_:)` with a
// `ViewModifier` or `GeometryEffect` struct the file declares. Labels and defaults are
// SwiftUI's, each from its developer.apple.com page.

/// `Image.Scale`, `SymbolVariants`: a named choice.
struct SwiftUIChoiceValue: NativeValue, Equatable {
    let typeName: String
    let choice: String
}

/// `ProjectionTransform`: a `GeometryEffect`'s value. Only its affine part is drawn; a
/// projective one (`CATransform3D` with perspective) is refused where it is made.
struct ProjectionValue: NativeValue, Equatable {
    let transform: CGAffineTransform
    var typeName: String { "ProjectionTransform" }
}

extension WorldType {
    /// `Image.Scale`: a symbol's size relative to the font's [Apple] (…/image/scale). The
    /// factors are not published: small 0.78 and large 1.29 × medium [Inferred: measured
    /// SF Symbols renderings; a device check should compare `.imageScale(.large)` at `.body`].
    static let swiftUIImageScale = WorldType(
        name: "Image.Scale", superclass: nil, summary: "a symbol's scale relative to its font (small, medium, large)",
        constants: SwiftUIDrawingDeclarations.imageScales.map { name, _ in
            WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "Image.Scale", choice: name)) }
        })

    /// `Image.TemplateRenderingMode`: `.template` only (a symbol image is a template image,
    /// drawn in the foreground style, by default [Apple] (…/image/templaterenderingmode)).
    static let swiftUITemplateRenderingMode = WorldType(
        name: "Image.TemplateRenderingMode", superclass: nil, summary: "how an image is rendered (template: in the foreground style)",
        constants: [WorldConstant(name: "template") { _ in .native(SwiftUIChoiceValue(typeName: "Image.TemplateRenderingMode", choice: "template")) }])

    /// `ContentMode`: how `aspectRatio` fits a view (fit, fill) [Apple] (…/swiftui/contentmode).
    static let swiftUIContentMode = WorldType(
        name: "ContentMode", superclass: nil, summary: "how aspectRatio sizes a view (fit, fill)",
        constants: ["fit", "fill"].map { name in WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "ContentMode", choice: name)) } })

    /// `SymbolVariants`: `.fill` draws a symbol's filled form where one is drawn; `.none` the
    /// outline [Apple] (…/swiftui/symbolvariants).
    static let swiftUISymbolVariants = WorldType(
        name: "SymbolVariants", superclass: nil, summary: "a symbol's variant (fill, none)",
        constants: ["fill", "none"].map { name in
            WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "SymbolVariants", choice: name)) }
        })

    /// `EmptyModifier`: the modifier that changes nothing (`EmptyModifier.identity`) [Apple]
    /// (…/swiftui/emptymodifier).
    static let swiftUIEmptyModifier = WorldType(
        name: "EmptyModifier", superclass: nil, summary: "the modifier that changes nothing",
        initializers: [.function("init") { _ in .native(SwiftUIChoiceValue(typeName: "EmptyModifier", choice: "identity")) }],
        constants: [WorldConstant(name: "identity") { _ in .native(SwiftUIChoiceValue(typeName: "EmptyModifier", choice: "identity")) }])

    static let swiftUIProjectionTransform = WorldType(
        name: "ProjectionTransform", superclass: nil, summary: "a geometry effect's transform (its affine part)",
        initializers: [
            .function("init", [.arg("_", .affine)]) { a in .native(ProjectionValue(transform: try a.required(nil, .affine))) },
            .function("init") { _ in .native(ProjectionValue(transform: .identity)) },
        ])
}

extension WorldType {
    /// This type with `constants` added (a nested type: `Image.Scale`).
    func adding(constants more: [WorldConstant], methods: [WorldMethod] = []) -> WorldType {
        WorldType(name: name, superclass: superclass, aliases: aliases, summary: summary, properties: properties,
                  methods: self.methods + methods, initializers: initializers, statics: statics, constants: constants + more)
    }
}

enum SwiftUIDrawingDeclarations {
    static let types: [WorldType] = [.swiftUIImageScale, .swiftUISymbolVariants, .swiftUIProjectionTransform, .swiftUIForEach, .swiftUIBinding, .swiftUIEmptyModifier, .swiftUITemplateRenderingMode, .swiftUIContentMode]

    static let imageScales: [(String, Double)] = [("small", 0.78), ("medium", 1), ("large", 1.29)]

    /// The shape a `clipShape` argument is.
    static func shape(_ value: Value?, _ a: BridgeArguments) throws -> ShapeKind {
        if let view = value?.nativeOperand as? SwiftUIViewValue, case let .leaf(.shape(kind)) = view.tree { return kind }
        throw a.site.mismatch("cannot convert value of type '\(value?.typeName ?? "Void")' to expected argument type 'Shape' (\(a.call))",
                              expected: "Shape", found: value ?? .void)
    }

    /// A radius: any finite number (SwiftUI takes any `CGFloat`; a negative one blurs nothing).
    static func radius(_ a: BridgeArguments, _ label: String?) throws -> Double {
        let r = try a.number(label, .cgFloat)
        guard r.isFinite else {
            throw a.site.refuse("\(a.call)'s radius \(r) is not a finite number (accepted: any finite number; 0 or less blurs nothing)", .invalid)
        }
        return r
    }

    static func choice(_ value: Value?, _ type: String, _ a: BridgeArguments) throws -> String {
        if let c = value?.nativeOperand as? SwiftUIChoiceValue, c.typeName == type { return c.choice }
        throw a.site.mismatch("cannot convert value of type '\(value?.typeName ?? "Void")' to expected argument type '\(type)' (\(a.call))",
                              expected: type, found: value ?? .void)
    }

    /// `tree` with every symbol image in it that no closer `imageScale` wraps scaled by `scale`.
    static func scalingImages(_ tree: ViewTree, _ scale: Double) -> ViewTree {
        switch tree {
        case .image(_, false): return .modified(tree, .drawing(.imageScale(scale)))
        case .leaf, .text, .image: return tree
        case let .stack(kind, children): return .stack(kind, children.map { scalingImages($0, scale) })
        case let .group(children): return .group(children.map { scalingImages($0, scale) })
        case .modified(.image, .drawing(.imageScale)): return tree
        case let .modified(content, effect):
            switch effect {
            case let .layout(.overlay(inner, alignment)): return .modified(scalingImages(content, scale), .layout(.overlay(scalingImages(inner, scale), alignment: alignment)))
            case let .layout(.background(inner, alignment)): return .modified(scalingImages(content, scale), .layout(.background(scalingImages(inner, scale), alignment: alignment)))
            default: return .modified(scalingImages(content, scale), effect)
            }
        }
    }

    /// `tree` with every outline symbol that has a drawn filled form shown filled.
    static func filledSymbols(_ tree: ViewTree) -> ViewTree {
        switch tree {
        case let .image(name, resizable):
            let filled = name + ".fill"
            return DrawnSymbols.names.contains(filled) ? .image(systemName: filled, resizable: resizable) : tree
        case .leaf, .text: return tree
        case let .stack(kind, children): return .stack(kind, children.map(filledSymbols))
        case let .group(children): return .group(children.map(filledSymbols))
        case let .modified(content, effect):
            switch effect {
            case let .layout(.overlay(inner, alignment)): return .modified(filledSymbols(content), .layout(.overlay(filledSymbols(inner), alignment: alignment)))
            case let .layout(.background(inner, alignment)): return .modified(filledSymbols(content), .layout(.background(filledSymbols(inner), alignment: alignment)))
            default: return .modified(filledSymbols(content), effect)
            }
        }
    }

    /// `Image`'s own: `renderingMode(.template)` (what a symbol is already) and
    /// `aspectRatio(_:contentMode:)` of a resizable symbol.
    static let imageMethods: [WorldMethod] = [
        .method("renderingMode", [.arg("_", type: "Image.TemplateRenderingMode", hint: "Image.TemplateRenderingMode")], on: SwiftUIViewValue.self) { v, a in
            _ = try choice(a.value(nil), "Image.TemplateRenderingMode", a)
            return .native(v)
        },
        // "Constrains this view's dimensions to the specified aspect ratio" [Apple]
        // (…/view/aspectratio(_:contentmode:)); nil: the content's own, 1 for our square
        // symbols. Drawn where a frame sizes the resizable symbol (ViewTree+Drawing.swift).
        .method("aspectRatio", [.arg("_", ValueKind<Double>.cgFloat.optional, defaulted: true), .arg("contentMode", type: "ContentMode", hint: "ContentMode")],
                on: SwiftUIViewValue.self) { v, a in
            // A symbol that is not resizable keeps its size whatever it is proposed.
            if case .image(_, false) = v.tree { return .native(v) }
            guard case let .image(name, true) = v.tree else {
                throw a.site.notEvaluated("aspectRatio(_:contentMode:) of a view other than a resizable symbol", supported: ["Image(systemName:).resizable().aspectRatio(contentMode:)"])
            }
            let ratio = try a.read(nil, ValueKind<Double>.cgFloat.optional) ?? nil
            let fill = try choice(a.value("contentMode"), "ContentMode", a) == "fill"
            return SwiftUIDeclarations.view("Image", .modified(.image(systemName: name, resizable: true), .drawing(.aspectRatio(ratio ?? 1, fill: fill))))
        },
    ]

    static let modifiers: [WorldMethod] = [
        .method("clipShape", [.arg("_", type: "Shape", hint: "Shape")], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.modified(v, .clipShape(try shape(a.value(nil), a)))
        },
        // Deprecated, "Use clipShape or fill instead" [Apple] (…/view/cornerradius(_:antialiased:):
        // "Clips this view to its bounding frame, with the specified corner radius"): the
        // rounded rectangle of `RoundedRectangle(cornerRadius:)`, continuous by default.
        .method("cornerRadius", [.arg("_", .cgFloat), .arg("antialiased", .bool, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.modified(v, .clipShape(.roundedRectangle(cornerRadius: try a.number(nil, .cgFloat))))
        },
        // "Clips this view to its bounding rectangular frame" [Apple] (…/view/clipped(antialiased:)):
        // a rectangle filling the frame, as clipShape(Rectangle()) is.
        .method("clipped", [.arg("antialiased", .bool, defaulted: true)], on: SwiftUIViewValue.self) { v, _ in
            SwiftUIDeclarations.modified(v, .clipShape(.rectangle))
        },
        .method("shadow", [.arg("color", type: "Color", hint: "Color", defaulted: true), .arg("radius", .cgFloat),
                           .arg("x", .cgFloat, defaulted: true), .arg("y", .cgFloat, defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            let color = try SwiftUIDeclarations.color(a.value("color"), a) ?? ViewShadow.defaultColor
            return SwiftUIDeclarations.modified(v, .shadow(ViewShadow(color: color, radius: try radius(a, "radius"),
                                                                    x: try a.optionalNumber("x", .cgFloat) ?? 0, y: try a.optionalNumber("y", .cgFloat) ?? 0)))
        },
        // `blur(radius:opaque:)`'s `opaque` (filling the blur's transparent edge) is not drawn:
        // that form is refused as not evaluated.
        .method("blur", [.arg("radius", .cgFloat)], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.modified(v, .blur(radius: try radius(a, "radius")))
        },
        .method("imageScale", [.arg("_", type: "Image.Scale", hint: "Image.Scale")], on: SwiftUIViewValue.self) { v, a in
            let name = try choice(a.value(nil), "Image.Scale", a)
            let scale = imageScales.first { $0.0 == name }?.1 ?? 1
            return .native(v.wrapped { scalingImages($0, scale) })
        },
        .method("symbolVariant", [.arg("_", type: "SymbolVariants", hint: "SymbolVariants")], on: SwiftUIViewValue.self) { v, a in
            switch try choice(a.value(nil), "SymbolVariants", a) {
            case "fill": return .native(v.wrapped(filledSymbols))
            default: return .native(v)
            }
        },
        .method("modifier", [.arg("_", type: "ViewModifier")], on: SwiftUIViewValue.self) { v, a in
            try SwiftUIModifierCall.apply(a.value(nil) ?? .void, to: v, a)
        },
    ]
}
