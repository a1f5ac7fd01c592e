import ReelTimeline

/// SwiftUI's transitions as the view-modifier values they apply when a view is inserted or
/// removed: the view animates from the *active* values to identity on insertion, and from
/// identity to the active values on removal, with the transaction's animation.
///
/// [Apple] developer.apple.com/documentation/swiftui/anytransition and …/transition; the
/// values [RE] (OpenSwiftUI `MoveTransition.swift`, `PushTransition.swift`,
/// `SlideTransition.swift`, `ScaleEffect.swift`, audited for 6.5.4). The edge transitions'
/// offsets are in units of the view's own laid-out size (`TransitionEffect.sizeOffsetX`),
/// resolved by the layout, which alone knows the size (`LayoutModifier.sizedOffset`).
public indirect enum Transition: Hashable, Sendable {
    /// Opacity 0 when active.
    case opacity
    /// `scale(scale:anchor:)`; `.scale` is 1e-5, not 0 [RE] (`ScaleTransition(1e-5)`).
    case scale(Double, anchor: UnitPoint)
    /// `move(edge:)`: offset by the view's own size toward the edge, on insertion and removal
    /// alike [Apple] (…/anytransition/move(edge:): "moves the view away, towards the specified
    /// edge of the view"); by its own width or height [RE] (`Edge.translationOffset`).
    case move(Edge)
    /// `offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `push(from:)` [Apple] (…/anytransition/push(from:): "animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out"): opacity 0 active.
    case push(from: Edge)
    /// `.slide` [Apple] (…/anytransition/slide: "inserts by moving in from the leading edge,
    /// and removes by moving out towards the trailing edge").
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

    /// The effect values at `phase`, the edge offsets left in units of the view's size.
    public func effect(_ phase: Phase) -> TransitionEffect {
        var effect = TransitionEffect()
        apply(phase, to: &effect)
        return effect
    }

    /// The effect values at `phase` for a view of `size`: the edge offsets resolved to points.
    public func effect(_ phase: Phase, size: Size) -> TransitionEffect {
        var effect = effect(phase)
        effect.offsetX += effect.sizeOffsetX * size.width
        effect.offsetY += effect.sizeOffsetY * size.height
        effect.sizeOffsetX = 0
        effect.sizeOffsetY = 0
        return effect
    }

    private func apply(_ phase: Phase, to effect: inout TransitionEffect) {
        guard phase != .identity else { return }
        switch self {
        case .identity: return
        case .opacity: effect.opacity *= 0
        case let .scale(s, anchor):
            effect.scale *= s
            effect.scaleAnchor = anchor
        case let .move(edge):
            effect.moveToward(edge)
        case let .offset(x, y):
            effect.offsetX += x; effect.offsetY += y
        case let .push(edge):
            effect.moveToward(phase == .willAppear ? edge : edge.opposite)
            effect.opacity *= 0
        case .slide:
            effect.moveToward(phase == .willAppear ? .leading : .trailing)
        case let .asymmetric(insertion, removal):
            (phase == .willAppear ? insertion : removal).apply(phase, to: &effect)
        case let .combined(a, b):
            a.apply(phase, to: &effect)
            b.apply(phase, to: &effect)
        }
    }
}

/// The modifier values a transition applies: opacity, a scale about an anchor, an offset in
/// points and one in units of the view's own size.
public struct TransitionEffect: Hashable, Sendable {
    public var opacity = 1.0
    public var scale = 1.0
    public var scaleAnchor = UnitPoint.center
    public var offsetX = 0.0
    public var offsetY = 0.0
    /// The edge transitions' offset, in view widths and heights.
    public var sizeOffsetX = 0.0
    public var sizeOffsetY = 0.0
    public init() {}

    /// Moved by the view's own size fully past `edge`.
    mutating func moveToward(_ edge: Edge) {
        let unit = edge.translation(for: Size(width: 1, height: 1))
        sizeOffsetX += unit.width
        sizeOffsetY += unit.height
    }
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
