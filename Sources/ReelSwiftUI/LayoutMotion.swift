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

    public init(layout: ViewLayout) { self.layout = layout }

    /// A view's frame where it was first seen. Nothing waits for a frame's animation to
    /// complete, so no completion is tracked: no fork of a run per change joining it.
    static let start = AnimatedValue(.zero, tracksCompletion: false)

    /// The view whose frame runs the most animations combined now, and how many (each frame
    /// evaluates them all); nil when nothing moves.
    public var mostCombined: (view: String, count: Int)? {
        var most: (key: String, count: Int)?
        for (key, value) in views {
            let count = value.runningAnimations
            guard count > 0 else { continue }
            // The first key in order among the most: the same view named on every run.
            if let m = most, count < m.count || (count == m.count && key > m.key) { continue }
            most = (key, count)
        }
        return most.map { (String($0.key.prefix { $0 != "#" }), $0.count) }
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
        for (key, i) in Self.keyed(before.items) {
            old[key] = (Self.vector(before.items[i], content: before.size, inBox: false), Self.vector(before.items[i], content: before.size, inBox: true))
        }
        var kept: [String: AnimatedValue] = [:]
        for (key, i) in Self.keyed(after.items) {
            let inBox = boxedAfter.contains(i)
            let new = Self.vector(after.items[i], content: after.size, inBox: inBox)
            // A view first seen is drawn where it is: its model starts at zero.
            guard let was = old[key] else {
                kept[key] = Self.start
                continue
            }
            var value = views[key] ?? Self.start
            value.set(value.model + (new - (inBox ? was.layout : was.screen)), animation: change.animations[after.items[i].identity!], at: change.time)
            kept[key] = value
        }
        views = kept
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
        move(&items, at: time, inBox: Self.boxed(noted))
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
    /// or, for an item inside a named frame (`inBox`), in the layout's space.
    mutating func move(_ items: inout [PlacedItem], at time: Double, inBox: Set<Int>) {
        for (key, i) in Self.keyed(items) {
            guard var value = views[key] else { continue }
            let lag = value.value(at: time) - value.model
            views[key] = value
            guard !lag.isEqual(to: .zero) else { continue }
            func c(_ j: Int) -> Double { j < lag.components.count ? lag.components[j] : 0 }
            if inBox.contains(i) {
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
