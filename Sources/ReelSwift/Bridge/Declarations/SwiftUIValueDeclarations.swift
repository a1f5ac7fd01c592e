import ReelModels
import ReelSwiftUI
import ReelTimeline

// SwiftUI's plain values the views take: fonts, animations, angles, anchors, alignments and
// edges, with SwiftUI's spellings and defaults (ReelSwiftUI's types cite each one).

extension WorldType {
    static let swiftUIFont = WorldType(
        name: "Font", superclass: nil,
        summary: "a text style at Dynamic Type Large, or the system font at a size and weight",
        methods: [
            .method("bold", on: SwiftUIPlainValue.self) { v, a in
                guard case .font(let font) = v.content else { throw a.site.refuse("bold() is a Font's", .invalid) }
                return SwiftUIValues.font(font.bold())
            },
            .method("weight", [.arg("_", type: "Font.Weight", hint: "Font.Weight")], on: SwiftUIPlainValue.self) { v, a in
                guard case .font(let font) = v.content, case .fontWeight(let w)? = SwiftUIDeclarations.plain(a.value(nil)) else {
                    throw a.site.mismatch("Font.weight takes a Font.Weight", expected: "Font.Weight", found: a.value(nil) ?? .void)
                }
                return SwiftUIValues.font(font.weight(w))
            },
        ],
        statics: [
            .function("system", [.arg("size", .cgFloat), .arg("weight", type: "Font.Weight", hint: "Font.Weight", defaulted: true)]) { a in
                var weight = FontWeight.regular
                if let given = a.value("weight") {
                    guard case .fontWeight(let w)? = SwiftUIDeclarations.plain(given) else {
                        throw a.site.mismatch("Font.system weight: takes a Font.Weight", expected: "Font.Weight", found: given)
                    }
                    weight = w
                }
                // Held to a label's font sizes: 1e308 failed in FreeType and -5 drew at exit 0.
                let size = try a.number("size", .cgFloat)
                guard ViewRanges.fontSizes.contains(size) else {
                    throw a.site.refuse(DrawnNumber.notDrawn("Font.system's size", size, ViewRanges.fontSizes), .world)
                }
                return SwiftUIValues.font(.system(size: size, weight: weight))
            },
        ],
        constants: TextStyle.allCases.map { style in WorldConstant(name: style.rawValue) { _ in SwiftUIValues.font(Font(style)) } }
            + [.nestedType("Weight", "Font.Weight")])

    static let swiftUIFontWeight = WorldType(
        name: "Font.Weight", superclass: nil, summary: "a font's weight",
        constants: FontWeight.allCases.map { w in
            WorldConstant(name: w.rawValue) { _ in .native(SwiftUIPlainValue(typeName: "Font.Weight", content: .fontWeight(w))) }
        })

