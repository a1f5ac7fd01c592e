import ReelTimeline

/// The symbols' outlines as path data on their 24-unit grid (SystemSymbol's drawings), each read
/// once: a drawing is its numbers, and the calls that stroke, fill or cut it stay in the draw
/// functions.
enum SymbolPaths {
    /// The tray's opening: the line dipping where the tray's mouth is.
    static let trayOpening = PathData.drawing("M 2.6 12.6 L 7.6 12.6 C 8.3 12.6 8.5 15.2 9.6 15.2 L 14.4 15.2 C 15.5 15.2 15.7 12.6 16.4 12.6 L 21.4 12.6")
    /// The hand of the thumbs-up, one outline with its thumb.
    static let thumbsUp = PathData.drawing("M 8.4 10.6 L 11.4 4.8 C 12 3.6 13.4 3.3 14.3 4.1 C 14.9 4.7 15 5.6 14.8 6.5 L 14.2 9.4 L 19.1 9.4 C 20.6 9.4 21.6 10.8 21.2 12.3 L 19.7 18.9 C 19.4 20.1 18.4 20.8 17.2 20.8 L 8.4 20.8 Z")
    /// The house's walls under the roof's peak.
    static let houseWalls = PathData.drawing("M 5.2 10.4 L 5.2 20.6 L 18.8 20.6 L 18.8 10.4 L 12 4.4 Z")
    /// The person's shoulders below the head.
    static let personBody = PathData.drawing("M 4.6 20.4 C 4.6 16.4 7.9 13.9 12 13.9 C 16.1 13.9 19.4 16.4 19.4 20.4 Z")
    /// Two lobes meeting in a dip at the top and a point at the bottom.
    static let heart = PathData.drawing("M 12 20.2 C 7.5 17.1 3.2 13.6 3.2 9.1 C 3.2 6.2 5.3 4.1 8 4.1 C 9.7 4.1 11.2 5.1 12 6.6 C 12.8 5.1 14.3 4.1 16 4.1 C 18.7 4.1 20.8 6.2 20.8 9.1 C 20.8 13.6 16.5 17.1 12 20.2 Z")
    /// The envelope's flap, a V from corner to corner.
    static let envelopeFlap = PathData.drawing("M 4.2 7.2 L 12 13 L 19.8 7.2")
    /// The cart's handle and frame.
    static let cartFrame = PathData.drawing("M 1.8 3.8 L 4.4 3.8 L 7 16.4 L 19.2 16.4")
    /// The cart's basket.
    static let cartBasket = PathData.drawing("M 5.2 6.9 L 21.2 6.9 L 19.6 13.3 L 6.5 13.3 Z")
}
