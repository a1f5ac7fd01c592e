import ReelSwiftUI
import ReelTimeline

/// Views inserted or removed under an animation, moving in or out with their transition
/// (issue 39).
///
/// [Apple] (…/view/transition(_:): "associates a transition with the view"; …/anytransition:
/// "When no transition is given, views transition in and out with a fade", `.opacity`, "from
/// transparent to opaque on insertion, and from opaque to transparent on removal"): a view
/// that appears in a state change whose transaction animates is drawn from the transition's
/// active state (ReelSwiftUI's `Transition.effect(.willAppear)`) to identity, with that
/// animation; a view that leaves is drawn from identity to the removal's active state
/// (`.didDisappear`) and then leaves. A view is inserted when its place in the tree holds
/// nothing before the change, or holds a view of another kind (an `if`/`else` whose branches
/// differ: SwiftUI's `_ConditionalContent` gives the branches their own identities; branches
/// of the same kind keep one place here, so they change in place instead); removed likewise.
/// A departing view is drawn where it was: the tree before the change, laid out as it was,
/// everything else in it hidden (`LayoutModifier.departing`) [Inferred: where SwiftUI lays a
/// removed view out while its transition plays is not published; the views around it take
/// their new places at once here, as they do on insertion]. The edge transitions move by the
/// view's own laid-out size (`LayoutModifier.sizedOffset`).
struct TransitionRuns {
    private struct Run {
        var opacity: AnimatedValue
        var scale: AnimatedValue
        var x: AnimatedValue
        var y: AnimatedValue
        var anchor: UnitPoint
        var sizeX: AnimatedValue
        var sizeY: AnimatedValue

        /// The effect the run shows at `time`.
        mutating func effect(at time: Double) -> TransitionEffect {
            var effect = TransitionEffect()
            effect.opacity = opacity.value(at: time).scalar
            effect.scale = scale.value(at: time).scalar
            effect.scaleAnchor = anchor
            effect.offsetX = x.value(at: time).scalar
            effect.offsetY = y.value(at: time).scalar
            effect.sizeOffsetX = sizeX.value(at: time).scalar
            effect.sizeOffsetY = sizeY.value(at: time).scalar
            return effect
        }

        var isAnimating: Bool {
            opacity.isAnimating || scale.isAnimating || x.isAnimating || y.isAnimating || sizeX.isAnimating || sizeY.isAnimating
        }
    }
    private var runs: [String: Run] = [:]
    /// The views one change removed under an animation: the tree they left and their runs.
    private struct Departure {
        var tree: ViewTree
        var runs: [String: Run]
        var serial: Int
    }
    private var departures: [Departure] = []
    /// How many changes have removed views so far (each departure's serial).
    private var departureSerial = 0
    /// How many changes' removals play at the time of the last change (set by `update`).
    private(set) var departuresInProgress = 0
    /// How many changes' removals may play at once: each is a tree the frames lay out and
    /// draw beside the content, every frame while it plays [Inferred: SwiftUI sets no such
    /// limit; this bounds the work a run of overlapping removals makes before it starts].
    static let maximumDepartures = 32
    static var tooManyDepartures: String {
        "views were removed under an animation by more than \(maximumDepartures) changes whose removal transitions play at once (limit: transitions in progress)"
    }
    /// A view inserted where one of the same `matchedGeometryEffect` id was removed: both move
    /// between the two frames (MatchedGeometry), 0 → 1 with the insertion's animation.
    private struct Match {
        var inserted: String
        var removed: String
        var departure: Int
        var progress: AnimatedValue
    }
    private var matches: [Match] = []

