import ReelTimeline

/// SwiftUI's transitions as the view-modifier values they apply when a view is inserted or
/// removed: the view animates from the *active* values to identity on insertion, and from
/// identity to the active values on removal, with the transaction's animation.
///
/// [Apple] developer.apple.com/documentation/swiftui/anytransition and …/transition; the
/// values [RE] (OpenSwiftUI `MoveTransition.swift`, `PushTransition.swift`,
/// `SlideTransition.swift`, `ScaleEffect.swift`, audited for 6.5.4).
public indirect enum Transition: Hashable, Sendable {
    /// Opacity 0 when active.
    case opacity
    /// `scale(scale:anchor:)`; `.scale` is 1e-5, not 0 [RE] (`ScaleTransition(1e-5)`).
    case scale(Double, anchor: UnitPoint)
    /// `move(edge:)`: offset by the view's own size toward the edge.
    case move(Edge)
    /// `offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `push(from:)`: in from `edge`, out toward the opposite edge, fading (opacity 0 active).
    case push(from: Edge)
    /// `.slide`: in from the leading edge, out toward the trailing one.
    case slide
    /// `.identity`: nothing.
    case identity
    /// `asymmetric(insertion:removal:)`.
    case asymmetric(insertion: Transition, removal: Transition)
    /// `a.combined(with: b)`: both.
    case combined(Transition, Transition)

    /// `.scale`: from (nearly) nothing, about the centre.
    public static let scale = Transition.scale(1e-5, anchor: .center)

    public func combined(with other: Transition) -> Transition { .combined(self, other) }

    /// Where in its life the view is (SwiftUI's `TransitionPhase`).
    public enum Phase: Hashable, Sendable {
        /// Being inserted: the state it animates *from*.
        case willAppear
        case identity
        /// Being removed: the state it animates *to*.
        case didDisappear
    }

    /// The effect values at `phase` for a view of `size` (the move and push offsets are the
    /// view's own width or height).
    public func effect(_ phase: Phase, size: Size) -> TransitionEffect {
        var effect = TransitionEffect()
        apply(phase, size: size, to: &effect)
        return effect
    }

    private func apply(_ phase: Phase, size: Size, to effect: inout TransitionEffect) {
        guard phase != .identity else { return }
        switch self {
        case .identity: return
        case .opacity: effect.opacity *= 0
        case let .scale(s, anchor):
            effect.scale *= s
            effect.scaleAnchor = anchor
        case let .move(edge):
            let o = edge.translation(for: size)
            effect.offsetX += o.width; effect.offsetY += o.height
        case let .offset(x, y):
            effect.offsetX += x; effect.offsetY += y
        case let .push(edge):
            let o = (phase == .willAppear ? edge : edge.opposite).translation(for: size)
            effect.offsetX += o.width; effect.offsetY += o.height
            effect.opacity *= 0
        case .slide:
            let o = (phase == .willAppear ? Edge.leading : .trailing).translation(for: size)
            effect.offsetX += o.width; effect.offsetY += o.height
        case let .asymmetric(insertion, removal):
            (phase == .willAppear ? insertion : removal).apply(phase, size: size, to: &effect)
        case let .combined(a, b):
            a.apply(phase, size: size, to: &effect)
            b.apply(phase, size: size, to: &effect)
        }
    }
}

/// The modifier values a transition applies: opacity, a scale about an anchor, an offset.
public struct TransitionEffect: Hashable, Sendable {
    public var opacity = 1.0
    public var scale = 1.0
    public var scaleAnchor = UnitPoint.center
    public var offsetX = 0.0
    public var offsetY = 0.0
    public init() {}
}

/// An edge of a view (`Edge`), leading and trailing as in a left-to-right layout.
public enum Edge: Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }

    /// The offset that moves a view of `size` fully past this edge [RE] (`Edge.translationOffset`).
    func translation(for size: Size) -> Size {
        switch self {
        case .top: return Size(width: 0, height: -size.height)
        case .leading: return Size(width: -size.width, height: 0)
        case .bottom: return Size(width: 0, height: size.height)
        case .trailing: return Size(width: size.width, height: 0)
        }
    }
}

/// A point in a view's unit square (`UnitPoint`): (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
