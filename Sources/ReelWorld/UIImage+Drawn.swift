import ReelModels

extension UIImage {
    /// The symbol this `UIImage(systemName:)` is drawn as: one the renderer draws (ReelModels'
    /// `ViewImage.symbols`, and `bell`, the built-in bell); any other name is refused with the
    /// list, rather than drawn as something else.
    public func drawnSymbol() throws(WorldError) -> String {
        guard name == "bell" || ViewImage.isSymbol(name) else {
            throw WorldError("UIImage(systemName: \"\(name)\") is not drawn (supported: bell, \(ViewImage.symbols.joined(separator: ", ")))")
        }
        return name
    }

    /// Refuses an image the code drew (UIGraphicsImageRenderer) where it would be drawn.
    public func refuseDrawnByCode() throws(WorldError) {
        guard isDrawnByCode else { return }
        throw WorldError("an image made by \(name) is not drawn: its drawing calls are evaluated, not turned into pixels (images drawn: UIImage(systemName:), UIImage(named:))")
    }

    /// The drawing the scene shows for this image (`ViewImage`'s names): a symbol as the
    /// renderer draws it (refused when it draws none of that name); by name, a built-in icon
    /// of that name (`bell`, `app`, `avatar`), else the host's icon, which stands for the
    /// app's own asset (its pixels are not here).
    public func drawnName() throws(WorldError) -> String {
        try refuseDrawnByCode()
        if isSymbol { return try drawnSymbol() }
        return ViewImage.builtInIcons.contains(name) ? name : ViewImage.host
    }
}
