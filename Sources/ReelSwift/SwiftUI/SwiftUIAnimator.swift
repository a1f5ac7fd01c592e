import ReelSwiftUI

/// `phaseAnimator` and `keyframeAnimator` (iOS 17), modifier and view forms, as the tree keeps
/// them: what the content closure draws, evaluated by the interpreter, and what drives it.
///
/// A phase animator's content closure is evaluated once per phase: SwiftUI animates the
/// *view's* animatable values between what the closure draws for consecutive phases, with the
/// animation the `animation` closure gives the phase moved to [Apple] (…/view/phaseanimator(_:
/// trigger:content:animation:): "When the phase changes, the modifier … animates the changes
/// using the animation"), so the numbers that differ between the phases' trees are driven by
/// ReelSwiftUI's `PhaseAnimator`. A keyframe animator's content closure is evaluated at each
/// frame with the value the keyframe tracks give then [Apple] (…/view/keyframeanimator(
/// initialvalue:trigger:content:keyframes:): the content closure "is called … with the
/// interpolated value"), through ReelSwiftUI's `KeyframePlayback`.
struct SwiftUIAnimator {
    enum Kind {
        /// The closure's tree for each phase, and the animation of the step into each phase.
        case phases(trees: [ViewTree], animations: [ReelSwiftUI.Animation?])
        case keyframes(SwiftUIKeyframes)
    }
    var kind: Kind
    /// The trigger's value as Swift prints it; nil without a trigger (phases cycle; keyframes
    /// repeat when `repeating`).
    var trigger: String?

    /// What is drawn before anything moves: the first phase, or the initial value.
    var initialTree: ViewTree {
        switch kind {
        case let .phases(trees, _): return trees[0]
        case let .keyframes(k): return k.initialTree
        }
    }
}

/// A keyframe animator's value, tracks and content.
struct SwiftUIKeyframes {
    /// The value's animatable properties by key path ("scale", "offset.y"; "" for a value that is
    /// itself a number).
    var initialValue: [String: AnimatableVector]
    var initialTree: ViewTree
    var repeating: Bool
    /// The keyframes closure evaluated with the animator's current value.
    var tracks: ([String: AnimatableVector]) throws -> [KeyframeTrack]
    /// The content closure evaluated with a value.
    var render: ([String: AnimatableVector]) throws -> ViewTree
}

/// The stage's animators at one frame: the tree each draws and the numbers it drives, by the
/// animator's place in the tree; `seen` hears each animator met while lowering.
struct AnimatorFrames {
    var trees: [String: ViewTree] = [:]
    var driven: [String: [ViewTree.Key: Double]] = [:]
    /// The effect of each view inserted with a transition still running, by its place.
    var transitions: [String: TransitionEffect] = [:]
    var seen: ((String, SwiftUIAnimator) -> Void)?
}

extension ViewTree.Lowering {
    /// An animator's tree at `path~`: the one the stage gives for this frame (the initial one
    /// otherwise), each number it drives shown as the stage has it.
    func animated(_ animator: SwiftUIAnimator, path: String, font: Font, weight: FontWeight?, scopes: [ViewTree.AnimationScope]) -> ViewNode {
        let inner = path + "~"
        animators?.seen?(inner, animator)
        let tree = animators?.trees[inner] ?? animator.initialTree
        var lowering = self
        if let driven = animators?.driven[inner] {
            let outer = shown
            lowering.shown = { key, model in driven[key] ?? outer(key, model) }
        }
        return lowering.lower(tree, path: inner, font: font, weight: weight, scopes: scopes)
    }

    /// The numbers `tree` shows when drawn at `path`, by key (its models).
    static func numbers(of tree: ViewTree, at path: String) -> [ViewTree.Key: Double] {
        var found: [ViewTree.Key: Double] = [:]
        _ = ViewTree.Lowering(shown: { $1 }, record: { found[$0] = $1.value }).lower(tree, path: path, font: .body, weight: nil, scopes: [])
        return found
    }
}
