/// The registry of the seed's animations: one line each, in the order commands, help, the
/// studio and `--help` list them. Everything else about an animation is in its own file
/// (`Animations/`), as a `SeedAnimation`.
public enum SeedAnimations {
    /// Every seed animation.
    public static let all: [any SeedAnimation.Type] = [
        PopParameters.self,
        BumpParameters.self,
        BlinkParameters.self,
        ShakeParameters.self,
    ]

    /// The animation named `name`, if any.
    public static func type(named name: String) -> (any SeedAnimation.Type)? {
        byName[name]
    }

    private static let byName: [String: any SeedAnimation.Type] = {
        var out: [String: any SeedAnimation.Type] = [:]
        for type in all {
            precondition(out[type.name.rawValue] == nil, "two seed animations named \(type.name.rawValue)")
            out[type.name.rawValue] = type
        }
        return out
    }()
}
