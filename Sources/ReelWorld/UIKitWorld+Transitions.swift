import ReelModels
import ReelTimeline

/// CATransition (CATransition.h): an animation of a layer's whole content between the state it
/// showed and the state it shows after the current transaction ([Apple] CATransition: "You can
/// transition between a layer's states by creating and adding a CATransition object to it").
public final class CATransition: CAAnimation {
    /// CATransition.type by its string value (`kCATransitionPush` is "push"); "fade" by default.
    public var type = "fade"
    /// CATransition.subtype (`kCATransitionFromTop` is "fromTop"); nil by default.
    public var subtype: String?

    /// The types Core Animation predefines (CATransition.h), as their constants' values.
    public static let types = ["fade", "moveIn", "push", "reveal"]
    /// The subtypes (CATransition.h).
    public static let subtypes = LayerTransition.Edge.allCases.map(\.rawValue)

    public override init() { super.init() }

    required init(copying other: CAAnimation) {
        if let other = other as? CATransition { type = other.type; subtype = other.subtype }
        super.init(copying: other)
    }

    override var className: String { "CATransition" }
}

/// A transition waiting for the turn's changes: recorded, with them, at the next record.
struct PendingTransition {
    var parameters: TransitionParameters
}

extension UIKitWorld {
    /// CALayer.add(_:forKey:) of a CATransition on `layer`: the changes made to its view in this
    /// run-loop turn (before or after the add) are shown through it when the turn is recorded.
    func addTransition(_ transition: CATransition, to layer: CALayer) throws(WorldError) {
        guard TransitionType(rawValue: transition.type) != nil, CATransition.types.contains(transition.type) else {
            throw WorldError("CATransition.type \"\(transition.type)\" is not drawn (drawn: \(CATransition.types.joined(separator: ", ")))")
        }
        var p = TransitionParameters()
        p.type = TransitionType(rawValue: transition.type) ?? .fade
        if let subtype = transition.subtype {
            guard let edge = LayerTransition.Edge(rawValue: subtype) else {
                throw WorldError("CATransition.subtype \"\(subtype)\" is not drawn (drawn: \(CATransition.subtypes.joined(separator: ", ")))")
            }
            p.subtype = edge
        }
        // Duration 0 is the enclosing transaction's (0.25 s unless set), as for any CAAnimation.
        p.duration = transition.duration > 0 ? transition.duration : transactions.duration
        p.curve = transition.timingFunction ?? .linear
        try pendTransition(p, on: layer.view)
        // "The special key kCATransition is automatically used for transition animations"
        // (CALayer.add(_:forKey:), developer.apple.com): its value is "transition".
        try tellDelegate(of: transition, on: layer, key: "transition", begins: sceneNow, ends: sceneNow + p.exactDuration)
    }

    /// UIView.transition(with:duration:options:animations:completion:): `animations` runs now
    /// and the view's content changes through the transition the options name
    /// (`.transitionFlipFrom…`, `.transitionCrossDissolve`), over `duration` with the options'
    /// curve; `completion` runs when it ends. Curls are not drawn (refused by name).
    public func transition(with view: UIView, duration: Double, options: UIViewAnimationOptions,
                           animations: (() throws -> Void)?, completion: ((Bool) throws -> Void)?) throws {
        guard !blocks.isInsideBlock else {
            throw WorldError("UIView.transition inside an animation block's closure is not evaluated")
        }
        let style = try Self.transitionType(options)
        try flush()
        try animations?()
        try finishViewTransition(style, on: view, duration: duration, options: options, completion: completion)
    }

    /// UIView.transition(from:to:duration:options:completion:): `toView` replaces `fromView` in
    /// its superview (or, with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown) through the transition; `toView` is drawn as the part `fromView` was.
    public func transition(from fromView: UIView, to toView: UIView, duration: Double, options: UIViewAnimationOptions,
                           completion: ((Bool) throws -> Void)?) throws {
        guard !blocks.isInsideBlock else {
            throw WorldError("UIView.transition inside an animation block's closure is not evaluated")
        }
        let style = try Self.transitionType(options)
        try flush()
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let container = fromView.superview {
            let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
            try container.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        if let part = fromView.part, toView.part == nil { bind(toView, to: part) }
        try finishViewTransition(style, on: toView, duration: duration, options: options, completion: completion)
    }

    private func finishViewTransition(_ type: TransitionType?, on view: UIView, duration: Double, options: UIViewAnimationOptions,
                                      completion: ((Bool) throws -> Void)?) throws {
        if let type, duration > 0 {
            var p = TransitionParameters()
            p.type = type
            p.subtype = Self.flipEdge(options)
            p.duration = duration
            p.curve = options.curve
            try pendTransition(p, on: view)
        }
        try flush()
        let end = sceneNow + Rational(reading: max(0, duration))
        noteEnd(end)
        if let completion { try schedule(at: end - start) { try completion(true) } }
    }

    /// Notes `p` for the part `view` is drawn as (or the parts drawn by its subviews, as a
    /// container's transition covers them), to be recorded with the turn's changes.
    private func pendTransition(_ p: TransitionParameters, on view: UIView?) throws(WorldError) {
        animationsStarted += 1
        guard let view else { return }
        let parts = ViewPart.allCases.filter { part in bound[part].map { $0 === view || $0.isDescendant(of: view) } ?? false }
        guard !parts.isEmpty else {
            recorder.unboundAnimationCount += 1
            noteMovedUnbound(view)
            return
        }
        for part in parts {
            try countAnimation()
            var q = p
            q.view = part
            pendingTransitions[part] = PendingTransition(parameters: q)
        }
        noteEnd(sceneNow + p.exactDuration)
    }

    /// The transition a UIView.transition's options name; nil for none (the changes are made at
    /// once); curls refused by name.
    static func transitionType(_ options: UIViewAnimationOptions) throws(WorldError) -> TransitionType? {
        switch (options.rawValue >> 20) & 0xF {
        case 0: return nil
        case 1, 2, 6, 7: return .flip
        case 5: return .fade
        case 3, 4:
            throw WorldError("UIView.AnimationOptions.transitionCurlUp and .transitionCurlDown are not drawn (drawn: .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom, .transitionCrossDissolve)")
        default:
            throw WorldError("UIView.AnimationOptions transition bits \((options.rawValue >> 20) & 0xF) name no transition UIKit declares")
        }
    }

    /// The side a flip starts from.
    static func flipEdge(_ options: UIViewAnimationOptions) -> LayerTransition.Edge {
        switch (options.rawValue >> 20) & 0xF {
        case 2: .fromRight
        case 6: .fromTop
        case 7: .fromBottom
        default: .fromLeft
        }
    }

    /// The part's pending transition, recorded as a `transition` of the changes `values` (which
    /// may be none) instead of a `set`; nil when none is pending.
    func takePendingTransition(_ part: ViewPart, values: ViewValues) throws(WorldError) -> SceneAction? {
        guard var pending = pendingTransitions.removeValue(forKey: part) else { return nil }
        pending.parameters.values = values
        return .transition(try checked(pending.parameters, part))
    }
}
