import ReelTimeline

/// Each drawn view's laid-out frame as an animated value (`ClipLayout`): known by its
/// structural identity (`PlacedItem.identity`), one `AnimatedValue` of four components — its
/// centre on screen relative to the content's centre, then its laid-out size — moved by each
/// change's (after − before) with the animation the change gives the view
/// (`LayoutChange.animations`), as SwiftUI animates a view's frame [RE] (OpenSwiftUI
/// `AnimatableFrameAttribute`: `ViewFrame`'s origin and size are one animatable vector).
/// The stage runs one too, to know when the layout has come to rest (the clip's hold).
public struct LayoutMotion: Sendable {
    public let layout: ViewLayout
    /// By identity and occurrence (`"0.1#0"`): its animated vector; the model is where the
    /// view is now, relative to where it was first seen.
    var views: [String: AnimatedValue] = [:]
    /// The frames scales, rotations and clips are units of, by the modifier's place
    /// (`ViewLayout.AnchorBoxes`): each animated as a view's frame is, in the root's layout
    /// space, so an anchor and a clip shape follow the presented frame as its size animates.
    var boxes: [String: AnimatedValue] = [:]
    /// The views whose animated vector is in the root's layout space (they were inside a named
    /// scale, rotation or clip at their last change), by identity and occurrence; the others'
    /// is on screen. A frame moves each by its lag in the space its vector is in, whether or
    /// not that frame's layout names the box (a departing copy of the tree lays the same box
    /// out twice, and a box laid out twice has no one frame).
    var layoutSpace: Set<String> = []
    /// Texts whose content a change cross-fades, by identity and occurrence (`ContentFade`).
    var fades: [String: ContentFade] = [:]
    /// The first content change of the last `apply` that is not modelled (a numeric text's
    /// roll, an interpolated font): the view and why. The stage refuses the run at that change.
    public private(set) var unmodelledContentChange: (view: String, reason: String)?

    public init(layout: ViewLayout) { self.layout = layout }

    /// A view's frame where it was first seen. Nothing waits for a frame's animation to
    /// complete, so no completion is tracked: no fork of a run per change joining it.
    static let start = AnimatedValue(.zero, tracksCompletion: false)

    /// The frame that runs the most animations combined now, and how many (each frame
    /// evaluates them all); nil when nothing moves. A view's count is its frame's animations
    /// and those of its content cross-fade's opacities (`fades`); a named frame's
    /// (`boxes`: the frame a scale, rotation or clip follows, animated beside the views
    /// inside it) is counted as a frame of its own, named by the view its modifier modifies.
    public var mostCombined: (view: String, count: Int)? {
        var counts: [String: Int] = [:]
        for (key, value) in views where value.runningAnimations > 0 {
            let view = String(key.prefix { $0 != "#" })
            counts[view] = max(counts[view] ?? 0, value.runningAnimations)
        }
        for (key, fade) in fades where fade.runningAnimations > 0 {
            let view = String(key.prefix { $0 != "#" })
            let frame = views[key]?.runningAnimations ?? 0
            counts[view] = max(counts[view] ?? 0, frame + fade.runningAnimations)
        }
        for (key, value) in boxes where value.runningAnimations > 0 {
            counts[key + "<", default: 0] = max(counts[key + "<"] ?? 0, value.runningAnimations)
        }
        return Self.most(counts).map { ($0.key, $0.count) }
    }

    /// The key with the largest count, the first in order among equals (the same one named on
    /// every run, whatever the dictionary's order); nil when `counts` is empty.
    public static func most(_ counts: [String: Int]) -> (key: String, count: Int)? {
        var most: (key: String, count: Int)?
        for (key, count) in counts {
            if let m = most, count < m.count || (count == m.count && key > m.key) { continue }
            most = (key, count)
        }
        return most
    }

    /// How many animations one view's frame may run combined: a change in a transaction of its
    /// own while the frame still moves adds one (a spring merges instead), and every frame
    /// evaluates each [Inferred: SwiftUI sets no such limit; this bounds a frame's work before
    /// it starts, as `TransitionRuns.maximumDepartures` does for removals]. Retargeting every
    /// frame of a 50 fps clip for a second under a 0.4 s curve runs 20 at once.
    public static let maximumCombined = 64

    /// The refusal when `view`'s frame would run more than `maximumCombined` animations.
    public static func tooManyCombined(view: String, count: Int) -> String {
        "the laid-out frame of the view at \(view) is moved by \(count) animations at once, each a state change in a transaction of its own made while the others still run; at most \(maximumCombined) combine (limit: layout animations combined)"
    }

