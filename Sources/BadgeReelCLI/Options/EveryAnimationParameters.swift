import ReelModels

/// Every registered animation's own parameters (but the curve), each name once, in the
/// registry's order: `still` and `timeline`, which take the animation by name, accept any
/// of them and refuse one that does not apply (`AllAnimationOptions`). They hold them in
/// two slot groups of one title, which help shows as one list.
enum EveryAnimationParameters {
    /// The declarations and, for each, the animations that declare it.
    static let all: [(info: ParameterInfo, owners: [AnimationName])] = {
        var out: [(info: ParameterInfo, owners: [AnimationName])] = []
        for animation in SeedAnimations.all {
            for info in animation.infos where info.name != "curve" {
                if let known = out.firstIndex(where: { $0.info.name == info.name }) {
                    out[known].owners.append(animation.name)
                } else {
                    out.append((info, [animation.name]))
                }
            }
        }
        return out
    }()

    /// The slice of `all` a group holds.
    static func slice(_ part: Int) -> [ParameterInfo] {
        let capacity = ParameterSlots<First>.capacity
        precondition(all.count <= 2 * capacity, "the animations declare \(all.count) parameters; still and timeline hold \(2 * capacity): add slots")
        return all.dropFirst(part * capacity).prefix(capacity).map(\.info)
    }

    /// Each animation's values alone, as its own export command checks them; a name two
    /// animations declare is left to the request, which knows which animation is meant.
    static func check(_ named: [(name: String, text: String)]) throws(ParameterError) {
        for animation in SeedAnimations.all {
            let own = named.compactMap { pair -> (key: String, text: String)? in
                guard let entry = all.first(where: { $0.info.name == pair.name }), entry.owners == [animation.name] else { return nil }
                return (entry.info.key, pair.text)
            }
            if !own.isEmpty { _ = try animation.from(own) }
        }
    }

    /// "shake: " before a parameter's help, so the one list says whose each is.
    static func owners(of info: ParameterInfo) -> String {
        (all.first { $0.info.name == info.name }?.owners.map(\.rawValue).joined(separator: ", ") ?? "") + ": "
    }

    /// The first group's declarations.
    enum First: ParameterSlotSource {
        static func declarations() -> [ParameterInfo] { slice(0) }
        static func check(_ named: [(name: String, text: String)]) throws(ParameterError) { try EveryAnimationParameters.check(named) }
        static func helpPrefix(for info: ParameterInfo) -> String { owners(of: info) }
    }

    /// The second group's declarations.
    enum Second: ParameterSlotSource {
        static func declarations() -> [ParameterInfo] { slice(1) }
        static func check(_ named: [(name: String, text: String)]) throws(ParameterError) { try EveryAnimationParameters.check(named) }
        static func helpPrefix(for info: ParameterInfo) -> String { owners(of: info) }
    }
}
