import ReelTimeline

/// A user's own Core Animation animation, as a scene action: `animate` (CABasicAnimation or
/// CAKeyframeAnimation), `spring` (CASpringAnimation) or `group` (CAAnimationGroup of
/// animate and spring children). Added to its layer at the action's start; the action takes
/// the animation's active time on the scene's clock.
public enum AnimateAction: Hashable, Sendable {
    case animate(AnimateParameters)
    case spring(SpringActionParameters)
    /// The group's own fields and its children (`animate` and `spring` only).
    case group(GroupParameters, [AnimateAction])

    /// The action names a scene file uses.
    public enum Kind: String, CaseIterable, Sendable {
        case animate, spring, group

        /// The kind's declarations (for a group, its own fields; `animations` holds the children).
        public var parameters: [ParameterInfo] {
            switch self {
            case .animate: AnimateParameters.infos
            case .spring: SpringActionParameters.infos
            case .group: GroupParameters.infos
            }
        }

        /// The keys a group's child takes: its kind's, but the layer, which is the group's.
        public var childKeys: [String] { parameters.map(\.key).filter { $0 != "layer" && $0 != "key" && $0 != "sublayer" } }
    }

    /// The most children a group holds (Core Animation sets no limit; each child costs every frame).
    public static let maxChildren = 100

    /// Which of Core Animation's animation classes the action is: animate, spring or group.
    public var kind: Kind {
        switch self {
        case .animate: .animate
        case .spring: .spring
        case .group: .group
        }
    }

    /// `kind`'s action from (key, text) pairs, checked through its declarations; a group's
    /// children are given separately. The key path is required of animate and spring.
    public init(_ kind: Kind, _ given: [(key: String, text: String)], children: [AnimateAction] = []) throws(ParameterError) {
        if kind != .group, !given.contains(where: { $0.key == "keyPath" }) {
            throw ParameterError("keyPath", value: "", accepted: "a value: \(kind.rawValue) needs keyPath, one of \(AnimationKeyPath.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        switch kind {
        case .animate: self = .animate(try .from(given))
        case .spring: self = .spring(try .from(given))
        case .group:
            guard children.count <= Self.maxChildren else {
                throw ParameterError("animations", value: "\(children.count) animations", accepted: "at most \(Self.maxChildren)")
            }
            for child in children where child.kind == .group {
                throw ParameterError("animations", value: "group", accepted: "animate and spring children (groups do not nest here)")
            }
            self = .group(try .from(given), children)
        }
    }

    /// The kind's name, as the scene file's `action:` writes it.
    public var name: String { kind.rawValue }

    /// The action's own values as (key, text), in declaration order, as a scene file writes them.
    public var keyedTexts: [(key: String, text: String)] {
        switch self {
        case .animate(let p): p.keyedTexts
        case .spring(let p): p.keyedTexts
        case .group(let p, _): p.keyedTexts
        }
    }

    /// A group's children; empty for the others.
    public var children: [AnimateAction] {
        if case .group(_, let children) = self { return children }
        return []
    }

    /// The layer it is added to.
    public var layer: AnimatedLayer {
        switch self {
        case .animate(let p): p.layer
        case .spring(let p): p.layer
        case .group(let p, _): p.layer
        }
    }

    /// The layer the code added it is added to (a `layer` action's name); nil for the part's.
    public var sublayer: String? {
        switch self {
        case .animate(let p): p.sublayer
        case .spring(let p): p.sublayer
        case .group(let p, _): p.sublayer
        }
    }

    /// The same animation added to the layer the code added named `name` (its `sublayer`).
    public func onSublayer(_ name: String) -> AnimateAction {
        switch self {
        case .animate(var p): p.sublayer = name; return .animate(p)
        case .spring(var p): p.sublayer = name; return .spring(p)
        case .group(var p, let children): p.sublayer = name; return .group(p, children)
        }
    }

    /// The key it is added with (CALayer.add(_:forKey:)); nil for none.
    public var key: String? {
        switch self {
        case .animate(let p): p.key
        case .spring(let p): p.key
        case .group(let p, _): p.key
        }
    }

    /// The animation's media timing.
    public var timing: MediaTiming {
        switch self {
        case .animate(let p): p.mediaTiming(duration: p.duration)
        case .spring(let p): p.mediaTiming(duration: p.iterationDuration)
        case .group(let p, _): p.mediaTiming(duration: p.duration)
        }
    }

    /// How long the action takes on the scene's clock: until its active time ends
    /// (beginTime + duration × repeats ÷ speed); fills do not lengthen it.
    public var exactDuration: Rational { timing.exactEndTime ?? .zero }

    /// The action's length in seconds.
    public var duration: Double { exactDuration.doubleValue }

    /// The key paths it animates (a group's children's).
    public var keyPaths: [AnimationKeyPath] {
        switch self {
        case .animate(let p): [p.keyPath]
        case .spring(let p): [p.keyPath]
        case .group(_, let children): children.flatMap(\.keyPaths)
        }
    }

    /// The Core Animation object this action adds, keeping only the key paths `keep` allows
    /// (a badge's count layer takes the geometry, not the circle's fill); nil when none is left.
    public func layerAnimation(keeping keep: (AnimationKeyPath) -> Bool = { _ in true }) -> (any LayerAnimation)? {
        switch self {
        case .animate(let p):
            return keep(p.keyPath) ? p.layerAnimation : nil
        case .spring(let p):
            return keep(p.keyPath) ? p.layerAnimation : nil
        case .group(let p, let children):
            let kept = children.compactMap { $0.layerAnimation(keeping: keep) }
            if kept.isEmpty { return nil }
            return AnimationGroup(animations: kept, timing: p.mediaTiming(duration: p.duration),
                                  timingFunction: p.timingFunction, isRemovedOnCompletion: p.media.removedOnCompletion)
        }
    }

    /// Adds the animation to its layer at the stage's clock and advances the clock by its length.
    func run(on stage: inout BadgeStage) {
        stage.add(self)
    }
}

extension AnimateParameters {
    /// The CABasicAnimation or CAKeyframeAnimation these fields describe.
    var layerAnimation: any LayerAnimation {
        if let path = keyPath.numberPath { return make(path, \.number) }
        // Every key path is a number's or a colour's.
        return make(keyPath.colorPath ?? \LayerState.backgroundColor, \.color)
    }

