import ReelModels
import ReelTimeline

/// The UIView animation block the code is inside (UIView.animate's or animateKeyframes'
/// animations closure), and the keyframes an animateKeyframes closure has added so far.
/// UIKit nests blocks; the world evaluates a keyframe block inside a UIView block's closure
/// (it inherits the outer block's timing), no other block inside another's, and addKeyframe
/// only inside animateKeyframes' (UIView.h).
struct AnimationBlockContext {
    enum Block {
        case animate(Inherited)
        case keyframes(KeyframeCollection)
    }

    /// What a block nested in a UIView block's closure inherits from it: "nested animations
    /// inherit the duration and animation curve of the outer animation" unless the inner one's
    /// options say `.overrideInheritedDuration` or `.overrideInheritedCurve`
    /// (UIView.AnimationOptions.overrideInheritedDuration, UIView.h).
    struct Inherited {
        var duration: Double
        var delay: Double
        /// The outer block's curve; nil for a spring, which a keyframe block cannot take.
        var curve: TimingFunction?
    }

    /// The parts a keyframe block nested in the current UIView block animated: the outer
    /// block animates only what its closure changed on them after that.
    var nestedParts: Set<ViewPart> = []

    final class KeyframeCollection {
        /// Per part, the keyframes that changed it, in the order they were added.
        var frames: [ViewPart: [ViewKeyframeParameters]] = [:]
    }

    /// The block whose closure is running, if any.
    private(set) var current: Block?

    var isInsideBlock: Bool { current != nil }

    /// The keyframe block whose closure is running, if that is the current block.
    var keyframes: KeyframeCollection? {
        if case .keyframes(let collection)? = current { return collection }
        return nil
    }

    /// `UIView.setAnimationRepeatCount(_:)` called inside the current block's closure.
    var repeatCount: Double?

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` called inside the
    /// current block's closure: its autoreverse, and the bound parts' values as its closure
    /// found and left them (the block refuses changes made outside it, which would not repeat).
    var modified: (autoreverses: Bool, entry: [ViewPart: LayerState], exit: [ViewPart: LayerState])?

    /// `block`'s closure starts running; `refusal` is the message when another block's is.
    mutating func enter(_ block: Block, refusal: String) throws(WorldError) {
        guard current == nil else { throw WorldError(refusal) }
        current = block
        repeatCount = nil
        modified = nil
        nestedParts = []
    }

    /// The block's closure has returned (or thrown).
    mutating func leave() { current = nil }

    /// A keyframe block starts inside the current UIView block's closure: the UIView block is
    /// set aside until it ends (`resume`).
    mutating func nest(_ block: Block) -> Block? {
        let outer = current
        current = block
        return outer
    }

    /// The nested block has ended: the outer block's closure runs on.
    mutating func resume(_ outer: Block?) { current = outer }
}
