/// UIFont.TextStyle (UIFontDescriptor.h): Dynamic Type's styles at the default content size
/// (Large), as Apple's Human Interface Guidelines tabulate them (Typography, "iOS, iPadOS
/// Dynamic Type sizes", Large): the size in points and the weight. A user's larger or smaller
/// text setting is not evaluated; the run is drawn at the default.
public enum UIFontTextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The style's point size at Large.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// Headline is semibold; every other style regular.
    public var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
}

extension UIFont {
    /// UIFont.preferredFont(forTextStyle:) at the default content size.
    public static func preferredFont(forTextStyle style: UIFontTextStyle) -> UIFont {
        systemFont(ofSize: style.pointSize, weight: style.weight)
    }
}
