import ReelModels
import ReelTimeline
import ReelWorld

// The values animation code passes around: colours and fonts (UIColor.h, UIFont.h), the
// named constants of UIKit and Core Animation (their names in ReelWorld beside each type),
// NSNumber and NSValue (which carry a number or a struct into `fromValue` and `values`).

/// A UIColor component the code gives: any finite number (past 0...1 clamped where drawn),
/// refused at the call when NaN or infinite, which name no colour: a NaN red was drawn as
/// full red and a NaN alpha as opaque (round 16), as `Color`'s were refused in round 15.
private func uiColorComponent(_ a: BridgeArguments, _ label: String?, _ name: String? = nil) throws -> Double {
    let value = try a.number(label, .cgFloat)
    guard value.isFinite else {
        throw a.site.refuse("UIColor's \(name ?? label ?? "") \(plainNumber(value)) is not drawn: expected a finite number", .world)
    }
    return value
}

extension WorldType {
    static let uiColor = WorldType(
        name: "UIColor", superclass: "NSObject",
        summary: "a colour: a name, RGB, white or HSB",
        // `alpha` is CGColor's (a UIColor's cgColor is the same value here).
        // `CGColor` is Swift 2's spelling of `cgColor` (before SE-0005's renaming).
        properties: [.readOnly("cgColor", \ColorValue.color, .color), .readOnly("CGColor", \ColorValue.color, .color),
                     .readOnly("alpha", \ColorValue.alpha, .cgFloat)],
        methods: [
            .method("withAlphaComponent", [.arg("_", .cgFloat)], on: ColorValue.self) { c, a in
                .native(ColorValue(color: c.color.withAlphaComponent(try uiColorComponent(a, nil, "alpha"))))
            },
        ],
        initializers: [
            .function("init", ["red", "green", "blue", "alpha"].map { .arg($0, .cgFloat) }) { a in
                .native(ColorValue(color: UIColor(red: try uiColorComponent(a, "red"), green: try uiColorComponent(a, "green"),
                                                  blue: try uiColorComponent(a, "blue"), alpha: try uiColorComponent(a, "alpha"))))
            },
            .function("init", [.arg("white", .cgFloat), .arg("alpha", .cgFloat)]) { a in
                .native(ColorValue(color: UIColor(white: try uiColorComponent(a, "white"), alpha: try uiColorComponent(a, "alpha"))))
            },
            .function("init", ["hue", "saturation", "brightness", "alpha"].map { .arg($0, .cgFloat) }) { a in
                .native(ColorValue(color: UIColor(hue: try uiColorComponent(a, "hue"), saturation: try uiColorComponent(a, "saturation"),
                                                  brightness: try uiColorComponent(a, "brightness"), alpha: try uiColorComponent(a, "alpha"))))
            },
        ],
        // Swift 2 spelled the named colours as class methods: `UIColor.redColor()`.
        statics: UIColor.swift2Names.map { name in .function(name + "Color") { _ in .native(ColorValue(color: UIColor.named(name)!)) } },
        constants: UIColor.names.map { name in WorldConstant(name: name) { _ in .native(ColorValue(color: UIColor.named(name)!)) } })

    static let uiFont = WorldType(
        name: "UIFont", superclass: "NSObject",
        summary: "a font: the system font at a size and weight",
        properties: [.readOnly("pointSize", \FontValue.font.pointSize, .cgFloat)],
        methods: [
            .method("withSize", [.arg("_", .cgFloat)], on: FontValue.self) { f, a in
                .native(FontValue(font: f.font.withSize(try a.number(nil, .cgFloat))))
            },
        ],
        statics: [
            .function("systemFont", [.arg("ofSize", .cgFloat), .arg("weight", .fontWeight, defaulted: true)]) { a in
                .native(FontValue(font: .systemFont(ofSize: try a.number("ofSize", .cgFloat), weight: try a.read("weight", .fontWeight) ?? .regular)))
            },
            .function("boldSystemFont", [.arg("ofSize", .cgFloat)]) { a in
                .native(FontValue(font: .boldSystemFont(ofSize: try a.number("ofSize", .cgFloat))))
            },
            .preferredFont,
        ],
        constants: [.nestedType("Weight", "UIFont.Weight"), .nestedType("TextStyle", "UIFont.TextStyle")])

    static let uiFontWeight = WorldType(
        name: "UIFont.Weight", superclass: nil, summary: "a font's weight",
        constants: UIFont.Weight.named.map { .token($0.key, "UIFont.Weight", .fontWeight($0.value)) })

