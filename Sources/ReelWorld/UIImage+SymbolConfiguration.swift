import ReelTimeline

/// UIImage.SymbolConfiguration: "the specific font, size, style, and weight attributes to
/// apply to a symbol image" [Apple, UIImage.SymbolConfiguration]. What sizes the drawn symbol
/// is its point size: "the system font point size to use for the configuration" [Apple,
/// init(pointSize:)] — directly, or a text style's or a font's. A nil value is unspecified.
public struct UIImageSymbolConfiguration: Equatable, Sendable {
    /// The font point size the symbol is drawn at; nil leaves it to the image or the view.
    public var pointSize: Double?
    /// UIImage.SymbolWeight's case name. Accepted: the drawn symbols have one stroke weight.
    public var weight: String?
    /// UIImage.SymbolScale's case name (`small`, `medium`, `large`, `default`, `unspecified`).
    public var scale: String?

    public init(pointSize: Double? = nil, weight: String? = nil, scale: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// UIImage.SymbolConfiguration.SymbolWeight's cases.
    public static let weights = ["unspecified", "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    /// UIImage.SymbolScale's cases.
    public static let scales = ["default", "unspecified", "small", "medium", "large"]

    /// `applying(_:)`: "the new image attributes replace any previous attributes you supplied"
    /// [Apple, UIImage.SymbolConfiguration]: each value `other` specifies replaces this one's.
    public func applying(_ other: UIImageSymbolConfiguration?) -> UIImageSymbolConfiguration {
        guard let other else { return self }
        var c = self
        if let p = other.pointSize { c.pointSize = p }
        if let w = other.weight, w != "unspecified" { c.weight = w }
        if let s = other.scale, s != "unspecified" { c.scale = s }
        return c
    }
}

extension UIImage {
    /// UIImage.withConfiguration(_:) / applyingSymbolConfiguration(_:): the same symbol with
    /// `configuration`'s values replacing its own (Apple, UIImage.SymbolConfiguration).
    public func applyingSymbolConfiguration(_ configuration: UIImageSymbolConfiguration) -> UIImage {
        var copy = self
        copy.symbolConfiguration = (symbolConfiguration ?? UIImageSymbolConfiguration()).applying(configuration)
        return copy
    }

    /// UIKit's default symbol point size: an image made by `UIImage(systemName:)` with no
    /// configuration takes the body text style, 17 pt at the default content size [Apple,
    /// UIFont.TextStyle.body; "Configuring and displaying symbol images in your UI"].
    public static let defaultSymbolPointSize = UIFontTextStyle.body.pointSize

    /// Our symbols' box is 1.2 em square (`SymbolBox`, the rule SwiftUI's images use too):
    /// 20.4 pt at 17 pt.
    public static func symbolSide(pointSize: Double) -> Double { SymbolBox.side(pointSize: pointSize) }
}

extension UIImageView {
    /// The size in points the symbol image is drawn at: its configuration's point size, the
    /// view's `preferredSymbolConfiguration` filling in what the image's own leaves
    /// unspecified ([Inferred]: Apple calls the image's configuration the "more specific"
    /// one [Apple, UIImage.symbolConfiguration]; device check in docs/swift-files.md), else
    /// UIKit's default, 17 pt. A small or large symbol scale is refused: its ratio to the
    /// point size is not published.
    public func drawnSymbolSide() throws(WorldError) -> Double? {
        guard let image, image.isSymbol else { return nil }
        let c = (preferredSymbolConfiguration ?? UIImageSymbolConfiguration()).applying(image.symbolConfiguration)
        if let scale = c.scale, scale == "small" || scale == "large" {
            throw WorldError("a symbol image at UIImage.SymbolScale.\(scale) is not drawn (its size relative to the point size is not published; drawn: .default, .medium, .unspecified)")
        }
        let point = c.pointSize ?? UIImage.defaultSymbolPointSize
        return UIImage.symbolSide(pointSize: point)
    }
}
