/// A seed animation's name: the one spelling every front end (commands, scene files, sweeps,
/// the studio) uses for it. The names are the registry's (`SeedAnimations.all`); each
/// animation's file declares its own (`PopParameters.name`, and `AnimationName.pop` for
/// readers).
public struct AnimationName: RawRepresentable, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// The name as typed: `pop`.
    public let rawValue: String

    /// The registered animation with this name, or nil.
    public init?(rawValue: String) {
        guard SeedAnimations.type(named: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// The name an animation's file declares for itself (not checked against the registry,
    /// which is built from these).
    public init(declaring rawValue: String) {
        self.rawValue = rawValue
    }

    /// Every registered animation's name, in the registry's order.
    public static var allCases: [AnimationName] { SeedAnimations.all.map { $0.name } }

    public var description: String { rawValue }

    /// The animation's declaration. Only a registered name is made by `init(rawValue:)`; one
    /// declared but not registered is a programming error.
    public var type: any SeedAnimation.Type {
        guard let type = SeedAnimations.type(named: rawValue) else {
            preconditionFailure("\(rawValue) is not in SeedAnimations.all")
        }
        return type
    }

    /// One sentence on what the animation does, for help and the studio.
    public var summary: String { type.summary }

    /// The animation's parameter declarations.
    public var parameters: [ParameterInfo] { type.infos }

    /// Whether the seed shows it on the bell (the Shaky Bell's 24-point layout) rather than
    /// on BadgeHub's app icon.
    public var isBell: Bool { type.isBell }
}
