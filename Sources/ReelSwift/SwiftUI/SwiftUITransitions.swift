import ReelSwiftUI
import ReelTimeline

/// Views inserted under an animation, moving in with their transition (issue 39).
///
/// [Apple] (…/view/transition(_:): "associates a transition with the view"; …/anytransition:
/// "When no transition is given, views transition in and out with a fade", `.opacity`): a view
/// that appears in a state change whose transaction animates is drawn from the transition's
/// active state (ReelSwiftUI's `Transition.effect(.willAppear)`) to identity, with that
/// animation. A view is inserted when its place in the tree holds nothing before the change,
/// or holds a view of another kind (an `if`/`else` whose branches differ: SwiftUI's
/// `_ConditionalContent` gives the branches their own identities; branches of the same kind
/// keep one place here, so they change in place instead). Removal is not drawn yet: a removed
/// view vanishes at once. `.move`, `.push` and `.slide` move by the view's own laid-out size,
/// which the interpreter does not have (layout runs with the renderer's text measure): they
/// are refused by name where they are written.
struct TransitionRuns {
    private struct Run {
        var opacity: AnimatedValue
        var scale: AnimatedValue
        var x: AnimatedValue
        var y: AnimatedValue
        var anchor: UnitPoint
    }
    private var runs: [String: Run] = [:]
    /// Transitions run by an animation that repeats forever.
    private(set) var endless: [EndlessMotion] = []

    /// The places and kinds of the views of `tree`, with the `.animation` scopes above each.
    static func views(of tree: ViewTree) -> [String: (kind: String, tree: ViewTree, scopes: [ViewTree.AnimationScope])] {
        var found: [String: (kind: String, tree: ViewTree, scopes: [ViewTree.AnimationScope])] = [:]
        _ = ViewTree.Lowering(shown: { $1 }, record: nil, visit: { path, tree, scopes in found[path] = (kind(of: tree), tree, scopes) }).lower(tree)
        return found
    }

    /// What a view is, modifiers aside: a different kind at a place is a different view.
    static func kind(of tree: ViewTree) -> String {
        switch tree {
        case let .leaf(node): return "leaf " + String(describing: node).prefix { $0 != "(" }
        case .text: return "text"
        // `Image(systemName: liked ? "heart.fill" : "heart")` is one view whose content
        // changes, as a `Text` whose string changes is (structural identity, WWDC21
        // "Demystify SwiftUI"): no transition; an `if`/`else` gives its branches places of
        // their own (the `|branch` of the path).
        case .image: return "image"
        case let .stack(kind, _): return "stack \(kind)"
        case .group: return "group"
        case let .modified(content, _): return kind(of: content)
        }
    }

    /// A state change at `time` from `old` to `new`: each view inserted under an animation
    /// starts its transition; transitions of views no longer drawn are dropped.
    mutating func update(old: ViewTree, new: ViewTree, animation: ReelSwiftUI.Animation?, scopesBefore: [String: String?], at time: Double) {
        let before = Self.views(of: old), after = Self.views(of: new)
        // A builder's slot (a group) is no view of its own: the views in it are.
        let inserted = Set(after.keys.filter { path in
            let view = after[path]!
            return view.kind != "group" && before[path].map { $0.kind != view.kind } ?? true
        })
        for path in inserted where !Self.hasAncestor(path, in: inserted) {
            let view = after[path]!
            guard let chosen = SwiftUIStage.animation(for: view.scopes, before: scopesBefore) ?? animation else { continue }
            start(path, Self.transition(of: view.tree), animation: chosen, at: time)
        }
        runs = runs.filter { after[$0.key] != nil }
    }

    /// The transition the outermost `.transition` modifier of a view gives it; `.opacity` without one.
    static func transition(of tree: ViewTree) -> Transition {
        var current = tree
        while case let .modified(content, effect) = current {
            if case let .transition(t) = effect { return t }
            current = content
        }
        return .opacity
    }

    /// Whether a place inside `path` (a proper prefix ending at a separator) is in `set`.
    static func hasAncestor(_ path: String, in set: Set<String>) -> Bool {
        var index = path.endIndex
        while index > path.startIndex {
            index = path.index(before: index)
            if ".<^~|".contains(path[index]), set.contains(String(path[..<index])) { return true }
        }
        return false
    }

    private mutating func start(_ path: String, _ transition: Transition, animation: ReelSwiftUI.Animation, at time: Double) {
        // The sizes matter only to move, push and slide, refused where written.
        let from = transition.effect(.willAppear, size: Size(width: 0, height: 0))
        func animated(_ start: Double, _ end: Double) -> AnimatedValue {
            var value = AnimatedValue(AnimatableVector(start))
            value.set(AnimatableVector(end), animation: animation, at: time)
            return value
        }
        if animation.repeatsForever { endless.append(EndlessMotion(start: time, cycle: animation.foreverCycle)) }
        runs[path] = Run(opacity: animated(from.opacity, 1), scale: animated(from.scale, 1), x: animated(from.offsetX, 0), y: animated(from.offsetY, 0),
                         anchor: from.scaleAnchor)
    }

    /// Each running transition's effect at `time` (frames in time order), and whether any runs.
    mutating func frame(at time: Double) -> (effects: [String: TransitionEffect], animating: Bool) {
        var effects: [String: TransitionEffect] = [:]
        var animating = false
        for path in runs.keys {
            var run = runs[path]!
            var effect = TransitionEffect()
            effect.opacity = run.opacity.value(at: time).scalar
            effect.scale = run.scale.value(at: time).scalar
            effect.scaleAnchor = run.anchor
            effect.offsetX = run.x.value(at: time).scalar
            effect.offsetY = run.y.value(at: time).scalar
            let moving = run.opacity.isAnimating || run.scale.isAnimating || run.x.isAnimating || run.y.isAnimating
            if moving { animating = true; effects[path] = effect; runs[path] = run } else { runs[path] = nil }
        }
        return (effects, animating)
    }
}

extension ViewTree.Lowering {
    /// A view in its transition: drawn as it is, then offset, scaled about the transition's
    /// anchor and faded by the transition's current values (outermost, as SwiftUI applies a
    /// transition's modifier around the view).
    func transitioned(_ tree: ViewTree, _ effect: TransitionEffect, path: String, font: Font, weight: FontWeight?, scopes: [ViewTree.AnimationScope]) -> ViewNode {
        var inner = self
        inner.animators?.transitions[path] = nil
        var node = inner.lower(tree, path: path, font: font, weight: weight, scopes: scopes)
        if effect.offsetX != 0 || effect.offsetY != 0 { node = node.modifier(.offset(x: effect.offsetX, y: effect.offsetY)) }
        if effect.scale != 1 { node = node.modifier(.scaleEffect(x: effect.scale, y: effect.scale, anchor: effect.scaleAnchor)) }
        if effect.opacity != 1 { node = node.modifier(.opacity(effect.opacity)) }
        return node
    }
}