    private func make<V: Interpolatable>(_ path: LayerKeyPath<V>, _ value: KeyPath<AnimatedValue, V?>) -> any LayerAnimation {
        let timing = mediaTiming(duration: duration)
        if !values.isEmpty {
            return KeyframeAnimation(keyPath: path, values: values.compactMap { $0[keyPath: value] },
                                     keyTimes: keyTimes.isEmpty ? nil : keyTimes,
                                     timingFunctions: timingFunctions.isEmpty ? nil : timingFunctions,
                                     calculationMode: calculationMode, timing: timing, timingFunction: timingFunction,
                                     isRemovedOnCompletion: media.removedOnCompletion, isAdditive: additive)
        }
        return BasicAnimation(keyPath: path, from: fromValue?[keyPath: value], to: toValue?[keyPath: value],
                              by: byValue?[keyPath: value], timing: timing, timingFunction: timingFunction,
                              isRemovedOnCompletion: media.removedOnCompletion, isAdditive: additive)
    }
}

extension SpringActionParameters {
    /// The CASpringAnimation these fields describe.
    var layerAnimation: any LayerAnimation {
        if let path = keyPath.numberPath { return make(path, \.number) }
        return make(keyPath.colorPath ?? \LayerState.backgroundColor, \.color)
    }

    private func make<V: Interpolatable>(_ path: LayerKeyPath<V>, _ value: KeyPath<AnimatedValue, V?>) -> any LayerAnimation {
        var animation = SpringAnimation(keyPath: path, from: fromValue?[keyPath: value], to: toValue?[keyPath: value],
                                        by: byValue?[keyPath: value], spring: spring,
                                        isRemovedOnCompletion: media.removedOnCompletion)
        animation.basic.timing = mediaTiming(duration: iterationDuration)
        animation.basic.isAdditive = additive
        return animation
    }
}
