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
        return moving
    }

    /// The vector the animation moves: the centre on screen relative to the content's
    /// centre, then the laid-out size.
    static func vector(_ item: PlacedItem, content: Size) -> AnimatableVector {
        let f = item.frame
        let c = item.transform.apply(Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2))
        return AnimatableVector([c.x - content.width / 2, c.y - content.height / 2, f.size.width, f.size.height])
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
        let before = layout.place(change.before), after = layout.place(change.after)
        var old: [String: AnimatableVector] = [:]
        for (key, i) in Self.keyed(before.items) { old[key] = Self.vector(before.items[i], content: before.size) }
        var kept: [String: AnimatedValue] = [:]
        for (key, i) in Self.keyed(after.items) {
            let new = Self.vector(after.items[i], content: after.size)
            // A view first seen is drawn where it is: its model starts at zero.
            guard let was = old[key] else {
                kept[key] = Self.start
                continue
            }
            var value = views[key] ?? Self.start
            value.set(value.model + (new - was), animation: change.animations[after.items[i].identity!], at: change.time)
            kept[key] = value
        }
        views = kept
    }

    /// Moves each identified item by what its animation has yet to cover at `time`.
    public mutating func move(_ items: inout [PlacedItem], at time: Double) {
        for (key, i) in Self.keyed(items) {
            guard var value = views[key] else { continue }
            let lag = value.value(at: time) - value.model
            views[key] = value
            guard !lag.isEqual(to: .zero) else { continue }
            func c(_ j: Int) -> Double { j < lag.components.count ? lag.components[j] : 0 }
            items[i].shifted(by: AffineTransform.translation(c(0), c(1)))
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
