import ReelModels

/// `removeAnimation` written as the removal at its time: `removeAnimation(forKey:)` with the
/// key the animation was added with, `removeAllAnimations()` without one (CALayer.h). On the
/// badge, what the writer also added to the count's layer (the badge's contents move with the
/// circle, UIKitLayerAnimationCode) goes with it, as the scene takes the badge's copies off
/// the count with the badge's. Walked in script order: `note` each action as it is written.
struct UIKitRemoval {
    /// Keys of the badge's animations, and whether the latest added with each has a copy on the count.
    private var copiedKey: [String: Bool] = [:]
    /// Keys of the count's own animations.
    private var countKeys: Set<String> = []
    /// Whether some animation of the badge was copied onto the count.
    private var copied = false
    /// Whether anything else has animated the count's layer (its own animations, view blocks,
    /// the seed animations): `removeAllAnimations()` on it would take those off too.
    private var countAnimated = false

    /// Notes `action` (written next); why it cannot be written, or nil.
    mutating func note(_ action: SceneAction) -> String? {
        switch action.unplaced {
        // A layer the code added holds its own animations: no part's copy is involved.
        case .layerAnimation(let own) where own.sublayer != nil: break
        case .removeAnimation(let r) where r.sublayer != nil: break
        case .layerAnimation(let own):
            let copy = UIKitLayerAnimationCode.countCopy(own)
            switch own.layer {
            case .label:
                countAnimated = true
                if let key = own.key {
                    if copiedKey[key] == true { return Self.sharedKey(key) }
                    countKeys.insert(key)
                }
            case .badge, .circle:
                if copy.any { copied = true }
                if let key = own.key {
                    if copy.any, countKeys.contains(key) { return Self.sharedKey(key) }
                    copiedKey[key] = copy.any
                }
            case .host:
                break
            }
        case .viewAnimate(let p) where p.view == .label: countAnimated = true
        case .viewKeyframes(let a) where a.block.view == .label: countAnimated = true
        case .animate: countAnimated = true
        case .removeAnimation(let r):
            if r.key == nil, r.view == .badge, copied, countAnimated {
                return "removing every animation of the badge after the count was animated on its own (the badge's copies on the count's layer cannot be told from the count's own)"
            }
            if let key = r.key {
                // The scene keys the count's copy under the badge: taking the key off the count
                // leaves it, where UIKit's label.layer.removeAnimation(forKey:) would not.
                if r.view == .label, copiedKey[key] == true, !countKeys.contains(key) {
                    return "taking \(SwiftLiteral.string(key)) off the count, which holds only the badge's copy under that key"
                }
                if r.view == .badge { copiedKey[key] = nil }
                if r.view == .label { countKeys.remove(key) }
            } else {
                if r.view == .badge { copiedKey = [:]; copied = false }
                if r.view == .label { countKeys = []; copiedKey = copiedKey.mapValues { _ in false } }
            }
        default:
            break
        }
        return nil
    }

    private static func sharedKey(_ key: String) -> String {
        "the key \(SwiftLiteral.string(key)) on both the badge (whose animation the count's layer takes too) and the count"
    }

    /// The lines that take off what `r` removes, from the state before it was noted; from a
    /// layer the code added, its variable `sublayer`.
    func lines(_ r: RemoveAnimationParameters, sublayer: String? = nil) -> [String] {
        if r.sublayer != nil, let sublayer {
            return [r.key.map { "\(sublayer).removeAnimation(forKey: \(SwiftLiteral.string($0)))" } ?? "\(sublayer).removeAllAnimations()"]
        }
        let layer = "\(r.view.rawValue).layer"
        guard let key = r.key else {
            var out = ["\(layer).removeAllAnimations()"]
            if r.view == .badge, copied { out.append("label.layer.removeAllAnimations()") }
            return out
        }
        var out = ["\(layer).removeAnimation(forKey: \(SwiftLiteral.string(key)))"]
        if r.view == .badge, copiedKey[key] == true { out.append("label.layer.removeAnimation(forKey: \(SwiftLiteral.string(key)))") }
        return out
    }

    /// Before `own` is added: the count's copy of an earlier badge animation with its key,
    /// when `own` puts none there to replace it (the scene takes the copy off with the badge's).
    func replacing(_ own: AnimateAction) -> [String] {
        guard own.layer == .badge || own.layer == .circle, own.sublayer == nil, let key = own.key, copiedKey[key] == true,
              !UIKitLayerAnimationCode.countCopy(own).any else { return [] }
        return ["label.layer.removeAnimation(forKey: \(SwiftLiteral.string(key)))"]
    }
}