    /// What a frame draws of the running transitions.
    struct Frame {
        /// The inserted views' effects and matched views, by place in the current tree.
        var effects: [String: TransitionEffect] = [:]
        var matched: [String: (role: MatchedGeometry.Role, progress: Double)] = [:]
        /// The trees views left, each with its departing views' effects and matched views.
        var departing: [(tree: ViewTree, serial: Int, effects: [String: TransitionEffect], matched: [String: (role: MatchedGeometry.Role, progress: Double)])] = []
        var animating = false
    }
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
    /// starts its transition in, each removed under one its transition out; insertions of
    /// views no longer drawn are dropped.
    mutating func update(old: ViewTree, new: ViewTree, animation: ReelSwiftUI.Animation?, scopesBefore: [String: String?], at time: Double) {
        let before = Self.views(of: old), after = Self.views(of: new)
        // A builder's slot (a group) is no view of its own: the views in it are.
        func changed(_ from: [String: (kind: String, tree: ViewTree, scopes: [ViewTree.AnimationScope])],
                     _ to: [String: (kind: String, tree: ViewTree, scopes: [ViewTree.AnimationScope])]) -> Set<String> {
            Set(to.keys.filter { path in
                let view = to[path]!
                return view.kind != "group" && from[path].map { $0.kind != view.kind } ?? true
            })
        }
        let inserted = changed(before, after), removed = changed(after, before)
        var leaving: [String: Run] = [:]
        // The `.animation` values after the change: a scope above a removed view animates
        // its removal when its value changed, as it would a number's change.
        var scopesAfter: [String: String?] = [:]
        for view in after.values { for scope in view.scopes { scopesAfter[scope.path] = scope.value } }
        var removedUnder: [String] = []
        for path in removed where !Self.hasAncestor(path, in: removed) {
            let view = before[path]!
            guard let chosen = SwiftUIStage.animation(for: view.scopes, before: scopesAfter) ?? animation else { continue }
            // A view leaving while it still moves in leaves from where it is.
            let from = runs[path].map { run -> TransitionEffect in var run = run; return run.effect(at: time) } ?? TransitionEffect()
            leaving[path] = start(from: from, to: Self.transition(of: view.tree).effect(.didDisappear), animation: chosen, at: time)
            removedUnder.append(path)
        }
        departureSerial += 1
        if !leaving.isEmpty { departures.append(Departure(tree: old, runs: leaving, serial: departureSerial)) }
        // Those still playing at `time`, asked of copies (the frames advance the runs
        // themselves, in time order).
        departuresInProgress = departures.count { departure in
            departure.runs.values.contains { run in var run = run; _ = run.effect(at: time); return run.isAnimating }
        }
        var insertedUnder: [(String, ReelSwiftUI.Animation)] = []
        for path in inserted where !Self.hasAncestor(path, in: inserted) {
            let view = after[path]!
            guard let chosen = SwiftUIStage.animation(for: view.scopes, before: scopesBefore) ?? animation else { continue }
            runs[path] = start(from: Self.transition(of: view.tree).effect(.willAppear), to: TransitionEffect(), animation: chosen, at: time)
            insertedUnder.append((path, chosen))
        }
        runs = runs.filter { after[$0.key] != nil }
        matches = matches.filter { after[$0.inserted] != nil }
        // [Apple] "If inserting a view in the same transaction that another view with the
        // same key is removed": the matched views inside an animated insertion and removal.
        func within(_ path: String, _ top: String) -> Bool { path == top || Self.hasAncestor(path, in: [top]) }
        // Two views of one id in one namespace pair as Apple leaves undefined ("results are
        // undefined" past one source view, …/matchedgeometryeffect(id:in:properties:anchor:
        // issource:)): each inserted view, in the order of their places, pairs with the first
        // removed one in that order, so a run draws the same frames every time.
        let gone = Self.matchedKeys(before).filter { path, _ in removedUnder.contains { within(path, $0) } }
        for (path, key) in Self.matchedKeys(after) {
            guard let (_, chosen) = insertedUnder.first(where: { within(path, $0.0) }),
                  let removedPath = gone.first(where: { $0.key == key })?.path else { continue }
            var progress = AnimatedValue(AnimatableVector(0))
            progress.set(AnimatableVector(1), animation: chosen, at: time)
            matches.append(Match(inserted: path, removed: removedPath, departure: departureSerial, progress: progress))
        }
    }

