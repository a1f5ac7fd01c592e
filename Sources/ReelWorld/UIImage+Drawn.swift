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
}
