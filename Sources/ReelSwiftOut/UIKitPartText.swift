import ReelModels

/// A text on a part other than the count label: a `UILabel` (or a button's title) the code
/// bound as the badge or the host draws its text on that part's layer. The UIKit form writes a
/// part as a `UIView` unless what it shows needs another class (`UIKitImageParts`: a badge
/// given its text by a `set` is a `UILabel`); any other text on a part would be left out, and
/// the replay would draw it blank (five corpus files did: `UIKitCorpusSwiftOutTests` compares
/// the text too), so it is refused by name.
enum UIKitPartText {
    /// The part other than the label that `action` gives a text to draw, or nil.
    static func textPart(_ action: SceneAction) -> ViewPart? {
        let (part, values): (ViewPart, [ViewValues]) = switch action.unplaced {
        case .set(let p): (p.view, [p.values])
        case .viewAnimate(let p): (p.view, [p.values])
        case .viewKeyframes(let a): (a.block.view, a.keyframes.map(\.values))
        default: (.label, [])
        }
        // A button's or an image view's empty title sets only how a text would look: nothing drawn.
        return part != .label && values.contains { !($0.text ?? "").isEmpty } ? part : nil
    }

    /// Refuses the first action of `scene` that gives a part other than the label a text the
    /// UIKit form does not write (`parts`, the scene's part views: a badge written as a
    /// UILabel takes a `set`'s text).
    static func check(_ scene: Scene, parts: UIKitImageParts) throws(SwiftOutRefusal) {
        if let what = parts.textUnwritten { throw SwiftOutRefusal("set", "set: \(what) is not written as UIKit yet (the SwiftUI form writes it)") }
        let badgeIsLabel = parts.kinds[.badge] == .label
        for action in scene.actions {
            if badgeIsLabel, case .set(let p) = action.unplaced, p.view == .badge { continue }
            guard let part = textPart(action) else { continue }
            let name = part.rawValue
            throw SwiftOutRefusal(action.name, "\(action.name): a text on the \(name) (a UILabel bound as the \(name): text, fontSize, fontWeight, textColor) is not written as UIKit yet: the UIKit form's \(name) is a UIView, which has no text (the SwiftUI form writes it)")
        }
    }
}