    /// The places of a tree's `matchedGeometryEffect`s and their keys, in the order of the
    /// places (never a dictionary's order, which differs from run to run).
    static func matchedKeys(_ views: [String: (kind: String, tree: ViewTree, scopes: [ViewTree.AnimationScope])]) -> [(path: String, key: String)] {
        var keys: [(path: String, key: String)] = []
        for path in views.keys.sorted() {
            if case let .modified(_, .matchedGeometry(key, _, _)) = views[path]!.tree { keys.append((path, key)) }
        }
        return keys
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

    private mutating func start(from: TransitionEffect, to: TransitionEffect, animation: ReelSwiftUI.Animation, at time: Double) -> Run {
        func animated(_ start: Double, _ end: Double) -> AnimatedValue {
            var value = AnimatedValue(AnimatableVector(start))
            value.set(AnimatableVector(end), animation: animation, at: time)
            return value
        }
        if animation.repeatsForever { endless.append(EndlessMotion(start: time, cycle: animation.foreverCycle)) }
        // The anchor of the scale at the active end (identity scales by 1 about any anchor).
        let anchor = from.scale != 1 ? from.scaleAnchor : to.scaleAnchor
        return Run(opacity: animated(from.opacity, to.opacity), scale: animated(from.scale, to.scale), x: animated(from.offsetX, to.offsetX),
                   y: animated(from.offsetY, to.offsetY), anchor: anchor,
                   sizeX: animated(from.sizeOffsetX, to.sizeOffsetX), sizeY: animated(from.sizeOffsetY, to.sizeOffsetY))
    }

    /// Each running transition's effect at `time` (frames in time order): the inserted views'
    /// by their place, the departing views' with the trees they left; and whether any runs.
    mutating func frame(at time: Double) -> Frame {
        var frame = Frame()
        func advance(_ runs: inout [String: Run]) -> [String: TransitionEffect] {
            var effects: [String: TransitionEffect] = [:]
            for path in runs.keys {
                var run = runs[path]!
                let effect = run.effect(at: time)
                if run.isAnimating { frame.animating = true; effects[path] = effect; runs[path] = run } else { runs[path] = nil }
            }
            return effects
        }
        frame.effects = advance(&runs)
        var removedMatches: [Int: [String: (role: MatchedGeometry.Role, progress: Double)]] = [:]
        for index in matches.indices {
            let p = matches[index].progress.value(at: time).scalar
            guard matches[index].progress.isAnimating else { continue }
            frame.animating = true
            frame.matched[matches[index].inserted] = (.inserted, p)
            removedMatches[matches[index].departure, default: [:]][matches[index].removed] = (.removed, p)
        }
        matches.removeAll { !$0.progress.isAnimating }
        for index in departures.indices {
            let gone = advance(&departures[index].runs)
            if !gone.isEmpty { frame.departing.append((departures[index].tree, departures[index].serial, gone, removedMatches[departures[index].serial] ?? [:])) }
        }
        departures.removeAll { $0.runs.isEmpty }
        return frame
    }
}


extension ViewTree.Lowering {
    /// A view in its transition: drawn as it is, then offset, scaled about the transition's
    /// anchor and faded by the transition's current values (outermost, as SwiftUI applies a
    /// transition's modifier around the view).
    func transitioned(_ tree: ViewTree, _ effect: TransitionEffect, path: String, font: Font, weight: FontWeight?, scopes: [ViewTree.AnimationScope]) -> ViewNode {
        var inner = self
        inner.animators?.transitions[path] = nil
        // Inside a departing view everything is drawn.
        inner.departing = nil
        var node = inner.lower(tree, path: path, font: font, weight: weight, scopes: scopes)
        if effect.sizeOffsetX != 0 || effect.sizeOffsetY != 0 { node = node.modifier(.sizedOffset(x: effect.sizeOffsetX, y: effect.sizeOffsetY)) }
        if effect.offsetX != 0 || effect.offsetY != 0 { node = node.modifier(.offset(x: effect.offsetX, y: effect.offsetY)) }
        if effect.scale != 1 { node = node.modifier(.scaleEffect(x: effect.scale, y: effect.scale, anchor: effect.scaleAnchor)) }
        if effect.opacity != 1 { node = node.modifier(.opacity(effect.opacity)) }
        return node
    }
}

extension ViewTree.Lowering {
    /// In a tree a change left (`departing` set): a view on the way to a departing one is
    /// lowered as it is, a departing one with its removal's effect, anything else hidden.
    func departingView(_ tree: ViewTree, path: String, font: Font, weight: FontWeight?, scopes: [ViewTree.AnimationScope],
                       departing: [String: TransitionEffect]) -> ViewNode? {
        if let effect = departing[path] { return transitioned(tree, effect, path: path, font: font, weight: weight, scopes: scopes) }
        if departing.keys.contains(where: { TransitionRuns.hasAncestor($0, in: [path]) }) { return nil }
        var inner = self
        inner.departing = nil
        return inner.lower(tree, path: path, font: font, weight: weight, scopes: scopes).modifier(.hidden)
    }
}
