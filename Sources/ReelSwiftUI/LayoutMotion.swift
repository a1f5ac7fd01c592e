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
                kept[key] = AnimatedValue(.zero)
                continue
            }
            var value = views[key] ?? AnimatedValue(.zero)
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
