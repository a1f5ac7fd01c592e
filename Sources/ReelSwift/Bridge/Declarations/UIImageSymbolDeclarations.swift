import ReelWorld

// UIImage.SymbolConfiguration (UIImageConfiguration.h) and its weights and scales: the point
// size sizes the symbol an image view draws (ReelWorld's `UIImageView.drawnSymbolSide`).

/// A UIImage.SymbolConfiguration value (immutable, as UIKit's [Apple]).
struct SymbolConfigurationValue: NativeValue, Equatable {
    var configuration: UIImageSymbolConfiguration
    var typeName: String { "UIImage.SymbolConfiguration" }
}

extension ValueKind where T == UIImageSymbolConfiguration {
    static let symbolConfiguration = ValueKind.matching("UIImage.SymbolConfiguration", hint: "UIImage.SymbolConfiguration",
                                                        wrap: { v, _ in .native(SymbolConfigurationValue(configuration: v)) }) {
        ($0.nativeOperand as? SymbolConfigurationValue)?.configuration
    }
}

extension ValueKind where T == String {
    /// UIImage.SymbolWeight, by its case's name.
    static let symbolWeight = ValueKind.token("UIImage.SymbolWeight", { .symbolWeight($0) }) {
        if case .symbolWeight(let w) = $0 { return w }
        return nil
    }
    /// UIImage.SymbolScale, by its case's name.
    static let symbolScale = ValueKind.token("UIImage.SymbolScale", { .symbolScale($0) }) {
        if case .symbolScale(let s) = $0 { return s }
        return nil
    }
}

extension WorldType {
    static let uiImageSymbolConfiguration = WorldType(
        name: "UIImage.SymbolConfiguration", superclass: nil, aliases: ["UIImageSymbolConfiguration"],
        summary: "a symbol image's point size (drawn), weight (accepted) and scale (default and medium drawn)",
        methods: [
            .method("applying", [.arg("_", .symbolConfiguration)], on: SymbolConfigurationValue.self) { c, a in
                .native(SymbolConfigurationValue(configuration: c.configuration.applying(try a.required(nil, .symbolConfiguration))))
            },
        ],
        initializers: [
            .function("init", [.arg("pointSize", .cgFloat)]) { a in
                configuration(pointSize: try a.required("pointSize", .cgFloat))
            },
            .function("init", [.arg("pointSize", .cgFloat), .arg("weight", .symbolWeight)]) { a in
                configuration(pointSize: try a.required("pointSize", .cgFloat), weight: try a.required("weight", .symbolWeight))
            },
            .function("init", [.arg("pointSize", .cgFloat), .arg("weight", .symbolWeight), .arg("scale", .symbolScale)]) { a in
                configuration(pointSize: try a.required("pointSize", .cgFloat), weight: try a.required("weight", .symbolWeight),
                              scale: try a.required("scale", .symbolScale))
            },
            .function("init", [.arg("weight", .symbolWeight)]) { a in configuration(weight: try a.required("weight", .symbolWeight)) },
            .function("init", [.arg("scale", .symbolScale)]) { a in configuration(scale: try a.required("scale", .symbolScale)) },
            // A text style's point size at the default content size (UIFontTextStyle).
            .function("init", [.arg("textStyle", type: "UIFont.TextStyle", hint: "UIFont.TextStyle"), .arg("scale", .symbolScale, defaulted: true)]) { a in
                guard let style = a.value("textStyle")?.nativeOperand as? TextStyleValue else {
                    let found = a.value("textStyle") ?? .void
                    throw a.site.mismatch("textStyle: expected a UIFont.TextStyle (.body, .title1, …), not '\(found.typeName)'", expected: "UIFont.TextStyle", found: found)
                }
                return configuration(pointSize: style.style.pointSize, scale: try a.read("scale", .symbolScale))
            },
            // A font's point size ("the font from which to derive the configuration attributes").
            .function("init", [.arg("font", .font), .arg("scale", .symbolScale, defaulted: true)]) { a in
                configuration(pointSize: try a.required("font", .font).pointSize, scale: try a.read("scale", .symbolScale))
            },
        ])

    private static func configuration(pointSize: Double? = nil, weight: String? = nil, scale: String? = nil) -> Value {
        .native(SymbolConfigurationValue(configuration: UIImageSymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)))
    }

    static let uiImageSymbolWeight = WorldType(
        name: "UIImage.SymbolWeight", superclass: nil, aliases: ["UIImageSymbolWeight"],
        summary: "a symbol's stroke weight (accepted: the drawn symbols have one)",
        constants: UIImageSymbolConfiguration.weights.map { .token($0, "UIImage.SymbolWeight", .symbolWeight($0)) })

    static let uiImageSymbolScale = WorldType(
        name: "UIImage.SymbolScale", superclass: nil, aliases: ["UIImageSymbolScale"],
        summary: "a symbol's scale relative to its point size (default and medium drawn; small and large refused where drawn)",
        constants: UIImageSymbolConfiguration.scales.map { .token($0, "UIImage.SymbolScale", .symbolScale($0)) })
}
