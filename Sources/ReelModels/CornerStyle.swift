/// NotificationBadge's corner radius styles (DesignSystem.CornerRadiusTypes).
public enum CornerStyle: String, Codable, Hashable, Sendable, CaseIterable {
    case none, small, medium, large, max

    /// The radius for a badge of `height`; `max` is the capsule (height / 2), the default.
    /// The design system's token values are not in the seed; these follow the common
    /// 2 / 4 / 8-point radius scale, never more than the capsule.
    public func radius(forHeight height: Double) -> Double {
        switch self {
        case .none: return 0
        case .small: return min(2, height / 2)
        case .medium: return min(4, height / 2)
        case .large: return min(8, height / 2)
        case .max: return height / 2
        }
    }
}