    /// Whether any view's frame is still moving at `time` (frames asked for in time order).
    public mutating func isAnimating(at time: Double) -> Bool {
        var moving = false
        for key in views.keys {
            _ = views[key]!.value(at: time)
            if views[key]!.isAnimating { moving = true }
        }
        for key in boxes.keys {
            _ = boxes[key]!.value(at: time)
            if boxes[key]!.isAnimating { moving = true }
        }
        for key in fades.keys {
            _ = fades[key]!.opacities(at: time)
            if fades[key]!.isAnimating { moving = true } else { fades[key] = nil }
        }
        return moving
    }

    /// The vector the animation moves: the centre on screen relative to the content's
    /// centre, then the laid-out size. An item inside a named scale, rotation or clip
    /// (`inBox`) is moved in the root's layout space instead, before the transforms above it:
    /// those are drawn with their frames as presented, and their numbers as animated, so its
    /// lag is scaled and turned by them as they are now, not as they were at the change.
    static func vector(_ item: PlacedItem, content: Size, inBox: Bool) -> AnimatableVector {
        inBox ? vector(item.frame, content: content) : vector(item.frame, on: item.transform, content: content)
    }

    static func vector(_ f: Rect, on transform: AffineTransform = .identity, content: Size) -> AnimatableVector {
        let c = transform.apply(Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2))
        return AnimatableVector([c.x - content.width / 2, c.y - content.height / 2, f.size.width, f.size.height])
    }

    /// The indices of the items drawn inside a named frame.
    static func boxed(_ boxes: ViewLayout.AnchorBoxes) -> Set<Int> {
        var inside = Set<Int>()
        for (_, placed) in boxes.placed { inside.formUnion(placed.items) }
        return inside
    }

    /// The identified items of a placed list by identity and occurrence.
    static func keyed(_ items: [PlacedItem]) -> [(key: String, index: Int)] {
        var seen: [String: Int] = [:]
        var out: [(String, Int)] = []
        for (i, item) in items.enumerated() {
            guard let identity = item.identity else { continue }
            let n = seen[identity, default: 0]
            seen[identity] = n + 1
            out.append((identity + "#\(n)", i))
        }
        return out
    }

    /// A change: both trees laid out, each view in both moved by the difference.
    public mutating func apply(_ change: LayoutChange) {
        let beforeBoxes = ViewLayout.AnchorBoxes(), afterBoxes = ViewLayout.AnchorBoxes()
        let before = layout.place(change.before, boxes: beforeBoxes), after = layout.place(change.after, boxes: afterBoxes)
        let boxedAfter = Self.boxed(afterBoxes)
        // Each view's old vector in the space its new one is taken in (`vector`).
        var old: [String: (screen: AnimatableVector, layout: AnimatableVector)] = [:]
        var oldTexts: [String: (text: String, font: ResolvedFont, size: Size)] = [:]
        for (key, i) in Self.keyed(before.items) {
            old[key] = (Self.vector(before.items[i], content: before.size, inBox: false), Self.vector(before.items[i], content: before.size, inBox: true))
            if case let .text(text, font) = before.items[i].content { oldTexts[key] = (text, font, before.items[i].frame.size) }
        }
        var keptFades: [String: ContentFade] = [:]
        unmodelledContentChange = nil
        var kept: [String: AnimatedValue] = [:]
        var space = Set<String>()
        for (key, i) in Self.keyed(after.items) {
            let inBox = boxedAfter.contains(i)
            if inBox { space.insert(key) }
            let new = Self.vector(after.items[i], content: after.size, inBox: inBox)
            // A view first seen is drawn where it is: its model starts at zero.
            guard let was = old[key] else {
                kept[key] = Self.start
                continue
            }
            let identity = after.items[i].identity!
            var value = views[key] ?? Self.start
            value.set(value.model + (new - (inBox ? was.layout : was.screen)), animation: change.animations[identity], at: change.time)
            kept[key] = value
            keptFades[key] = fades[key]
            // A text whose string (or font) changed: its content transition, with the
            // animation its frame moves with (ContentTransition).
            guard case let .text(text, font) = after.items[i].content, let oldText = oldTexts[key] else { continue }
            let animation = change.animations[identity]
            switch (change.contentTransitions[identity] ?? .default).effect(from: (oldText.text, oldText.font), to: (text, font), animated: animation != nil) {
            case .crossFade:
                var fade = fades[key] ?? ContentFade()
                fade.change(from: .text(oldText.text, oldText.font), size: oldText.size, animation: animation, at: change.time)
                keptFades[key] = fade
            case .swap:
                if oldText.text != text || oldText.font != font { keptFades[key] = nil }
            case let .refused(reason):
                keptFades[key] = nil
                if unmodelledContentChange == nil { unmodelledContentChange = (identity, reason) }
            }
        }
        views = kept
        layoutSpace = space
        fades = keptFades
        // A named frame is the frame of the view its modifier modifies (the modifier's place
        // and `<`, `ViewTree.Lowering`): it moves with that view's animation, else with the
        // first view drawn inside it.
        var keptBoxes: [String: AnimatedValue] = [:]
        for (key, placed) in afterBoxes.placed {
            guard let was = beforeBoxes.placed[key] else {
                keptBoxes[key] = Self.start
                continue
            }
            let identity = placed.items.lazy.compactMap { after.items[$0].identity }.first
            var value = boxes[key] ?? Self.start
            value.set(value.model + (Self.vector(placed.frame, content: after.size) - Self.vector(was.frame, content: before.size)),
                      animation: change.animations[key + "<"] ?? identity.flatMap { change.animations[$0] }, at: change.time)
            keptBoxes[key] = value
        }
        boxes = keptBoxes
    }

    /// `node` laid out at `time`: each identified item moved by what its animation has yet to
    /// cover, and each named scale, rotation and clip drawn with its frame as presented (laid
    /// out again with those frames when one lags).
    public mutating func frame(_ node: ViewNode, at time: Double) -> (size: Size, items: [PlacedItem]) {
        let noted = ViewLayout.AnchorBoxes()
        var (size, items) = layout.place(node, boxes: noted)
        var presented: [String: Rect] = [:]
        for (key, placed) in noted.placed {
            guard var value = boxes[key] else { continue }
            let lag = value.value(at: time) - value.model
            boxes[key] = value
            guard !lag.isEqual(to: .zero) else { continue }
            presented[key] = Self.moved(placed.frame, by: lag)
        }
        if !presented.isEmpty {
            let presenting = ViewLayout.AnchorBoxes()
            presenting.presented = presented
            items = layout.place(node, boxes: presenting).items
        }
        move(&items, at: time)
        if !fades.isEmpty { crossFade(&items, at: time) }
        return (size, items)
    }

    /// `frame` moved by a lag: its centre by the first two components, its size (about the
    /// centre, never below zero) by the last two.
    static func moved(_ frame: Rect, by lag: AnimatableVector) -> Rect {
        func c(_ j: Int) -> Double { j < lag.components.count ? lag.components[j] : 0 }
        let w = max(0, frame.size.width + c(2)), h = max(0, frame.size.height + c(3))
        let cx = frame.origin.x + frame.size.width / 2 + c(0), cy = frame.origin.y + frame.size.height / 2 + c(1)
        return Rect(origin: Point(x: cx - w / 2, y: cy - h / 2), size: Size(width: w, height: h))
    }

    /// Moves each identified item by what its animation has yet to cover at `time`: on screen,
    /// or, for an item whose vector is in the layout's space (`layoutSpace`: it was inside a
    /// named frame at its last change), in that space, under the transforms above it.
    mutating func move(_ items: inout [PlacedItem], at time: Double) {
        for (key, i) in Self.keyed(items) {
            guard var value = views[key] else { continue }
            let lag = value.value(at: time) - value.model
            views[key] = value
            guard !lag.isEqual(to: .zero) else { continue }
            func c(_ j: Int) -> Double { j < lag.components.count ? lag.components[j] : 0 }
            if layoutSpace.contains(key) {
                items[i].frame.origin = Point(x: items[i].frame.origin.x + c(0), y: items[i].frame.origin.y + c(1))
            } else {
                items[i].shifted(by: AffineTransform.translation(c(0), c(1)))
            }
            switch items[i].content {
            case .shape, .strokedShape, .color:
                // Resized about its centre (the shift above moved the centre).
                var f = items[i].frame
                let w = max(0, f.size.width + c(2)), h = max(0, f.size.height + c(3))
                f.origin = Point(x: f.origin.x + (f.size.width - w) / 2, y: f.origin.y + (f.size.height - h) / 2)
                f.size = Size(width: w, height: h)
                items[i].frame = f
            case .text, .image:
                break
            }
        }
    }
}