    static let swiftUIAnimation = WorldType(
        name: "Animation", superclass: nil,
        summary: "a SwiftUI animation: timing curves, springs (integrated as SwiftUI does), delay, speed, repeats",
        methods: [
            .method("delay", [.arg("_", .double)], on: SwiftUIAnimationValue.self) { v, a in SwiftUIValues.animation(v.animation.delay(try a.number(nil, .double))) },
            .method("speed", [.arg("_", .double)], on: SwiftUIAnimationValue.self) { v, a in SwiftUIValues.animation(v.animation.speed(try a.number(nil, .double))) },
            .method("repeatCount", [.arg("_", .int), .arg("autoreverses", type: "Bool", defaulted: true)], on: SwiftUIAnimationValue.self) { v, a in
                SwiftUIValues.animation(v.animation.repeatCount(try a.integer(nil), autoreverses: try SwiftUIValues.bool(a, "autoreverses") ?? true))
            },
            .method("repeatForever", [.arg("autoreverses", type: "Bool", defaulted: true)], on: SwiftUIAnimationValue.self) { v, a in
                SwiftUIValues.animation(v.animation.repeatForever(autoreverses: try SwiftUIValues.bool(a, "autoreverses") ?? true))
            },
        ].map(SwiftUIDrawnRange.checkedAnimation),
        statics: [
            .function("linear", [.arg("duration", .double)]) { a in SwiftUIValues.animation(.linear(duration: try a.number("duration", .double))) },
            .function("easeIn", [.arg("duration", .double)]) { a in SwiftUIValues.animation(.easeIn(duration: try a.number("duration", .double))) },
            .function("easeOut", [.arg("duration", .double)]) { a in SwiftUIValues.animation(.easeOut(duration: try a.number("duration", .double))) },
            .function("easeInOut", [.arg("duration", .double)]) { a in SwiftUIValues.animation(.easeInOut(duration: try a.number("duration", .double))) },
            .function("timingCurve", [.arg("_", .double), .arg("_", .double), .arg("_", .double), .arg("_", .double), .arg("duration", .double, defaulted: true)]) { a in
                let p = try a.positional(.double, count: 4)
                return SwiftUIValues.animation(.timingCurve(p[0], p[1], p[2], p[3], duration: try a.optionalNumber("duration", .double) ?? ReelSwiftUI.Animation.defaultDuration))
            },
            // `spring(duration:bounce:blendDuration:)` first: with every argument left out it is
            // the one Swift picks, the response overload being @_disfavoredOverload (docs/swiftui.md).
            .function("spring", [.arg("duration", .double, defaulted: true), .arg("bounce", .double, defaulted: true), .arg("blendDuration", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.spring(duration: try a.optionalNumber("duration", .double) ?? 0.5, bounce: try a.optionalNumber("bounce", .double) ?? 0,
                                                blendDuration: try a.optionalNumber("blendDuration", .double) ?? 0))
            },
            .function("spring", [.arg("response", .double, defaulted: true), .arg("dampingFraction", .double, defaulted: true), .arg("blendDuration", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.spring(response: try a.optionalNumber("response", .double) ?? 0.5, dampingFraction: try a.optionalNumber("dampingFraction", .double) ?? 0.825,
                                                blendDuration: try a.optionalNumber("blendDuration", .double) ?? 0))
            },
            .function("smooth", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.smooth(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
            .function("snappy", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.snappy(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
            .function("bouncy", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.bouncy(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
            .function("interactiveSpring", [.arg("response", .double, defaulted: true), .arg("dampingFraction", .double, defaulted: true), .arg("blendDuration", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.interactiveSpring(response: try a.optionalNumber("response", .double) ?? 0.15, dampingFraction: try a.optionalNumber("dampingFraction", .double) ?? 0.86,
                                                           blendDuration: try a.optionalNumber("blendDuration", .double) ?? 0.25))
            },
            .function("interpolatingSpring", [.arg("mass", .double, defaulted: true), .arg("stiffness", .double), .arg("damping", .double), .arg("initialVelocity", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.interpolatingSpring(mass: try a.optionalNumber("mass", .double) ?? 1, stiffness: try a.number("stiffness", .double),
                                                             damping: try a.number("damping", .double), initialVelocity: try a.optionalNumber("initialVelocity", .double) ?? 0))
            },
            .function("interpolatingSpring", [.arg("duration", .double, defaulted: true), .arg("bounce", .double, defaulted: true), .arg("initialVelocity", .double, defaulted: true)]) { a in
                SwiftUIValues.animation(.interpolatingSpring(duration: try a.optionalNumber("duration", .double) ?? 0.5, bounce: try a.optionalNumber("bounce", .double) ?? 0,
                                                             initialVelocity: try a.optionalNumber("initialVelocity", .double) ?? 0))
            },
        ].map(SwiftUIDrawnRange.checkedAnimation),
        constants: [
            ("linear", ReelSwiftUI.Animation.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
            ("spring", .spring), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
            ("interactiveSpring", .interactiveSpring), ("interpolatingSpring", .interpolatingSpring), ("default", .default),
        ].map { name, animation in
            WorldConstant(name: name) { _ in .native(SwiftUIAnimationValue(animation: animation, functionName: name == "default" ? nil : name)) }
        })

    static let swiftUIAngle = WorldType(
        name: "Angle", superclass: nil, summary: "an angle in degrees or radians",
        initializers: [
            .function("init", [.arg("degrees", .double)]) { a in SwiftUIValues.angle(try a.number("degrees", .double) * .pi / 180) },
            .function("init", [.arg("radians", .double)]) { a in SwiftUIValues.angle(try a.number("radians", .double)) },
        ],
        statics: [
            .function("degrees", [.arg("_", .double)]) { a in SwiftUIValues.angle(try a.number(nil, .double) * .pi / 180) },
            .function("radians", [.arg("_", .double)]) { a in SwiftUIValues.angle(try a.number(nil, .double)) },
        ],
        constants: [WorldConstant(name: "zero") { _ in SwiftUIValues.angle(0) }])

    static let swiftUIUnitPoint = WorldType(
        name: "UnitPoint", superclass: nil, summary: "an anchor in a view's unit square",
        initializers: [
            .function("init", [.arg("x", .cgFloat), .arg("y", .cgFloat)]) { a in
                .native(SwiftUIPlainValue(typeName: "UnitPoint", content: .unitPoint(UnitPoint(x: try a.number("x", .cgFloat), y: try a.number("y", .cgFloat)))))
            },
        ],
        constants: SwiftUIValues.unitPoints.map { name, point in
            WorldConstant(name: name) { _ in .native(SwiftUIPlainValue(typeName: "UnitPoint", content: .unitPoint(point))) }
        })

    static let swiftUIAlignment = WorldType(
        name: "Alignment", superclass: nil, summary: "how a stack, frame or overlay aligns its content",
        constants: SwiftUIValues.alignments.map { name, alignment in
            WorldConstant(name: name) { _ in .native(SwiftUIPlainValue(typeName: "Alignment", content: .alignment(alignment))) }
        })

    static let swiftUIHorizontalAlignment = WorldType(
        name: "HorizontalAlignment", superclass: nil, summary: "a VStack's alignment",
        constants: [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)].map { name, h in
            WorldConstant(name: name) { _ in .native(SwiftUIPlainValue(typeName: "HorizontalAlignment", content: .alignment(Alignment(horizontal: h, vertical: .center)))) }
        })

    static let swiftUIVerticalAlignment = WorldType(
        name: "VerticalAlignment", superclass: nil, summary: "an HStack's alignment",
        constants: [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom)].map { name, v in
            WorldConstant(name: name) { _ in .native(SwiftUIPlainValue(typeName: "VerticalAlignment", content: .alignment(Alignment(horizontal: .center, vertical: v)))) }
        })

    static let swiftUIEdge = WorldType(
        name: "Edge", superclass: nil, summary: "a view's edges",
        constants: [.nestedType("Set", "Edge.Set")] + ["top", "leading", "bottom", "trailing"].map { edge in
            WorldConstant(name: edge) { _ in .native(SwiftUIPlainValue(typeName: "Edge", content: .edges([edge]))) }
        })

    static let swiftUIEdgeSet = WorldType(
        name: "Edge.Set", superclass: nil, summary: "the edges padding applies to",
        constants: [("all", ["top", "leading", "bottom", "trailing"]), ("horizontal", ["leading", "trailing"]), ("vertical", ["top", "bottom"]),
                    ("top", ["top"]), ("bottom", ["bottom"]), ("leading", ["leading"]), ("trailing", ["trailing"])].map { name, edges in
            WorldConstant(name: name) { _ in .native(SwiftUIPlainValue(typeName: "Edge.Set", content: .edges(Set(edges)))) }
        })

    static let swiftUIRoundedCornerStyle = WorldType(
        name: "RoundedCornerStyle", superclass: nil, summary: "a rounded rectangle's corners (drawn continuous)",
        constants: [WorldConstant(name: "continuous") { _ in .native(SwiftUIPlainValue(typeName: "RoundedCornerStyle", content: .edges([]))) }])
}

/// Making the SwiftUI values the declarations return.
enum SwiftUIValues {
    static func font(_ font: Font) -> Value { .native(SwiftUIPlainValue(typeName: "Font", content: .font(font))) }
    static func angle(_ radians: Double) -> Value { .native(SwiftUIPlainValue(typeName: "Angle", content: .angle(radians: radians))) }
    static func animation(_ animation: ReelSwiftUI.Animation) -> Value { .native(SwiftUIAnimationValue(animation: animation, functionName: nil)) }

    static func bool(_ a: BridgeArguments, _ label: String) throws -> Bool? {
        guard let value = a.value(label) else { return nil }
        guard case .bool(let b) = value else {
            throw a.site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type 'Bool' (\(a.call) \(label):)", expected: "Bool", found: value)
        }
        return b
    }

    static let unitPoints: [(String, UnitPoint)] = [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    static let alignments: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
}
