import ReelTimeline

/// A font as SwiftUI's `Font` names it: a Dynamic Type text style or `.system(size:weight:)`,
/// with a weight. Resolved to a point size and weight for measuring and drawing.
public struct Font: Hashable, Sendable {
    public enum Sizing: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
    }
    public var size: Sizing
    /// nil: the style's own weight.
    public var weight: FontWeight?

    public init(_ style: TextStyle, weight: FontWeight? = nil) { size = .style(style); self.weight = weight }

    /// `.system(size:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: .fixed(size), weight: weight)
    }

    init(size: Sizing, weight: FontWeight?) { self.size = size; self.weight = weight }

    /// `.bold()`.
    public func bold() -> Font { weight(.bold) }

    /// `.weight(_:)`.
    public func weight(_ weight: FontWeight) -> Font { Font(size: size, weight: weight) }

    /// `Text`'s font when none is set: `.body` [Apple] (…/swiftui/font/body: "the font for body text").
    public static let body = Font(.body)

    /// Point size and weight at the default Dynamic Type size (Large).
    public var resolved: ResolvedFont {
        switch size {
        case let .style(style): return ResolvedFont(pointSize: style.pointSize, weight: weight ?? style.weight)
        case let .fixed(points): return ResolvedFont(pointSize: points, weight: weight ?? .regular)
        }
    }
}

/// A font at a point size and weight (system font: SF Pro on a device).
public struct ResolvedFont: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight
    public init(pointSize: Double, weight: FontWeight) { self.pointSize = pointSize; self.weight = weight }
}

/// `Font.Weight`, lightest to heaviest.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// `Font.TextStyle`, with iOS's sizes at the default Dynamic Type setting (Large): largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption2 11 (points). Source: Apple's Human Interface Guidelines,
/// Typography, "iOS, iPadOS Dynamic Type sizes", Large column [Apple]; the same numbers are what
/// `UIFont.preferredFont(forTextStyle:)` returns on a device at the default size [Probe]
/// (gist.github.com/zacwest/916d31da5d03405809c4, iOS 17 run).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// Measures text for layout, so the model needs no font library: the renderer supplies one
/// backed by Pango (a later step), tests a fixed-advance one.
public protocol TextMeasuring: Sendable {
    /// The size `text` takes set in `font`, wrapped to `width` when given (nil: its ideal, one
    /// line per paragraph).
    func size(of text: String, font: ResolvedFont, width: Double?) -> Size
}
