import ReelModels
import ReelTimeline

/// A user's own Core Animation animation (`animate`, `spring`, `group`) as the Swift that
/// makes it: `CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation` and
/// `CAAnimationGroup`, each field set only where it is not Core Animation's default.
enum UIKitLayerAnimationCode {
    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// Lines that make `action` as a constant named `name` and add it to its layer: the badge's
    /// circle (`badge.layer`), and the count's layer (`label.layer`) for what moves the
    /// badge's contents (geometry, transform, opacity) — the badge view's count is a sibling
    /// view in BadgeHub, so it takes the same animation — or the host's; on a layer the code
    /// added (its `sublayer`), that layer's variable `sublayer`, alone.
    static func add(_ action: AnimateAction, name: String, sublayer: String? = nil, to l: inout SwiftLines) {
        make(action, name: name, topLevel: true, to: &l)
        // The key it was added with, as its key: one added later with the same key replaces it,
        // and removeAnimation(forKey:) takes it off (CALayer.add(_:forKey:)).
        let key = action.key.map(SwiftLiteral.string) ?? "nil"
        if action.sublayer != nil, let sublayer {
            l.add("\(sublayer).add(\(name), forKey: \(key))")
            return
        }
        switch action.layer {
        case .host:
            l.add("host.layer.add(\(name), forKey: \(key))")
        case .label:
            l.add("label.layer.add(\(name), forKey: \(key))")
        case .circle:
            // The circle alone: its count keeps still.
            l.add("badge.layer.add(\(name), forKey: \(key))")
        case .badge:
            l.add("badge.layer.add(\(name), forKey: \(key))")
            let copy = countCopy(action)
            if copy.whole {
                // Core Animation copies an animation when it is added, so one object serves both layers.
                l.add("label.layer.add(\(name), forKey: \(key))")
            } else if copy.any, case .group(let group, let children) = action {
                // The count takes only the children that move it; its circle's fill and border stay the circle's.
                let kept = children.enumerated().filter { $0.element.keyPaths.allSatisfy(\.movesContents) }
                let labelName = name + "ForLabel"
                l.add("let \(labelName) = CAAnimationGroup()")
                l.add("\(labelName).animations = [\(kept.map { "\(name)Child\($0.offset + 1)" }.joined(separator: ", "))]")
                groupFields(group, name: labelName, topLevel: true, to: &l)
                l.add("label.layer.add(\(labelName), forKey: \(key))")
            }
        }
    }

    /// Whether `action` on the badge is added to the count's layer too, whole (everything it
    /// animates moves the badge's contents) or as a group of the children that do.
    static func countCopy(_ action: AnimateAction) -> (whole: Bool, any: Bool) {
        guard action.layer == .badge, action.sublayer == nil else { return (false, false) }
        let moving = action.keyPaths.filter(\.movesContents)
        if moving.count == action.keyPaths.count { return (true, true) }
        if case .group = action { return (false, !moving.isEmpty) }
        return (false, false)
    }

