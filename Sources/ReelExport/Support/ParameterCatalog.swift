import ReelModels

/// Every parameter of the tool, by where it lives: the one list that turns a neutral path
/// (`badge.diameter`, `canvas.scale`, `actions[2].angle`) back into its declaration, and
/// from which the studio builds its controls.
public enum ParameterCatalog {
    /// A group of parameters and the path prefix its refusals carry.
    public struct Group: Sendable {
        /// "badge", "canvas", "encoding", "clip" or an animation's name.
        public let name: String
        /// The prefix of its paths ("" where the keys carry their section, as BadgeSetup's do).
        public let prefix: String
        /// The group's declarations.
        public let parameters: [ParameterInfo]
    }

    /// Every group the tool reads: badge, clip, canvas, encoding, then each animation's.
    public static let groups: [Group] = [
        Group(name: "badge", prefix: "", parameters: BadgeSetup.infos),
        Group(name: "clip", prefix: "", parameters: ClipTiming.infos),
        Group(name: "canvas", prefix: "canvas", parameters: CanvasSpec.infos),
        Group(name: "encoding", prefix: "encoding", parameters: EncodingSpec.infos),
    ] + AnimationName.allCases.map { Group(name: $0.rawValue, prefix: $0.rawValue, parameters: $0.parameters) }

    /// The declaration a path names: `badge.diameter`, `canvas.scale`, `pop.popOutRatio`,
    /// `actions[2].angle` (an action's key is its animation's parameter).
    public static func parameter(at path: String) -> ParameterInfo? {
        for group in groups {
            for p in group.parameters where (group.prefix.isEmpty ? p.key : "\(group.prefix).\(p.key)") == path {
                return p
            }
        }
        if path.hasPrefix("actions[") || AnimationName.allCases.contains(where: { path.hasPrefix($0.rawValue + ".") }) {
            let key = String(path.split(separator: ".").last ?? "")
            for kind in AnimationName.allCases { if let p = kind.parameters.first(where: { $0.key == key }) { return p } }
        }
        return nil
    }

    /// A declaration's name in kebab-case, `popOutRatio` → `pop-out-ratio`: how the command
    /// line's flags and the studio's controls name it (each front end adds its own marks).
    public static func kebab(_ name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The animation parameters with this name in any animation but `kind`'s, for refusing a
    /// flag meant for another animation.
    public static func owner(of name: String, besides kind: AnimationName) -> AnimationName? {
        AnimationName.allCases.first { $0 != kind && $0.parameters.contains { $0.name == name } && !kind.parameters.contains { $0.name == name } }
    }
}