extension LayoutMotion {
    /// Draws each text a change cross-fades: the new text at its opacity's value, each old one
    /// under it at its own, every one at its own measured size and centred on the view's frame
    /// as presented (`move` has already moved the item's centre by its lag) [Inferred: where
    /// SwiftUI draws a text's glyphs in a frame that is between two sizes is not published;
    /// centred, as the frame's centre is what the layout animates — device check 15]. An old
    /// text at opacity 0 (its end, or a spring past transparent) is not drawn. An old text takes the item's transform, clips, shadows and opacity, and is named after it
    /// (`path~was0`, the oldest first), so the timeline never names two drawings alike.
    mutating func crossFade(_ items: inout [PlacedItem], at time: Double) {
        var out: [PlacedItem] = []
        out.reserveCapacity(items.count + fades.count)
        var fadesAt: [Int: String] = [:]
        for (key, i) in Self.keyed(items) where fades[key] != nil { fadesAt[i] = key }
        for (i, item) in items.enumerated() {
            guard let key = fadesAt[i], var fade = fades[key] else { out.append(item); continue }
            let (current, departing) = fade.opacities(at: time)
            fades[key] = fade.isAnimating ? fade : nil
            let centre = Point(x: item.frame.origin.x + item.frame.size.width / 2, y: item.frame.origin.y + item.frame.size.height / 2)
            for (j, old) in departing.enumerated() where ContentFade.drawn(old.opacity) > 0 {
                var was = item
                was.content = old.content
                was.frame = Rect(origin: Point(x: centre.x - old.size.width / 2, y: centre.y - old.size.height / 2), size: old.size)
                was.opacity = item.opacity * ContentFade.drawn(old.opacity)
                was.path = item.path + "~was\(j)"
                was.identity = nil
                out.append(was)
            }
            var now = item
            now.opacity = item.opacity * ContentFade.drawn(current)
            out.append(now)
        }
        items = out
    }
}