    /// Lines that make `action` as `name`.
    static func make(_ action: AnimateAction, name: String, topLevel: Bool, to l: inout SwiftLines) {
        switch action {
        case .animate(let p):
            if p.values.isEmpty {
                l.add("let \(name) = CABasicAnimation(keyPath: \(SwiftLiteral.string(p.keyPath.rawValue)))")
                basicValues(from: p.fromValue, to: p.toValue, by: p.byValue, name: name, to: &l)
            } else {
                l.add("let \(name) = CAKeyframeAnimation(keyPath: \(SwiftLiteral.string(p.keyPath.rawValue)))")
                l.add("\(name).values = [\(p.values.map(value).joined(separator: ", "))]")
                if !p.keyTimes.isEmpty {
                    l.add("\(name).keyTimes = [\(p.keyTimes.map { "NSNumber(value: \(n($0)))" }.joined(separator: ", "))]")
                }
                if !p.timingFunctions.isEmpty {
                    l.add("\(name).timingFunctions = [\(p.timingFunctions.map(UIKitCurve.timingFunction).joined(separator: ", "))]")
                }
                if p.calculationMode != .linear { l.add("\(name).calculationMode = .\(p.calculationMode.rawValue)") }
            }
            if p.timingFunction != .linear { l.add("\(name).timingFunction = \(UIKitCurve.timingFunction(p.timingFunction))") }
            l.add("\(name).duration = \(n(p.duration))")
            if p.additive { l.add("\(name).isAdditive = true") }
            media(p.media, name: name, topLevel: topLevel, to: &l)
        case .spring(let p):
            l.add("let \(name) = CASpringAnimation(keyPath: \(SwiftLiteral.string(p.keyPath.rawValue)))")
            basicValues(from: p.fromValue, to: p.toValue, by: p.byValue, name: name, to: &l)
            l.add("\(name).mass = \(n(p.mass))")
            l.add("\(name).stiffness = \(n(p.stiffness))")
            l.add("\(name).damping = \(n(p.damping))")
            if p.initialVelocity != 0 { l.add("\(name).initialVelocity = \(n(p.initialVelocity))") }
            if p.duration == nil {
                // BadgeReel's settlingDuration: the time after which the spring stays within
                // 0.1% of the distance, scanned at 1 ms (SpringParameters.settlingDuration),
                // written out so the file moves as the preview; a device's own
                // `settlingDuration` is computed by Core Animation and may differ slightly.
                l.add("\(name).duration = \(SwiftLiteral.computed(p.iterationDuration)) // settlingDuration, as BadgeReel computes it")
            } else {
                l.add("\(name).duration = \(n(p.iterationDuration))")
            }
            if p.additive { l.add("\(name).isAdditive = true") }
            media(p.media, name: name, topLevel: topLevel, to: &l)
        case .group(let p, let children):
            for (i, child) in children.enumerated() {
                make(child, name: "\(name)Child\(i + 1)", topLevel: false, to: &l)
            }
            l.add("let \(name) = CAAnimationGroup()")
            l.add("\(name).animations = [\(children.indices.map { "\(name)Child\($0 + 1)" }.joined(separator: ", "))]")
            groupFields(p, name: name, topLevel: topLevel, to: &l)
        }
    }

    private static func groupFields(_ p: GroupParameters, name: String, topLevel: Bool, to l: inout SwiftLines) {
        if p.timingFunction != .linear { l.add("\(name).timingFunction = \(UIKitCurve.timingFunction(p.timingFunction))") }
        l.add("\(name).duration = \(n(p.duration))")
        media(p.media, name: name, topLevel: topLevel, to: &l)
    }

    private static func basicValues(from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?, name: String, to l: inout SwiftLines) {
        if let from { l.add("\(name).fromValue = \(value(from))") }
        if let to { l.add("\(name).toValue = \(value(to))") }
        if let by { l.add("\(name).byValue = \(value(by))") }
    }

    /// A number as `NSNumber`, a colour as the `CGColor` Core Animation interpolates.
    static func value(_ v: AnimatedValue) -> String {
        switch v {
        case .number(let x): "NSNumber(value: \(n(x)))"
        case .color(let c): "\(UIKitViewState.color(c)).cgColor"
        }
    }

    /// CAMediaTiming's fields and isRemovedOnCompletion, where they are not the defaults.
    /// A top-level animation's beginTime is in its layer's time, so "0.2 s after it is added"
    /// is `CACurrentMediaTime() + 0.2` (Apple, "CAMediaTiming.beginTime"); a group's child
    /// counts from its group's start. `repeatCount` and `speed` are `Float` in Core Animation.
    private static func media(_ m: MediaTimingValues, name: String, topLevel: Bool, to l: inout SwiftLines) {
        if m.beginTime != 0 {
            l.add("\(name).beginTime = \(topLevel ? "CACurrentMediaTime() + " : "")\(n(m.beginTime))")
        }
        if m.repeatCount >= UIKitRemovedEarly.foreverCount {
            l.add("\(name).repeatCount = .greatestFiniteMagnitude")
        } else if m.repeatCount != 0 {
            l.add("\(name).repeatCount = \(n(m.repeatCount))")
        }
        if m.repeatDuration != 0 { l.add("\(name).repeatDuration = \(n(m.repeatDuration))") }
        if m.autoreverses { l.add("\(name).autoreverses = true") }
        if m.speed != 1 { l.add("\(name).speed = \(n(m.speed))") }
        if m.timeOffset != 0 { l.add("\(name).timeOffset = \(n(m.timeOffset))") }
        if m.fillMode != .removed { l.add("\(name).fillMode = .\(m.fillMode.rawValue)") }
        if !m.removedOnCompletion { l.add("\(name).isRemovedOnCompletion = false") }
    }
}
