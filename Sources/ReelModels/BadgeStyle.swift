/// Whose look a badge takes.
public enum BadgeStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// BadgeHub's: a 30-point circle widened by 0.3 per extra order of magnitude, the label in
    /// the system font at half the circle's width.
    case badgehub
    /// The design system's NotificationBadge: 16 points high, caption2 (11 points) semibold,
    /// the danger red, a pill as wide as its content plus 4.5 points a side (a single digit stays a circle), never narrower
    /// than a circle.
    case notification

    /// NotificationBadge's height in points.
    public static let notificationHeight = 16.0
    /// NotificationBadge's label size in points (caption2).
    public static let notificationFontSize = 11.0
    /// NotificationBadge's padding each side of its content, in points.
    public static let notificationPadding = 4.5
}
