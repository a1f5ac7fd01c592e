import ReelModels

/// The SwiftUI form of a scene with a content transition (`action: transition`, a UIKit
/// `CATransition` or `UIView.transition`): refused by name, each kind with why, as no SwiftUI
/// form this writer makes moves the same.
///
/// - flip: SwiftUI has no transition that turns a view over ([Apple] AnyTransition's built-in
///   transitions: identity, move(edge:), offset, opacity, push(from:), scale, slide); a
///   `rotation3DEffect` keyframe track would turn the view, not swap its content halfway.
/// - push: `.push(from:)` "animate[s] the view's insertion by moving it in from the specified
///   edge while fading it in, and … its removal by moving it out towards the opposite edge and
///   fading it out" ([Apple] AnyTransition.push(from:)); Core Animation's push only slides ("The
///   layer's content pushes any existing content as it slides into place", [Apple]
///   CATransitionType.push): the SwiftUI one fades as well.
/// - moveIn, reveal: one content slides over or off the other, which stays; SwiftUI's
///   `.move(edge:)` moves a view inserted or removed in a container, and this form writes the
///   views' geometry as keyframe tracks, not their content.
/// - fade: SwiftUI cross-fades a `Text` whose string changes in an animated transaction
///   (`.contentTransition(.opacity)`, docs/swiftui.md), but this form's `keyframeAnimator`
///   tracks carry the views' geometry and opacity, not their content: the text would swap.
enum SwiftUITransitionRefusal {
    /// The refusal for the first transition in `scene`, or nil when it has none.
    static func check(_ scene: Scene) throws(SwiftOutRefusal) {
        for action in scene.actions {
            guard case .transition(let p) = action.unplaced else { continue }
            throw SwiftOutRefusal(action.name, "\(action.name): \(reason(p)) (the UIKit form writes it as UIView.transition or a CATransition)")
        }
    }

    static func reason(_ p: TransitionParameters) -> String {
        switch p.type {
        case .flip:
            "a flip (UIView.AnimationOptions.transitionFlipFrom\(edge(p))) has no SwiftUI transition"
        case .push:
            "a push (CATransition .push) has no SwiftUI form that moves the same: SwiftUI's .push(from:) also fades the views"
        case .moveIn, .reveal:
            "a \(p.type.rawValue) (CATransition .\(p.type.rawValue)) has no SwiftUI form that moves the same: the SwiftUI form's keyframe tracks move the views, not their content"
        case .fade:
            "a cross-dissolve of the \(p.view.rawValue)'s content (CATransition .fade, UIView.AnimationOptions.transitionCrossDissolve) is not written in the SwiftUI form: its keyframe tracks carry the views' geometry and opacity, not their content"
        }
    }

    private static func edge(_ p: TransitionParameters) -> String {
        let raw = p.subtype.rawValue.dropFirst(4)
        return String(raw)
    }
}
