import ReelTimeline

/// CATransition.type, as a scene file names it (the `kCATransition…` constants' words), and
/// UIView.transition's kinds: `fade` is also `.transitionCrossDissolve`, `flip` the
/// `.transitionFlipFrom…` options.
public enum TransitionType: String, CaseIterable, Hashable, Sendable {
    case fade, push, moveIn, reveal, flip
}

/// `action: transition`: the part's content changes to the given values through a transition
/// (`layer.add(CATransition(), forKey:)` with the changes made in the same turn, or
/// `UIView.transition(with:duration:options:animations:)`): the content it showed leaves and
/// the new arrives by `type` from `subtype`'s side over `duration`, in the part's geometry.
/// Its values are set at once in the model, as a `set`'s are; it may set none (the same
/// content turns over).
public struct TransitionParameters: ViewValueFields, Hashable {
    /// The part whose content transitions.
    public var view: ViewPart = .badge
    /// The values that change with it.
    public var values = ViewValues()
    /// CATransition.type; its default is fade ([Apple] CATransition.type: "the default is fade").
    public var type: TransitionType = .fade
    /// CATransition.subtype: the side the motion starts from (fade has none). Left when not
    /// given (kCATransitionFromLeft), assumed: Core Animation documents no default.
    public var subtype: LayerTransition.Edge = .fromLeft
    /// Seconds it takes; CATransition's 0 is Core Animation's 0.25 s.
    public var duration = 0.25
    /// CAAnimation.timingFunction (nil there: linear), or UIView.transition's options' curve.
    public var curve: TimingFunction = .linear

    /// A fade on the badge, setting nothing yet.
    public init() {}

    /// The fields a scene file accepts, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .choice("view", \.view, help: "The part whose content transitions: host, badge or label."),
        .choice("type", \.type, help: "CATransition.type: fade (also UIView's .transitionCrossDissolve), push, moveIn, reveal; flip for UIView's .transitionFlipFrom… options."),
        .choice("subtype", \.subtype, help: "CATransition.subtype: the side the new content comes from (fromLeft when not given; fade has none)."),
        .number("duration", \.duration, ViewRanges.seconds, unit: .seconds, help: "Seconds the transition takes (CATransition's 0 is 0.25 s)."),
        .curve("curve", \.curve, help: "The transition's timing function (linear when none is given; UIView.transition's options curve, easeInEaseOut by default)."),
    ] + valueParameters

    /// The timeline's style for the type and subtype.
    public var style: LayerTransition.Style {
        switch type {
        case .fade: .fade
        case .push: .push(from: subtype)
        case .moveIn: .moveIn(from: subtype)
        case .reveal: .reveal(from: subtype)
        case .flip: .flip(from: subtype)
        }
    }

    /// The transition's length on the scene's clock, exactly.
    public var exactDuration: Rational { MediaTiming(duration: duration).exactDuration }
}
