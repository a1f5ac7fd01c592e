import ReelSwiftUI

/// The text changes of a SwiftUI clip as Swift out writes them: a `Text` whose string changes
/// inside an animated transaction cross-fades with its content transition [Apple]
/// (…/swiftui/contenttransition: "Content transitions only take effect within transactions that
/// apply an Animation to the views inside the contentTransition(_:) modifier"; `.opacity` fades
/// the old content out and the new in, …/contenttransition/opacity), which the stage draws as
/// the old text under the new one (`LayoutMotion`, the old one at `path~was0`). A person writes
/// that as the one `Text` whose string changes inside a `withAnimation`, not as a second view
/// with opacity keyframes: so the written file keeps the text as the view's own state, set by
/// the replay line at each change's time (with the change's animation where it cross-fades),
/// and its keyframes are those of the clip drawn with every text swapped (`swapping`), where
/// the fading texts are one view whose opacity is the view's own.
enum SwiftUITextFades {
    /// One text's content change at one layout change.
    struct Change {
        /// The first frame that shows it, and the change's time.
        var frame: Int
        var time: Double
        var old: String, new: String
        /// The animation the text's frame moves with at that change (nil: none).
        var animation: ReelSwiftUI.Animation?
        /// The text's content transition, as the new tree has it.
        var transition: ContentTransition
        /// Whether the stage cross-fades it (`ContentTransition.effect`).
        var crossFades: Bool
    }

    /// Every text whose string changes at one of the clip's layout changes, as `LayoutMotion`
    /// pairs them (by identity and occurrence), with what the change does to it.
    static func changes(_ clip: ViewClip, layout: ViewLayout) -> [Change] {
        var found: [Change] = []
        for change in clip.layoutChanges {
            var old: [String: (text: String, font: ResolvedFont)] = [:]
            for (key, item) in keyed(layout.place(change.before).items) {
                if case let .text(text, font) = item.content { old[key] = (text, font) }
            }
            for (key, item) in keyed(layout.place(change.after).items) {
                guard case let .text(text, font) = item.content, let was = old[key], was.text != text || was.font != font,
                      let identity = item.identity else { continue }
                let animation = change.animations[identity]
                let transition = change.contentTransitions[identity] ?? .default
                let effect = transition.effect(from: (was.text, was.font), to: (text, font), animated: animation != nil)
                found.append(Change(frame: change.frame, time: change.time, old: was.text, new: text, animation: animation,
                                    transition: transition, crossFades: effect == .crossFade))
            }
        }
        return found
    }

    /// The clip with every text's content transition `.identity`: drawn as the stage draws it
    /// but for the texts, which swap at their change (one view each, at its own opacity).
    static func swapping(_ clip: ViewClip, layout: ViewLayout) -> ViewClip {
        var clip = clip
        for c in clip.layoutChanges.indices {
            for item in layout.place(clip.layoutChanges[c].after).items {
                guard case .text = item.content, let identity = item.identity else { continue }
                clip.layoutChanges[c].contentTransitions[identity] = .identity
            }
        }
        return clip
    }

    /// The text's changes as the replay line's statements on the view `v`: each `v.name = i`
    /// (the index of its string) at its time after `start`, inside a `withAnimation` of the
    /// change's animation where the stage cross-fades it; nil where an animation has no Swift
    /// spelling (a combination SwiftUI makes of two, never typed).
    static func statements(_ sets: [(time: Double, name: String, index: Int, animation: ReelSwiftUI.Animation?)], start: Double) -> String? {
        var groups: [(delay: Double, lines: [String])] = []
        for set in sets.sorted(by: { $0.time < $1.time }) {
            let assignment = "v.\(set.name) = \(set.index)"
            let line: String
            if let animation = set.animation {
                let spelled = animation.description
                guard spelled.hasPrefix(".") else { return nil }
                line = "withAnimation(\(spelled)) { \(assignment) }"
            } else {
                line = assignment
            }
            let delay = max(0, set.time - start)
            if let last = groups.last, abs(last.delay - delay) < 1e-12 { groups[groups.count - 1].lines.append(line) } else { groups.append((delay, [line])) }
        }
        return groups.map { group in
            let body = group.lines.joined(separator: "; ")
            return group.delay < 1e-12 ? body : "DispatchQueue.main.asyncAfter(deadline: .now() + \(SwiftLiteral.computed(group.delay))) { \(body) }"
        }.joined(separator: "; ")
    }

    /// The identified items by identity and occurrence (`LayoutMotion.keyed`'s keys).
    private static func keyed(_ items: [PlacedItem]) -> [(key: String, item: PlacedItem)] {
        var seen: [String: Int] = [:]
        return items.compactMap { item in
            guard let identity = item.identity else { return nil }
            let n = seen[identity, default: 0]
            seen[identity] = n + 1
            return (identity + "#\(n)", item)
        }
    }
}
