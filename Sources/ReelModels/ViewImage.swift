/// The images a view action may give a part (`image:` of `set`, `viewAnimate` and a
/// keyframe): what a UIButton's image (`setImage(_:for:)`, `imageView.image`) is drawn as.
///
/// The pixels of an app's own images are not here, so an image is one of the drawings the
/// renderer has: the built-in icons (`bell`, `app`, `avatar`), the `UIImage(systemName:)`
/// symbols BadgeReel draws (ReelRender's `SystemSymbol`; ReelRenderTests keeps the lists
/// equal), `host` for the host's own icon (the user's icon file, or the built-in one the
/// scene draws as the host), or `none` for no image.
public enum ViewImage {
    /// The built-in icons, by the names the host's icon takes.
    public static let builtInIcons = ["bell", "app", "avatar"]
    /// The `UIImage(systemName:)` names the renderer draws.
    public static let symbols = [
        "bell.fill", "heart", "heart.fill", "star", "star.fill", "envelope", "envelope.fill",
        "cart", "cart.fill", "message", "message.fill", "person", "person.fill",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "checkmark", "xmark",
    ]
    /// The host's own icon, whatever the scene draws as the host.
    public static let host = "host"
    /// No image.
    public static let none = "none"
    /// Every name a scene file accepts, in the order refusals list them.
    public static let names = builtInIcons + symbols + [host, none]

    /// Whether `name` is a symbol drawn as UIKit draws a symbol image: at its own size, not
    /// fitted to the view (the system symbol `bell` is the built-in bell, drawn fitted).
    public static func isSymbol(_ name: String) -> Bool { symbols.contains(name) }

    /// What a layer's contents become for `image`, the host's icon being `hostIcon` (nil for none).
    public static func contents(for image: String, hostIcon: String?) -> String? {
        switch image {
        case none: nil
        case host: hostIcon
        default: image
        }
    }
}
