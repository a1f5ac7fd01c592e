#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layer's content transition (CATransition, UIView.transition): between the content the
/// layer showed when the transition began and what it shows now, in the layer's current
/// geometry. Core Animation renders the two states as images and moves them
/// ([Apple] CATransition: "an animated transition between a layer's states"); the renderer
/// draws the outgoing state's content and the current one's by `style` at `progress`.
public struct LayerTransition: Hashable, Sendable {
    /// How the two states trade places.
    public enum Style: Hashable, Sendable {
        /// kCATransitionFade, UIView's `.transitionCrossDissolve`: the outgoing content fades out
        /// as the new fades in ("the layer's content fades as it becomes visible or hidden").
        case fade
        /// kCATransitionPush: the new content slides in from `from`'s side, pushing the outgoing
        /// content out the other side ("the layer pushes any existing content as it slides into place").
        case push(from: Edge)
        /// kCATransitionMoveIn: the new content slides in over the outgoing, which stays.
        case moveIn(from: Edge)
        /// kCATransitionReveal: the outgoing content slides out, uncovering the new.
        case reveal(from: Edge)
        /// UIView's `.transitionFlipFrom…`: the layer turns half a turn about its vertical axis
        /// (from the left or right) or its horizontal one (top, bottom); the outgoing content
        /// shows until it is edge-on, the new after.
        case flip(from: Edge)
    }

    /// The side a transition starts from (kCATransitionFromLeft … FromBottom).
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        case fromLeft, fromRight, fromTop, fromBottom
    }

    public var style: Style
    /// How far through, 0 to 1, after the timing function.
    public var progress: Double
    private var box: Outgoing

    /// The state the layer showed when the transition began: its content is what leaves.
    public var outgoing: LayerState { box.state }

    public init(style: Style, progress: Double, outgoing: LayerState) {
        self.style = style; self.progress = progress; box = Outgoing(state: outgoing)
    }

    /// Boxed, as a layer's state holds its transition and a transition holds a layer's state.
    private final class Outgoing: Hashable, Sendable {
        let state: LayerState
        init(state: LayerState) { self.state = state }
        static func == (a: Outgoing, b: Outgoing) -> Bool { a === b || a.state == b.state }
        func hash(into hasher: inout Hasher) { hasher.combine(state) }
    }

    /// Where each state's content is drawn at this progress, in the layer's own space: an
    /// offset in units of the layer's width and height, an opacity, and a scale across the
    /// axis a flip turns about (the flip's foreshortening: |cos| of its angle; the perspective
    /// UIKit adds is not drawn, as a Cairo matrix is affine). `front`: whether it is drawn
    /// above the other.
    public struct Placement: Hashable, Sendable {
        public var dx = 0.0, dy = 0.0
        public var opacity = 1.0
        public var scaleX = 1.0, scaleY = 1.0
        public var visible = true
    }

    /// The outgoing content's placement and the new content's, and whether the new is drawn
    /// above the outgoing.
    public var placements: (outgoing: Placement, incoming: Placement, incomingOnTop: Bool) {
        let p = min(1, max(0, progress))
        var out = Placement(), new = Placement()
        switch style {
        case .fade:
            out.opacity = 1 - p; new.opacity = p
            return (out, new, true)
        case .push(let edge):
            let (ux, uy) = edge.motion
            new.dx = ux * (p - 1); new.dy = uy * (p - 1)
            out.dx = ux * p; out.dy = uy * p
            return (out, new, true)
        case .moveIn(let edge):
            let (ux, uy) = edge.motion
            new.dx = ux * (p - 1); new.dy = uy * (p - 1)
            return (out, new, true)
        case .reveal(let edge):
            let (ux, uy) = edge.motion
            out.dx = ux * p; out.dy = uy * p
            return (out, new, false)
        case .flip(let edge):
            // Half a turn: the outgoing face until a quarter turn, the new face after.
            let angle = Double.pi * p
            let across = abs(cos(angle))
            let horizontal = edge == .fromLeft || edge == .fromRight
            for i in [0, 1] {
                var placement = Placement()
                if horizontal { placement.scaleX = across } else { placement.scaleY = across }
                placement.visible = (i == 0) == (p < 0.5)
                if i == 0 { out = placement } else { new = placement }
            }
            return (out, new, true)
        }
    }
}

extension LayerTransition.Edge {
    /// The direction the new content moves in, in units of the layer's size: from the left it
    /// moves right (+x), from the top down (+y, y down).
    var motion: (Double, Double) {
        switch self {
        case .fromLeft: (1, 0)
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
    }
}

/// A transition attached to a layer: its timing, and the state that leaves.
public struct TransitionAnimation: LayerAnimation {
    public var timing: MediaTiming
    public var timingFunction: TimingFunction
    public var isRemovedOnCompletion: Bool { true }
    public var style: LayerTransition.Style
    public var outgoing: LayerState

    public init(style: LayerTransition.Style, duration: Double, timingFunction: TimingFunction, outgoing: LayerState) {
        self.style = style
        timing = MediaTiming(duration: duration)
        self.timingFunction = timingFunction
        var state = outgoing
        state.transition = nil
        self.outgoing = state
    }

    public func apply(localTime: Double, to layer: inout LayerState) {
        let d = timing.effectiveDuration
        layer.transition = LayerTransition(style: style, progress: d > 0 ? localTime / d : 1, outgoing: outgoing)
    }
}
