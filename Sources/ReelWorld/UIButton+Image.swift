import ReelModels
import ReelTimeline

/// What a UIButton's image is drawn as: the app's own image files are not here, so an image
/// by name is one of the drawings the scene has (ReelModels' `ViewImage`).
extension UIButton {
    /// UIKit's default tint, systemBlue: what a view draws a template image in when neither
    /// it nor a superview sets `tintColor` (Apple, UIView.tintColor: the first nondefault tint
    /// colour in the view's hierarchy, ascending from the view itself; the system's default
    /// tint is blue).
    static let defaultTint = RGBA(hex: 0x007AFF)

    /// The image the button shows now: its image for the current state (UIButton falls back to
    /// the normal state's), else one handed to its image view directly.
    public var drawnImage: UIImage? { currentImage ?? imageView.image }

    /// The image as the scene draws it, with its colour, or nil when the button shows none.
    /// - `UIImage(systemName:)`: the symbol, at UIKit's default symbol size (a name BadgeReel
    ///   does not draw is refused, naming those it does);
    /// - `UIImage(named:)`: a built-in icon of that name (`bell`, `app`, `avatar`), else the
    ///   host's icon (the user's icon file, or the built-in one), which stands for the app's
    ///   asset, drawn filling the button as the host's icon fills the host.
    ///
    /// A template image (a symbol's `.automatic` mode, or `.alwaysTemplate`) is drawn in the
    /// button's tint, inherited from its superviews (UIImage.RenderingMode: "Always draw the
    /// image as a template image, ignoring its color information"; symbol images are
    /// templates by default); an original one in its own colours: the host's icon colour
    /// (`hostColor`) for the icons, black for a symbol.
    public func drawnContents(hostColor: RGBA) throws(WorldError) -> (image: String, color: RGBA)? {
        guard let image = drawnImage else { return nil }
        let name = try image.drawnName()
        let template = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbol)
        let original = image.isSymbol ? RGBA.black : hostColor
        return (name, template ? inheritedTintColor : original)
    }
}