/// One text's content cross-fade (`ContentTransition.opacity`, the default, `.interpolate`
/// between different strings): the text now shown fades in from transparent and each text it
/// replaced fades out from where its own opacity was, each an `AnimatedValue` set with the
/// change's animation — SwiftUI's opacity transition on insertion and removal [Apple]
/// (…/contenttransition/opacity), on the same per-attribute animator as every other number
/// (curves combine, springs retarget). A change that comes while old texts still fade adds
/// the text then shown to them, fading out from its opacity of that moment.
struct ContentFade: Sendable {
    struct Departing: Sendable {
        var content: PlacedItem.Content
        var size: Size
        var opacity: AnimatedValue
    }
    /// The opacity of the text now shown (1 at rest).
    var current = AnimatedValue(AnimatableVector(1), tracksCompletion: false)
    /// The texts it replaced, oldest first, while they still fade.
    var departing: [Departing] = []

    mutating func change(from content: PlacedItem.Content, size: Size, animation: Animation?, at time: Double) {
        var leaving = current
        leaving.set(AnimatableVector(0), animation: animation, at: time)
        departing.append(Departing(content: content, size: size, opacity: leaving))
        current = AnimatedValue(AnimatableVector(0), tracksCompletion: false)
        current.set(AnimatableVector(1), animation: animation, at: time)
    }

    /// The opacities at `time` (frames in time order): the current text's, and each old
    /// text's still fading (one that has reached its end is dropped).
    mutating func opacities(at time: Double) -> (current: Double, departing: [(content: PlacedItem.Content, size: Size, opacity: Double)]) {
        let now = current.value(at: time).scalar
        var shown: [(content: PlacedItem.Content, size: Size, opacity: Double)] = []
        var still: [Departing] = []
        for var old in departing {
            let o = old.opacity.value(at: time).scalar
            guard old.opacity.isAnimating else { continue }
            shown.append((old.content, old.size, o))
            still.append(old)
        }
        departing = still
        return (now, shown)
    }

    var isAnimating: Bool { current.isAnimating || !departing.isEmpty }

    /// The animations its opacities run (each frame evaluates them).
    var runningAnimations: Int { departing.reduce(current.runningAnimations) { $0 + $1.opacity.runningAnimations } }

    /// An opacity as drawn: a spring that overshoots past opaque or transparent is held there.
    static func drawn(_ opacity: Double) -> Double { min(1, max(0, opacity)) }
}
