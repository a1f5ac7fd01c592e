import ReelModels

/// A text on a part other than the count label: a `UILabel` (or a button's title) the code
/// bound as the badge or the host draws its text on that part's layer. The UIKit form's parts
/// are `UIView`s, which have no text, so its assignments would be left out and the replay
/// would draw the badge blank (five corpus files did: `UIKitCorpusSwiftOutTests` compares the
/// text too). Refused by name until the UIKit form declares such a part as a label.
enum UIKitPartText {
    /// Why the UIKit form does not write `action`, or nil when it sets no text on a part other
    /// than the label.
    static func unwritten(_ action: SceneAction) -> String? {
        switch action.unplaced {
        case .set(let p): note(p.view, [p.values])
        case .viewAnimate(let p): note(p.view, [p.values])
        case .viewKeyframes(let a): note(a.block.view, a.keyframes.map(\.values))
        default: nil
        }
    }

    private static func partName(_ action: SceneAction) -> String {
        switch action.unplaced {
        case .set(let p): p.view.rawValue
        case .viewAnimate(let p): p.view.rawValue
        case .viewKeyframes(let a): a.block.view.rawValue
        default: "part"
        }
    }

    private static func note(_ part: ViewPart, _ values: [ViewValues]) -> String? {
        // A button's or an image view's empty title sets only how a text would look: nothing drawn.
        guard part != .label, values.contains(where: { !($0.text ?? "").isEmpty }) else { return nil }
        return "a text on the \(part.rawValue) (a UILabel bound as the \(part.rawValue): text, fontSize, fontWeight, textColor)"
    }

    /// Refuses the first action of `scene` that sets a text on a part other than the label,
    /// but a badge written as a UILabel (UIKitImageParts) takes a `set`'s text.
    static func check(_ scene: Scene) throws(SwiftOutRefusal) {
        let parts = UIKitImageParts(scene)
        if let what = parts.textUnwritten { throw SwiftOutRefusal("set", "set: \(what) is not written as UIKit yet (the SwiftUI form writes it)") }
        let badgeIsLabel = parts.kinds[.badge] == .label
        for action in scene.actions {
            if badgeIsLabel, case .set(let p) = action.unplaced, p.view == .badge { continue }
            if let what = unwritten(action) {
                throw SwiftOutRefusal(action.name, "\(action.name): \(what) is not written as UIKit yet: the UIKit form's \(partName(action)) is a UIView, which has no text (the SwiftUI form writes it)")
            }
        }
    }
}
