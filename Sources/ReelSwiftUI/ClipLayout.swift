import ReelTimeline

/// A SwiftUI clip laid out frame by frame, each view's laid-out frame animated from change to
/// change, the content centred (issue 39).
///
/// **Geometry animates.** When a change moves or resizes a view — a sibling inserted or
/// removed, a `Text` whose string grows, a frame, padding or spacing that changes — SwiftUI
/// animates the view's frame with the change's animation [Apple] (…/swiftui/animations:
/// "Animate all of the visual changes for a state change by changing the state inside a call
/// to the withAnimation(_:_:) global function"; …/swiftui/transaction: "The context of the
/// current state-processing update"), each drawn view's frame being animatable data [RE] (OpenSwiftUI
/// `AnimatableFrameAttribute`, `AnimatorState`). Here each view is known by its structural
/// identity (`PlacedItem.identity`, its place in the tree) and has one `AnimatedValue` of four
/// components: its centre on screen relative to the content's centre, and its laid-out size.
/// A change adds (after − before) to it with the animation `LayoutChange.animations` gives the
/// view, so curves combine and springs retarget from the current value and velocity as every
/// other animated number does; each frame the view is drawn moved by (shown − model) and, for
/// a shape or colour, resized about its centre by the size part (text and symbols keep their
/// size: their content is what the new layout measured). A view only in the new tree is drawn
/// where it is (its transition plays); one only in the old tree leaves as before.
///
/// Numbers that animate themselves (a frame's width moving under `.animation`) move the layout
/// frame by frame already; at the instant of a change they show their old value on both
/// sides, so only the jump the change makes in the layout is animated here, and for the
/// piecewise-linear stack and frame arithmetic the two agree with SwiftUI's one animation of
/// the frame [Inferred].
///
/// **The content is centred** in every frame [Apple] (WWDC19 session 237, "Building Custom
/// Views with SwiftUI": the root view proposes its size to the content, which chooses its
/// own, and the root "centers" it): each frame's items are drawn with the content's centre at
/// (0, 0), so content that grows does so about its centre, as on a device.
public struct ClipLayout: Sendable {
    public let layout: ViewLayout

    public init(measure: any TextMeasuring) { layout = ViewLayout(measure: measure) }

    /// One frame laid out: the content's size and what it draws, each item's frame in the
    /// layout's space and its transform to the screen with the content's centre at (0, 0).
    public struct Frame: Hashable, Sendable {
        public var size: Size
        public var items: [PlacedItem]
    }

    /// Every frame of `clip`, each view's frame animated by the clip's layout changes.
    public func frames(of clip: ViewClip) -> [Frame] {
        var motion = LayoutMotion(layout: layout)
        let changes = clip.layoutChanges.sorted { $0.frame < $1.frame }
        var next = 0
        var out: [Frame] = []
        out.reserveCapacity(clip.frames.count)
        for (k, node) in clip.frames.enumerated() {
            while next < changes.count, changes[next].frame <= k {
                motion.apply(changes[next])
                next += 1
            }
            var (size, items) = motion.frame(node, at: Double(k) / clip.fps)
            Self.centre(&items, size: size)
            out.append(Frame(size: size, items: items))
        }
        return out
    }

    /// Moves what a content of `size` draws so that its centre is at (0, 0).
    static func centre(_ items: inout [PlacedItem], size: Size) {
        let shift = AffineTransform.translation(-size.width / 2, -size.height / 2)
        for i in items.indices { items[i].shifted(by: shift) }
    }
}

extension PlacedItem {
    /// Drawn moved on screen by `shift`, its clips with it.
    mutating func shifted(by shift: AffineTransform) {
        transform = shift.concatenating(transform)
        effects = effects.map { effect in
            guard case let .clip(kind, frame, transform) = effect else { return effect }
            return .clip(kind, frame: frame, transform: shift.concatenating(transform))
        }
    }
}