    static let nsTextAlignment = WorldType(
        name: "NSTextAlignment", superclass: nil, summary: "a label's alignment (accepted; the count is drawn centred)",
        constants: NSTextAlignment.allCases.map { .token($0.name, "NSTextAlignment", .alignment($0)) })

    static let uiViewAnimationOptions = WorldType(
        name: "UIView.AnimationOptions", superclass: nil, aliases: ["UIViewAnimationOptions"],
        summary: "an animation block's options (an option set: `[.repeat, .autoreverse]`)",
        // UIView.AnimationOptions(): the empty option set (OptionSet's init()).
        initializers: [.function("init") { _ in .native(TokenValue(typeName: "UIView.AnimationOptions", token: .viewOptions([]))) }],
        constants: UIViewAnimationOptions.named.map { .token($0.key, "UIView.AnimationOptions", .viewOptions($0.value)) })

    static let uiViewKeyframeAnimationOptions = WorldType(
        name: "UIView.KeyframeAnimationOptions", superclass: nil, aliases: ["UIViewKeyframeAnimationOptions"],
        summary: "a keyframe block's options (an option set)",
        initializers: [.function("init") { _ in .native(TokenValue(typeName: "UIView.KeyframeAnimationOptions", token: .keyframeOptions([]))) }],
        constants: UIViewKeyframeAnimationOptions.named.map { .token($0.key, "UIView.KeyframeAnimationOptions", .keyframeOptions($0.value)) })

    static let uiViewAnimationCurve = WorldType(
        name: "UIViewAnimationCurve", superclass: nil, aliases: ["UIView.AnimationCurve"],
        summary: "a property animator's curve",
        constants: UIViewAnimationCurve.allCases.map { .token($0.name, "UIViewAnimationCurve", .curve($0)) })

    static let uiViewAnimatingPosition = WorldType(
        name: "UIViewAnimatingPosition", superclass: nil, summary: "where a property animator's animations ended",
        constants: UIViewAnimatingPosition.allCases.map { .token($0.name, "UIViewAnimatingPosition", .animatingPosition($0)) })

    static let caMediaTimingFunctionName = WorldType(
        name: "CAMediaTimingFunctionName", superclass: nil,
        summary: "a named curve (also the kCAMediaTimingFunction… constants)",
        constants: CAMediaTimingFunctionName.names.map { .token($0, "CAMediaTimingFunctionName", .timingName($0)) })

    static let caMediaTimingFillMode = WorldType(
        name: "CAMediaTimingFillMode", superclass: nil, summary: "an animation's fill mode (also the kCAFillMode… constants)",
        constants: FillMode.allCases.map { .token($0.rawValue, "CAMediaTimingFillMode", .fillMode($0)) })

    static let caAnimationCalculationMode = WorldType(
        name: "CAAnimationCalculationMode", superclass: nil, summary: "a keyframe animation's calculation mode (also kCAAnimation…)",
        constants: CalculationMode.allCases.map { .token($0.rawValue, "CAAnimationCalculationMode", .calculationMode($0)) })

    static let nsNumber = WorldType(
        name: "NSNumber", superclass: "NSObject", summary: "a number, read back as the number it holds",
        initializers: [
            .function("init", [.arg("value", type: "Double")]) { a in
                let v = a.value("value") ?? .void
                guard v.doubleValue != nil else {
                    throw a.site.mismatch("NSNumber(value:) takes a number, not '\(v.typeName)'", expected: "a number", found: v)
                }
                // NSNumber(value: Float) keeps the Float; read back it is that Float as a Double.
                return v.isLiteralValue ? v.defaulted : v
            },
        ])

    /// NSValue(cgPoint:) and its kin: the struct itself, as `fromValue` and `values` read it.
    static let nsValue = WorldType(
        name: "NSValue", superclass: "NSObject", summary: "a struct carried into an animation's values",
        // `NSValue(CATransform3D:)`, `NSValue(CGPoint:)`, …: Swift 2's spellings of the same
        // initializers (before Swift 3's API renaming, SE-0005), which old code still shows.
        initializers: [("cgPoint", "CGPoint"), ("cgSize", "CGSize"), ("cgRect", "CGRect"), ("caTransform3D", "CATransform3D"),
                       ("cgAffineTransform", "CGAffineTransform"), ("CGPoint", "CGPoint"), ("CGSize", "CGSize"), ("CGRect", "CGRect"),
                       ("CATransform3D", "CATransform3D"), ("CGAffineTransform", "CGAffineTransform")].map { label, type in
            .function("init", [.arg(label, type: type, hint: type)]) { a in a.value(label) ?? .void }
        })
}
