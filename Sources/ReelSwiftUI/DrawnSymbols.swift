/// The `Image(systemName:)` names the renderer draws (ReelRender's `SystemSymbol`, our own
/// drawings on a 24-unit grid), so the interpreter refuses any other name where the code
/// writes it, before anything is drawn. ReelRenderTests keeps the two lists equal.
public enum DrawnSymbols {
    public static let names = [
        "bell", "bell.fill", "heart", "heart.fill", "star", "star.fill", "envelope", "envelope.fill",
        "cart", "cart.fill", "message", "message.fill", "person", "person.fill",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "checkmark", "xmark",
        "app.badge", "app.badge.fill", "tray", "tray.fill", "hand.thumbsup", "hand.thumbsup.fill", "house", "house.fill",
    ]
}
